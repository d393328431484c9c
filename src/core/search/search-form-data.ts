import { ROUTE_TYPES, type LegInput, type RouteType, type SearchForm } from './search-form';

/** What the form reading needs of FormData, so the browser and the server read the form alike. */
export interface FormFields {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

const text = (form: FormFields, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const texts = (form: FormFields, name: string): string[] =>
  form.getAll(name).map((value) => (typeof value === 'string' ? value.trim() : ''));

/** An ICAO code as chosen by the autocomplete, or typed by hand before JavaScript runs. */
const icao = (value: string) => value.toUpperCase();

/**
 * Reads the search form as posted. Legs come as parallel repeated fields (from, to, date,
 * time), so the same form works with and without JavaScript; a missing or malformed value
 * becomes '' or null and the search rules answer it with their own message. The browser reads
 * the form with this before it posts, so both sides check the very same fields.
 */
export function readSearchForm(form: FormFields): SearchForm {
  const routeTypeText = text(form, 'routeType');
  const routeType: RouteType = (ROUTE_TYPES as readonly string[]).includes(routeTypeText)
    ? (routeTypeText as RouteType)
    : 'ROUND_TRIP';
  const from = texts(form, 'from');
  const to = texts(form, 'to');
  const dates = texts(form, 'date');
  const times = texts(form, 'time');
  const count = routeType === 'MULTI_CITY' ? Math.max(from.length, 1) : 1;
  const legs: LegInput[] = Array.from({ length: count }, (_, i) => ({
    from: icao(from[i] ?? ''),
    to: icao(to[i] ?? ''),
    date: dates[i] ?? '',
    time: times[i] ?? '',
  }));
  const passengersText = text(form, 'passengers');
  const passengers = /^\d{1,3}$/.test(passengersText) ? Number(passengersText) : null;
  return {
    routeType,
    passengers,
    petFriendly: form.get('petFriendly') === 'on' || form.get('petFriendly') === 'true',
    legs,
    returnDate: routeType === 'ROUND_TRIP' ? text(form, 'returnDate') : '',
    returnTime: routeType === 'ROUND_TRIP' ? text(form, 'returnTime') : '',
  };
}

/** The browser-session id the form posts (spec 000: air-book-session-id), when well formed. */
export function sessionIdOf(form: FormFields): string | null {
  const value = text(form, 'sessionId');
  return /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : null;
}

/** Search options as built by toSearchOptions or as the engine's schema reads them. */
export interface SearchOptionsLike {
  routeType: RouteType;
  travelCities: readonly {
    origin: string;
    destination: string;
    departureTime: string;
    returnTime?: string | null;
    order: string;
  }[];
  passengers: number;
  petFriendly: boolean;
}

const split = (moment: string | null | undefined) => {
  const [date = '', time = ''] = (moment ?? '').split(' ');
  return { date, time };
};

/**
 * The form a search was made from (the inverse of toSearchOptions), to prefill the form when
 * the customer goes back from the results.
 */
export function searchFormOf(options: SearchOptionsLike): SearchForm {
  const cities = [...options.travelCities].sort((a, b) => Number(a.order) - Number(b.order));
  const back = split(cities[0]?.returnTime);
  return {
    routeType: options.routeType,
    passengers: options.passengers,
    petFriendly: options.petFriendly,
    legs: cities.map((city) => {
      const { date, time } = split(city.departureTime);
      return { from: city.origin, to: city.destination, date, time };
    }),
    returnDate: options.routeType === 'ROUND_TRIP' ? back.date : '',
    returnTime: options.routeType === 'ROUND_TRIP' ? back.time : '',
  };
}

/** Whether two forms ask for the same search: an unchanged form goes straight to the results. */
export function sameSearch(a: SearchForm, b: SearchForm): boolean {
  const legs = (form: SearchForm) => (form.routeType === 'MULTI_CITY' ? form.legs : form.legs.slice(0, 1));
  const [legsA, legsB] = [legs(a), legs(b)];
  return (
    a.routeType === b.routeType &&
    a.passengers === b.passengers &&
    a.petFriendly === b.petFriendly &&
    a.returnDate === b.returnDate &&
    a.returnTime === b.returnTime &&
    legsA.length === legsB.length &&
    legsA.every((leg, i) => {
      const other = legsB[i];
      return other?.from === leg.from && other.to === leg.to && other.date === leg.date && other.time === leg.time;
    })
  );
}
