import { centsToDollars, dollarsToCents, formatUsd, type Cents } from '../../core/money';
import { isInternational } from '../../core/payments/booking-window';
import {
  paidHistoryOf,
  paidParts,
  planCancellation,
  routeTypeOf,
  type CancellationPlan,
} from '../../core/payments/cancellation';
import type { CancellationCause } from '../../core/payments/refunds';
import type { MessageFacts } from '../../core/messages/message-kinds';
import type {
  CancellationQuote,
  CancelTripAnswer,
  CancelTripRequest,
  PaymentRefusalCode,
  PaymentResult,
  RefundLine,
} from '../../../ports/charter/booking-payments';
import type { Booking } from '../../../ports/charter/booking-store';
import type {
  CancelRefusal,
  CancellationDecision,
  PaidHistory,
  PaymentAttempt,
  PaymentStore,
  RefundRecord,
} from '../../../ports/charter/payment-store';
import type { Caller } from '../../../ports/caller';
import type { OutboxEntry } from '../../../ports/message-outbox';
import { instantRefundMessages, tripFactsOf as messageTripFacts } from '../messages/booking-messages';
import { ownBooking, tripFactsOf } from './booking-facts';
import type { PaymentEngineDeps } from './payment-engine-deps';
import { sendRefund } from './refund-sender';

export interface CancelOptions {
  cause: CancellationCause;
  /** Money already spent with third parties for the trip (staff know; a customer's is 0). */
  prepaidCosts: number;
  /** The customer cancels her own booking (otherwise our staff do, for `cause`). */
  byCustomer: boolean;
  /** The refund shown before confirming: if the rules give another now, nothing happens (REFUND_CHANGED). */
  expectedRefund?: Cents;
}

export const CANCEL_MESSAGES: Record<CancelRefusal, string> = {
  NOT_FOUND: 'We could not find this booking.',
  NOT_BOOKED: 'Only a reserved or booked trip can be cancelled.',
  ALREADY_CANCELLED: 'This booking is already cancelled.',
  FLOWN: 'This trip has already flown and can no longer be cancelled.',
  PAYMENT_IN_PROGRESS: 'A payment of this booking is being processed. Please try again in a minute.',
  REFUND_CHANGED: 'The refund has changed since it was shown. Check it and confirm again.',
};

/** The refund shown is no longer the one the terms give: the new figure, and what to do. */
export const refundChangedMessage = (now: Cents) =>
  `The refund has changed to ${formatUsd(now)} since it was shown (the time before departure moved into another band). Check it and confirm again.`;

/** What the refusals are called on the customer's side of the payments API. */
const CUSTOMER_CODES: Record<CancelRefusal, PaymentRefusalCode> = {
  NOT_FOUND: 'NOT_FOUND',
  NOT_BOOKED: 'NOT_CHANGEABLE',
  ALREADY_CANCELLED: 'ALREADY_CANCELLED',
  FLOWN: 'ALREADY_FLOWN',
  PAYMENT_IN_PROGRESS: 'PAYMENT_IN_PROGRESS',
  REFUND_CHANGED: 'TERMS_CHANGED',
};

/** A booking's applied changes of dates, as a cancellation or a change reads its payments. */
export async function historyOf(payments: PaymentStore, bookingId: string): Promise<PaidHistory> {
  return paidHistoryOf((await payments.changesOf(bookingId)).filter((c) => c.status === 'APPLIED'));
}

/** Each payment's part of a refund, as the customer sees it. */
export function refundLines(
  parts: readonly { paymentId: string; amount: Cents }[],
  paid: readonly Pick<PaymentAttempt, 'id' | 'method' | 'maskedCard' | 'brand'>[],
): RefundLine[] {
  return parts
    .filter((part) => part.amount > 0)
    .map((part) => {
      const payment = paid.find((p) => p.id === part.paymentId);
      return {
        paymentMethod: payment?.method ?? 'CREDIT_CARD',
        maskedCard: payment?.maskedCard ?? null,
        brand: payment?.brand ?? null,
        amount: centsToDollars(part.amount),
      };
    });
}

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
    const [attempts, history] = await Promise.all([
      this.deps.payments.attemptsOf(booking.id),
      historyOf(this.deps.payments, booking.id),
    ]);
    return this.decide(
      booking,
      attempts.filter((a) => a.status === 'APPROVED'),
      history,
      { ...options, expectedRefund: undefined },
    );
  }

  /** The customer's own trip: what cancelling it now would refund (shown before she confirms). */
  async customerQuote(caller: Caller, bookingId: string): Promise<PaymentResult<CancellationQuote>> {
    const booking = await ownBooking(caller, bookingId, this.deps);
    if (!booking || booking.status === 'DRAFT') return customerRefusal('NOT_FOUND');
    const decision = await this.preview(booking, CUSTOMER_CANCELS);
    if (!decision.ok) return customerRefusal(decision.refusal);
    const approved = (await this.deps.payments.attemptsOf(booking.id)).filter((a) => a.status === 'APPROVED');
    return { ok: true, answer: quoteView(booking.id, decision.plan, approved) };
  }

  /** The customer cancels her own trip, for the refund she was shown. */
  async customerCancel(caller: Caller, request: CancelTripRequest): Promise<PaymentResult<CancelTripAnswer>> {
    const booking = await ownBooking(caller, request.bookingId, this.deps);
    if (!booking || booking.status === 'DRAFT') return customerRefusal('NOT_FOUND');
    const result = await this.cancel(booking.id, {
      ...CUSTOMER_CANCELS,
      expectedRefund: dollarsToCents(request.expectedRefund),
    });
    if (!result.ok) return customerRefusal(result.refusal, result.message);
    const approved = (await this.deps.payments.attemptsOf(booking.id)).filter((a) => a.status === 'APPROVED');
    return {
      ok: true,
      answer: { ...quoteView(booking.id, result.plan, approved), bookingStatus: 'CANCELLED' },
    };
  }

  async cancel(bookingId: string, options: CancelOptions): Promise<CancelResult> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.payments.cancelBooking({
      bookingId,
      planOf: (booking, paid, history) => this.decide(booking, paid, history, options),
      messagesOf: (booking, plan, refunds) => this.messages(booking, plan, refunds, options),
      now,
    });
    if (!outcome.cancelled) {
      const message =
        outcome.refusal === 'REFUND_CHANGED' && outcome.refundNow !== undefined
          ? refundChangedMessage(outcome.refundNow)
          : CANCEL_MESSAGES[outcome.refusal];
      return { ok: false, refusal: outcome.refusal, message };
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

  private decide(
    booking: Booking,
    approved: readonly PaymentAttempt[],
    history: PaidHistory,
    options: CancelOptions,
  ): CancellationDecision {
    if (booking.status === 'CANCELLED') return { ok: false, refusal: 'ALREADY_CANCELLED' };
    if (booking.status === 'COMPLETED') return { ok: false, refusal: 'FLOWN' };
    if (booking.status !== 'RESERVED' && booking.status !== 'BOOKED') return { ok: false, refusal: 'NOT_BOOKED' };
    const now = this.deps.clock.now();
    const trip = tripFactsOf(booking, this.deps);
    // A customer cancels before departure; the operator or the weather may cancel mid-trip.
    if (options.byCustomer && trip.firstDeparture.getTime() <= now.getTime()) return { ok: false, refusal: 'FLOWN' };
    const plan = planCancellation({
      cause: options.cause,
      routeType: routeTypeOf(booking.legs),
      international: isInternational(trip.countryCodes),
      firstDeparture: trip.firstDeparture,
      cancelledAt: now,
      prepaidCosts: options.prepaidCosts,
      alreadyFlown: 0,
      // What earlier changes of dates released is no longer paid toward the trip.
      paid: paidParts(approved, history.released),
      held: booking.status === 'RESERVED',
      rebookedAt: history.rebookedAt,
    });
    // Decided again under the booking's lock: the refund shown is the one made, or none is.
    if (options.expectedRefund !== undefined && plan.totalRefund !== options.expectedRefund) {
      return { ok: false, refusal: 'REFUND_CHANGED', refundNow: plan.totalRefund };
    }
    return { ok: true, plan };
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
    return [cancelled, ...instantRefundMessages(refunds)];
  }
}

const CUSTOMER_CANCELS = { cause: 'CUSTOMER', prepaidCosts: 0, byCustomer: true } as const;

function customerRefusal<T>(refusal: CancelRefusal, message = CANCEL_MESSAGES[refusal]): PaymentResult<T> {
  return { ok: false, refusal: { code: CUSTOMER_CODES[refusal], message } };
}

function quoteView(bookingId: string, plan: CancellationPlan, approved: readonly PaymentAttempt[]): CancellationQuote {
  return {
    bookingId,
    paid: centsToDollars(plan.paid),
    refund: centsToDollars(plan.totalRefund),
    adminFee: centsToDollars(plan.totalAdminFee),
    rule: plan.rule,
    refunds: refundLines(plan.refunds, approved),
  };
}
