import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Booking } from '../../ports/charter/booking-store';
import type { CancelOutcome, CancellationDecision, RefundRecord } from '../../ports/charter/payment-store';
import type { OutboxEntry } from '../../ports/message-outbox';
import type { CancellationPlan } from '../../src/core/payments/cancellation';
import { fromRow as bookingFromRow } from './bookings';
import type { Db } from './database';
import { queueMessages } from './message-outbox';
import { attemptOf, refundOf } from './payment-holds';
import { bookings, paymentRefunds, payments, rewardEntries, walletEntries } from './schema';

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
    planOf: (booking: Booking, paid: ReturnType<typeof attemptOf>[]) => CancellationDecision;
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
    );
    if (!decision.ok) return { cancelled: false, refusal: decision.refusal };
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

    const refunds: RefundRecord[] = [];
    for (const part of plan.refunds) {
      const paid = attempts.find((a) => a.id === part.paymentId);
      if (!paid) throw new Error(`cancellation of ${row.id} refunds an unknown payment ${part.paymentId}`);
      // The wallet refunds at once; a card goes through the gateway; a wire waits to be wired back.
      const atOnce = paid.method === 'WALLET';
      const [refund] = await tx
        .insert(paymentRefunds)
        .values({
          id: refundId(),
          paymentId: paid.id,
          bookingId: row.id,
          reason: 'CANCELLED',
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
          display: `Refund, booking ${row.id}`,
        });
      }
      refunds.push(refundOf(refund, paid));
    }
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
