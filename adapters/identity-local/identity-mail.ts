import { createHash, randomUUID } from 'node:crypto';
import type { OutboxEntry } from '../../ports/message-outbox';
import type { CodePurpose } from '../../ports/user-store';

/** The e-mail carrying a one-time code, queued with the code's hash (decision 025). */
export function codeMessage(
  userId: string,
  email: string,
  purpose: CodePurpose,
  code: string,
  minutes: number,
  expiresAt: Date,
): OutboxEntry {
  return {
    key: `${purpose}:${userId}:${randomUUID()}`,
    kind: purpose === 'confirm-sign-up' ? 'confirmation-code' : 'reset-code',
    // The address signed up with: a sign-up code goes there even before the account is confirmed.
    userId: null,
    email,
    bookingId: null,
    facts: { code, minutes, validUntil: expiresAt.toISOString() },
  };
}

/** The notice that a password changed, to the account's own address (read when it is sent). */
export function passwordChanged(userId: string): OutboxEntry {
  return {
    key: `password-changed:${userId}:${randomUUID()}`,
    kind: 'password-changed',
    userId,
    email: null,
    bookingId: null,
    facts: {},
  };
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
