import { data, redirect } from 'react-router';
import { HOME_POPULAR_ROUTES, type PopularRoute } from '../../../core/popular-routes';
import { peakWindowOf } from '../../../core/notices/peak-travel';
import { minDepartureDate, toSearchOptions, validateSearch } from '../../../core/search/search-form';
import type { ActionArgs, LoaderArgs } from '../../context';
import { formFailure } from '../account/form-data.server';
import { readSearchForm, todayOf } from './search-form-data.server';

export interface ConsumerBookingData {
  popularRoutes: readonly PopularRoute[];
  /** The home-screen peak-travel banner, only while the peak window is current. */
  peakMessage: string | null;
  minDate: string;
}

export interface ConsumerBookingActionData {
  formError?: string;
  /** A visitor's search was kept: the Benefits prompt opens. */
  benefits?: true;
}

/** A visitor's search options wait this long for them to sign in (spec 000 section 4). */
export const SAVED_SEARCH_SECONDS = 15 * 60;
export const SAVED_SEARCH_COOKIE = 'contrail-saved-search';
/**
 * The signed-in customer's last search: only its search id, since the engine keeps the
 * guaranteed quotes by search id (decision 008); /book-flight re-reads them.
 */
export const SEARCH_ID_COOKIE = 'contrail-search-id';

const cookieFor = (request: Request, name: string, value: string, maxAgeSeconds: number) => {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`;
};
/** Quotes are guaranteed for 30 minutes (decision 008); the cookie lives no longer. */
const QUOTE_SECONDS = 30 * 60;

const SEARCH_UNAVAILABLE = 'Flight search is not available at the moment. Please contact us for assistance.';
const NO_AIRCRAFT = 'Based on your search criteria and availability, there are currently no aircraft in this category.';

export function loader({ context }: LoaderArgs): ConsumerBookingData {
  const now = context.now();
  const today = todayOf(now);
  const window = peakWindowOf(context.peakTravel, now);
  const current = today >= window.fromDate && today <= window.toDate;
  return {
    popularRoutes: HOME_POPULAR_ROUTES,
    peakMessage: current ? context.peakTravel.homeScreenMessage : null,
    minDate: minDepartureDate(today),
  };
}

/**
 * The search form's submit (spec 000 sections 4 and 5): the same rules the browser toasts are
 * checked here, so the form works before JavaScript. A visitor's options are kept in a short
 * cookie and the Benefits prompt opens; after sign-in the saved search resumes. A customer's
 * search runs at once: an engine error is toasted here, an answer goes on to /book-flight.
 */
export async function action({ request, context }: ActionArgs) {
  const form = readSearchForm(await request.formData());
  const verdict = validateSearch(form, todayOf(context.now()));
  if (!verdict.ok) return formFailure<ConsumerBookingActionData>(request, { formError: verdict.message }, 400);
  const options = toSearchOptions(form, null);

  if (context.user) {
    if (!context.flightSearch) {
      return formFailure<ConsumerBookingActionData>(request, { formError: SEARCH_UNAVAILABLE }, 503);
    }
    const results = await context.flightSearch.searchResults(options, context.caller);
    if (results.error !== null) {
      return formFailure<ConsumerBookingActionData>(request, { formError: results.error }, 400);
    }
    const searchId = Object.values(results.data)
      .flat()
      .find((option) => option.aboneSearchId)?.aboneSearchId;
    if (!searchId) return formFailure<ConsumerBookingActionData>(request, { formError: NO_AIRCRAFT }, 400);
    return redirect('/book-flight', {
      headers: { 'Set-Cookie': cookieFor(request, SEARCH_ID_COOKIE, encodeURIComponent(searchId), QUOTE_SECONDS) },
    });
  }

  const saved = Buffer.from(JSON.stringify(options)).toString('base64url');
  const body: ConsumerBookingActionData = { benefits: true };
  return data(body, {
    headers: { 'Set-Cookie': cookieFor(request, SAVED_SEARCH_COOKIE, saved, SAVED_SEARCH_SECONDS) },
  });
}
