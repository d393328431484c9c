import { redirect } from 'react-router';
import { isStaff } from '../../ports/identity-provider';
import type { WebContext } from './context';
import type { SessionUser } from './shell/root-data';

/**
 * Who may open which page (spec 000 §2 and §4 "Guards", spec 001 §2). The http layer applies
 * this table to every request before any page runs, so a page cannot forget it; loaders and
 * actions can also call `requireUser` / `requireGuest` for the same answer.
 */
export const PROTECTED_ROUTES = [
  '/searching',
  '/watched-price/:id',
  '/book-flight',
  '/edit-airport',
  '/edit-date',
  '/review-booking/:id',
  '/payment-success',
  '/my-trips',
  '/booking-details/:id',
  '/booking-details/:id/carbon-certificate.pdf',
  '/itinerary/:id',
  '/itinerary/:id/pdf',
  '/itinerary/:id/calendar.ics',
  '/my-account',
  '/my-account/carbon.csv',
  '/my-account/carbon/:year.pdf',
] as const;

export const GUEST_ONLY_ROUTES = ['/login', '/forgot-password'] as const;

/** Where a signed-in person lands when no (valid) return path was given. */
export const DEFAULT_SIGNED_IN_PATH = '/consumer-booking';
export const ACCOUNT_PATH = '/my-account';

export type RouteAccess = 'protected' | 'guest-only' | 'public';

/**
 * One pattern list as a single expression, built once (this runs on every request). Reads as
 * React Router's matchPath with `end: true`: `:param` is one segment, case does not matter,
 * trailing slashes are allowed.
 */
function patternsMatcher(patterns: readonly string[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sources = patterns.map((path) =>
    path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
      .join('/'),
  );
  return new RegExp(`^(?:${sources.join('|')})/*$`, 'i');
}

const protectedPath = patternsMatcher(PROTECTED_ROUTES);
const guestOnlyPath = patternsMatcher(GUEST_ONLY_ROUTES);

export function accessFor(pathname: string): RouteAccess {
  if (protectedPath.test(pathname)) return 'protected';
  if (guestOnlyPath.test(pathname)) return 'guest-only';
  return 'public';
}

/**
 * A return path we may redirect to after sign-in: a path on this site, never another origin.
 * Refuses absolute URLs, protocol-relative `//evil.com`, the backslash forms browsers read as
 * `//` (`/\evil.com`), and control characters; anything else refused gives `fallback`.
 */
export function safeReturnPath(value: string | null | undefined, fallback = DEFAULT_SIGNED_IN_PATH): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // oxlint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = 'http://return-path.invalid';
  let parsed: URL;
  try {
    parsed = new URL(value, base);
  } catch {
    return fallback;
  }
  if (parsed.origin !== base) return fallback;
  return parsed.pathname + parsed.search + parsed.hash;
}

/** `/login?redirectTo=<path>` for a visitor stopped at `path` (path and query of the page). */
export function loginPathFor(pathAndQuery: string): string {
  return `/login?redirectTo=${encodeURIComponent(safeReturnPath(pathAndQuery, '/'))}`;
}

/** Where to send this request instead, or null when it may go ahead. */
export function guardRedirect(url: URL, signedIn: boolean): string | null {
  const access = accessFor(url.pathname);
  if (access === 'protected' && !signedIn) return loginPathFor(url.pathname + url.search);
  if (access === 'guest-only' && signedIn) return ACCOUNT_PATH;
  return null;
}

/** For loaders and actions of signed-in pages: the user, or a redirect to /login. */
export function requireUser(context: WebContext, request: Request): SessionUser {
  if (context.user) return context.user;
  const url = new URL(request.url);
  throw redirect(loginPathFor(url.pathname + url.search));
}

/** For loaders of guest-only pages: signed-in people go to their account. */
export function requireGuest(context: WebContext): void {
  if (context.user) throw redirect(ACCOUNT_PATH);
}

/** Where a sign-in goes: where it was asked to, else the booking page, or the desk for staff. */
export async function landingAfterSignIn(
  accounts: Pick<WebContext['accounts'], 'accountFor'>,
  accessToken: string,
  requested: string,
): Promise<string> {
  const target = safeReturnPath(requested);
  if (target !== DEFAULT_SIGNED_IN_PATH) return target;
  const account = await accounts.accountFor(accessToken);
  if (!account || !isStaff(account.identity.role)) return target;
  // Staff prove their second factor before the desk (docs/decisions/053).
  return account.identity.secondFactor ? '/desk' : '/second-factor';
}
