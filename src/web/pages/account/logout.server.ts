import { redirect } from 'react-router';
import type { ActionArgs } from '../../context';
import {
  cookieFor,
  LAST_SEARCH_COOKIE,
  SAVED_SEARCH_COOKIE,
  SEARCH_ERROR_COOKIE,
  SEARCH_ID_COOKIE,
} from '../booking/search-run.server';

/** The search state a visitor or customer leaves in cookies: log out clears it (spec 000 §4). */
const SEARCH_COOKIES = [SAVED_SEARCH_COOKIE, SEARCH_ID_COOKIE, SEARCH_ERROR_COOKIE, LAST_SEARCH_COOKIE];

/** Ends the session (revoking its refresh token), clears the saved search, and goes home. */
export async function action({ request, context }: ActionArgs) {
  const headers = new Headers();
  for (const cookie of await context.session.end()) headers.append('Set-Cookie', cookie);
  for (const name of SEARCH_COOKIES) headers.append('Set-Cookie', cookieFor(request, name, '', 0));
  return redirect('/', { headers });
}
