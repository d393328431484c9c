/**
 * What the service worker and the pages agree on (docs/decisions/042): which pages of a
 * signed-in customer stay readable offline, where they are kept, and how a kept page says so.
 * Shared by src/web/pwa/service-worker.ts, the page scripts and their tests.
 */

/** The Cache Storage cache holding a customer's pages: emptied on sign-out and account deletion. */
export const KEPT_PAGES_CACHE = 'contrail-kept-pages';

/** The branded page shown for any page the network cannot give and nothing kept. */
export const OFFLINE_PATH = '/offline';

/** The message a page sends the waiting service worker to take over (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING = 'SKIP_WAITING';

const KEPT = [/^\/my-trips$/, /^\/booking-details\/[^/]+$/, /^\/itinerary\/[^/]+$/, /^\/itinerary\/[^/]+\/pdf$/];

/** My Trips, a booking's details, its itinerary and the itinerary's PDF. */
export function isKeptPage(pathname: string): boolean {
  return KEPT.some((pattern) => pattern.test(pathname));
}

/** The attribute of <html> a kept page carries when shown offline: when it was saved (ISO 8601). */
export const SAVED_AT_ATTRIBUTE = 'data-saved-at';

/**
 * A kept page as shown offline: its <html> element marked with when it was saved, for the
 * notice the page then shows (src/web/pwa/offline-notice.tsx). An attribute, not an element:
 * hydration keeps the root's attributes and would drop an element React did not render.
 */
export function markedSaved(html: string, savedAt: Date | null): string {
  const value = savedAt ? savedAt.toISOString() : '';
  return html.replace(/<html\b/i, `<html ${SAVED_AT_ATTRIBUTE}="${value}"`);
}

/** "Saved Sat, Nov 28, 5:12 AM, you are offline" ("Saved earlier, ..." when the time is unknown). */
export function savedNotice(savedAt: Date | null, locale?: string): string {
  const time =
    savedAt && !Number.isNaN(savedAt.getTime())
      ? savedAt.toLocaleString(locale ?? 'en-US', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        })
      : 'earlier';
  return `Saved ${time}, you are offline`;
}
