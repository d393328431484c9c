import { data, redirect } from 'react-router';
import { HOME_POPULAR_ROUTES, type PopularRoute } from '../../../core/popular-routes';
import { peakWindowOf } from '../../../core/notices/peak-travel';
import { minDepartureDate, toSearchOptions, validateSearch, type SearchForm } from '../../../core/search/search-form';
import type { ActionArgs, LoaderArgs } from '../../context';
import { formFailure } from '../account/form-data.server';
import { readSearchForm, sameSearch, searchFormOf, sessionIdOf } from '../../../core/search/search-form-data';
import { todayOf } from '../../../core/search/today';
import {
  SEARCH_ERROR_COOKIE,
  SEARCH_ID_COOKIE,
  cookieFor,
  cookieValueOf,
  lastSearchOf,
  runSearch,
  savedSearchCookie,
  searchErrorOf,
} from './search-run.server';

export interface ConsumerBookingData {
  popularRoutes: readonly PopularRoute[];
  /** The home-screen peak-travel banner, only while the peak window is current. */
  peakMessage: string | null;
  minDate: string;
  /** The customer's calendar date, for the form's own date checks. */
  today: string;
  /** The customer's last search, which the form starts from (the results header leads here). */
  prefill: SearchPrefill | null;
  /** The error of a search run by /searching, toasted once. */
  searchError: string | null;
}

export interface SearchPrefill {
  form: SearchForm;
  /** How each airport of the search reads in its field, by ICAO code. */
  airportLabels: Record<string, string>;
}

export interface ConsumerBookingActionData {
  formError?: string;
  /** A visitor's search was kept: the Benefits prompt opens. */
  benefits?: true;
}

const searchIdIn = (request: Request) => cookieValueOf(request, SEARCH_ID_COOKIE);

/** The signed-in customer's last search as the form shows it, with the airports' names. */
async function prefillOf(request: Request, context: LoaderArgs['context']): Promise<SearchPrefill | null> {
  const last = context.user ? lastSearchOf(request) : null;
  if (!last) return null;
  const airportLabels: Record<string, string> = {};
  const searchId = searchIdIn(request);
  const answer =
    searchId && context.flightSearch ? await context.flightSearch.resultsOf(searchId, context.caller) : null;
  const legs = answer ? (Object.values(answer.data).flat()[0]?.itinerary.legs ?? []) : [];
  for (const airport of legs.flatMap((leg) => [leg.departureAirport, leg.arrivalAirport])) {
    airportLabels[airport.icaoCode] = `${airport.icaoCode} - ${airport.displayName}, ${airport.city}`;
  }
  return { form: searchFormOf(last), airportLabels };
}

export async function loader({ context, request }: LoaderArgs) {
  const now = context.now();
  const today = todayOf(now);
  const window = peakWindowOf(context.peakTravel, now);
  const current = today >= window.fromDate && today <= window.toDate;
  const searchError = searchErrorOf(request);
  const body: ConsumerBookingData = {
    popularRoutes: HOME_POPULAR_ROUTES,
    peakMessage: current ? context.peakTravel.homeScreenMessage : null,
    minDate: minDepartureDate(today),
    today,
    prefill: await prefillOf(request, context),
    searchError,
  };
  if (!searchError) return body;
  return data(body, { headers: { 'Set-Cookie': cookieFor(request, SEARCH_ERROR_COOKIE, '', 0) } });
}

/**
 * The search form's submit (spec 000 sections 4 and 5): the same rules the browser toasts are
 * checked here, so the form works before JavaScript. A visitor's options are kept in a short
 * cookie and the Benefits prompt opens; after sign-in the saved search resumes. A customer's
 * search runs at once: an engine error is toasted here, an answer goes on to /book-flight.
 */
export async function action({ request, context }: ActionArgs) {
  const posted = await request.formData();
  const form = readSearchForm(posted);
  const verdict = validateSearch(form, todayOf(context.now()));
  if (!verdict.ok) return formFailure<ConsumerBookingActionData>(request, { formError: verdict.message }, 400);
  const options = toSearchOptions(form, sessionIdOf(posted));

  if (context.user) {
    // An unchanged form goes straight back to the results it already has (spec 000 section 4).
    const last = lastSearchOf(request);
    if (last && searchIdIn(request) && sameSearch(searchFormOf(last), form)) return redirect('/book-flight');
    const run = await runSearch(request, context, options);
    if (!run.ok) return formFailure<ConsumerBookingActionData>(request, { formError: run.message }, run.status);
    const headers = new Headers();
    headers.append('Set-Cookie', run.cookie);
    headers.append('Set-Cookie', run.lastSearchCookie);
    return redirect('/book-flight', { headers });
  }
  const body: ConsumerBookingActionData = { benefits: true };
  return data(body, { headers: { 'Set-Cookie': savedSearchCookie(request, options) } });
}
