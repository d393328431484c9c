import { describe, expect, it } from 'vitest';
import { afterFailure, GIVE_UP_AFTER_MS, reasonNotToSend, retryDelayMs } from './delivery-policy';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('when the sender tries again', () => {
  it('waits 30 s, then twice as long each time, at most an hour, stretched by up to a fifth', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 0))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 0)).toBe(3_600_000);
    expect(retryDelayMs(1, 1)).toBe(36_000);
  });

  it('never retries a permanent refusal', () => {
    const next = afterFailure({
      permanent: true,
      error: '550 no such mailbox',
      attempts: 1,
      createdAt: NOW,
      now: NOW,
      random: 0,
    });
    expect(next).toEqual({ giveUp: '550 no such mailbox' });
  });

  it('retries an outage until three days have passed since the message was queued', () => {
    const early = afterFailure({
      permanent: false,
      error: 'ECONNREFUSED',
      attempts: 3,
      createdAt: NOW,
      now: NOW,
      random: 0,
    });
    expect(early).toEqual({ retryAt: new Date(NOW.getTime() + 120_000) });
    const late = afterFailure({
      permanent: false,
      error: 'ECONNREFUSED',
      attempts: 80,
      createdAt: new Date(NOW.getTime() - GIVE_UP_AFTER_MS + 60_000),
      now: NOW,
      random: 0,
    });
    expect(late).toEqual({ giveUp: 'gave up after 80 tries over three days: ECONNREFUSED' });
  });
});

describe('what is not sent at all', () => {
  it('skips a reminder the customer turned off, never a message about money', () => {
    expect(reasonNotToSend('hold-reminder', {}, { emailsOn: false }, NOW)).toBe('the customer turned reminders off');
    expect(reasonNotToSend('hold-reminder', {}, { emailsOn: true }, NOW)).toBeNull();
    for (const kind of ['booking-confirmed', 'booking-reserved', 'hold-lapsed', 'refund-processed'] as const) {
      expect(reasonNotToSend(kind, {}, { emailsOn: false }, NOW)).toBeNull();
    }
  });

  it('skips a code that expired before it could be sent', () => {
    const facts = (validUntil: string) => ({ code: '123456', minutes: 15, validUntil });
    expect(reasonNotToSend('confirmation-code', facts('2026-11-25T11:59:59.000Z'), { emailsOn: true }, NOW)).toBe(
      'the code expired before it could be sent',
    );
    expect(reasonNotToSend('reset-code', facts('2026-11-25T12:10:00.000Z'), { emailsOn: true }, NOW)).toBeNull();
  });
});
