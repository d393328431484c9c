import { data, redirect } from 'react-router';
import { HOME_POPULAR_ROUTES, type PopularRoute } from '../../../core/popular-routes';
import { peakWindowOf } from '../../../core/notices/peak-travel';
import { minDepartureDate, toSearchOptions, validateSearch } from '../../../core/search/search-form';
import type { ActionArgs, LoaderArgs } from '../../context';
import { formFailure } from '../account/form-data.server';
import { readSearchForm, todayOf } from './search-form-data.server';
import { SEARCH_ERROR_COOKIE, cookieFor, runSearch, savedSearchCookie, searchErrorOf } from './search-run.server';

export interface ConsumerBookingData {
  popularRoutes: readonly PopularRoute[];
  /** The home-screen peak-travel banner, only while the peak window is current. */
  peakMessage: string | null;
  minDate: string;
  /** The error of a search run by /searching, toasted once. */
  searchError: string | null;
}

export interface ConsumerBookingActionData {
  formError?: string;
  /** A visitor's search was kept: the Benefits prompt opens. */
  benefits?: true;
}

export function loader({ context, request }: LoaderArgs) {
  const now = context.now();
  const today = todayOf(now);
  const window = peakWindowOf(context.peakTravel, now);
  const current = today >= window.fromDate && today <= window.toDate;
  const searchError = searchErrorOf(request);
  const body: ConsumerBookingData = {
    popularRoutes: HOME_POPULAR_ROUTES,
    peakMessage: current ? context.peakTravel.homeScreenMessage : null,
    minDate: minDepartureDate(today),
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
  const form = readSearchForm(await request.formData());
  const verdict = validateSearch(form, todayOf(context.now()));
  if (!verdict.ok) return formFailure<ConsumerBookingActionData>(request, { formError: verdict.message }, 400);
  const options = toSearchOptions(form, null);

  if (context.user) {
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
