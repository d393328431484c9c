import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log';
import type { Caller } from '../../ports/caller';
import { PROFILE_STORE, type ProfileStore } from '../../ports/identity-provider';
import { MESSAGE_OUTBOX, type MessageOutbox, type OutboxMessage } from '../../ports/message-outbox';
import { CHANNELS } from '../../src/core/notifications/phone-messages';
import { SupportDesk } from '../../src/engine/desk/support-desk';
import type { StaffCaller } from '../../src/engine/desk/staff-caller';
import { MessageSender } from '../../src/engine/messages/message-sender';
import { TextSender } from '../../src/engine/notifications/text-sender';
import { PushDispatcher } from '../../src/engine/notifications/push-dispatcher';
import { aSupportAgent } from '../support/customers';
import {
  draftBooking,
  newCustomer,
  payInFullByCard,
  startPaymentsWorld,
  type PaymentsWorld,
} from '../support/payments';

// Customers sign up and pay through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The desk's list of a booking's messages of every channel (issue 26, part 5): a confirmation
 * e-mailed and texted shows twice, each with what became of it; a text is sent again on its
 * own channel only, audited; a message of another booking, or one that must not go twice, is
 * refused. Maya has texts on, Leo has them off.
 */
let w: PaymentsWorld;
let ana: StaffCaller;
let maya: { caller: Caller; bookingId: string };
let leo: { caller: Caller; bookingId: string };

const desk = () => w.server.app.container.get(SupportDesk);
const outbox = () => w.server.app.container.get<MessageOutbox>(MESSAGE_OUTBOX);
const audit = () => w.server.app.container.get<AuditLog>(AUDIT_LOG);

async function paidCustomer(name: string, texts: boolean) {
  const caller = await newCustomer(w, { name });
  if (caller.kind !== 'customer') throw new Error('not a customer');
  await w.server.app.container
    .get<ProfileStore>(PROFILE_STORE)
    .setCommunication(caller.userId, { enableEmail: true, enableNotification: true, sms: texts });
  const bookingId = await draftBooking(w, caller);
  expect(await payInFullByCard(w, caller, bookingId)).toMatchObject({ ok: true, answer: { bookingStatus: 'BOOKED' } });
  return { caller, bookingId };
}

/** Sends what is due on both channels and waits until none of the booking's messages is queued. */
async function delivered(bookingId: string): Promise<OutboxMessage[]> {
  const container = w.server.app.container;
  await Promise.all([container.get(MessageSender).sendDue(), container.get(TextSender).sendDue()]);
  // Pushes: to the account, then to each device (none here: each is recorded as not sent).
  await container.get(PushDispatcher).sendDue();
  return vi.waitFor(
    async () => {
      const all = await outbox().ofBooking(bookingId, CHANNELS);
      expect(all.filter((m) => m.status === 'PENDING' || m.status === 'SENDING')).toEqual([]);
      return all;
    },
    { timeout: 30_000, interval: 200 },
  );
}

const confirmationText = (messages: readonly OutboxMessage[]) => {
  const text = messages.find((m) => m.kind === 'booking-confirmed' && m.channel === 'sms');
  if (!text) throw new Error('the confirmation was not texted');
  return text;
};

beforeAll(async () => {
  w = await startPaymentsWorld();
  const agent = await aSupportAgent(w.server.app, 'Ana', 'Ruiz');
  ana = { userId: agent.caller.userId, role: 'SUPPORT', requestId: null };
  maya = await paidCustomer('maya', true);
  leo = await paidCustomer('leo', false);
  await delivered(maya.bookingId);
  await delivered(leo.bookingId);
}, 240_000);
afterAll(() => w?.close());

describe('the desk and a booking’s texts', () => {
  it('shows a confirmation e-mailed and texted as two messages, each with its status', async () => {
    const seen = await desk().bookings.view(ana, maya.bookingId);
    if (!seen.ok) throw new Error(seen.message);
    const confirmations = seen.value.messages.filter((m) => m.kind === 'booking-confirmed');
    expect(confirmations.map((m) => [m.channel, m.status])).toEqual([
      ['email', 'SENT'],
      ['push', 'SKIPPED'],
      ['sms', 'SENT'],
    ]);
    const [email, , text] = confirmations;
    expect(email?.recipient).toMatch(/^maya\..*@example\.com$/);
    expect(text).toMatchObject({ key: `${email?.key}#sms`, recipient: '+12125550100', lastError: null });
    expect(text?.subject).toContain(maya.bookingId);
    // The confirmation staff may e-mail again is still the e-mail, not its text.
    expect(seen.value.confirmation?.channel).toBe('email');

    const leos = await desk().bookings.view(ana, leo.bookingId);
    if (!leos.ok) throw new Error(leos.message);
    expect(confirmationText(leos.value.messages)).toMatchObject({
      status: 'SKIPPED',
      lastError: 'the customer has text messages off',
    });
  });

  it('sends a text again as one text and no e-mail, and writes it in the audit log', async () => {
    const original = confirmationText(await outbox().ofBooking(maya.bookingId, CHANNELS));
    const resent = await desk().bookings.resendMessage(ana, maya.bookingId, original.key);
    expect(resent).toEqual({ ok: true, value: { channel: 'sms', to: '+12125550100', queued: true } });

    const copies = (await outbox().ofBooking(maya.bookingId, CHANNELS)).filter((m) => m.key.startsWith('resend:'));
    // Queued as resend:<key>:1, for its one channel.
    expect(copies.map((m) => [m.key, m.channel, m.kind])).toEqual([
      [`resend:${original.key}:1`, 'sms', 'booking-confirmed'],
    ]);
    expect(copies[0]?.facts).toEqual(original.facts);
    // It goes as the first one did: the text sender sends it, and the desk lists it.
    const after = await delivered(maya.bookingId);
    expect(after.find((m) => m.key === `resend:${original.key}:1`)).toMatchObject({
      status: 'SENT',
      recipient: '+12125550100',
    });

    const logged = await audit().staffAccesses({ bookingId: maya.bookingId }, 20);
    const entries = logged.filter((e) => e.action === 'desk.booking.resend-message');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: ana.userId,
      found: true,
      customerUserId: maya.caller.kind === 'customer' ? maya.caller.userId : null,
      details: 'Text about booking confirmed, to +12125550100, sent again',
    });
  });

  it('refuses to send a message of another booking, and queues nothing', async () => {
    const leosText = confirmationText(await outbox().ofBooking(leo.bookingId, CHANNELS));
    const before = await outbox().ofBooking(maya.bookingId, CHANNELS);
    const refused = await desk().bookings.resendMessage(ana, maya.bookingId, leosText.key);
    expect(refused).toEqual({
      ok: false,
      code: 'REFUSED',
      message: 'That message was not sent about this booking, so it cannot be sent again from here.',
    });
    expect(await outbox().ofBooking(maya.bookingId, CHANNELS)).toHaveLength(before.length);
    expect((await outbox().ofBooking(leo.bookingId, CHANNELS)).filter((m) => m.key.startsWith('resend:'))).toEqual([]);
    const logged = await audit().staffAccesses({ bookingId: maya.bookingId }, 20);
    expect(logged.find((e) => e.action === 'desk.booking.resend-message' && !e.found)).toMatchObject({
      details: 'refused: That message was not sent about this booking, so it cannot be sent again from here.',
    });
  });
});
