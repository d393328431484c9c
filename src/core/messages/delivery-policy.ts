import { MESSAGE_FACTS, OPTIONAL_KINDS, type MessageKind } from './message-kinds';

/**
 * When the sender tries a message again, when it gives up, and when it does not send at all.
 * Pure: times and randomness come in.
 */

const SECOND = 1000;
const FIRST_RETRY_MS = 30 * SECOND;
const LONGEST_WAIT_MS = 60 * 60 * SECOND;
/**
 * A mail server that refuses for this long is not a blip: the message is marked FAILED and
 * stays in the outbox, where support staff see it and can send it again.
 */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * SECOND;

/**
 * The wait before the next try after `attempts` failed ones: 30 s, doubling each time, at most
 * an hour, each stretched by up to a fifth at random so that nodes which failed together do
 * not all retry in the same second.
 */
export function retryDelayMs(attempts: number, random: number): number {
  const base = Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + Math.min(Math.max(random, 0), 1) / 5));
}

export type AfterFailure = { retryAt: Date } | { giveUp: string };

/** What to do after a failed try: a permanent refusal (a bad address) is never tried again. */
export function afterFailure(input: {
  permanent: boolean;
  error: string;
  attempts: number;
  createdAt: Date;
  now: Date;
  random: number;
}): AfterFailure {
  if (input.permanent) return { giveUp: input.error };
  const retryAt = new Date(input.now.getTime() + retryDelayMs(input.attempts, input.random));
  if (retryAt.getTime() - input.createdAt.getTime() > GIVE_UP_AFTER_MS) {
    return { giveUp: `gave up after ${input.attempts} tries over three days: ${input.error}` };
  }
  return { retryAt };
}

/**
 * Why a message is not sent at all, or null to send it: an optional reminder the customer
 * turned off, or a one-time code that expired before it could go out (it would only confuse).
 */
export function reasonNotToSend(
  kind: MessageKind,
  facts: unknown,
  recipient: { emailsOn: boolean },
  now: Date,
): string | null {
  if (OPTIONAL_KINDS.has(kind) && !recipient.emailsOn) return 'the customer turned reminders off';
  if (kind === 'confirmation-code' || kind === 'reset-code') {
    const parsed = MESSAGE_FACTS[kind].safeParse(facts);
    if (parsed.success && new Date(parsed.data.validUntil).getTime() <= now.getTime()) {
      return 'the code expired before it could be sent';
    }
  }
  return null;
}
