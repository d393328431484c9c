import { percentOf, type Cents } from '../money';
import { hoursBetween } from './booking-window';
import type { PayMethod } from './payment-plan';
import { ADMIN_FEE_PERCENT, decideRefund, lapsedHoldRefund, type CancellationCause, type RouteType } from './refunds';

/**
 * Cancelling a booking, by its customer or by support staff: what the terms give back (the
 * rules of refunds.ts, decision 005), spread over the payments that paid for it, each refunded
 * to its own method (spec 001 section 9: "Refunds go to the original payment method"). Pure.
 */
export interface PaidPart {
  paymentId: string;
  method: PayMethod;
  /** What this payment put toward the flight (card fee excluded). */
  flightAmount: Cents;
  paidAt: Date;
}

export interface CancellationInput {
  cause: CancellationCause;
  routeType: RouteType;
  international: boolean;
  firstDeparture: Date;
  cancelledAt: Date;
  /** Money already spent with third parties (catering ordered, say): kept, not refunded. */
  prepaidCosts: Cents;
  /** Value of the legs already flown (a mid-trip cancellation by the operator or the weather). */
  alreadyFlown: Cents;
  /** The approved payments toward the flight. */
  paid: readonly PaidPart[];
  /** A hold: reserved with the deposit (or awaiting a wire), the balance not yet paid. */
  held: boolean;
  /**
   * When the customer last changed the trip's dates, if ever: a change is a booking of the new
   * dates, so a change made within the On-Demand window makes the trip an On-Demand flight.
   */
  rebookedAt?: Date | null;
}

export interface PartRefund {
  paymentId: string;
  method: PayMethod;
  /** Back to the payment's method: to the card, to the wallet, or wired back. */
  amount: Cents;
  adminFee: Cents;
}

export interface CancellationPlan {
  /** Which rule decided, in the words of the terms. */
  rule: string;
  refunds: PartRefund[];
  /** An account credit instead of a refund (inclement weather), paid into the wallet. */
  credit: Cents;
  totalRefund: Cents;
  totalAdminFee: Cents;
  /** Paid toward the flight in all. */
  paid: Cents;
}

/**
 * The kind of trip from its legs: one leg is one way; there and back again is a round trip;
 * anything else is multi-city (the refund rules differ: decision 005).
 */
export function routeTypeOf(legs: readonly RouteLeg[]): RouteType {
  const sorted = [...legs].sort((a, b) => a.legOrder - b.legOrder);
  const [out, back] = sorted;
  if (sorted.length === 1) return 'ONE_WAY';
  if (
    sorted.length === 2 &&
    out &&
    back &&
    out.departureAirport.icaoCode === back.arrivalAirport.icaoCode &&
    out.arrivalAirport.icaoCode === back.departureAirport.icaoCode
  ) {
    return 'ROUND_TRIP';
  }
  return 'MULTI_CITY';
}

interface RouteLeg {
  legOrder: number;
  departureAirport: { icaoCode: string };
  arrivalAirport: { icaoCode: string };
}

const isCard = (method: PayMethod) => method === 'CREDIT_CARD' || method === 'APPLE_PAY';

/**
 * An On-Demand Flight: paid within 72 hours (domestic) or 120 hours (international) of
 * departure; not refundable (spec 001 section 5).
 */
export function wasOnDemand(
  input: Pick<CancellationInput, 'paid' | 'firstDeparture' | 'international' | 'rebookedAt'>,
): boolean {
  const first = [...input.paid].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime())[0];
  if (!first) return false;
  // The later of the two is the one closer to departure: the booking's own, or the last change.
  const bookedAt = input.rebookedAt && input.rebookedAt > first.paidAt ? input.rebookedAt : first.paidAt;
  return hoursBetween(bookedAt, input.firstDeparture) < (input.international ? 120 : 72);
}

export function planCancellation(input: CancellationInput): CancellationPlan {
  const paid = input.paid.reduce((sum, p) => sum + p.flightAmount, 0);
  if (input.held && input.cause === 'CUSTOMER') return heldPlan(input, paid);
  const decision = decideRefund({
    cause: input.cause,
    routeType: input.routeType,
    international: input.international,
    onDemand: wasOnDemand(input),
    firstDeparture: input.firstDeparture,
    cancelledAt: input.cancelledAt,
    paid,
    prepaidCosts: input.prepaidCosts,
    // The fee is taken per payment below, from the card payments only.
    paidByCard: false,
    alreadyFlown: input.alreadyFlown,
  });
  const shares = spread(decision.refund, bases(input.paid, input.prepaidCosts));
  const refunds = partRefunds(input.paid, shares, input.cause === 'CUSTOMER');
  return {
    rule: withCardFeeNote(decision.rule, refunds),
    refunds,
    credit: decision.credit,
    totalRefund: refunds.reduce((sum, r) => sum + r.amount, 0),
    totalAdminFee: refunds.reduce((sum, r) => sum + r.adminFee, 0),
    paid,
  };
}

/** Each payment's share back to its method, the 3.5% fee taken from card shares when it applies. */
function partRefunds(paid: readonly PaidPart[], shares: readonly Cents[], feeApplies: boolean): PartRefund[] {
  return paid
    .map((part, i): PartRefund => {
      const gross = shares[i] ?? 0;
      const adminFee = feeApplies && isCard(part.method) ? percentOf(gross, ADMIN_FEE_PERCENT) : 0;
      return { paymentId: part.paymentId, method: part.method, amount: gross - adminFee, adminFee };
    })
    .filter((r) => r.amount > 0 || r.adminFee > 0);
}

function withCardFeeNote(rule: string, refunds: readonly PartRefund[]): string {
  return refunds.some((r) => r.adminFee > 0) && !rule.includes('3.5%')
    ? `${rule} and the 3.5% fee on card payments`
    : rule;
}

/**
 * A change of dates that lowers the price (decision 037): the difference is the part of the
 * booking the customer gives up, so the Terms of Sale refund it as they would refund a
 * cancellation of that part at this moment, by the time left before the trip as booked (100%,
 * 50% or nothing; never for one-way, multi-leg or On-Demand flights), less the 3.5% fee on
 * card payments. The whole difference is released from the payments either way (what the
 * terms do not refund is kept, as a cancellation keeps it): each payment's share, in
 * proportion, so a later cancellation refunds only what is still paid toward the trip.
 */
export interface PriceDropInput {
  routeType: RouteType;
  international: boolean;
  /** The first departure of the trip as booked before this change. */
  firstDeparture: Date;
  changedAt: Date;
  /** The payments toward the trip, each net of what earlier changes released from it. */
  paid: readonly PaidPart[];
  /** How much lower the new price is. */
  drop: Cents;
  rebookedAt?: Date | null;
}

export interface PriceDropPlan {
  rule: string;
  refunds: PartRefund[];
  /** Each payment's share of the drop: no longer paid toward the trip. */
  released: { paymentId: string; amount: Cents }[];
  totalRefund: Cents;
  totalAdminFee: Cents;
}

export function planPriceDrop(input: PriceDropInput): PriceDropPlan {
  const paid = input.paid.reduce((sum, p) => sum + p.flightAmount, 0);
  const drop = Math.max(0, Math.min(input.drop, paid));
  const decision = decideRefund({
    cause: 'CUSTOMER',
    routeType: input.routeType,
    international: input.international,
    onDemand: wasOnDemand(input),
    firstDeparture: input.firstDeparture,
    cancelledAt: input.changedAt,
    paid: drop,
    prepaidCosts: 0,
    paidByCard: false,
    alreadyFlown: 0,
  });
  const released = spread(
    drop,
    input.paid.map((p) => p.flightAmount),
  );
  const refunds = partRefunds(input.paid, spread(decision.refund, released), true);
  return {
    rule: withCardFeeNote(decision.rule, refunds),
    refunds,
    released: input.paid
      .map((p, i) => ({ paymentId: p.paymentId, amount: released[i] ?? 0 }))
      .filter((r) => r.amount > 0),
    totalRefund: refunds.reduce((sum, r) => sum + r.amount, 0),
    totalAdminFee: refunds.reduce((sum, r) => sum + r.adminFee, 0),
  };
}

/**
 * What a booking's applied changes of dates released from each payment, and when its dates last
 * changed: a later cancellation or change refunds only what is still paid toward the trip.
 */
export function paidHistoryOf(
  applied: readonly { released: readonly { paymentId: string; amount: Cents }[]; appliedAt: Date | null }[],
): { released: Record<string, Cents>; rebookedAt: Date | null } {
  const released: Record<string, Cents> = {};
  let rebookedAt: Date | null = null;
  for (const change of applied) {
    for (const part of change.released) released[part.paymentId] = (released[part.paymentId] ?? 0) + part.amount;
    if (change.appliedAt && (!rebookedAt || change.appliedAt > rebookedAt)) rebookedAt = change.appliedAt;
  }
  return { released, rebookedAt };
}

/** The approved payments as parts of the trip's price, each net of what changes released from it. */
export function paidParts(
  approved: readonly { id: string; method: PayMethod; flightAmount: Cents; updatedAt: Date }[],
  released: Readonly<Record<string, Cents>>,
): PaidPart[] {
  return approved.map((a) => ({
    paymentId: a.id,
    method: a.method,
    flightAmount: Math.max(0, a.flightAmount - (released[a.id] ?? 0)),
    paidAt: a.updatedAt,
  }));
}

/** A hold cancelled by its customer is released as a lapsed one is: the deposit back less 3.5%. */
function heldPlan(input: CancellationInput, paid: Cents): CancellationPlan {
  const refunds = input.paid.map((part): PartRefund => {
    const owed = lapsedHoldRefund(part.flightAmount);
    return { paymentId: part.paymentId, method: part.method, amount: owed.refund, adminFee: owed.adminFee };
  });
  return {
    rule:
      paid > 0
        ? 'A hold released before the balance is paid: the deposit less the 3.5% administrative fee'
        : 'A hold with nothing paid: nothing to refund',
    refunds: refunds.filter((r) => r.amount > 0),
    credit: 0,
    totalRefund: refunds.reduce((sum, r) => sum + r.amount, 0),
    totalAdminFee: refunds.reduce((sum, r) => sum + r.adminFee, 0),
    paid,
  };
}

/** Each payment's refundable base: pre-paid costs come off the latest payments first. */
function bases(paid: readonly PaidPart[], prepaid: Cents): Cents[] {
  const order = paid.map((p, i) => ({ i, at: p.paidAt.getTime() })).sort((a, b) => b.at - a.at || b.i - a.i);
  const result = paid.map((p) => p.flightAmount);
  let left = prepaid;
  for (const { i } of order) {
    const take = Math.min(left, result[i] ?? 0);
    result[i] = (result[i] ?? 0) - take;
    left -= take;
  }
  return result;
}

/** `total` spread over the bases in proportion, to the cent (largest remainders get the odd cents). */
function spread(total: Cents, weights: readonly Cents[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const floors = exact.map(Math.floor);
  let odd = total - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (odd <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    odd -= 1;
  }
  return floors;
}
