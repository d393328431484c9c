import { describe, expect, it } from 'vitest';
import { resendRefusal } from './desk-messages';

/** Which of a booking's messages the desk may send again, and what it says when it may not. */
describe('sending a message again from the desk', () => {
  it('allows a text, a push notification or an e-mail that went, was skipped or failed', () => {
    for (const channel of ['sms', 'push', 'email'] as const) {
      for (const status of ['SENT', 'SKIPPED', 'FAILED']) {
        expect(resendRefusal({ kind: 'booking-confirmed', channel, status })).toBeNull();
      }
    }
  });

  it('never sends a one-time code or a concierge reply again', () => {
    expect(resendRefusal({ kind: 'confirmation-code', channel: 'email', status: 'SENT' })).toBe(
      'A one-time code is never sent again: it no longer works once sent. Ask the customer to request a new code.',
    );
    expect(resendRefusal({ kind: 'reset-code', channel: 'email', status: 'SENT' })).toContain('one-time code');
    expect(resendRefusal({ kind: 'chat-reply', channel: 'sms', status: 'SENT' })).toContain(
      'Answer the customer in the chat',
    );
  });

  it('does not copy a message still waiting to go (the quiet hours, a retry)', () => {
    expect(resendRefusal({ kind: 'booking-confirmed', channel: 'sms', status: 'PENDING' })).toBe(
      'This text has not gone yet: it will be sent on its own, so there is nothing to send again.',
    );
    expect(resendRefusal({ kind: 'refund-processed', channel: 'push', status: 'SENDING' })).toContain(
      'This push notification has not gone yet',
    );
  });
});
