import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresProfileStore, PostgresUserStore } from '../../adapters/postgres-store/users';
import type { OutboxEntry } from '../../ports/message-outbox';
import type { MessageFacts } from '../../src/core/messages/message-kinds';
import { MemoryMailer } from '../fakes/memory-mailer';
import { ManualClock } from '../fakes/manual-clock';
import { pgliteDatabase } from '../support/database';
import { mayaUser } from '../fixtures/users';
import { MailRoom } from '../support/mail-room';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const confirmed: MessageFacts<'booking-confirmed'> = {
  bookingId: 'B-1',
  category: 'Light Jet',
  zone: 'America/New_York',
  legs: [
    {
      legOrder: 1,
      from: { code: 'KTEB', name: 'Teterboro', city: 'Teterboro' },
      to: { code: 'KPBI', name: 'Palm Beach Intl', city: 'West Palm Beach' },
      departs: '08-12-2026 10:00:00',
    },
  ],
  stage: 'FULL',
  method: 'CREDIT_CARD',
  card: { brand: 'Visa', masked: 'XXXX1111' },
  amountCents: 1_236_000,
  cardFeeCents: 36_000,
  flightTotalCents: 1_200_000,
  rewardsEarnedCents: 12_000,
};

const toMaya = (key: string, kind: OutboxEntry['kind'], facts: Record<string, unknown>): OutboxEntry => ({
  key,
  kind,
  userId: 'maya',
  email: null,
  bookingId: 'B-1',
  facts,
});

async function world() {
  database = await pgliteDatabase();
  const clock = new ManualClock(new Date('2026-11-25T12:00:00Z'));
  const mailer = new MemoryMailer();
  const room = new MailRoom(database, clock, {
    mailer,
    documents: {
      filesFor: async (bookingId, caller) =>
        caller.kind === 'customer' && caller.userId === 'maya'
          ? { bookingId, pdf: new Uint8Array([37, 80, 68, 70]), calendar: 'BEGIN:VCALENDAR' }
          : null,
    },
  });
  await new PostgresUserStore(database.db).create(mayaUser({ createdAt: clock.now() }));
  return { clock, mailer, room, profiles: new PostgresProfileStore(database.db) };
}

describe('the e-mail sender', () => {
  it('sends a confirmation to the account’s address with the itinerary files and a stable Message-ID', async () => {
    const { room, mailer, clock } = await world();
    await room.outbox.enqueue([toMaya('payment-approved:P1', 'booking-confirmed', confirmed)], clock.now());
    expect(await room.sender.sendDue()).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 0 });
    const [mail] = mailer.sent;
    const stored = await room.outbox.find('payment-approved:P1');
    expect(mail).toMatchObject({
      to: 'maya@example.com',
      kind: 'booking-confirmed',
      messageId: `<${stored?.id}@contrail.test>`,
    });
    expect(mail?.text).toContain('Hello Maya,');
    expect(mail?.attachments?.map((a) => a.filename)).toEqual(['itinerary-B-1.pdf', 'itinerary-B-1.ics']);
    expect(stored).toMatchObject({ status: 'SENT', recipient: 'maya@example.com', subject: mail?.subject });
    // Nothing is sent twice.
    expect(await room.sender.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
  });

  it('waits out a mail server that is down and sends once it is back', async () => {
    const { room, mailer, clock } = await world();
    mailer.down = true;
    await room.outbox.enqueue([toMaya('payment-approved:P1', 'booking-confirmed', confirmed)], clock.now());
    expect((await room.sender.sendDue()).retrying).toBe(1);
    expect(await room.outbox.find('payment-approved:P1')).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      nextAttemptAt: new Date(clock.now().getTime() + 30_000),
    });
    mailer.down = false;
    clock.advance(29_000);
    expect((await room.sender.sendDue()).sent).toBe(0);
    clock.advance(1_000);
    expect((await room.sender.sendDue()).sent).toBe(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it('records a refused address once and never tries it again', async () => {
    const { room, mailer, clock } = await world();
    mailer.refusedAddresses.add('maya@example.com');
    await room.outbox.enqueue([toMaya('payment-approved:P1', 'booking-confirmed', confirmed)], clock.now());
    expect((await room.sender.sendDue()).failed).toBe(1);
    clock.advance(7 * 86_400_000);
    expect(await room.sender.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
    expect(await room.outbox.find('payment-approved:P1')).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: expect.stringContaining('550'),
    });
  });

  it('skips a reminder the customer turned off, and still sends what is about money', async () => {
    const { room, mailer, clock, profiles } = await world();
    await profiles.setCommunication('maya', { enableEmail: false, enableNotification: true, sms: false });
    await room.outbox.enqueue(
      [
        toMaya('hold-reminder:B-1', 'hold-reminder', {
          ...confirmed,
          byWire: false,
          balanceCents: 1_100_000,
          holdUntil: '2026-11-25T18:00:00.000Z',
        }),
        toMaya('payment-approved:P1', 'booking-confirmed', confirmed),
      ],
      clock.now(),
    );
    expect(await room.sender.sendDue()).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 1 });
    expect(mailer.sent.map((m) => m.kind)).toEqual(['booking-confirmed']);
    expect(await room.outbox.find('hold-reminder:B-1')).toMatchObject({
      status: 'SKIPPED',
      lastError: 'the customer turned reminders off',
    });
  });

  it('shows deadlines in the time zone the customer’s browser gave', async () => {
    const { room, mailer, clock, profiles } = await world();
    await profiles.setTimeZone('maya', 'America/Los_Angeles');
    await room.outbox.enqueue(
      [
        toMaya('wire-awaited:P1', 'wire-instructions', {
          ...confirmed,
          amountCents: 1_200_000,
          holdUntil: '2026-11-26T12:00:00.000Z',
        }),
      ],
      clock.now(),
    );
    await room.sender.sendDue();
    expect(mailer.sent[0]?.text).toContain('Thursday, November 26, 2026 at 4:00 AM PST');
  });

  it('skips a message whose account is gone, and fails one whose facts do not fit its kind', async () => {
    const { room, mailer, clock } = await world();
    await room.outbox.enqueue(
      [
        { ...toMaya('password-changed:ghost', 'password-changed', {}), userId: 'ghost' },
        toMaya('payment-approved:P9', 'booking-confirmed', { bookingId: 'B-1' }),
      ],
      clock.now(),
    );
    expect(await room.sender.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 1, skipped: 1 });
    expect(mailer.sent).toEqual([]);
  });
});
