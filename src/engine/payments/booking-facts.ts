import { bookingChannel, type BookingChannel } from '../../core/payments/booking-window';
import { peakWindowOf, tripTouchesPeak } from '../../core/notices/peak-travel';
import { dollarsToCents, type Cents } from '../../core/money';
import { parseLegTime } from '../../core/quotes/local-time';
import type { Booking } from '../../../ports/charter/booking-store';
import type { QuoteStore } from '../../../ports/charter/quote-store';
import type { CarbonView } from '../../core/carbon/carbon-view';
import type { PaymentAttempt } from '../../../ports/charter/payment-store';
import type { Caller } from '../../../ports/caller';
import type { PaymentEngineDeps } from './payment-engine-deps';

/** The booking's money in cents: the price breakup is dollars, the total is authoritative. */
export interface BookingAmounts {
  aircraftPrice: Cents;
  taxes: Cents;
  addons: Cents;
  /** The carbon offset line (docs/decisions/060); 0 without. */
  carbonOffset: Cents;
  rewardsApplied: Cents;
  flightTotal: Cents;
}

export function amountsOf(booking: Booking): BookingAmounts {
  const p = booking.priceBreakup;
  return {
    aircraftPrice: dollarsToCents(p.aircraftPrice),
    taxes: dollarsToCents(p.taxes),
    addons: dollarsToCents(p.addonsPrice),
    carbonOffset: dollarsToCents(p.carbonOffset?.price ?? 0),
    rewardsApplied: dollarsToCents(p.rewardsInfo.rewardsApplied),
    flightTotal: booking.totalCents,
  };
}

/** The search a booking's chosen option came from (`<searchId>-<CATEGORY>-<rank>`, decision 008). */
export function searchIdOf(aboneSearchId: string): string {
  return aboneSearchId.replace(/-[A-Z_]+-\d+$/, '');
}

/**
 * The carbon a booking's quote answered for its aircraft (docs/decisions/057-carbon-per-trip.md);
 * null for a quote made before it, or a quote gone.
 */
export async function quotedCarbon(
  booking: Pick<Booking, 'aboneSearchId'> | undefined,
  quotes: Pick<QuoteStore, 'find'> | undefined,
): Promise<CarbonView | null> {
  if (!booking) return null;
  const quote = await quotes?.find(searchIdOf(booking.aboneSearchId));
  return quote?.options.find((o) => o.aboneSearchId === booking.aboneSearchId)?.answer.carbon ?? null;
}

/** What approved payments put toward the flight (card fees excluded). */
export function paidTowardFlight(attempts: readonly PaymentAttempt[]): Cents {
  return attempts.filter((a) => a.status === 'APPROVED').reduce((sum, a) => sum + a.flightAmount, 0);
}

export interface TripFacts {
  firstDeparture: Date;
  countryCodes: string[];
  /** Each leg's local departure and arrival day, YYYY-MM-DD (for the peak window). */
  days: string[];
}

export function tripFactsOf(booking: Booking, deps: PaymentEngineDeps): TripFacts {
  const first = booking.legs[0];
  const zone = first ? deps.referenceData.airport(first.departureAirport.icaoCode)?.timeZone : undefined;
  const departs = first && zone ? parseLegTime(first.departureDateTime, zone) : Number.NaN;
  const countryCodes = booking.legs.flatMap((l) => [l.departureAirport.countryCode, l.arrivalAirport.countryCode]);
  const days = booking.legs.flatMap((l) => [isoDay(l.departureDateTime), isoDay(l.arrivalDateTime)]);
  // Without the zone, the aircraft's busy window starts no later than the first departure.
  return { firstDeparture: Number.isNaN(departs) ? booking.busyFrom : new Date(departs), countryCodes, days };
}

/** DD-MM-YYYY HH:mm:ss to YYYY-MM-DD. */
function isoDay(legTime: string): string {
  const [day, month, year] = legTime.slice(0, 10).split('-');
  return `${year}-${month}-${day}`;
}

export function channelOf(booking: Booking, deps: PaymentEngineDeps, now: Date): BookingChannel {
  return bookingChannel(tripFactsOf(booking, deps), now);
}

export function peakOverlaps(booking: Booking, deps: PaymentEngineDeps, now: Date): boolean {
  return tripTouchesPeak(peakWindowOf(deps.peakTravel, now), tripFactsOf(booking, deps).days);
}

/**
 * The booking as the caller may see it: their own, or a visitor's draft they now hold the id
 * of after signing in (the id is unguessable and only ever given to that browser), which
 * becomes theirs. Anything else reads as not found.
 */
export async function ownBooking(
  caller: Caller,
  bookingId: string,
  deps: PaymentEngineDeps,
): Promise<Booking | undefined> {
  if (caller.kind !== 'customer') return undefined;
  const booking = await deps.bookings.find(bookingId);
  if (!booking) return undefined;
  if (booking.owner.kind === 'customer') return booking.owner.userId === caller.userId ? booking : undefined;
  if (booking.status !== 'DRAFT') return undefined;
  const adopted: Booking = { ...booking, owner: { kind: 'customer', userId: caller.userId } };
  await deps.bookings.save(adopted);
  // Read back: the save is skipped while a payment is being charged.
  const saved = await deps.bookings.find(bookingId);
  return saved?.owner.kind === 'customer' && saved.owner.userId === caller.userId ? saved : undefined;
}

/** COMPLETED as soon as the last leg has landed, even before the job has marked it. */
export function statusNow(booking: Booking, now: Date): Booking['status'] {
  const lands = booking.arrivesAt ?? booking.busyTo;
  return booking.status === 'BOOKED' && lands.getTime() <= now.getTime() ? 'COMPLETED' : booking.status;
}
