import { CATEGORY_PROFILES } from '../../core/aircraft-categories';
import type { CarbonView } from '../../core/carbon/carbon-view';
import { offsetBought } from '../../core/carbon/offset';
import { rewardEarned } from '../../core/ledger/rewards';
import type { MessageFacts, MessageKind, TripFacts } from '../../core/messages/message-kinds';
import type { Booking } from '../../../ports/charter/booking-store';
import type { BookingChange, LapsedHold, PaymentAttempt, RefundRecord } from '../../../ports/charter/payment-store';
import type { OutboxEntry } from '../../../ports/message-outbox';
import type { ReferenceData } from '../../../ports/reference-data';

/**
 * The messages the payment work queues with its own writes (docs/decisions/025): each builder
 * turns what the engine just recorded into an outbox entry with the facts its e-mail needs and
 * a key unique to the event, so a retried or concurrent recording of the same event is mailed
 * once. Pure functions of their arguments.
 */

function entry<K extends MessageKind>(
  kind: K,
  key: string,
  booking: Pick<Booking, 'id' | 'owner'>,
  facts: MessageFacts<K>,
): OutboxEntry[] {
  // A visitor's draft has no one to write to; payments are always a customer's.
  if (booking.owner.kind !== 'customer') return [];
  return [{ key, kind, userId: booking.owner.userId, email: null, bookingId: booking.id, facts }];
}

/** The reference, the route, the dates and the aircraft, as the booking shows them. */
export function tripFactsOf(booking: Booking, referenceData: ReferenceData): TripFacts {
  const legs = [...booking.legs].sort((a, b) => a.legOrder - b.legOrder);
  const first = legs[0];
  return {
    bookingId: booking.id,
    category: CATEGORY_PROFILES[booking.category].displayName,
    legs: legs.map((leg) => ({
      legOrder: leg.legOrder,
      from: {
        code: leg.departureAirport.icaoCode,
        name: leg.departureAirport.displayName,
        city: leg.departureAirport.city,
      },
      to: { code: leg.arrivalAirport.icaoCode, name: leg.arrivalAirport.displayName, city: leg.arrivalAirport.city },
      departs: leg.departureDateTime,
    })),
    zone: (first && referenceData.airport(first.departureAirport.icaoCode)?.timeZone) || 'America/New_York',
  };
}

const cardOf = (payment: Pick<PaymentAttempt, 'brand' | 'maskedCard'>) =>
  payment.maskedCard || payment.brand ? { brand: payment.brand, masked: payment.maskedCard } : null;

/** A payment the gateway approved (or a wallet payment): booked, or reserved by its deposit. */
export function paymentApprovedMessages(
  payment: PaymentAttempt,
  booking: Booking,
  holdUntil: Date | null,
  referenceData: ReferenceData,
  carbon: CarbonView | null = null,
): OutboxEntry[] {
  const trip = tripFactsOf(booking, referenceData);
  const key = `payment-approved:${payment.id}`;
  if (payment.kind === 'DEPOSIT') {
    return entry('booking-reserved', key, booking, {
      ...trip,
      depositCents: payment.flightAmount,
      balanceCents: Math.max(0, booking.totalCents - payment.flightAmount),
      card: cardOf(payment),
      holdUntil: (holdUntil ?? booking.holdUntil ?? new Date()).toISOString(),
    });
  }
  return entry('booking-confirmed', key, booking, {
    ...trip,
    stage: payment.kind === 'BALANCE' ? 'BALANCE' : 'FULL',
    method: payment.method,
    card: cardOf(payment),
    amountCents: payment.amount,
    cardFeeCents: payment.cardFee,
    flightTotalCents: booking.totalCents,
    rewardsEarnedCents: rewardEarned(booking.totalCents),
    ...carbonFactsOf(carbon),
    ...offsetFactsOf(booking),
  });
}

/** The price's carbon offset line (decision 060), when the booking bought one. */
const offsetFactsOf = (booking: Booking) => {
  const offset = offsetBought(booking.priceBreakup);
  return offset ? { carbonOffset: { tonnes: offset.tonnes, priceCents: offset.price } } : {};
};

/** The carbon a confirmation states (decision 057): the figures of its line only. */
const carbonFactsOf = (carbon: CarbonView | null) =>
  carbon
    ? {
        carbon: {
          totalKg: carbon.totalKg,
          perPassengerKg: carbon.perPassengerKg,
          repositioning: { kg: carbon.repositioning.kg },
          ...(carbon.fliesAnyway ? { fliesAnyway: true as const } : {}),
        },
      }
    : {};

/** The customer chose to pay by wire: the wire sheet and the deadline. */
export function wireAwaitedMessages(
  payment: PaymentAttempt,
  booking: Booking,
  holdUntil: Date,
  referenceData: ReferenceData,
): OutboxEntry[] {
  return entry('wire-instructions', `wire-awaited:${payment.id}`, booking, {
    ...tripFactsOf(booking, referenceData),
    amountCents: payment.amount,
    holdUntil: holdUntil.toISOString(),
  });
}

/** Support staff recorded the wire: the booking is paid. */
export function wireReceivedMessages(
  payment: PaymentAttempt,
  booking: Booking,
  referenceData: ReferenceData,
  carbon: CarbonView | null = null,
) {
  return entry('wire-received', `wire-received:${payment.id}`, booking, {
    ...tripFactsOf(booking, referenceData),
    amountCents: payment.amount,
    rewardsEarnedCents: rewardEarned(booking.totalCents),
    ...carbonFactsOf(carbon),
  });
}

/** The hold ended unpaid: cancelled, and the deposit (if any) refunded less the fee. */
export function holdLapsedMessages(hold: LapsedHold, referenceData: ReferenceData): OutboxEntry[] {
  return entry('hold-lapsed', `hold-lapsed:${hold.booking.id}`, hold.booking, {
    ...tripFactsOf(hold.booking, referenceData),
    byWire: hold.deposit === null,
    depositCents: hold.deposit?.flightAmount ?? 0,
    refundCents: hold.refund?.refund ?? 0,
    adminFeeCents: hold.refund?.adminFee ?? 0,
  });
}

/** The hold ends soon and the balance is unpaid. */
export function holdReminderMessages(
  held: { booking: Booking; byWire: boolean; due: number },
  referenceData: ReferenceData,
): OutboxEntry[] {
  const holdUntil = held.booking.holdUntil;
  if (!holdUntil) return [];
  return entry('hold-reminder', `hold-reminder:${held.booking.id}`, held.booking, {
    ...tripFactsOf(held.booking, referenceData),
    byWire: held.byWire,
    balanceCents: held.due,
    holdUntil: holdUntil.toISOString(),
  });
}

/** The gateway refunded: how much, to what, and when it shows. */
export function refundProcessedMessages(refund: RefundRecord): OutboxEntry[] {
  return [
    {
      key: `refund:${refund.id}`,
      kind: 'refund-processed',
      userId: refund.userId,
      email: null,
      bookingId: refund.bookingId,
      facts: {
        bookingId: refund.bookingId,
        refundId: refund.id,
        amountCents: refund.amount,
        method: refund.method,
        card: refund.maskedCard || refund.brand ? { brand: refund.brand, masked: refund.maskedCard } : null,
        reason: refund.reason,
      } satisfies MessageFacts<'refund-processed'>,
    },
  ];
}

/** Refunds made at once (to the wallet), in the same transaction as their event: each is e-mailed with it. */
export function instantRefundMessages(refunds: readonly RefundRecord[]): OutboxEntry[] {
  return refunds.filter((r) => r.status === 'REFUNDED' && r.amount > 0).flatMap(refundProcessedMessages);
}

/** The customer changed the trip's dates: the new legs, the old, and what was paid or refunded. */
export function bookingChangedMessages(
  after: Booking,
  change: BookingChange,
  outcome: { paid: PaymentAttempt | null; refunds: readonly RefundRecord[]; adminFee: number; rule: string | null },
  referenceData: ReferenceData,
): OutboxEntry[] {
  const previous = tripFactsOf({ ...after, legs: change.previous.legs }, referenceData);
  return entry('booking-changed', `booking-changed:${change.id}`, after, {
    ...tripFactsOf(after, referenceData),
    previousLegs: previous.legs,
    sameAircraft: change.next.tailNumber === change.previous.tailNumber,
    previousTotalCents: change.previous.totalCents,
    totalCents: change.next.totalCents,
    paid: outcome.paid
      ? {
          method: outcome.paid.method,
          card: cardOf(outcome.paid),
          amountCents: outcome.paid.amount,
          cardFeeCents: outcome.paid.cardFee,
        }
      : null,
    refunds: outcome.refunds
      .filter((r) => r.amount > 0)
      .map((r) => ({ method: r.method, card: cardOf(r), amountCents: r.amount })),
    adminFeeCents: outcome.adminFee,
    rule: outcome.rule,
  });
}
