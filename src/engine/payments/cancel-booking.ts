import { isInternational } from '../../core/payments/booking-window';
import { planCancellation, routeTypeOf, type CancellationPlan, type PaidPart } from '../../core/payments/cancellation';
import type { CancellationCause } from '../../core/payments/refunds';
import type { MessageFacts } from '../../core/messages/message-kinds';
import type { Booking } from '../../../ports/charter/booking-store';
import type {
  CancelRefusal,
  CancellationDecision,
  PaymentAttempt,
  RefundRecord,
} from '../../../ports/charter/payment-store';
import type { OutboxEntry } from '../../../ports/message-outbox';
import { tripFactsOf as messageTripFacts } from '../messages/booking-messages';
import { tripFactsOf } from './booking-facts';
import type { PaymentEngineDeps } from './payment-engine-deps';
import { sendRefund } from './refund-sender';

export interface CancelOptions {
  cause: CancellationCause;
  /** Money already spent with third parties for the trip (staff know; a customer's is 0). */
  prepaidCosts: number;
  /** The customer cancels her own booking (otherwise our staff do, for `cause`). */
  byCustomer: boolean;
}

export const CANCEL_MESSAGES: Record<CancelRefusal, string> = {
  NOT_FOUND: 'We could not find this booking.',
  NOT_BOOKED: 'Only a reserved or booked trip can be cancelled.',
  ALREADY_CANCELLED: 'This booking is already cancelled.',
  FLOWN: 'This trip has already flown and can no longer be cancelled.',
  PAYMENT_IN_PROGRESS: 'A payment of this booking is being processed. Please try again in a minute.',
};

export type CancelResult =
  | { ok: true; booking: Booking; plan: CancellationPlan; refunds: RefundRecord[] }
  | { ok: false; refusal: CancelRefusal; message: string };

/**
 * Cancelling a reserved or booked trip with the refund the Terms of Sale give at this moment
 * (src/core/payments/cancellation.ts): the plan is worked out again under the booking's lock
 * from the payments as they are then, so what is refunded is exactly what the rules give
 * whoever asked first; the money moves through the same ledger as payments (exactly once),
 * card refunds go to the gateway at once, and the customer is e-mailed. Who may cancel which
 * booking is checked by the caller (the customer's own trips; staff any).
 */
export class CancelBooking {
  constructor(private readonly deps: PaymentEngineDeps) {}

  /** What cancelling now would refund, or why it cannot be cancelled. */
  async preview(booking: Booking, options: CancelOptions): Promise<CancellationDecision> {
    const attempts = await this.deps.payments.attemptsOf(booking.id);
    return this.decide(
      booking,
      attempts.filter((a) => a.status === 'APPROVED'),
      options,
    );
  }

  async cancel(bookingId: string, options: CancelOptions): Promise<CancelResult> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.payments.cancelBooking({
      bookingId,
      planOf: (booking, paid) => this.decide(booking, paid, options),
      messagesOf: (booking, plan, refunds) => this.messages(booking, plan, refunds, options),
      now,
    });
    if (!outcome.cancelled) {
      return { ok: false, refusal: outcome.refusal, message: CANCEL_MESSAGES[outcome.refusal] };
    }
    this.deps.log('info', 'booking cancelled', {
      bookingId,
      byCustomer: options.byCustomer,
      cause: options.cause,
      refund: outcome.plan.totalRefund,
    });
    // Card refunds go now; one the gateway defers is sent again by the payment job.
    for (const refund of outcome.refunds) if (refund.status === 'PENDING') await sendRefund(refund, this.deps);
    return { ok: true, booking: outcome.booking, plan: outcome.plan, refunds: outcome.refunds };
  }

  private decide(booking: Booking, approved: readonly PaymentAttempt[], options: CancelOptions): CancellationDecision {
    if (booking.status === 'CANCELLED') return { ok: false, refusal: 'ALREADY_CANCELLED' };
    if (booking.status === 'COMPLETED') return { ok: false, refusal: 'FLOWN' };
    if (booking.status !== 'RESERVED' && booking.status !== 'BOOKED') return { ok: false, refusal: 'NOT_BOOKED' };
    const now = this.deps.clock.now();
    const trip = tripFactsOf(booking, this.deps);
    // A customer cancels before departure; the operator or the weather may cancel mid-trip.
    if (options.byCustomer && trip.firstDeparture.getTime() <= now.getTime()) return { ok: false, refusal: 'FLOWN' };
    const paid: PaidPart[] = approved.map((a) => ({
      paymentId: a.id,
      method: a.method,
      flightAmount: a.flightAmount,
      paidAt: a.updatedAt,
    }));
    return {
      ok: true,
      plan: planCancellation({
        cause: options.cause,
        routeType: routeTypeOf(booking.legs),
        international: isInternational(trip.countryCodes),
        firstDeparture: trip.firstDeparture,
        cancelledAt: now,
        prepaidCosts: options.prepaidCosts,
        alreadyFlown: 0,
        paid,
        held: booking.status === 'RESERVED',
      }),
    };
  }

  private messages(
    booking: Booking,
    plan: CancellationPlan,
    refunds: RefundRecord[],
    options: CancelOptions,
  ): OutboxEntry[] {
    if (booking.owner.kind !== 'customer') return [];
    const userId = booking.owner.userId;
    const facts: MessageFacts<'booking-cancelled'> = {
      ...messageTripFacts(booking, this.deps.referenceData),
      byCustomer: options.byCustomer,
      rule: plan.rule,
      refunds: refunds
        .filter((r) => r.amount > 0)
        .map((r) => ({
          method: r.method,
          card: r.maskedCard || r.brand ? { brand: r.brand, masked: r.maskedCard } : null,
          amountCents: r.amount,
        })),
      creditCents: plan.credit,
      adminFeeCents: plan.totalAdminFee,
    };
    const cancelled: OutboxEntry = {
      key: `booking-cancelled:${booking.id}`,
      kind: 'booking-cancelled',
      userId,
      email: null,
      bookingId: booking.id,
      facts,
    };
    // A wallet refund is made in the same transaction: its e-mail goes with it.
    const walletRefunds = refunds
      .filter((r) => r.status === 'REFUNDED' && r.amount > 0)
      .map((r): OutboxEntry => ({
        key: `refund:${r.id}`,
        kind: 'refund-processed',
        userId,
        email: null,
        bookingId: booking.id,
        facts: {
          bookingId: booking.id,
          refundId: r.id,
          amountCents: r.amount,
          method: r.method,
          card: null,
          reason: 'CANCELLED',
        } satisfies MessageFacts<'refund-processed'>,
      }));
    return [cancelled, ...walletRefunds];
  }
}
