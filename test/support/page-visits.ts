import type { Page } from 'puppeteer';
import { accessFor } from '../../src/web/guards.server';
import { deskRoutes, flattenRoutes, pageRoutes, type RouteSpec } from '../../src/web/route-specs';
import { acknowledgePeakTravel, bookLightJet, chooseAndConfirm, roundTripSearch } from './payment-driver';
import { addPassenger } from './trips-driver';

/**
 * Every page a person can open and every dialog they can open on it, for the checks that go
 * through all of them: no sideways scroll on a phone (test/e2e/small-screens.test.ts), axe
 * (test/e2e/accessibility.test.ts) and `npm run audit:pages`. Each visit says who opens it:
 *   - visitor: nobody signed in;
 *   - maya: a customer with a booked trip (a passenger on it), a draft booking from a real
 *     search, and a saved search (the data below fills in the addresses);
 *   - omar: signed in, but with a profile that lacks its phone (as after a social sign-in
 *     that shared none): /complete-profile and its dialog;
 *   - staff: an administrator of the back office (/desk).
 */
/** `newStaff`: a staff member signed in by password whose authenticator is still to be set up. */
export type Who = 'visitor' | 'maya' | 'omar' | 'staff' | 'newStaff';

export interface Visit {
  /** The address, with `:id` where the data fills one in (see `addressOf`); after `#`, a name for the visit. */
  path: string;
  who: Who;
  /** Before checking: open a dialog, wait for a part that loads late. */
  prepare?: (page: Page) => Promise<void>;
  /** Opened without JavaScript (a page that moves on by itself once scripts run). */
  noScript?: true;
  /** An error page (404, 400): Lighthouse does not measure an error answer. */
  errorPage?: true;
}

/** What the people's data fills into the addresses. */
export interface VisitData {
  /** Maya's booked trip, with a passenger on it. */
  booked: string;
  /** Maya's draft booking, to review. */
  draft: string;
  /** The booked trip's legs dialog for that passenger (a link the page builds). */
  legsPath: string;
  /** Maya's user id, for the desk's customer page. */
  customer: string;
  /** Maya's conversation with the concierge, for the desk's conversation page. */
  conversation: string;
}

const pathOf = (spec: RouteSpec, base = '') => (spec.index ? base || '/' : `${base}/${spec.path}`);

/** The address a visit opens, once the data is known. */
export function addressOf(visit: Visit, data: VisitData): string {
  const path = visit.path.replace(/#.*$/, '');
  if (path === 'legs') return data.legsPath;
  if (path === '/payment-success') return `/payment-success?booking=${data.booked}`;
  return path
    .replace('/review-booking/:id', `/review-booking/${encodeURIComponent(data.draft)}`)
    .replace('/desk/customers/:id', `/desk/customers/${encodeURIComponent(data.customer)}`)
    .replace('/desk/chat/:id', `/desk/chat/${encodeURIComponent(data.conversation)}`)
    .replace(/\/:id\b/, `/${data.booked}`)
    .replace(/\/\*$/, '/nowhere');
}

/** A visit's name in a test's title or the audit's table. */
export const nameOf = (visit: Visit) => `${visit.path} (${visit.who})`;

const whoFor = (path: string): Who =>
  path === '/complete-profile' ? 'omar' : accessFor(path) === 'protected' ? 'maya' : 'visitor';

/** Every page of the consumer site's route table, opened by the person it is for. */
export const routeVisits: Visit[] = flattenRoutes(pageRoutes)
  .filter((route) => route.path !== '*')
  .map((route): Visit => {
    const path = pathOf(route);
    if (path === '/searching') return { path, who: 'maya', noScript: true };
    // A price alert's link whose watch is gone (the booking's id is no watch): its 404 page. A
    // live one runs the search and lands on /book-flight, visited on its own.
    if (path === '/watched-price/:id') return { path, who: 'maya', errorPage: true };
    // The staff second factor's enrolment: its QR code and key (docs/decisions/053).
    if (path === '/second-factor') return { path, who: 'newStaff' };
    return { path, who: whoFor(path) };
  });

/** Every page of the back office, as an administrator. */
export const deskVisits: Visit[] = deskRoutes.map((route): Visit =>
  route.path === '*'
    ? { path: pathOf(route, '/desk'), who: 'staff', errorPage: true }
    : { path: pathOf(route, '/desk'), who: 'staff' },
);

const dialog = (selector: string) => async (page: Page) => {
  await page.click(selector);
  await page.waitForSelector('dialog[open]');
};
const openDialog = async (page: Page) => {
  await page.waitForSelector('dialog[open]');
};

/** The site's dialogs, the tabs of its pages, and its error pages. */
export const dialogAndTabVisits: Visit[] = [
  // The home screen's dialogs.
  { path: '/consumer-booking#login', who: 'visitor', prepare: dialog('.booking-hero a[href="/login"]') },
  { path: '/consumer-booking#benefits', who: 'visitor', prepare: dialog('.booking-hero a[href="/create-account"]') },
  {
    path: '/consumer-booking#create-account',
    who: 'visitor',
    prepare: async (page) => {
      await dialog('.booking-hero a[href="/create-account"]')(page);
      await page.click('dialog[open] a[href="/create-account"]');
      await page.waitForSelector('dialog[open] input[name="firstName"]');
    },
  },
  {
    path: '/consumer-booking#create-password',
    who: 'visitor',
    prepare: async (page) => {
      // A sign-up waiting for its code reopens the Create Password dialog on load.
      await page.evaluate(() => sessionStorage.setItem('contrail-pending-sign-up', 'new@example.com'));
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('dialog[open]');
    },
  },
  {
    path: '/consumer-booking#offer',
    who: 'visitor',
    prepare: async (page) => {
      await page.evaluate(() => sessionStorage.clear());
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('dialog[open]', { timeout: 15_000 });
    },
  },
  { path: '/consumer-booking#complete-profile', who: 'omar', prepare: openDialog },
  // The results' photo gallery, Edit Date and the warning before leaving; the review page's card form.
  { path: '/book-flight#photos', who: 'maya', prepare: dialog('.book-flight__photos') },
  { path: '/book-flight#edit-date', who: 'maya', prepare: dialog('.book-flight__leg-actions a[href^="/edit-date"]') },
  { path: '/book-flight#leave', who: 'maya', prepare: dialog('footer a[href="/faq"]') },
  {
    path: '/review-booking/:id#card',
    who: 'maya',
    prepare: async (page) => {
      await acknowledgePeakTravel(page);
      await chooseAndConfirm(page, 'PAY_NOW_CARD');
      await page.waitForSelector('dialog[open] input[autocomplete="cc-number"]');
    },
  },
  {
    path: '/review-booking/:id#leave',
    who: 'maya',
    prepare: async (page) => {
      // The page warns only once something has been chosen on it.
      await page.click('input[name="subOption"][value="PAY_NOW_CARD"]');
      await dialog('footer a[href="/faq"]')(page);
    },
  },
  // The booking's and the account's dialogs, and the tabs around them.
  ...['passengers', 'receipt'].map((tab): Visit => ({ path: `/booking-details/:id?tab=${tab}`, who: 'maya' })),
  ...['add-passenger', 'contacts', 'emergency'].map((modal): Visit => ({
    path: `/booking-details/:id?tab=passengers&modal=${modal}`,
    who: 'maya',
    prepare: openDialog,
  })),
  { path: '/booking-details/:id?modal=limo', who: 'maya', prepare: openDialog },
  ...['cancel', 'change'].map((modal): Visit => ({
    path: `/booking-details/:id?tab=details&modal=${modal}`,
    who: 'maya',
    prepare: openDialog,
  })),
  { path: 'legs', who: 'maya', prepare: openDialog },
  ...['notifications', 'passengers', 'rewards', 'wallet', 'watches', 'security', 'carbon'].map((tab): Visit => ({
    path: `/my-account?tab=${tab}`,
    who: 'maya',
  })),
  { path: '/my-account?tab=passengers&modal=add', who: 'maya', prepare: openDialog },
  { path: '/my-account?delete=1', who: 'maya', prepare: openDialog },
  { path: '/my-trips?tab=past', who: 'maya' },
  // Error pages.
  { path: '/no-such-page', who: 'visitor', errorPage: true },
  {
    path: '/booking-details/%ZZ',
    who: 'maya',
    errorPage: true,
    // The 400 page (decision 030) as the built bundles draw and hydrate it.
    prepare: async (page) => {
      const heading = await page.$eval('h1', (h) => h.textContent);
      if (heading !== 'We couldn’t read that link') throw new Error(`the 400 page's heading is "${heading}"`);
    },
  },
];

/**
 * Opens a visit in `page` (a new tab, or the person's tab for that screen, which then leaves
 * its last page for this one) as its person would see it: JavaScript on (and hydrated) unless
 * the visit says otherwise, the home screen's timed offer held back except on its own visit,
 * then the visit's preparation. The caller closes the tab or hands it to the next visit.
 */
export async function openVisit(page: Page, base: string, visit: Visit, data: VisitData): Promise<void> {
  await page.setJavaScriptEnabled(!visit.noScript);
  // The offer would cover every home visit after 3 s: only its own visit waits for it.
  const offerSeen = visit.path.endsWith('#offer')
    ? undefined
    : await page.evaluateOnNewDocument(() => sessionStorage.setItem('contrail-offer-seen', '1'));
  await page.goto(base + addressOf(visit, data), { waitUntil: 'load' });
  if (offerSeen) await page.removeScriptToEvaluateOnNewDocument(offerSeen.identifier);
  if (visit.noScript) {
    // The page's scripts were skipped as it loaded and turning JavaScript back on runs none of
    // them; it lets a check that evaluates its own script (axe) run.
    await page.setJavaScriptEnabled(true);
  } else {
    await page.waitForSelector('html[data-hydrated="true"]');
  }
  await visit.prepare?.(page);
}

/**
 * The rest of Maya's data, in her signed-in tab, around her booked trip: a draft booking from
 * a real search, a passenger on the booked trip (whose legs dialog has an address of its own),
 * a conversation with the concierge, and a search saved before sign-in, which /searching runs.
 */
export async function prepareMaya(page: Page, base: string, booked: string) {
  const draft = await bookLightJet(page, { url: base }, 12);
  await page.goto(`${base}/booking-details/${booked}?tab=passengers`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await addPassenger(page, { fname: 'Ana', lname: 'Silva', dob: '1985-06-01', tag: 'COLLEAGUE' });
  const legs = 'a[aria-label="Legs on board for Ana Silva"]';
  await page.waitForSelector(legs);
  const legsPath = await page.$eval(legs, (a) => a.getAttribute('href') ?? '');
  const conversation = await page.evaluate(async () => {
    const res = await fetch('/api/chat/conversations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Can we bring our dog on the trip?' }),
    });
    return res.ok ? ((await res.json()) as { conversation: { id: string } }).conversation.id : '';
  });
  if (!conversation) throw new Error('Maya could not start a conversation with the concierge');
  // A visitor's search leaves the saved-search cookie (the request carries no session).
  const searched = await fetch(`${base}/consumer-booking`, {
    method: 'POST',
    headers: { Origin: base, 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams(roundTripSearch(14)),
    redirect: 'manual',
  });
  const saved = /contrail-saved-search=([^;]+)/.exec(searched.headers.getSetCookie().join('\n'))?.[1];
  if (!saved) throw new Error('a visitor’s search saved no cookie');
  await page.setCookie({ name: 'contrail-saved-search', value: saved, url: base });
  return { draft, legsPath, conversation };
}
