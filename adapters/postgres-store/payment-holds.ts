import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type {
  CancelledHold,
  HeldBooking,
  LapsedHold,
  LapsedRefund,
  PaymentAttempt,
  RefundRecord,
  WireOutcome,
} from '../../ports/charter/payment-store';
import type { Booking } from '../../ports/charter/booking-store';
import type { OutboxEntry } from '../../ports/message-outbox';
import type { RewardEntry } from '../../src/core/ledger/rewards';
import type { Cents } from '../../src/core/money';
import { fromRow as bookingFromRow } from './bookings';
import type { Db } from './database';
import { queueMessages } from './message-outbox';
import { bookings, paymentRefunds, payments, rewardEntries } from './schema';
import { outboxMessages } from './identity-schema';

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

/** Short ids: the gateway's idempotency keys are at most 20 characters. */
const refundId = () => `R${randomBytes(12).toString('base64url').slice(0, 16)}`;

export const attemptOf = (row: PaymentRow): PaymentAttempt => ({ ...row });

export function refundOf(
  row: RefundRow,
  payment: Pick<PaymentRow, 'chargeId' | 'maskedCard' | 'method' | 'brand' | 'userId'>,
): RefundRecord {
  return {
    id: row.id,
    paymentId: row.paymentId,
    bookingId: row.bookingId,
    reason: row.reason,
    changeId: row.changeId,
    amount: row.amount,
    adminFee: row.adminFee,
    status: row.status,
    chargeId: payment.chargeId,
    maskedCard: payment.maskedCard,
    method: payment.method,
    brand: payment.brand,
    userId: payment.userId,
    createdAt: row.createdAt,
  };
}

/**
 * The held bookings' side of PaymentStore (adapters/postgres-store/payments.ts): lapsed holds
 * cancelled and refunded, wires recorded, the holds a reminder is due for. Every change takes
 * the booking row's lock first, as every payment does.
 */
export async function cancelLapsedHolds(
  db: Db,
  now: Date,
  limit: number,
  refundFor: (deposit: Cents) => LapsedRefund,
  messagesOf: (hold: LapsedHold) => OutboxEntry[],
): Promise<CancelledHold[]> {
  return db.transaction(async (tx) => {
    // A hold another node is cancelling right now is skipped, not waited for; the conditions
    // are checked again on the locked row, so each hold is cancelled once.
    const lapsed = await tx
      .select()
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
      const before = lapsed.find((row) => row.id === booking.id);
      const attempts = await tx.select().from(payments).where(eq(payments.bookingId, booking.id));
      const deposit = attempts.find((a) => a.kind === 'DEPOSIT' && a.status === 'APPROVED');
      // A wire hold that lapsed never received money: nothing to refund.
      await tx
        .update(payments)
        .set({ status: 'LAPSED', updatedAt: now })
        .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'AWAITING_TRANSFER')));
      let refund: RefundRecord | null = null;
      const owed = deposit ? refundFor(deposit.flightAmount) : null;
      if (deposit && owed) {
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
        if (row) refund = refundOf(row, deposit);
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
      if (before) {
        const hold = { booking: bookingFromRow(before), deposit: deposit ? attemptOf(deposit) : null, refund: owed };
        await queueMessages(tx, messagesOf(hold), now);
      }
      results.push({ bookingId: booking.id, userId: booking.userId, refund });
    }
    return results;
  });
}

export async function recordWire(
  db: Db,
  request: {
    bookingId: string;
    amount: Cents;
    balancePayment: (booking: Booking, due: Cents) => PaymentAttempt;
    effectsOf: (booking: Booking, payment: PaymentAttempt) => { rewards: RewardEntry[]; messages: OutboxEntry[] };
    now: Date;
  },
): Promise<WireOutcome> {
  const { bookingId, amount, now } = request;
  return db.transaction(async (tx): Promise<WireOutcome> => {
    // The booking row is the lock the hold-expiry job (SKIP LOCKED) and every payment take:
    // whoever comes second sees what the first wrote.
    const [bookingRow] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!bookingRow) return { recorded: false, reason: 'NOT_FOUND' };
    const all = await tx
      .select()
      .from(payments)
      .where(eq(payments.bookingId, bookingId))
      .orderBy(desc(payments.createdAt));
    const wires = all.filter((p) => p.method === 'WIRE');
    const approved = wires.find((w) => w.status === 'APPROVED');
    if (approved) return { recorded: false, reason: 'ALREADY_RECORDED', attempt: attemptOf(approved) };
    const awaiting = wires.find((w) => w.status === 'AWAITING_TRANSFER');
    const deposit = all.find((p) => p.kind === 'DEPOSIT' && p.status === 'APPROVED');
    if (!awaiting && !(deposit && bookingRow.status === 'RESERVED')) {
      const lapsed = wires.find((w) => w.status === 'LAPSED');
      if (lapsed) return { recorded: false, reason: 'HOLD_LAPSED', attempt: attemptOf(lapsed) };
      return bookingRow.status === 'CANCELLED' && deposit
        ? { recorded: false, reason: 'HOLD_LAPSED' }
        : { recorded: false, reason: 'NOT_AWAITING' };
    }
    // What the wire must pay: the awaited transfer, or the balance of a deposit hold.
    const due: PaymentAttempt = awaiting
      ? attemptOf(awaiting)
      : request.balancePayment(bookingFromRow(bookingRow), bookingRow.totalCents - (deposit?.flightAmount ?? 0));
    if (bookingRow.status !== 'RESERVED') {
      return bookingRow.status === 'CANCELLED'
        ? { recorded: false, reason: 'HOLD_LAPSED', attempt: due }
        : { recorded: false, reason: 'NOT_AWAITING', attempt: due };
    }
    if (!bookingRow.holdUntil || bookingRow.holdUntil.getTime() <= now.getTime()) {
      return { recorded: false, reason: 'HOLD_LAPSED', attempt: due };
    }
    if (bookingRow.pendingPaymentId) return { recorded: false, reason: 'OTHER_PENDING', attempt: due };
    if (amount !== due.amount) return { recorded: false, reason: 'AMOUNT_MISMATCH', attempt: due };

    const [row] = awaiting
      ? await tx
          .update(payments)
          .set({ status: 'APPROVED', updatedAt: now })
          .where(and(eq(payments.id, due.id), eq(payments.status, 'AWAITING_TRANSFER')))
          .returning()
      : await tx
          .insert(payments)
          .values({ ...due, status: 'APPROVED' })
          .returning();
    const moved = await tx
      .update(bookings)
      .set({ status: 'BOOKED', holdUntil: null, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'RESERVED'), isNull(bookings.pendingPaymentId)))
      .returning({ id: bookings.id });
    // Both were checked under the lock just now: anything else means the records disagree.
    if (!row || moved.length !== 1) throw new Error(`wire for booking ${bookingId} could not be recorded`);
    const paid = attemptOf(row);
    const effects = request.effectsOf(bookingFromRow(bookingRow), paid);
    for (const entry of effects.rewards) await tx.insert(rewardEntries).values({ userId: row.userId, ...entry });
    await queueMessages(tx, effects.messages, now);
    return { recorded: true, attempt: paid };
  });
}

export async function holdsEndingBy(db: Db, until: Date, now: Date, limit: number): Promise<HeldBooking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'RESERVED'),
        isNull(bookings.pendingPaymentId),
        lte(bookings.holdUntil, until),
        sql`${bookings.holdUntil} > ${now}`,
        // A hold is reminded of once: its reminder's key is the booking's.
        sql`not exists (select 1 from ${outboxMessages} where ${outboxMessages.key} = 'hold-reminder:' || ${bookings.id})`,
      ),
    )
    .orderBy(asc(bookings.holdUntil))
    .limit(limit);
  if (rows.length === 0) return [];
  const paid = await db
    .select()
    .from(payments)
    .where(
      and(
        inArray(
          payments.bookingId,
          rows.map((r) => r.id),
        ),
        inArray(payments.status, ['APPROVED', 'AWAITING_TRANSFER']),
      ),
    );
  return rows.map((row) => {
    const own = paid.filter((p) => p.bookingId === row.id);
    const wire = own.find((p) => p.status === 'AWAITING_TRANSFER');
    const towardFlight = own.filter((p) => p.status === 'APPROVED').reduce((sum, p) => sum + p.flightAmount, 0);
    return {
      booking: bookingFromRow(row),
      byWire: Boolean(wire),
      due: wire ? wire.amount : Math.max(0, row.totalCents - towardFlight),
    };
  });
}
