import type { MessageKind } from '../src/core/messages/message-kinds';
import type { Channel } from '../src/core/notifications/phone-messages';

/**
 * The e-mail outbox (docs/decisions/025). A message is queued in the same database transaction
 * as the event that causes it (the stores' own writes take `OutboxEntry` lists for that), under a
 * key unique to the event, so an event recorded once is mailed once and an event rolled back is
 * never mailed. The sender claims due messages, one node at a time, and records each outcome.
 */
export interface OutboxEntry {
  /** Unique per event ("payment-approved:P…"): queuing the same event again adds nothing. */
  key: string;
  kind: MessageKind;
  /** The account it goes to: its e-mail address, name and settings are read when it is sent. */
  userId: string | null;
  /** The address itself, when no account can give it (the account was just deleted). */
  email: string | null;
  bookingId: string | null;
  /** What the message says, as its kind's schema in src/core/messages/message-kinds.ts reads it. */
  facts: Record<string, unknown>;
  /**
   * Only these channels (a message sent again from the desk goes where it is asked to). Absent:
   * e-mail, and a text message too when the kind reaches phones (docs/decisions/043).
   */
  channels?: readonly Channel[];
  /** A push to one device of the account (docs/decisions/045); absent: the account's message. */
  deviceId?: string | null;
}

export type OutboxStatus = 'PENDING' | 'SENDING' | 'SENT' | 'FAILED' | 'SKIPPED';

export interface OutboxMessage extends OutboxEntry {
  id: string;
  /**
   * Where it goes. Queuing an e-mail whose kind also reaches phones (PHONE_KINDS) queues its
   * text message in the same transaction, keyed "<key>#sms" (docs/decisions/043).
   */
  channel: Channel;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  /** As sent (null before). */
  subject: string | null;
  recipient: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** A message one sender has claimed; its outcome is recorded only under the same claim. */
export interface ClaimedMessage extends OutboxMessage {
  claimToken: string;
}

export interface MessageOutbox {
  /** Queues the entries whose key is new; answers how many were. */
  enqueue(entries: OutboxEntry[], now: Date): Promise<number>;
  /**
   * Claims up to `limit` messages that are due (PENDING and their time has come, or SENDING
   * under a lease that ran out: its sender died), for `leaseMs`. Two senders never claim the
   * same message while a lease runs. Only messages of `channels` (by default e-mail): each
   * channel has its own sender.
   */
  claimDue(now: Date, limit: number, leaseMs: number, channels?: readonly Channel[]): Promise<ClaimedMessage[]>;
  /** False when the claim was lost (its lease ran out and another sender took the message). */
  markSent(claim: ClaimedMessage, at: Date, sent: { subject: string; recipient: string }): Promise<boolean>;
  markRetry(claim: ClaimedMessage, at: Date, error: string, retryAt: Date): Promise<boolean>;
  /** FAILED (a permanent refusal, or no luck for days) or SKIPPED (not to be sent at all). */
  markGivenUp(claim: ClaimedMessage, at: Date, status: 'FAILED' | 'SKIPPED', reason: string): Promise<boolean>;
  /** A booking's messages of `channels` (by default its e-mails), oldest first (the back office shows them). */
  ofBooking(bookingId: string, channels?: readonly Channel[]): Promise<OutboxMessage[]>;
  find(key: string): Promise<OutboxMessage | undefined>;
  /**
   * Calls `listener` after every commit that queued messages, on whichever node made it (the
   * database notifies every node that listens). Answers how to stop listening.
   */
  watch(listener: () => void): Promise<() => Promise<void>>;
  /** Every channel's messages not yet sent (pending or being sent) and when the oldest was queued. */
  backlog(): Promise<OutboxBacklog[]>;
}

export interface OutboxBacklog {
  channel: Channel;
  unsent: number;
  oldestCreatedAt: Date | null;
}

export const MESSAGE_OUTBOX = Symbol.for('contrail.MessageOutbox');
