import { redirect } from 'react-router';
import { AIRCRAFT_CATEGORIES } from '../../../core/aircraft-categories';
import type { ActionArgs, LoaderArgs } from '../../context';
import { requireUser } from '../../guards.server';
import { SAVED_SEARCH_COOKIE, SEARCH_ERROR_COOKIE, cookieFor, runSearch, savedSearchOf } from './search-run.server';

/** Without saved search options there is nothing to run (spec 000: back to /consumer-booking). */
export function loader({ request, context }: LoaderArgs): { ready: true } {
  requireUser(context, request);
  if (!savedSearchOf(request)) throw redirect('/consumer-booking');
  return { ready: true };
}

/**
 * Runs the search saved before sign-in. Success clears the saved options and goes to
 * /book-flight; an error goes back to /consumer-booking, which toasts it.
 */
export async function action({ request, context }: ActionArgs) {
  requireUser(context, request);
  const options = savedSearchOf(request);
  if (!options) return redirect('/consumer-booking');
  const run = await runSearch(request, context, options);
  if (!run.ok) {
    return redirect('/consumer-booking', {
      headers: { 'Set-Cookie': cookieFor(request, SEARCH_ERROR_COOKIE, encodeURIComponent(run.message), 60) },
    });
  }
  const headers = new Headers();
  headers.append('Set-Cookie', run.cookie);
  headers.append('Set-Cookie', run.lastSearchCookie);
  headers.append('Set-Cookie', cookieFor(request, SAVED_SEARCH_COOKIE, '', 0));
  // A price alert's search opens on the category whose price it told (decision 048).
  const category = AIRCRAFT_CATEGORIES.find((c) => c === new URL(request.url).searchParams.get('category'));
  return redirect(category ? `/book-flight?category=${category}` : '/book-flight', { headers });
}
