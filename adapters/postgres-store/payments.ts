import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type {
  CancelledHold,
  ClaimExpectation,
  ClaimOutcome,
  LapsedRefund,
  PaymentAttempt,
  PaymentStore,
  RefundOutcome,
  RefundRecord,
  Settlement,
  WireOutcome,
} from '../../ports/charter/payment-store';
import type { Booking } from '../../ports/charter/booking-store';
import type { RewardEntry } from '../../src/core/ledger/rewards';
import type { Cents } from '../../src/core/money';
import { fromRow as bookingFromRow } from './bookings';
import { DB, type Db } from './database';
import { bookings, paymentRefunds, payments, rewardEntries, walletEntries } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

/** Short ids: the gateway's idempotency keys are at most 20 characters. */
const refundId = () => `R${randomBytes(12).toString('base64url').slice(0, 16)}`;

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
      .select({ refund: paymentRefunds, chargeId: payments.chargeId, maskedCard: payments.maskedCard })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(paymentRefunds.bookingId, bookingId))
      .orderBy(asc(paymentRefunds.createdAt));
    return rows.map((r) => refundOf(r.refund, r.chargeId, r.maskedCard));
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
      const booking = bookingFromRow(bookingRow);
      const refusal = expect.guard(booking, await ledgersOf(tx, attempt.userId, id));
      if (refusal) return { claimed: false, reason: 'GUARD', attempt, detail: refusal } as const;

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
      for (const entry of settlement.rewards) await tx.insert(rewardEntries).values({ userId: row.userId, ...entry });
      for (const entry of settlement.wallet) await tx.insert(walletEntries).values({ userId: row.userId, ...entry });
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

  async cancelLapsedHolds(
    now: Date,
    limit: number,
    refundFor: (deposit: Cents) => LapsedRefund,
  ): Promise<CancelledHold[]> {
    return this.db.transaction(async (tx) => {
      // A hold another node is cancelling right now is skipped, not waited for; the
      // conditions are checked again on the locked row, so each hold is cancelled once.
      const lapsed = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.status, 'RESERVED'), lte(bookings.holdUntil, now), isNull(bookings.pendingPaymentId)))
        .orderBy(asc(bookings.holdUntil))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (lapsed.length === 0) return [];
      const cancelled = await tx
        .update(bookings)
        .set({ status: 'CANCELLED', holdUntil: null, updatedAt: now })
        .where(
          and(
            inArray(
              bookings.id,
              lapsed.map((b) => b.id),
            ),
            eq(bookings.status, 'RESERVED'),
            isNull(bookings.pendingPaymentId),
          ),
        )
        .returning({ id: bookings.id, userId: bookings.ownerUserId });

      const results: CancelledHold[] = [];
      for (const booking of cancelled) {
        const attempts = await tx.select().from(payments).where(eq(payments.bookingId, booking.id));
        const deposit = attempts.find((a) => a.kind === 'DEPOSIT' && a.status === 'APPROVED');
        // A wire hold that lapsed never received money: nothing to refund.
        await tx
          .update(payments)
          .set({ status: 'LAPSED', updatedAt: now })
          .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'AWAITING_TRANSFER')));
        let refund: RefundRecord | null = null;
        if (deposit) {
          const owed = refundFor(deposit.flightAmount);
          const [row] = await tx
            .insert(paymentRefunds)
            .values({
              id: refundId(),
              paymentId: deposit.id,
              bookingId: booking.id,
              reason: 'LAPSED_HOLD',
              amount: owed.refund,
              adminFee: owed.adminFee,
              status: 'PENDING',
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning();
          if (row) refund = refundOf(row, deposit.chargeId, deposit.maskedCard);
        }
        // Rewards the held booking used come back to the customer.
        const used = attempts
          .filter((a) => a.status === 'APPROVED' || a.status === 'AWAITING_TRANSFER')
          .reduce((sum, a) => sum + a.rewardsUsed, 0);
        if (booking.userId && used > 0) {
          await tx
            .insert(rewardEntries)
            .values({ userId: booking.userId, bookingId: booking.id, amount: used, status: 'ADDED', at: now });
        }
        results.push({ bookingId: booking.id, userId: booking.userId, refund });
      }
      return results;
    });
  }

  async pendingRefunds(before: Date, limit: number): Promise<RefundRecord[]> {
    const rows = await this.db
      .select({ refund: paymentRefunds, chargeId: payments.chargeId, maskedCard: payments.maskedCard })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(and(eq(paymentRefunds.status, 'PENDING'), lt(paymentRefunds.createdAt, before)))
      .orderBy(asc(paymentRefunds.createdAt))
      .limit(limit);
    return rows.map((r) => refundOf(r.refund, r.chargeId, r.maskedCard));
  }

  async settleRefund(id: string, outcome: RefundOutcome, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(paymentRefunds)
      .set(
        outcome.status === 'REFUNDED'
          ? { status: 'REFUNDED', gatewayRefundId: outcome.gatewayRefundId, updatedAt: now }
          : { status: 'FAILED', failure: outcome.failure, updatedAt: now },
      )
      .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'PENDING')))
      .returning({ id: paymentRefunds.id });
    return rows.length === 1;
  }

  async recordWire(
    bookingId: string,
    amount: Cents,
    rewardsOf: (booking: Booking) => RewardEntry[],
    now: Date,
  ): Promise<WireOutcome> {
    return this.db.transaction(async (tx): Promise<WireOutcome> => {
      // The booking row is the lock the hold-expiry job (SKIP LOCKED) and every payment take:
      // whoever comes second sees what the first wrote.
      const [bookingRow] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      if (!bookingRow) return { recorded: false, reason: 'NOT_FOUND' };
      const wires = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.method, 'WIRE')))
        .orderBy(desc(payments.createdAt));
      const approved = wires.find((w) => w.status === 'APPROVED');
      if (approved) return { recorded: false, reason: 'ALREADY_RECORDED', attempt: attemptOf(approved) };
      const awaiting = wires.find((w) => w.status === 'AWAITING_TRANSFER');
      if (!awaiting) {
        const lapsed = wires.find((w) => w.status === 'LAPSED');
        return lapsed
          ? { recorded: false, reason: 'HOLD_LAPSED', attempt: attemptOf(lapsed) }
          : { recorded: false, reason: 'NOT_AWAITING' };
      }
      const attempt = attemptOf(awaiting);
      if (bookingRow.status !== 'RESERVED') {
        return bookingRow.status === 'CANCELLED'
          ? { recorded: false, reason: 'HOLD_LAPSED', attempt }
          : { recorded: false, reason: 'NOT_AWAITING', attempt };
      }
      if (!bookingRow.holdUntil || bookingRow.holdUntil.getTime() <= now.getTime()) {
        return { recorded: false, reason: 'HOLD_LAPSED', attempt };
      }
      if (bookingRow.pendingPaymentId) return { recorded: false, reason: 'OTHER_PENDING', attempt };
      if (amount !== attempt.amount) return { recorded: false, reason: 'AMOUNT_MISMATCH', attempt };

      const [row] = await tx
        .update(payments)
        .set({ status: 'APPROVED', updatedAt: now })
        .where(and(eq(payments.id, attempt.id), eq(payments.status, 'AWAITING_TRANSFER')))
        .returning();
      const moved = await tx
        .update(bookings)
        .set({ status: 'BOOKED', holdUntil: null, updatedAt: now })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'RESERVED'), isNull(bookings.pendingPaymentId)))
        .returning({ id: bookings.id });
      // Both were checked under the lock just now: anything else means the records disagree.
      if (!row || moved.length !== 1) throw new Error(`wire for booking ${bookingId} could not be recorded`);
      for (const entry of rewardsOf(bookingFromRow(bookingRow))) {
        await tx.insert(rewardEntries).values({ userId: row.userId, ...entry });
      }
      return { recorded: true, attempt: attemptOf(row) };
    });
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

function attemptOf(row: PaymentRow): PaymentAttempt {
  return { ...row };
}

function refundOf(row: RefundRow, chargeId: string | null, maskedCard: string | null): RefundRecord {
  return {
    id: row.id,
    paymentId: row.paymentId,
    bookingId: row.bookingId,
    reason: row.reason,
    amount: row.amount,
    adminFee: row.adminFee,
    status: row.status,
    chargeId,
    maskedCard,
    createdAt: row.createdAt,
  };
}
