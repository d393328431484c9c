import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresMessageOutbox, queueMessages } from '../../adapters/postgres-store/message-outbox';
import type { OutboxEntry } from '../../ports/message-outbox';
import { dialects } from '../support/database';

const NOW = new Date('2026-11-25T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

const entry = (key: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key,
  kind: 'password-changed',
  userId: 'user-maya',
  email: null,
  bookingId: 'B-1',
  facts: {},
  ...overrides,
});

describe.each(dialects)('MessageOutbox contract on $name', (dialect) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  const open = async () => {
    database = await dialect.open();
    return { outbox: new PostgresMessageOutbox(database.db, database), database };
  };

  it('queues an event once, however often it is queued', async () => {
    const { outbox } = await open();
    expect(await outbox.enqueue([entry('payment-approved:P1'), entry('payment-approved:P2')], NOW)).toBe(2);
    expect(await outbox.enqueue([entry('payment-approved:P1')], NOW)).toBe(0);
    expect((await outbox.ofBooking('B-1')).map((m) => [m.key, m.status])).toEqual([
      ['payment-approved:P1', 'PENDING'],
      ['payment-approved:P2', 'PENDING'],
    ]);
  });

  it('gives each due message to one sender at a time, also when two claim at once', async () => {
    const { outbox } = await open();
    await outbox.enqueue(
      Array.from({ length: 10 }, (_, i) => entry(`k${i}`)),
      NOW,
    );
    const [a, b] = await Promise.all([outbox.claimDue(NOW, 6, 60_000), outbox.claimDue(NOW, 6, 60_000)]);
    const ids = [...(a ?? []), ...(b ?? [])].map((m) => m.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(await outbox.claimDue(NOW, 10, 60_000)).toEqual([]);
    expect((a ?? [])[0]?.attempts).toBe(1);
  });

  it('takes back the claim of a sender that died once its lease is over; the late sender records nothing', async () => {
    const { outbox } = await open();
    await outbox.enqueue([entry('k1')], NOW);
    const [first] = await outbox.claimDue(NOW, 1, 60_000);
    expect(await outbox.claimDue(later(59_000), 1, 60_000)).toEqual([]);
    const [second] = await outbox.claimDue(later(61_000), 1, 60_000);
    if (!first || !second) throw new Error('both claims should have found the message');
    expect(second.id).toBe(first.id);
    expect(second.attempts).toBe(2);
    expect(await outbox.markSent(first, later(62_000), { subject: 'S', recipient: 'maya@example.com' })).toBe(false);
    expect(await outbox.markSent(second, later(62_000), { subject: 'S', recipient: 'maya@example.com' })).toBe(true);
    const [sent] = await outbox.ofBooking('B-1');
    expect(sent).toMatchObject({ status: 'SENT', subject: 'S', recipient: 'maya@example.com', sentAt: later(62_000) });
  });

  it("counts each channel's unsent messages and when the oldest was queued, sent ones not", async () => {
    const { outbox } = await open();
    expect(await outbox.backlog()).toEqual([
      { channel: 'email', unsent: 0, oldestCreatedAt: null },
      { channel: 'sms', unsent: 0, oldestCreatedAt: null },
      { channel: 'push', unsent: 0, oldestCreatedAt: null },
    ]);
    await outbox.enqueue([entry('k1')], NOW);
    await outbox.enqueue([entry('k2'), entry('k3')], later(60_000));
    const [claimed] = await outbox.claimDue(later(60_000), 1, 60_000);
    if (!claimed) throw new Error('a message is due');
    await outbox.markSent(claimed, later(61_000), { subject: 'Hello', recipient: 'maya@example.com' });
    expect((await outbox.backlog()).find((b) => b.channel === 'email')).toEqual({
      channel: 'email',
      unsent: 2,
      oldestCreatedAt: later(60_000),
    });
  });

  it('waits until the retry time, and keeps what went wrong', async () => {
    const { outbox } = await open();
    await outbox.enqueue([entry('k1')], NOW);
    const [claim] = await outbox.claimDue(NOW, 1, 60_000);
    if (!claim) throw new Error('no claim');
    expect(await outbox.markRetry(claim, NOW, 'ECONNREFUSED', later(30_000))).toBe(true);
    expect(await outbox.claimDue(later(29_000), 1, 60_000)).toEqual([]);
    const [again] = await outbox.claimDue(later(30_000), 1, 60_000);
    expect(again).toMatchObject({ lastError: 'ECONNREFUSED', attempts: 2 });
  });

  it('gives up for good, and clears a code once it is done with', async () => {
    const { outbox } = await open();
    await outbox.enqueue(
      [
        entry('code', {
          kind: 'confirmation-code',
          facts: { code: '482913', minutes: 15, validUntil: later(1).toISOString() },
        }),
        entry('bad'),
      ],
      NOW,
    );
    const claims = await outbox.claimDue(NOW, 2, 60_000);
    for (const claim of claims) {
      if (claim.key === 'code') await outbox.markSent(claim, NOW, { subject: 'Code', recipient: 'maya@example.com' });
      else await outbox.markGivenUp(claim, NOW, 'FAILED', '550 no such mailbox');
    }
    expect((await outbox.find('code'))?.facts).toEqual({ cleared: true });
    expect(await outbox.find('bad')).toMatchObject({ status: 'FAILED', lastError: '550 no such mailbox' });
    expect(await outbox.claimDue(later(3_600_000), 10, 60_000)).toEqual([]);
  });

  it('queues the text and the push of a message that reaches phones with its e-mail, each claimed by its own sender', async () => {
    const { outbox } = await open();
    const confirmed = entry('payment-approved:P1', { kind: 'booking-confirmed' });
    expect(await outbox.enqueue([confirmed, entry('k-password')], NOW)).toBe(4);
    // Queued again (a retried event): nothing more, on either channel.
    expect(await outbox.enqueue([confirmed], NOW)).toBe(0);
    // A visitor (no account) gets no text; a message sent again from the desk goes where asked.
    await outbox.enqueue([entry('visitor', { kind: 'booking-confirmed', userId: null, email: 'v@example.com' })], NOW);
    await outbox.enqueue([entry('resend:1', { kind: 'booking-confirmed', channels: ['email'] })], NOW);
    expect((await outbox.ofBooking('B-1', ['sms', 'push'])).map((m) => [m.key, m.channel, m.kind])).toEqual([
      ['payment-approved:P1#push', 'push', 'booking-confirmed'],
      ['payment-approved:P1#sms', 'sms', 'booking-confirmed'],
    ]);
    expect((await outbox.ofBooking('B-1')).map((m) => m.channel)).toEqual(['email', 'email', 'email', 'email']);
    const texts = await outbox.claimDue(NOW, 10, 60_000, ['sms']);
    expect(texts.map((m) => m.key)).toEqual(['payment-approved:P1#sms']);
    expect((await outbox.claimDue(NOW, 10, 60_000, ['push'])).map((m) => [m.key, m.deviceId])).toEqual([
      ['payment-approved:P1#push', null],
    ]);
    const mails = await outbox.claimDue(NOW, 10, 60_000);
    expect(mails.map((m) => m.key).sort()).toEqual(['k-password', 'payment-approved:P1', 'resend:1', 'visitor']);
  });

  it('tells listeners when a transaction that queued messages commits, and not when it rolls back', async () => {
    const { outbox, database: db } = await open();
    let told = 0;
    const stop = await outbox.watch(() => {
      told += 1;
    });
    try {
      await expect(
        db.db.transaction(async (tx) => {
          await queueMessages(tx, [entry('rolled-back')], NOW);
          throw new Error('the event failed');
        }),
      ).rejects.toThrow('the event failed');
      await db.db.transaction(async (tx) => {
        await queueMessages(tx, [entry('committed')], NOW);
      });
      await waitUntil(() => told > 0);
      expect(await outbox.find('rolled-back')).toBeUndefined();
      expect(await outbox.find('committed')).toBeDefined();
    } finally {
      await stop();
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
