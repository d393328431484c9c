import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Booking } from '../../ports/charter/booking-store';
import type {
  CancelOutcome,
  CancellationDecision,
  PaidHistory,
  PaymentAttempt,
  RefundRecord,
} from '../../ports/charter/payment-store';
import type { OutboxEntry } from '../../ports/message-outbox';
import { paidHistoryOf, type CancellationPlan, type PartRefund } from '../../src/core/payments/cancellation';
import { fromRow as bookingFromRow } from './bookings';
import type { Db } from './database';
import { queueMessages } from './message-outbox';
import { attemptOf, refundOf } from './payment-holds';
import { bookingChanges, bookings, paymentRefunds, payments, rewardEntries, walletEntries } from './schema';

const refundId = () => `R${randomBytes(12).toString('base64url').slice(0, 16)}`;

/**
 * A booking cancelled with the refunds the terms give (PaymentStore.cancelBooking): one
 * transaction under the booking row's lock, which every payment, the hold-expiry job and a
 * second cancellation take first, so the money moves once.
 */
export async function cancelBooking(
  db: Db,
  request: {
    bookingId: string;
    planOf: (booking: Booking, paid: PaymentAttempt[], history: PaidHistory) => CancellationDecision;
    messagesOf: (booking: Booking, plan: CancellationPlan, refunds: RefundRecord[]) => OutboxEntry[];
    now: Date;
  },
): Promise<CancelOutcome> {
  const { now } = request;
  return db.transaction(async (tx): Promise<CancelOutcome> => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, request.bookingId)).for('update');
    if (!row) return { cancelled: false, refusal: 'NOT_FOUND' };
    if (row.status === 'CANCELLED') return { cancelled: false, refusal: 'ALREADY_CANCELLED' };
    if (row.status === 'COMPLETED') return { cancelled: false, refusal: 'FLOWN' };
    if (row.status !== 'RESERVED' && row.status !== 'BOOKED') return { cancelled: false, refusal: 'NOT_BOOKED' };
    if (row.pendingPaymentId) return { cancelled: false, refusal: 'PAYMENT_IN_PROGRESS' };
    const booking = bookingFromRow(row);
    const attempts = (await tx.select().from(payments).where(eq(payments.bookingId, row.id))).map(attemptOf);
    const decision = request.planOf(
      booking,
      attempts.filter((a) => a.status === 'APPROVED'),
      await paidHistory(tx, row.id),
    );
    if (!decision.ok) return { cancelled: false, refusal: decision.refusal, refundNow: decision.refundNow };
    const { plan } = decision;

    await tx
      .update(bookings)
      .set({ status: 'CANCELLED', holdUntil: null, updatedAt: now })
      .where(eq(bookings.id, row.id));
    // A wire that was awaited will not be: the hold it kept is gone.
    await tx
      .update(payments)
      .set({ status: 'LAPSED', updatedAt: now })
      .where(and(eq(payments.bookingId, row.id), eq(payments.status, 'AWAITING_TRANSFER')));

    const refunds = await recordRefunds(tx, plan.refunds, attempts, { bookingId: row.id, changeId: null, now });
    const owner = row.ownerUserId;
    if (owner && plan.credit > 0) {
      await tx
        .insert(walletEntries)
        .values({ userId: owner, amount: plan.credit, status: 'ADDED', at: now, display: `Credit, booking ${row.id}` });
    }
    if (owner) await settleRewards(tx, owner, row.id, now);
    await queueMessages(tx, request.messagesOf(booking, plan, refunds), now);
    return { cancelled: true, booking, plan, refunds };
  });
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Records each payment's refund, in the caller's transaction: the wallet refunds at once (with
 * its wallet entry); a card's waits for the gateway and a wire's to be wired back (PENDING).
 * `changeId` null is a cancellation; otherwise the lower price of that change of dates.
 */
export async function recordRefunds(
  tx: Tx,
  parts: readonly PartRefund[],
  attempts: readonly PaymentAttempt[],
  context: { bookingId: string; changeId: string | null; now: Date },
): Promise<RefundRecord[]> {
  const { bookingId, changeId, now } = context;
  const refunds: RefundRecord[] = [];
  for (const part of parts) {
    const paid = attempts.find((a) => a.id === part.paymentId);
    if (!paid) throw new Error(`refund of booking ${bookingId} names an unknown payment ${part.paymentId}`);
    const atOnce = paid.method === 'WALLET';
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        id: refundId(),
        paymentId: paid.id,
        bookingId,
        reason: changeId ? 'CHANGED' : 'CANCELLED',
        changeId,
        amount: part.amount,
        adminFee: part.adminFee,
        status: atOnce ? 'REFUNDED' : 'PENDING',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!refund) throw new Error(`refund of ${paid.id} could not be recorded`);
    if (atOnce && part.amount > 0) {
      await tx.insert(walletEntries).values({
        userId: paid.userId,
        amount: part.amount,
        status: 'REFUNDED',
        at: now,
        display: `Refund, booking ${bookingId}`,
      });
    }
    refunds.push(refundOf(refund, paid));
  }
  return refunds;
}

/** What the booking's applied changes of dates released from each payment, and the latest one's time. */
export async function paidHistory(tx: Tx, bookingId: string): Promise<PaidHistory> {
  const applied = await tx
    .select({ released: bookingChanges.released, appliedAt: bookingChanges.appliedAt })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'APPLIED')));
  return paidHistoryOf(applied);
}

/** The rewards the booking used come back; those it earned (1% on full payment) go. */
async function settleRewards(tx: Tx, userId: string, bookingId: string, now: Date): Promise<void> {
  const entries = await tx
    .select()
    .from(rewardEntries)
    .where(
      and(
        eq(rewardEntries.userId, userId),
        eq(rewardEntries.bookingId, bookingId),
        inArray(rewardEntries.status, ['ADDED', 'CAPTURED']),
      ),
    );
  const used = entries.filter((e) => e.status === 'CAPTURED').reduce((sum, e) => sum + e.amount, 0);
  const earned = entries.filter((e) => e.status === 'ADDED').reduce((sum, e) => sum + e.amount, 0);
  if (used > 0) await tx.insert(rewardEntries).values({ userId, bookingId, amount: used, status: 'ADDED', at: now });
  if (earned > 0)
    await tx.insert(rewardEntries).values({ userId, bookingId, amount: earned, status: 'CAPTURED', at: now });
}
