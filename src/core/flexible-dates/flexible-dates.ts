import { AIRCRAFT_CATEGORIES } from '../aircraft-categories';
import { priceTrips, type PricedTrip } from '../quotes/price-trips';
import { dollars, type FlexibleDay } from '../quotes/quote-view';
import { answerSearch, type QuoteDeps, type SearchContext, type SearchOutcome } from '../quotes/search-quotes';
import { readTrip, searchOptionsSchema, type SearchInput, type Trip } from '../quotes/trip';
import { legsOf, searchOfLegs, type EditResult, type SavedSearch } from '../search/edit-search';
import { addDays } from '../search/leg-calendar';

/**
 * Flexible dates (docs/decisions/038): beside a search's results, the same trip up to three
 * days earlier and later, each day with the cheapest guaranteed total of every category.
 */
export const FLEXIBLE_DAYS = 3;

/**
 * The search moved by `days`. Every leg moves: a round trip keeps its stay, a multi-city trip
 * keeps its legs in order and their spacing. The moved search passes the search form's rules,
 * so a day too soon is refused with the form's own message.
 */
export function moveSearch(search: SavedSearch, days: number, today: string): EditResult {
  const legs = legsOf(search);
  // legsOf gives fresh objects: moving them in place changes nothing of the search.
  for (const leg of legs) leg.date = addDays(leg.date, days);
  return searchOfLegs(search, search.routeType, legs, today);
}

export interface FlexibleContext extends SearchContext {
  /** The customer's calendar date (the search form's "today"). */
  today: string;
}

interface StripDay {
  shift: number;
  date: string;
  trip: Trip | null;
}

/**
 * Prices a search and its flexible dates in one pass of the engine (priceTrips), so the six
 * days cost far less than six searches: the fleet scan, the estimates, the ferry distances and
 * the fuel stops are shared. The searched day's answer and quote are exactly those of
 * searchQuotes; each other day's price is what searching that day now answers (the same
 * function over the same fleet and bookings), so choosing it gets that price.
 */
export function searchWithFlexibleDates(search: SearchInput, context: FlexibleContext, deps: QuoteDeps): SearchOutcome {
  const read = readTrip(search, (code) => deps.airport(code));
  if (!read.ok) return read;
  const options = searchOptionsSchema.parse(search);
  const searched = legsOf(options)[0]?.date ?? '';

  const days: StripDay[] = [];
  for (let shift = -FLEXIBLE_DAYS; shift <= FLEXIBLE_DAYS; shift++) {
    if (shift === 0) continue;
    const moved = moveSearch(options, shift, context.today);
    const trip = moved.ok ? readTrip(moved.options, (code) => deps.airport(code)) : undefined;
    days.push({ shift, date: addDays(searched, shift), trip: trip?.ok ? trip.trip : null });
  }
  const others = days.filter((day): day is StripDay & { trip: Trip } => day.trip !== null);
  const [priced, ...otherPrices] = priceTrips([read.trip, ...others.map((day) => day.trip)], deps);
  if (!priced) return { ok: false, message: 'Please type all information.' };

  const outcome = answerSearch(search, read.trip, priced, context);
  if (!outcome.ok) return outcome;
  const pricesOf = new Map<number, PricedTrip>([[0, priced]]);
  others.forEach((day, i) => {
    const dayPrices = otherPrices[i];
    if (dayPrices) pricesOf.set(day.shift, dayPrices);
  });
  const strip = [...days, { shift: 0, date: searched, trip: read.trip }]
    .sort((a, b) => a.shift - b.shift)
    .map((day) => stripDay(day, pricesOf.get(day.shift)));
  outcome.answer.flexibleDates = strip;
  return outcome;
}

function stripDay(day: StripDay, priced: PricedTrip | undefined): FlexibleDay {
  const prices: FlexibleDay['prices'] = {};
  if (priced) {
    for (const category of AIRCRAFT_CATEGORIES) {
      const cheapest = priced[category][0];
      if (cheapest) prices[category] = dollars(cheapest.total);
    }
  }
  return { date: day.date, shift: day.shift, available: Boolean(priced), prices };
}
