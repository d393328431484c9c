import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../ports/caller';
import { PROFILE_STORE, type ProfileStore } from '../../ports/identity-provider';
import { MESSAGE_OUTBOX, type MessageOutbox } from '../../ports/message-outbox';
import { CHANNELS } from '../../src/core/notifications/phone-messages';
import { MessageSender } from '../../src/engine/messages/message-sender';
import { TextSender } from '../../src/engine/notifications/text-sender';
import { PushDispatcher } from '../../src/engine/notifications/push-dispatcher';
import type { DeskBookingActionData, DeskBookingPageData } from '../../src/web/desk/booking.server';
import { staffAgent } from '../support/customers';
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
 * The desk's booking page lists a booking's e-mails and texts together, each with its status
 * and why it did not go, and sends a text again from its row (issue 26, part 5). Maya has
 * texts on; Leo has them off. The clock is the payments world's (10:00 in New York), outside
 * the quiet hours.
 */
let w: PaymentsWorld;
let agent: Awaited<ReturnType<typeof staffAgent>>['agent'];
let maya: string;
let leo: string;

const outbox = () => w.server.app.container.get<MessageOutbox>(MESSAGE_OUTBOX);
const samePage = () => ({ Origin: w.server.url, 'Sec-Fetch-Site': 'same-origin' });
const asScript = () => ({ ...samePage(), Accept: 'application/json' });

async function paidBooking(name: string, texts: boolean): Promise<string> {
  const caller: Caller = await newCustomer(w, { name });
  if (caller.kind !== 'customer') throw new Error('not a customer');
  await w.server.app.container
    .get<ProfileStore>(PROFILE_STORE)
    .setCommunication(caller.userId, { enableEmail: true, enableNotification: true, sms: texts });
  const bookingId = await draftBooking(w, caller);
  expect(await payInFullByCard(w, caller, bookingId)).toMatchObject({ ok: true });
  return bookingId;
}

/** Sends what is due on both channels, and waits until nothing of the booking is queued. */
async function delivered(bookingId: string) {
  const container = w.server.app.container;
  await Promise.all([container.get(MessageSender).sendDue(), container.get(TextSender).sendDue()]);
  // Pushes: to the account, then to each device (none here: each is recorded as not sent).
  await container.get(PushDispatcher).sendDue();
  await vi.waitFor(
    async () => {
      const queued = (await outbox().ofBooking(bookingId, CHANNELS)).filter((m) =>
        ['PENDING', 'SENDING'].includes(m.status),
      );
      expect(queued).toEqual([]);
    },
    { timeout: 30_000, interval: 200 },
  );
}

const pageData = async (bookingId: string) =>
  (await agent.get(`/desk/bookings/${bookingId}?_data=desk-booking`).set(asScript()).expect(200))
    .body as DeskBookingPageData;

const textOf = (page: DeskBookingPageData) => {
  const text = page.messages.find((m) => m.channel === 'sms' && m.kind === 'booking-confirmed');
  if (!text) throw new Error('no text on the page');
  return text;
};

beforeAll(async () => {
  w = await startPaymentsWorld();
  ({ agent } = await staffAgent(w.server, 'SUPPORT', 'Ana', 'Ruiz'));
  maya = await paidBooking('maya', true);
  leo = await paidBooking('leo', false);
  await delivered(maya);
  await delivered(leo);
}, 240_000);
afterAll(() => w?.close());

describe('a booking’s messages on the desk', () => {
  it('lists the confirmation e-mailed and texted, each with its status, and offers the text again', async () => {
    const page = await pageData(maya);
    const confirmations = page.messages.filter((m) => m.kind === 'booking-confirmed');
    expect(confirmations.map((m) => [m.channel, m.status, m.canResend])).toEqual([
      ['email', 'SENT', false],
      ['push', 'SKIPPED', true],
      ['sms', 'SENT', true],
    ]);
    expect(textOf(page)).toMatchObject({ recipient: '+12125550100', sent: true, nextAttemptAt: null });

    const html = (await agent.get(`/desk/bookings/${maya}`).expect(200)).text;
    expect(html).toContain('<h2 id="desk-messages-title">Messages</h2>');
    expect(html).toMatch(/<th scope="col">Channel<\/th>/);
    expect(html).toMatch(/<td>Text<\/td>.*\+12125550100/s);
    expect(html).toContain('aria-label="Send again: the text about booking confirmed to +12125550100"');

    // Leo turned texts off: his text says so, and is offered again (he may have turned them on).
    const leos = textOf(await pageData(leo));
    expect(leos).toMatchObject({ status: 'SKIPPED', lastError: 'the customer has text messages off', canResend: true });
    const leosHtml = (await agent.get(`/desk/bookings/${leo}`).expect(200)).text;
    expect(leosHtml).toMatch(/not sent<span class="desk-sub">the customer has text messages off<\/span>/);
  });

  it('sends the text again as one text, no e-mail, and says so', async () => {
    const text = textOf(await pageData(maya));
    const res = await agent
      .post(`/desk/bookings/${maya}?_data=desk-booking`)
      .set(asScript())
      .type('form')
      .send({ intent: 'resend-message', messageKey: text.key });
    expect(res.body as DeskBookingActionData).toEqual({
      intent: 'resend-message',
      ok: true,
      message: 'Text sent again to +12125550100: the copy is listed under Messages.',
    });
    const copies = (await outbox().ofBooking(maya, CHANNELS)).filter((m) => m.key.startsWith('resend:'));
    expect(copies.map((m) => m.channel)).toEqual(['sms']);
    // The copy is listed at once, queued until the text sender takes it.
    const listed = (await pageData(maya)).messages.filter((m) => m.key.startsWith('resend:'));
    expect(listed.map((m) => [m.channel, m.kind])).toEqual([['sms', 'booking-confirmed']]);
  });

  it('refuses a text of another booking, and a form without a message', async () => {
    const leosText = textOf(await pageData(leo));
    const other = await agent
      .post(`/desk/bookings/${maya}`)
      .set(samePage())
      .type('form')
      .send({ intent: 'resend-message', messageKey: leosText.key });
    expect(other.status).toBe(409);
    expect(other.text).toContain('That message was not sent about this booking, so it cannot be sent again from here.');
    const none = await agent
      .post(`/desk/bookings/${maya}?_data=desk-booking`)
      .set(asScript())
      .type('form')
      .send({ intent: 'resend-message' });
    expect(none.body).toEqual({ intent: 'resend-message', ok: false, message: 'Choose the message to send again.' });
    expect((await outbox().ofBooking(leo, CHANNELS)).filter((m) => m.key.startsWith('resend:'))).toEqual([]);
  });
});
