import { z } from 'zod';
import { POPULAR_ROUTE_AIRPORTS } from '../../../core/popular-routes';
import { minDepartureDate } from '../../../core/search/search-form';
import type { LoaderArgs } from '../../context';
import { todayOf } from '../../../core/search/today';

/** The search form's submit is the home page's: the same rules, the same visitor prompt. */
export { action } from '../booking/consumer-booking.server';

export interface PopularRoutesBookData {
  minDate: string;
  /** The customer's calendar date (the search form's date rules count from it). */
  today: string;
  /** The route's two ICAO codes from the query, when well formed. */
  deptICAO: string | null;
  arrivalICAO: string | null;
  /** City names for the heading, when both airports are on our popular-routes list. */
  deptCity: string | null;
  arrivalCity: string | null;
}

const code = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{3,4}$/));

const cityOf = (icao: string | null): string | null =>
  icao && Object.hasOwn(POPULAR_ROUTE_AIRPORTS, icao)
    ? POPULAR_ROUTE_AIRPORTS[icao as keyof typeof POPULAR_ROUTE_AIRPORTS]
    : null;

/**
 * /popular-routes-book?deptICAO=&arrivalICAO= (spec 000 sections 2 and 4). A malformed code is
 * left out rather than refused: the page is still the search form, just not prefilled.
 */
export function loader({ request, context }: LoaderArgs): PopularRoutesBookData {
  const query = new URL(request.url).searchParams;
  const read = (name: string) => {
    const parsed = code.safeParse(query.get(name) ?? '');
    return parsed.success ? parsed.data : null;
  };
  const deptICAO = read('deptICAO');
  const arrivalICAO = read('arrivalICAO');
  const today = todayOf(context.now());
  return {
    minDate: minDepartureDate(today),
    today,
    deptICAO,
    arrivalICAO,
    deptCity: cityOf(deptICAO),
    arrivalCity: cityOf(arrivalICAO),
  };
}
