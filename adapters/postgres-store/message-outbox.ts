import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, min, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type {
  ClaimedMessage,
  MessageOutbox,
  OutboxEntry,
  OutboxBacklog,
  OutboxMessage,
  OutboxStatus,
} from '../../ports/message-outbox';
import { isMessageKind, SECRET_KINDS, type MessageKind } from '../../src/core/messages/message-kinds';
import {
  CHANNELS,
  PHONE_KINDS,
  QUEUED_PHONE_CHANNELS,
  type Channel,
} from '../../src/core/notifications/phone-messages';
import { DATABASE, DB, type Database, type Db } from './database';
import { outboxMessages } from './identity-schema';

type Row = typeof outboxMessages.$inferSelect;
/** The query handle of a transaction, or the database itself outside one. */
type Executor = Pick<Db, 'insert'>;

const CHANNEL = 'outbox_messages';

/**
 * Queues messages with the executor given: inside a store's transaction, the messages commit or
 * roll back with the event. A key already queued adds nothing. Every store that records an event
 * a customer is told about calls this in the same transaction.
 */
export async function queueMessages(executor: Executor, entries: readonly OutboxEntry[], now: Date): Promise<number> {
  if (entries.length === 0) return 0;
  const rows = await executor
    .insert(outboxMessages)
    .values(
      entries.flatMap(withPhoneCopies).map(({ entry, channel }) => ({
        id: randomUUID(),
        // A copy beside the e-mail is keyed apart; an entry for one channel keeps its own key.
        key: channel === 'email' || entry.channels?.length === 1 ? entry.key : `${entry.key}#${channel}`,
        channel,
        deviceId: entry.deviceId ?? null,
        kind: entry.kind,
        userId: entry.userId,
        email: entry.email,
        bookingId: entry.bookingId,
        facts: entry.facts,
        status: 'PENDING' as const,
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: outboxMessages.key })
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/**
 * An entry as e-mail, and, when its kind reaches phones and it goes to an account, as a text
 * message too (docs/decisions/043): whether the text is sent is the customer's SMS switch at
 * the time of sending, so a switch changed in between holds.
 */
function withPhoneCopies(entry: OutboxEntry): { entry: OutboxEntry; channel: Channel }[] {
  if (entry.channels) return entry.channels.map((channel) => ({ entry, channel }));
  const phone = entry.userId !== null && PHONE_KINDS.has(entry.kind);
  return [{ entry, channel: 'email' }, ...(phone ? QUEUED_PHONE_CHANNELS.map((channel) => ({ entry, channel })) : [])];
}

/** The e-mail outbox on PGlite and PostgreSQL (docs/decisions/025). */
@injectable()
export class PostgresMessageOutbox implements MessageOutbox {
  constructor(
    @inject(DB) private readonly db: Db,
    @inject(DATABASE) private readonly database: Database,
  ) {}

  enqueue(entries: OutboxEntry[], now: Date): Promise<number> {
    return queueMessages(this.db, entries, now);
  }

  async claimDue(
    now: Date,
    limit: number,
    leaseMs: number,
    channels: readonly Channel[] = ['email'],
  ): Promise<ClaimedMessage[]> {
    const token = randomBytes(12).toString('base64url');
    const lockedUntil = new Date(now.getTime() + leaseMs);
    // One statement: the due rows are locked as they are picked, and rows another sender is
    // claiming right now are skipped rather than waited for, so each goes to one sender.
    const due = this.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          inArray(outboxMessages.channel, [...channels]),
          sql`((${outboxMessages.status} = 'PENDING' and ${outboxMessages.nextAttemptAt} <= ${now})
            or (${outboxMessages.status} = 'SENDING' and ${outboxMessages.lockedUntil} <= ${now}))`,
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(outboxMessages)
      .set({ status: 'SENDING', claimToken: token, lockedUntil, attempts: sql`${outboxMessages.attempts} + 1` })
      .where(inArray(outboxMessages.id, due))
      .returning();
    return rows.map((row) => Object.assign(messageOf(row), { claimToken: token }));
  }

  async markSent(claim: ClaimedMessage, at: Date, sent: { subject: string; recipient: string }): Promise<boolean> {
    return this.finish(claim, {
      status: 'SENT',
      sentAt: at,
      subject: sent.subject,
      recipient: sent.recipient,
      lastError: null,
      ...cleared(claim.kind),
    });
  }

  async markRetry(claim: ClaimedMessage, _at: Date, error: string, retryAt: Date): Promise<boolean> {
    return this.finish(claim, { status: 'PENDING', nextAttemptAt: retryAt, lastError: error });
  }

  async markGivenUp(claim: ClaimedMessage, _at: Date, status: 'FAILED' | 'SKIPPED', reason: string): Promise<boolean> {
    return this.finish(claim, { status, lastError: reason, ...cleared(claim.kind) });
  }

  async ofBooking(bookingId: string, channels: readonly Channel[] = ['email']): Promise<OutboxMessage[]> {
    const rows = await this.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, bookingId), inArray(outboxMessages.channel, [...channels])))
      .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.key));
    return rows.map(messageOf);
  }

  async find(key: string): Promise<OutboxMessage | undefined> {
    const [row] = await this.db.select().from(outboxMessages).where(eq(outboxMessages.key, key));
    return row ? messageOf(row) : undefined;
  }

  watch(listener: () => void): Promise<() => Promise<void>> {
    return this.database.listen(CHANNEL, () => listener());
  }

  async backlog(): Promise<OutboxBacklog[]> {
    // The due index (status, next_attempt_at) narrows this to the unsent rows.
    const rows = await this.db
      .select({ channel: outboxMessages.channel, unsent: count(), oldest: min(outboxMessages.createdAt) })
      .from(outboxMessages)
      .where(inArray(outboxMessages.status, ['PENDING', 'SENDING']))
      .groupBy(outboxMessages.channel);
    return CHANNELS.map((channel) => {
      const row = rows.find((r) => r.channel === channel);
      return { channel, unsent: row?.unsent ?? 0, oldestCreatedAt: row?.oldest ?? null };
    });
  }

  /** Records the outcome only under the sender's own claim: a lapsed claim taken over changes nothing. */
  private async finish(claim: ClaimedMessage, set: Partial<typeof outboxMessages.$inferInsert>): Promise<boolean> {
    const rows = await this.db
      .update(outboxMessages)
      .set({ ...set, claimToken: null, lockedUntil: null })
      .where(
        and(
          eq(outboxMessages.id, claim.id),
          eq(outboxMessages.status, 'SENDING'),
          eq(outboxMessages.claimToken, claim.claimToken),
        ),
      )
      .returning({ id: outboxMessages.id });
    return rows.length === 1;
  }
}

/** A one-time code is not kept once its message is done with. */
function cleared(kind: MessageKind): { facts?: Record<string, unknown> } {
  return SECRET_KINDS.has(kind) ? { facts: { cleared: true } } : {};
}

function messageOf(row: Row): OutboxMessage {
  if (!isMessageKind(row.kind)) throw new Error(`outbox message ${row.id} has an unknown kind: ${row.kind}`);
  return {
    id: row.id,
    key: row.key,
    channel: row.channel,
    deviceId: row.deviceId,
    kind: row.kind,
    userId: row.userId,
    email: row.email,
    bookingId: row.bookingId,
    facts: row.facts,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    subject: row.subject,
    recipient: row.recipient,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}
