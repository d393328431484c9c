import { AIRCRAFT_CATEGORIES, CATEGORY_PROFILES, type AircraftCategory } from '../aircraft-categories';
import { carbonView } from '../carbon/carbon-view';
import { tripCarbon } from '../carbon/emissions';
import type { Airport } from '../charter/reference-data';
import type { Cents } from '../money';
import { MESSAGES } from '../search/search-form';
import { addonOffers, type AddonOffer } from './addons';
import { greatCircleNm } from './geo';
import type { AircraftQuote, Charges } from './price-aircraft';
import type { Taxes } from './taxes';
import { priceTrips, type PricedTrip, type PricingDeps } from './price-trips';
import { NOMINAL_CRUISE_KNOTS, OPTIONS_PER_CATEGORY, QUOTE_VALIDITY_MINUTES } from './rates';
import {
  addonGroups,
  dollars,
  legView,
  priceBreakup,
  type AircraftOption,
  type LegView,
  type SearchAnswer,
} from './quote-view';
import { segmentMinutes } from './routing';
import { readTrip, type SearchInput, type Trip } from './trip';

export interface QuoteDeps extends PricingDeps {
  airport(icao: string): Airport | undefined;
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
  /**
   * An empty leg (src/core/empty-legs): the booked trip whose repositioning flight this is. Its
   * tail is taken by that trip too, so that trip's busy window is not held against it.
   */
  emptyLeg?: { of: string; direction: 'IN' | 'OUT' };
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

/**
 * Prices a search over the whole fleet (docs/decisions/008-quote-engine.md). Per category:
 * keep aircraft that seat the party and are free; rank them by a cheap estimate (flight hours
 * including the ferries, at the tail's rate; ferry distances computed once per base); price the
 * few best in full; answer the cheapest first.
 */
export function searchQuotes(search: SearchInput, context: SearchContext, deps: QuoteDeps): SearchOutcome {
  const read = readTrip(search, (code) => deps.airport(code));
  if (!read.ok) return read;
  const [priced] = priceTrips([read.trip], deps);
  if (!priced) return { ok: false, message: MESSAGES.incomplete };
  return answerSearch(search, read.trip, priced, context);
}

/** The answer and the stored quote of a search whose trip has been priced (priceTrips). */
export function answerSearch(
  search: SearchInput,
  trip: Trip,
  priced: PricedTrip,
  context: SearchContext,
): SearchOutcome {
  const first = trip.legs[0];
  if (!first) return { ok: false, message: MESSAGES.incomplete };
  const data = {} as Record<AircraftCategory, AircraftOption[]>;
  const options: QuotedOption[] = [];
  const bestNonStop: { category: AircraftCategory; total: Cents }[] = [];
  for (const category of AIRCRAFT_CATEGORIES) {
    const quotes = priced[category];
    if (quotes.length === 0) {
      data[category] = [unavailableOption(category, trip)];
      continue;
    }
    const average = Math.round(quotes.reduce((sum, q) => sum + q.total, 0) / quotes.length);
    data[category] = quotes.slice(0, OPTIONS_PER_CATEGORY).map((quote, i) => {
      const aboneSearchId = `${context.searchId}-${category}-${i + 1}`;
      const stored = quotedOption(quote, trip, aboneSearchId, i, average);
      options.push(stored);
      return stored.answer;
    });
    const cheapest = quotes[0];
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
    carbon: carbonView(
      tripCarbon(
        entry.model,
        quote.legs.map((l) => l.flight),
        quote.repositioning,
        trip.passengers,
      ),
    ),
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
