import { parse } from 'cookie';
import { searchOptionsSchema, type SearchInput } from '../../../core/quotes/trip';
import type { z } from 'zod';
import { MESSAGES } from '../../../core/search/search-form';
import { fromJsonToken, toJsonToken } from '../../../core/json-token';
import type { SearchOptionsLike } from '../../../core/search/search-form-data';
import type { WebContext } from '../../context';

type SearchOutput = z.output<typeof searchOptionsSchema>;

/** A visitor's search options wait this long for them to sign in (spec 000 section 4). */
export const SAVED_SEARCH_SECONDS = 15 * 60;
export const SAVED_SEARCH_COOKIE = 'contrail-saved-search';
/**
 * The signed-in customer's last search: only its search id, since the engine keeps the
 * guaranteed quotes by search id (decision 008); /book-flight re-reads them.
 */
export const SEARCH_ID_COOKIE = 'contrail-search-id';
/**
 * The options of the customer's last search, so the results header can return to the form
 * prefilled and an unchanged form can go straight back to the results.
 */
export const LAST_SEARCH_COOKIE = 'contrail-last-search';
/** A search error carried from /searching to the form, where it is toasted once. */
export const SEARCH_ERROR_COOKIE = 'contrail-search-error';

/** Quotes are guaranteed for 30 minutes (decision 008); the cookie lives no longer. */
const QUOTE_SECONDS = 30 * 60;

const SEARCH_UNAVAILABLE = 'Flight search is not available at the moment. Please contact us for assistance.';
const NO_AIRCRAFT = MESSAGES.noAircraft;

export function cookieFor(request: Request, name: string, value: string, maxAgeSeconds: number): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function savedSearchCookie(request: Request, options: SearchInput): string {
  return cookieFor(request, SAVED_SEARCH_COOKIE, toJsonToken(options), SAVED_SEARCH_SECONDS);
}

/** The visitor's saved search options, or null when absent, expired or not a search. */
export function savedSearchOf(request: Request): SearchInput | null {
  return searchInCookie(request, SAVED_SEARCH_COOKIE);
}

/** The customer's last search options (see LAST_SEARCH_COOKIE), or null. */
export function lastSearchOf(request: Request): SearchOptionsLike | null {
  return searchInCookie(request, LAST_SEARCH_COOKIE);
}

function searchInCookie(request: Request, name: string): SearchOutput | null {
  return searchOfCookieValue(cookieValueOf(request, name));
}

/** A cookie's value as the request sent it (percent-decoded), or undefined. */
export function cookieValueOf(request: Request, name: string): string | undefined {
  return parse(request.headers.get('Cookie') ?? '')[name];
}

/** The search options a search cookie's value carries, or null when it carries none. */
export function searchOfCookieValue(value: string | undefined): SearchOutput | null {
  return fromJsonToken(value, searchOptionsSchema);
}

/**
 * The quote's search id from one of its options' ids: the engine names options
 * "<searchId>-<CATEGORY>-<n>" (src/core/quotes/search-quotes.ts).
 */
export function searchIdOf(optionId: string): string {
  return optionId.replace(/-[A-Z_]+-\d+$/, '');
}

export type SearchRun =
  { ok: true; cookie: string; lastSearchCookie: string } | { ok: false; message: string; status: number };

/** Runs a customer's search and answers the cookie that keeps its search id for /book-flight. */
export async function runSearch(request: Request, context: WebContext, options: SearchInput): Promise<SearchRun> {
  if (!context.flightSearch) return { ok: false, message: SEARCH_UNAVAILABLE, status: 503 };
  const results = await context.flightSearch.searchResults(options, context.caller);
  if (results.error !== null) return { ok: false, message: results.error, status: 400 };
  const optionId = Object.values(results.data)
    .flat()
    .find((option) => option.aboneSearchId)?.aboneSearchId;
  const searchId = optionId ? searchIdOf(optionId) : undefined;
  if (!searchId) return { ok: false, message: NO_AIRCRAFT, status: 400 };
  const last = toJsonToken(options);
  return {
    ok: true,
    cookie: cookieFor(request, SEARCH_ID_COOKIE, encodeURIComponent(searchId), QUOTE_SECONDS),
    lastSearchCookie: cookieFor(request, LAST_SEARCH_COOKIE, last, QUOTE_SECONDS),
  };
}

/** The search error /searching left for the form, or null. */
export function searchErrorOf(request: Request): string | null {
  const value = cookieValueOf(request, SEARCH_ERROR_COOKIE);
  return value ? value.slice(0, 500) : null;
}
