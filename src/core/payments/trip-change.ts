import { z } from 'zod';
import { percentOf, type Cents } from '../money';
import type { LegView } from '../quotes/quote-view';
import { PAST_DEPARTURE_MESSAGE, type SearchInput } from '../quotes/trip';
import type { RouteType } from '../search/search-form';
import {
  bookingChannel,
  CONCIERGE_ONLY_FROM_DAYS_AHEAD,
  CONCIERGE_ONLY_WITHIN_HOURS,
  hoursBetween,
} from './booking-window';
import { CARD_FEE_PERCENT } from './checkout-summary';
import { isCardMethod, type PayMethod } from './payment-plan';

/**
 * A customer changes the dates or times of a booked trip (issue 19, decision 037). The terms:
 * "Itinerary changes are subject to availability, price adjustment and the sole discretion of
 * the provider and operator" (spec 001 section 4), and the price is guaranteed "unless the
 * itinerary changes". The rules here are pure; the engine prices the new dates and moves the
 * money. The spec has no words for these refusals: ours say what happened and what to do.
 */
export const CHANGE_MESSAGES = {
  NOT_BOOKED:
    'Only a booked trip can be changed online. Please pay the balance first, or call our Flight Concierge Team.',
  ALREADY_CANCELLED: 'This booking is cancelled and can no longer be changed.',
  FLOWN: 'This trip has already flown and can no longer be changed.',
  TOO_LATE: `This trip departs within ${CONCIERGE_ONLY_WITHIN_HOURS} hours: please call our Flight Concierge Team to change it.`,
  UNCHANGED: 'Please choose a new date or time for at least one flight.',
  PAST: PAST_DEPARTURE_MESSAGE,
  WITHIN_24_HOURS: `The new departure must be at least ${CONCIERGE_ONLY_WITHIN_HOURS} hours from now. For a sooner flight, please call our Flight Concierge Team.`,
  TOO_FAR_AHEAD: `A new departure ${CONCIERGE_ONLY_FROM_DAYS_AHEAD} days or more ahead can only be booked through our Flight Concierge Team.`,
  OUTSIDE_SERVICE_AREA: 'This trip can only be changed through our Flight Concierge Team by phone.',
  NO_AIRCRAFT:
    'No aircraft of this category is free for the new dates. Please choose other dates or call our Flight Concierge Team.',
  AIRCRAFT_TAKEN: 'The aircraft is no longer free for the new dates. Please check the new dates again.',
  EXPIRED: 'This price is no longer guaranteed. Please check the new dates again for the current price.',
  CHANGED_MEANWHILE: 'This trip has changed since this price was shown. Please check the new dates again.',
  PRICE_MOVED: 'The price of this change is not the one shown. Please check it and confirm again.',
  UNKNOWN_TRIP: 'This trip can only be changed through our Flight Concierge Team by phone.',
} as const;
export type ChangeRefusal = keyof typeof CHANGE_MESSAGES;

export const DEPARTURE_TIME_MESSAGE = 'Please choose a date and time for each flight.';

/** A new departure as the change form and the API take it: a real day and minute, "YYYY-MM-DD HH:mm". */
export const departureTimeSchema = z
  .string({ error: DEPARTURE_TIME_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, DEPARTURE_TIME_MESSAGE)
  .refine((text) => {
    const [date = '', time = ''] = text.split(' ');
    const [hours = 99, minutes = 99] = time.split(':').map(Number);
    const day = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date) && hours < 24 && minutes < 60;
  }, DEPARTURE_TIME_MESSAGE);

/** A leg's departure as the change form and the API take it: "YYYY-MM-DD HH:mm", local time. */
export function departureInput(leg: Pick<LegView, 'departureDateTime'>): string {
  const [day = '', month = '', year = ''] = leg.departureDateTime.slice(0, 10).split('-');
  return `${year}-${month}-${day} ${leg.departureDateTime.slice(11, 16)}`;
}

/** What a customer may change the dates of now, or why not: booked, and more than 24 hours ahead. */
export function changeRefusalNow(
  status: 'DRAFT' | 'RESERVED' | 'BOOKED' | 'CANCELLED' | 'COMPLETED',
  firstDeparture: Date,
  now: Date,
): ChangeRefusal | null {
  if (status === 'CANCELLED') return 'ALREADY_CANCELLED';
  if (status === 'COMPLETED' || firstDeparture.getTime() <= now.getTime()) return 'FLOWN';
  if (status !== 'BOOKED') return 'NOT_BOOKED';
  if (hoursBetween(now, firstDeparture) < CONCIERGE_ONLY_WITHIN_HOURS) return 'TOO_LATE';
  return null;
}

/**
 * The booked trip searched again with new departures, legs keyed by their order; a leg not
 * given keeps its time. A round trip's return is its second leg.
 */
export function changedSearch(
  original: { routeType: RouteType; passengers: number; petFriendly: boolean },
  legs: readonly LegView[],
  departures: ReadonlyMap<number, string>,
): SearchInput {
  const sorted = [...legs].sort((a, b) => a.legOrder - b.legOrder);
  const when = (leg: LegView) => departures.get(leg.legOrder) ?? departureInput(leg);
  const city = (leg: LegView, order: number) => ({
    origin: leg.departureAirport.icaoCode,
    destination: leg.arrivalAirport.icaoCode,
    departureTime: when(leg),
    order: String(order),
  });
  const [out, back] = sorted;
  const cities =
    original.routeType === 'MULTI_CITY' || !out
      ? sorted.map((leg, i) => city(leg, i + 1))
      : [{ ...city(out, 1), returnTime: original.routeType === 'ROUND_TRIP' && back ? when(back) : null }];
  return {
    routeType: original.routeType,
    travelCities: cities,
    passengers: original.passengers,
    petFriendly: original.petFriendly,
  };
}

/** Why the new dates cannot be booked online now, or null: the booking window of new bookings. */
export function newDatesRefusal(
  trip: { firstDeparture: Date; countryCodes: readonly string[] },
  now: Date,
): ChangeRefusal | null {
  if (trip.firstDeparture.getTime() <= now.getTime()) return 'PAST';
  const channel = bookingChannel(trip, now);
  return channel.online ? null : channel.reason;
}

/** Paying a higher price's difference: the 3% card fee by card or Apple Pay, none from the wallet. */
export function differencePayment(difference: Cents, method: PayMethod): { cardFee: Cents; amount: Cents } {
  const cardFee = isCardMethod(method) ? percentOf(difference, CARD_FEE_PERCENT) : 0;
  return { cardFee, amount: difference + cardFee };
}
