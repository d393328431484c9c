import {
  MESSAGES,
  toSearchOptions,
  validateSearch,
  type LegInput,
  type RouteType,
  type SearchForm,
  type SearchOptions,
} from './search-form';

/**
 * Editing one leg of a search already run, from the results (spec 000 sections 2 and 4): EDIT
 * AIRPORT changes the departure or arrival airport of a leg and turns the trip into a multi
 * city search; EDIT DATE changes a leg's date and time. Either way the edited search passes
 * the search form's own rules (search-form.ts), so the customer meets the same messages.
 */
export interface SavedSearch {
  routeType: RouteType;
  travelCities: readonly {
    origin: string;
    destination: string;
    departureTime: string;
    returnTime?: string | null;
    order: string | number;
  }[];
  passengers: number;
  petFriendly: boolean;
  sessionId?: string | null;
}

export type AirportEnd = 'departure' | 'arrival';
export type EditResult = { ok: true; options: SearchOptions } | { ok: false; message: string };

/** Suggested airports on the Edit Airport map show at most this much of their names. */
export const SUGGESTION_NAME_LENGTH = 25;

export function cutAirportName(name: string): string {
  return name.length > SUGGESTION_NAME_LENGTH ? `${name.slice(0, SUGGESTION_NAME_LENGTH).trimEnd()}…` : name;
}

/** A leg from two airports and a "YYYY-MM-DD HH:mm" departure. */
const legAt = (from: string, to: string, departs: string): LegInput => ({
  from,
  to,
  date: departs.slice(0, 10),
  time: departs.slice(11, 16),
});

/** The legs with one of them replaced. */
function replaced(legs: readonly LegInput[], index: number, leg: LegInput): LegInput[] {
  const copy = [...legs];
  copy[index] = leg;
  return copy;
}

/**
 * The legs as the results show them, legOrder 1 first: a round trip is its outbound leg and
 * the return (the same airports reversed, leaving at the return time).
 */
export function legsOf(search: SavedSearch): LegInput[] {
  const cities = [...search.travelCities].sort((a, b) => Number(a.order) - Number(b.order));
  const first = cities[0];
  if (!first) return [];
  const outbound = legAt(first.origin, first.destination, first.departureTime);
  if (search.routeType === 'ONE_WAY') return [outbound];
  if (search.routeType === 'ROUND_TRIP') {
    return first.returnTime ? [outbound, legAt(first.destination, first.origin, first.returnTime)] : [outbound];
  }
  return cities.map((city) => legAt(city.origin, city.destination, city.departureTime));
}

/** The search form that would have produced these legs. */
function formOf(search: SavedSearch, routeType: SearchForm['routeType'], legs: LegInput[]): SearchForm {
  const back = routeType === 'ROUND_TRIP' ? legs[1] : undefined;
  return {
    routeType,
    passengers: search.passengers,
    petFriendly: search.petFriendly,
    legs: routeType === 'MULTI_CITY' ? legs : legs.slice(0, 1),
    returnDate: back?.date ?? '',
    returnTime: back?.time ?? '',
  };
}

/**
 * The search these legs make, checked by the search form's own rules: a change to a search
 * already run meets the messages a new search would (EDIT AIRPORT, EDIT DATE, a flexible date).
 */
export function searchOfLegs(
  search: SavedSearch,
  routeType: SearchForm['routeType'],
  legs: LegInput[],
  today: string,
): EditResult {
  const form = formOf(search, routeType, legs);
  const verdict = validateSearch(form, today);
  if (!verdict.ok) return verdict;
  return { ok: true, options: toSearchOptions(form, search.sessionId ?? null) };
}

/**
 * Change Airport: the leg's departure or arrival becomes `icao` and the search is searched
 * again as a multi city trip, as the spec says. A one-way trip has a single leg, which is not
 * a multi city search (that needs a first and a last leg), so it stays one way.
 */
export function changeLegAirport(
  search: SavedSearch,
  change: { legOrder: number; end: AirportEnd; icao: string },
  today: string,
): EditResult {
  const legs = legsOf(search);
  const leg = legs[change.legOrder - 1];
  if (!leg) return { ok: false, message: MESSAGES.incomplete };
  const icao = change.icao.trim().toUpperCase();
  if (!icao)
    return { ok: false, message: change.end === 'departure' ? MESSAGES.departureAirport : MESSAGES.arrivalAirport };
  const edited = replaced(legs, change.legOrder - 1, {
    from: change.end === 'departure' ? icao : leg.from,
    to: change.end === 'arrival' ? icao : leg.to,
    date: leg.date,
    time: leg.time,
  });
  const routeType = legs.length > 1 ? 'MULTI_CITY' : search.routeType;
  return searchOfLegs(search, routeType, edited, today);
}

/** Edit Date: the leg leaves on a new date and time; the trip keeps its type. */
export function changeLegDate(
  search: SavedSearch,
  change: { legOrder: number; date: string; time: string },
  today: string,
): EditResult {
  const legs = legsOf(search);
  const leg = legs[change.legOrder - 1];
  if (!leg) return { ok: false, message: MESSAGES.incomplete };
  const edited = replaced(legs, change.legOrder - 1, {
    from: leg.from,
    to: leg.to,
    date: change.date,
    time: change.time,
  });
  return searchOfLegs(search, search.routeType, edited, today);
}
