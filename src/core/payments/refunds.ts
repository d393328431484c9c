import { percentOf, type Cents } from '../money';
import { hoursBetween } from './booking-window';

/**
 * Cancellation and refund rules of spec 001 section 9 and the terms (section 4). Readings
 * (docs/decisions/005-refund-rules.md):
 * - "More than 72 hours" is strictly more; exactly 72 hours falls in the 24-to-72 band, and
 *   exactly 24 hours too (international: 120 and 48).
 * - The refundable amount is what was paid for the flight, less pre-paid costs (third-party
 *   costs already incurred, such as catering); the 3% card fee is a processing charge and is
 *   not refunded.
 * - The 3.5% administrative fee applies to every refund of a flight paid by card (100% and
 *   50% bands alike), taken from the refund.
 */
export const ADMIN_FEE_PERCENT = 3.5;

/**
 * The hour bands of a customer-cancelled round trip. Exported so the Terms of Sale render
 * their refund table from the same numbers the engine applies (the text cannot drift).
 */
export const ROUND_TRIP_REFUND_BANDS = {
  domestic: { fullRefundAboveHours: 72, halfRefundFromHours: 24 },
  international: { fullRefundAboveHours: 120, halfRefundFromHours: 48 },
} as const;
/** The share refunded between the two edges of a band. */
export const PARTIAL_REFUND_PERCENT = 50;
/** Refunds reach the original payment method within this many days. */
export const REFUND_WITHIN_DAYS = 30;

export type RouteType = 'ROUND_TRIP' | 'ONE_WAY' | 'MULTI_CITY';

export type CancellationCause =
  /** The customer cancels. */
  | 'CUSTOMER'
  /** The customer did not show up, or security prevented the flight: 100% charged. */
  | 'NO_SHOW'
  /** Inclement weather: an account credit, not a refund. */
  | 'WEATHER'
  /** The operator cancelled for safety and no replacement aircraft was found or accepted. */
  | 'OPERATOR_SAFETY'
  /** A privately owned aircraft was withdrawn by its owner before departure. */
  | 'OWNER_WITHDREW';

export interface Cancellation {
  cause: CancellationCause;
  routeType: RouteType;
  international: boolean;
  /** Booked within 72 h (domestic) or 120 h (international) of departure. */
  onDemand: boolean;
  firstDeparture: Date;
  cancelledAt: Date;
  /** Paid for the flight, card fee excluded. */
  paid: Cents;
  prepaidCosts: Cents;
  paidByCard: boolean;
  /** Value of the legs already flown (weather and operator cancellations mid-trip). */
  alreadyFlown: Cents;
}

export interface RefundDecision {
  /** Back to the original payment method, within 30 days. */
  refund: Cents;
  /** Added to the customer's account instead of a refund (weather). */
  credit: Cents;
  adminFee: Cents;
  /** Which rule decided, in the words of the terms. */
  rule: string;
}

const nothing = (rule: string): RefundDecision => ({ refund: 0, credit: 0, adminFee: 0, rule });

export function decideRefund(c: Cancellation): RefundDecision {
  switch (c.cause) {
    case 'NO_SHOW':
      return nothing('No-show or security cancellation: 100% charged, no refund');
    case 'WEATHER':
      return {
        refund: 0,
        credit: Math.max(0, c.paid - c.alreadyFlown),
        adminFee: 0,
        rule: 'Inclement weather: account credit less the part already flown',
      };
    case 'OPERATOR_SAFETY':
      return {
        refund: Math.max(0, c.paid - c.alreadyFlown),
        credit: 0,
        adminFee: 0,
        rule: 'Operator safety cancellation: full refund less the part already flown',
      };
    case 'OWNER_WITHDREW':
      return { refund: c.paid, credit: 0, adminFee: 0, rule: 'Aircraft withdrawn by its owner: full refund' };
    case 'CUSTOMER':
      return customerCancellation(c);
  }
}

function customerCancellation(c: Cancellation): RefundDecision {
  if (c.routeType === 'ONE_WAY') return nothing('One-way flights: no refund');
  if (c.routeType === 'MULTI_CITY') return nothing('Multi-leg flights: no refund');
  if (c.onDemand) return nothing('On-Demand flights: no refund');

  const hours = hoursBetween(c.cancelledAt, c.firstDeparture);
  const bands = ROUND_TRIP_REFUND_BANDS[c.international ? 'international' : 'domestic'];
  const [fullAbove, halfFrom] = [bands.fullRefundAboveHours, bands.halfRefundFromHours];
  const scope = c.international ? 'International round trip' : 'US domestic round trip';
  const percent = hours > fullAbove ? 100 : hours >= halfFrom ? PARTIAL_REFUND_PERCENT : 0;
  if (percent === 0) return nothing(`${scope}, under ${halfFrom} hours before departure: no refund`);

  const refundable = percentOf(Math.max(0, c.paid - c.prepaidCosts), percent);
  const adminFee = c.paidByCard ? percentOf(refundable, ADMIN_FEE_PERCENT) : 0;
  const band = percent === 100 ? `more than ${fullAbove} hours` : `${halfFrom} to ${fullAbove} hours`;
  return {
    refund: refundable - adminFee,
    credit: 0,
    adminFee,
    rule: `${scope}, ${band} before departure: ${percent}% less pre-paid costs${c.paidByCard ? ' and the 3.5% fee' : ''}`,
  };
}

/** A hold that lapsed unpaid: the deposit comes back less the 3.5% administrative fee. */
export function lapsedHoldRefund(deposit: Cents): { refund: Cents; adminFee: Cents } {
  const adminFee = percentOf(deposit, ADMIN_FEE_PERCENT);
  return { refund: deposit - adminFee, adminFee };
}
