import { AIRCRAFT_CATEGORIES, CATEGORY_PROFILES, type AircraftCategory } from '../aircraft-categories';
import type { Airport } from '../charter/reference-data';
import type { Cents } from '../money';
import { addonOffers, type AddonOffer } from './addons';
import type { FleetEntry, FleetIndex } from './fleet-index';
import { greatCircleNm } from './geo';
import { priceAircraft, type AircraftQuote, type Charges, type Taxes } from './price-aircraft';
import {
  BUSY_BUFFER_HOURS,
  FULLY_PRICED_PER_CATEGORY,
  NOMINAL_CRUISE_KNOTS,
  OPTIONS_PER_CATEGORY,
  QUOTE_VALIDITY_MINUTES,
  WIND_ROUTE_FACTOR,
} from './rates';
import {
  addonGroups,
  dollars,
  legView,
  priceBreakup,
  type AircraftOption,
  type LegView,
  type SearchAnswer,
} from './quote-view';
import { createStopFinder, segmentMinutes, type AirportsNear } from './routing';
import { readTrip, type SearchInput, type Trip } from './trip';

/** A time an aircraft is already taken (a booking or a hold), as the bookings store knows it. */
export interface BusyWindow {
  from: Date;
  to: Date;
}

export interface QuoteDeps {
  fleet: FleetIndex;
  airport(icao: string): Airport | undefined;
  airportsNear: AirportsNear;
  /** Busy windows of a tail number; absent when it has none. */
  busy(tailNumber: string): readonly BusyWindow[] | undefined;
}

export interface SearchContext {
  /** Id of this search, chosen by the caller; each option's aboneSearchId derives from it. */
  searchId: string;
  now: Date;
}

/** One option of a stored quote: the guaranteed price and what it was computed from. */
export interface QuotedOption {
  aboneSearchId: string;
  category: AircraftCategory;
  tailNumber: string;
  modelId: string;
  operatorId: string;
  aircraftPrice: Cents;
  charges: Charges;
  taxes: Cents;
  taxBreakdown: Taxes;
  addons: AddonOffer[];
  /** The option as the search answered it. */
  answer: AircraftOption;
  busyFrom: string;
  busyTo: string;
}

/**
 * A guaranteed quote (spec 000 section 1): what the customer searched, every option's price,
 * and until when those prices hold. Plain JSON-safe data, stored by the engine layer.
 */
export interface StoredQuote {
  searchId: string;
  search: SearchInput;
  passengers: number;
  createdAt: string;
  validUntil: string;
  firstDeparture: string;
  options: QuotedOption[];
  /**
   * The answer as the search gave it, kept whole so /book-flight can read it back by search
   * id (only the search id travels in the customer's cookie). Absent on quotes stored before.
   */
  answer?: SearchAnswer;
}

export type SearchOutcome = { ok: true; answer: SearchAnswer; quote: StoredQuote } | { ok: false; message: string };

const HOUR = 3_600_000;

interface Scored {
  entry: FleetEntry;
  estimate: number;
}

/**
 * Prices a search over the whole fleet (docs/decisions/008-quote-engine.md). Per category:
 * keep aircraft that seat the party and are free; rank them by a cheap estimate (flight hours
 * including the ferries, at the tail's rate; ferry distances computed once per base); price the
 * few best in full; answer the cheapest first.
 */
export function searchQuotes(search: SearchInput, context: SearchContext, deps: QuoteDeps): SearchOutcome {
  const read = readTrip(search, (code) => deps.airport(code));
  if (!read.ok) return read;
  const trip = read.trip;
  const first = trip.legs[0];
  const last = trip.legs[trip.legs.length - 1];
  if (!first || !last) return { ok: false, message: 'Please type all information.' };

  const findStops = createStopFinder(deps.airportsNear, deps.fleet.stopCache);
  const homes = deps.fleet.homes;
  const ferryInNm = homes.map((h) => greatCircleNm(h, first.from));
  const ferryOutNm = homes.map((h) => greatCircleNm(last.to, h));
  const tripNm = trip.legs.map((l) => greatCircleNm(l.from, l.to));
  const totalTripNm = tripNm.reduce((a, b) => a + b, 0);
  const lastLegNm = tripNm[tripNm.length - 1] ?? 0;

  const data = {} as Record<AircraftCategory, AircraftOption[]>;
  const options: QuotedOption[] = [];
  const bestNonStop: { category: AircraftCategory; total: Cents }[] = [];
  for (const category of AIRCRAFT_CATEGORIES) {
    const shortlist: Scored[] = [];
    for (const entry of deps.fleet.byCategory[category]) {
      if (entry.aircraft.seats < trip.passengers) continue;
      // Hours per nautical mile flown; kept inline (no closure per aircraft: this loop sees the whole fleet).
      const hoursPerNm = WIND_ROUTE_FACTOR / entry.model.cruiseKnots;
      const ferryIn = ferryInNm[entry.homeIndex] ?? 0;
      const ferryOut = ferryOutNm[entry.homeIndex] ?? 0;
      // A generous window (an hour for possible fuel stops) so a busy tail is never shortlisted.
      const busy = deps.busy(entry.aircraft.tailNumber);
      if (busy) {
        const from = first.departs - (ferryIn * hoursPerNm + 1 + BUSY_BUFFER_HOURS) * HOUR;
        const to = last.departs + ((lastLegNm + ferryOut) * hoursPerNm + 2 + BUSY_BUFFER_HOURS) * HOUR;
        if (isBusy(busy, from, to)) continue;
      }
      const estimate = (totalTripNm + ferryIn + ferryOut) * hoursPerNm * entry.aircraft.hourlyRateCents;
      insertBest(shortlist, { entry, estimate });
    }
    const priced: AircraftQuote[] = [];
    for (const { entry } of shortlist) {
      const quote = priceAircraft(entry, trip, findStops);
      if (quote && !isBusy(deps.busy(entry.aircraft.tailNumber), quote.busyFrom, quote.busyTo)) priced.push(quote);
    }
    priced.sort((a, b) => a.total - b.total);
    if (priced.length === 0) {
      data[category] = [unavailableOption(category, trip)];
      continue;
    }
    const average = Math.round(priced.reduce((sum, q) => sum + q.total, 0) / priced.length);
    data[category] = priced.slice(0, OPTIONS_PER_CATEGORY).map((quote, i) => {
      const aboneSearchId = `${context.searchId}-${category}-${i + 1}`;
      const stored = quotedOption(quote, trip, aboneSearchId, i, average);
      options.push(stored);
      return stored.answer;
    });
    const cheapest = priced[0];
    if (cheapest && cheapest.legs.every((l) => l.flight.stops.length === 0))
      bestNonStop.push({ category, total: cheapest.total });
  }
  bestNonStop.sort((a, b) => a.total - b.total);

  const createdAt = context.now.getTime();
  const validUntil = Math.min(createdAt + QUOTE_VALIDITY_MINUTES * 60_000, first.departs);
  const answer: SearchAnswer = { data, preferredCategory: bestNonStop[0]?.category ?? null, error: null };
  return {
    ok: true,
    answer,
    quote: {
      searchId: context.searchId,
      search,
      passengers: trip.passengers,
      createdAt: new Date(createdAt).toISOString(),
      validUntil: new Date(validUntil).toISOString(),
      firstDeparture: new Date(first.departs).toISOString(),
      options,
      answer,
    },
  };
}

export function isBusy(windows: readonly BusyWindow[] | undefined, from: number, to: number): boolean {
  if (!windows) return false;
  return windows.some((w) => w.from.getTime() < to && w.to.getTime() > from);
}

/** Keeps the few lowest estimates, sorted (a bounded insertion: the list stays tiny). */
function insertBest(list: Scored[], item: Scored) {
  if (list.length === FULLY_PRICED_PER_CATEGORY && item.estimate >= (list[list.length - 1]?.estimate ?? Infinity))
    return;
  let i = list.length;
  while (i > 0 && (list[i - 1]?.estimate ?? 0) > item.estimate) i--;
  list.splice(i, 0, item);
  if (list.length > FULLY_PRICED_PER_CATEGORY) list.pop();
}

export function quotedOption(
  quote: AircraftQuote,
  trip: Trip,
  aboneSearchId: string,
  rank: number,
  average: Cents,
): QuotedOption {
  const { entry } = quote;
  const category = entry.model.category;
  const profile = CATEGORY_PROFILES[category];
  const blockMinutes = quote.legs.reduce((sum, l) => sum + l.flight.blockMinutes, 0);
  const addons = addonOffers({
    category,
    amenities: entry.aircraft.amenities,
    passengers: trip.passengers,
    petFriendly: trip.petFriendly,
    blockHours: blockMinutes / 60,
  });
  const legs: LegView[] = quote.legs.map((l, i) =>
    legView(
      {
        from: l.flight.from,
        to: l.flight.to,
        stops: l.flight.stops,
        departs: l.departs,
        blockMinutes: l.flight.blockMinutes,
        departureRestriction: l.departureRestriction,
        arrivalRestriction: l.arrivalRestriction,
      },
      i,
    ),
  );
  const answer: AircraftOption = {
    displayName: profile.displayName,
    displayOrder: profile.displayOrder,
    aboneSearchId,
    dealType: rank === 0 ? 'BEST_PRICE' : 'ALTERNATIVE',
    aircraftCategory: category,
    bookingId: null,
    aircraftName: entry.model.name,
    priceBreakup: priceBreakup({
      aircraftPrice: quote.aircraftPrice,
      addons: 0,
      taxes: quote.taxTotal,
      rewardsApplied: 0,
    }).view,
    abonePriceBreakup: { averagePrice: dollars(average) },
    itinerary: { departureDate: legs[0]?.departureDateTime ?? '', legs },
    addonResponse: addonGroups(addons),
  };
  return {
    aboneSearchId,
    category,
    tailNumber: entry.aircraft.tailNumber,
    modelId: entry.model.id,
    operatorId: entry.operator.id,
    aircraftPrice: quote.aircraftPrice,
    charges: quote.charges,
    taxes: quote.taxTotal,
    taxBreakdown: quote.taxes,
    addons,
    answer,
    busyFrom: new Date(quote.busyFrom).toISOString(),
    busyTo: new Date(quote.busyTo).toISOString(),
  };
}

/** The "Unavailable" tab: no price, and the trip drawn at the category's typical speed. */
function unavailableOption(category: AircraftCategory, trip: Trip): AircraftOption {
  const profile = CATEGORY_PROFILES[category];
  const legs = trip.legs.map((l, i) =>
    legView(
      {
        from: l.from,
        to: l.to,
        stops: [],
        departs: l.departs,
        blockMinutes: Math.round(segmentMinutes(greatCircleNm(l.from, l.to), NOMINAL_CRUISE_KNOTS[category])),
        departureRestriction: false,
        arrivalRestriction: false,
      },
      i,
    ),
  );
  return {
    displayName: profile.displayName,
    displayOrder: profile.displayOrder,
    aboneSearchId: null,
    dealType: 'UNAVAILABLE',
    aircraftCategory: category,
    bookingId: null,
    aircraftName: null,
    priceBreakup: priceBreakup({ aircraftPrice: 0, addons: 0, taxes: 0, rewardsApplied: 0 }).view,
    abonePriceBreakup: { averagePrice: 0 },
    itinerary: { departureDate: legs[0]?.departureDateTime ?? '', legs },
    addonResponse: [],
  };
}
