import { and, asc, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type {
  BookingChange,
  CancelOutcome,
  ChangeOutcome,
  CancelledHold,
  ClaimExpectation,
  ClaimOutcome,
  HeldBooking,
  LapsedHold,
  LapsedRefund,
  PaymentAttempt,
  PaymentStore,
  RefundOutcome,
  RefundRecord,
  Settlement,
  WireOutcome,
} from '../../ports/charter/payment-store';
import { BUSY_STATUSES } from '../../ports/charter/booking-store';
import { isMarketTripId } from '../../src/core/market/week-plan';
import type { OutboxEntry } from '../../ports/message-outbox';
import type { Cents } from '../../src/core/money';
import { fromRow as bookingFromRow } from './bookings';
import { DB, type Db } from './database';
import { queueMessages } from './message-outbox';
import { attemptOf, cancelLapsedHolds, holdsEndingBy, recordWire, refundOf } from './payment-holds';
import { cancelBooking } from './payment-cancellations';
import {
  applyChange,
  changesOf,
  claimChange,
  createChange,
  findChange,
  releaseChange,
  settleChange,
} from './booking-changes';
import { bookings, paymentRefunds, payments, rewardEntries, walletEntries } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Payments on PostgreSQL and PGlite. The booking row is the lock: every change to a booking's
 * money takes it (SELECT ... FOR UPDATE) first, and `bookings.pending_payment_id` marks the one
 * payment being charged. A customer's ledgers are serialised with a transaction-scoped advisory
 * lock on their id, so two bookings paid at once cannot both spend the same rewards or wallet.
 */
@injectable()
export class PostgresPaymentStore implements PaymentStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async createAttempt(attempt: PaymentAttempt): Promise<void> {
    await this.db.insert(payments).values(attempt);
  }

  async findAttempt(id: string): Promise<PaymentAttempt | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id));
    return row ? attemptOf(row) : undefined;
  }

  async findByClientKey(userId: string, clientKey: string): Promise<PaymentAttempt | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.clientKey, clientKey)));
    return row ? attemptOf(row) : undefined;
  }

  async attemptsOf(bookingId: string): Promise<PaymentAttempt[]> {
    const rows = await this.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, bookingId))
      .orderBy(asc(payments.createdAt), asc(payments.id));
    return rows.map(attemptOf);
  }

  async refundsOf(bookingId: string): Promise<RefundRecord[]> {
    const rows = await this.db
      .select({ refund: paymentRefunds, payment: payments })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(paymentRefunds.bookingId, bookingId))
      .orderBy(asc(paymentRefunds.createdAt));
    return rows.map((r) => refundOf(r.refund, r.payment));
  }

  async claim(id: string, expect: ClaimExpectation, now: Date): Promise<ClaimOutcome> {
    return this.db.transaction(async (tx) => {
      const [attemptRow] = await tx.select().from(payments).where(eq(payments.id, id));
      if (!attemptRow) return { claimed: false, reason: 'NOT_FOUND' } as const;
      const attempt = attemptOf(attemptRow);
      await lockLedgers(tx, attempt.userId);
      const [bookingRow] = await tx.select().from(bookings).where(eq(bookings.id, attempt.bookingId)).for('update');
      // Read again under the booking's lock: a concurrent claim of the same attempt has committed.
      const [current] = await tx.select().from(payments).where(eq(payments.id, id));
      if (!bookingRow || !current) return { claimed: false, reason: 'NOT_FOUND' } as const;
      if (current.status !== 'INITIATED') {
        return { claimed: false, reason: 'NOT_INITIATED', attempt: attemptOf(current) } as const;
      }
      if (bookingRow.pendingPaymentId) return { claimed: false, reason: 'OTHER_PENDING', attempt } as const;
      if (bookingRow.status !== expect.status) return { claimed: false, reason: 'BOOKING_MOVED', attempt } as const;
      if (bookingRow.updatedAt.getTime() !== attempt.bookingVersion.getTime()) {
        return { claimed: false, reason: 'BOOKING_CHANGED', attempt } as const;
      }
      // A draft takes its aircraft with this payment: nobody else may hold it then.
      if (bookingRow.status === 'DRAFT' && (await tailTaken(tx, bookingRow))) {
        return { claimed: false, reason: 'AIRCRAFT_TAKEN', attempt } as const;
      }
      const booking = bookingFromRow(bookingRow);
      const refusal = expect.guard(booking, await ledgersOf(tx, attempt.userId, id));
      if (refusal) return { claimed: false, reason: 'GUARD', attempt, detail: refusal } as const;
      // A change of dates: still quoted and valid, and its aircraft free (kept for it from now).
      const changeRefused = await claimChange(tx, attempt, bookingRow, now);
      if (changeRefused) return { claimed: false, reason: 'CHANGE', attempt, detail: changeRefused } as const;

      const [claimed] = await tx
        .update(payments)
        .set({ status: 'PENDING', updatedAt: now })
        .where(and(eq(payments.id, id), eq(payments.status, 'INITIATED')))
        .returning();
      if (!claimed) return { claimed: false, reason: 'NOT_INITIATED', attempt } as const;
      await tx.update(bookings).set({ pendingPaymentId: id }).where(eq(bookings.id, booking.id));
      return { claimed: true, attempt: attemptOf(claimed), booking } as const;
    });
  }

  async settle(id: string, settlement: Settlement, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [attempt] = await tx.select({ userId: payments.userId }).from(payments).where(eq(payments.id, id));
      if (!attempt) return false;
      // The same lock order as claim (ledgers, then rows), so the two never wait on each other.
      await lockLedgers(tx, attempt.userId);
      const [row] = await tx
        .update(payments)
        .set({
          status: settlement.status,
          chargeId: settlement.charge?.chargeId ?? null,
          maskedCard: settlement.charge?.maskedCard ?? null,
          brand: settlement.charge?.brand ?? null,
          updatedAt: now,
        })
        .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')))
        .returning();
      if (!row) return false;
      const moved = await tx
        .update(bookings)
        .set({
          status: settlement.bookingStatus,
          holdUntil: settlement.holdUntil,
          pendingPaymentId: null,
          updatedAt: now,
        })
        .where(and(eq(bookings.id, row.bookingId), eq(bookings.pendingPaymentId, id)))
        .returning({ id: bookings.id });
      // The booking's pending mark is what kept every other change away; without it the
      // records disagree, and nothing may be half-written.
      if (moved.length !== 1) throw new Error(`booking ${row.bookingId} is not being paid by ${id}`);
      if (row.changeId && settlement.status === 'APPROVED') await settleChange(tx, row.changeId, id, now);
      for (const entry of settlement.rewards) await tx.insert(rewardEntries).values({ userId: row.userId, ...entry });
      for (const entry of settlement.wallet) await tx.insert(walletEntries).values({ userId: row.userId, ...entry });
      await queueMessages(tx, settlement.messages, now);
      return true;
    });
  }

  async decline(id: string, reason: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(payments)
        .set({ status: 'DECLINED', declineReason: reason, updatedAt: now })
        .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')))
        .returning();
      if (!row) return false;
      await tx
        .update(bookings)
        .set({ pendingPaymentId: null })
        .where(and(eq(bookings.id, row.bookingId), eq(bookings.pendingPaymentId, id)));
      if (row.changeId) await releaseChange(tx, row.changeId, id);
      return true;
    });
  }

  async pendingBefore(before: Date): Promise<PaymentAttempt[]> {
    const rows = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'PENDING'), lt(payments.updatedAt, before)))
      .orderBy(asc(payments.updatedAt));
    return rows.map(attemptOf);
  }

  cancelLapsedHolds(
    now: Date,
    limit: number,
    refundFor: (deposit: Cents) => LapsedRefund,
    messagesOf: (hold: LapsedHold) => OutboxEntry[],
  ): Promise<CancelledHold[]> {
    return cancelLapsedHolds(this.db, now, limit, refundFor, messagesOf);
  }

  async pendingRefunds(before: Date, limit: number): Promise<RefundRecord[]> {
    const rows = await this.db
      .select({ refund: paymentRefunds, payment: payments })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(
        and(eq(paymentRefunds.status, 'PENDING'), lt(paymentRefunds.createdAt, before), isNotNull(payments.chargeId)),
      )
      .orderBy(asc(paymentRefunds.createdAt))
      .limit(limit);
    return rows.map((r) => refundOf(r.refund, r.payment));
  }

  async settleRefund(id: string, outcome: RefundOutcome, now: Date, messages: OutboxEntry[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(paymentRefunds)
        .set(
          outcome.status === 'REFUNDED'
            ? { status: 'REFUNDED', gatewayRefundId: outcome.gatewayRefundId, updatedAt: now }
            : { status: 'FAILED', failure: outcome.failure, updatedAt: now },
        )
        .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'PENDING')))
        .returning({ id: paymentRefunds.id });
      if (rows.length !== 1) return false;
      if (outcome.status === 'REFUNDED') await queueMessages(tx, messages, now);
      return true;
    });
  }

  recordWire(request: Parameters<PaymentStore['recordWire']>[0]): Promise<WireOutcome> {
    return recordWire(this.db, request);
  }

  cancelBooking(request: Parameters<PaymentStore['cancelBooking']>[0]): Promise<CancelOutcome> {
    return cancelBooking(this.db, request);
  }

  createChange(change: BookingChange): Promise<void> {
    return createChange(this.db, change);
  }

  findChange(id: string): Promise<BookingChange | undefined> {
    return findChange(this.db, id);
  }

  changesOf(bookingId: string): Promise<BookingChange[]> {
    return changesOf(this.db, bookingId);
  }

  applyChange(request: Parameters<PaymentStore['applyChange']>[0]): Promise<ChangeOutcome> {
    return applyChange(this.db, request);
  }

  holdsEndingBy(until: Date, now: Date, limit: number): Promise<HeldBooking[]> {
    return holdsEndingBy(this.db, until, now, limit);
  }

  async completeLandedTrips(now: Date): Promise<number> {
    const rows = await this.db
      .update(bookings)
      .set({ status: 'COMPLETED', updatedAt: now })
      .where(
        and(
          eq(bookings.status, 'BOOKED'),
          // Bookings stored before arrival times were kept: the aircraft's busy end follows landing.
          sql`coalesce(${bookings.arrivesAt}, ${bookings.busyTo}) <= ${now}`,
        ),
      )
      .returning({ id: bookings.id });
    return rows.length;
  }
}

/**
 * Whether another booking holds the booking's tail for part of its time: reserved, booked, or
 * being paid right now (a pending payment marks it). An empty leg overlaps the trip it flies
 * for (docs/decisions/038): that trip does not count, but the trip must still be booked (when it
 * is Contrail's), and
 * the same empty leg sold to someone else does, whenever it leaves. Payments for one tail take
 * turns on an advisory lock, so of two at once for the same hours exactly one goes ahead.
 */
async function tailTaken(tx: Tx, row: typeof bookings.$inferSelect): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tail:${row.tailNumber}`}))`);
  // A market trip (another customer's, docs/decisions/040) is not in this database: the
  // market keeps it; its empty leg is sold once by the unique index.
  if (row.emptyLegOf && !isMarketTripId(row.emptyLegOf)) {
    const [trip] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, row.emptyLegOf));
    if (trip?.status !== 'BOOKED') return true;
  }
  const overlapping = and(
    eq(bookings.tailNumber, row.tailNumber),
    lt(bookings.busyFrom, row.busyTo),
    gt(bookings.busyTo, row.busyFrom),
    row.emptyLegOf ? ne(bookings.id, row.emptyLegOf) : undefined,
  );
  const sameEmptyLeg =
    row.emptyLegOf && row.emptyLegDirection
      ? and(eq(bookings.emptyLegOf, row.emptyLegOf), eq(bookings.emptyLegDirection, row.emptyLegDirection))
      : undefined;
  const [holder] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        ne(bookings.id, row.id),
        or(inArray(bookings.status, [...BUSY_STATUSES]), isNotNull(bookings.pendingPaymentId)),
        sameEmptyLeg ? or(overlapping, sameEmptyLeg) : overlapping,
      ),
    )
    .limit(1);
  return holder !== undefined;
}

/** Serialises one customer's ledger changes across every node until the transaction ends. */
async function lockLedgers(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ledgers:${userId}`}))`);
}

async function ledgersOf(tx: Tx, userId: string, exceptAttempt: string) {
  const [rewards, wallet, pending] = await Promise.all([
    tx.select().from(rewardEntries).where(eq(rewardEntries.userId, userId)).orderBy(asc(rewardEntries.at)),
    tx.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(asc(walletEntries.at)),
    tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'PENDING'), ne(payments.id, exceptAttempt))),
  ]);
  return {
    rewards: rewards.map((r) => ({ bookingId: r.bookingId, amount: r.amount, status: r.status, at: r.at })),
    wallet: wallet.map((w) => ({ amount: w.amount, status: w.status, at: w.at, display: w.display })),
    pendingRewards: pending.reduce((sum, p) => sum + p.rewardsUsed, 0),
    pendingWallet: pending.filter((p) => p.method === 'WALLET').reduce((sum, p) => sum + p.amount, 0),
  };
}
