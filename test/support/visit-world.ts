import type { BrowserContext, Page } from 'puppeteer';
import { beforeAll } from 'vitest';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../../ports/identity-provider';
import { watchErrors, type WatchedPage } from './browser';
import { LocalIdentityProvider } from '../../adapters/identity-local/local-identity-provider';
import { aSupportAgent, CUSTOMER_PASSWORD } from './customers';
import { fileBrowser, type TestBrowser } from './file-browser';
import { startItineraryWorld, type ItineraryWorld } from './itinerary-app';
import { signIn } from './payment-driver';
import { passSecondFactor } from './desk';
import { appClock } from './second-factor';
import { openVisit, prepareMaya, type Visit, type VisitData, type Who } from './page-visits';

type Viewport = Parameters<Page['setViewport']>[0];

export interface VisitWorld {
  w: ItineraryWorld;
  browser: TestBrowser;
  data: VisitData;
  /**
   * Opens a visit in its person's browser session (test/support/page-visits.ts), in that
   * person's tab for this screen size, with the console errors and uncaught exceptions the tab
   * shows from the visit's first request. `done` hands the tab on to the next visit.
   */
  open(visit: Visit, viewport: Viewport): Promise<WatchedPage & { done(): void }>;
}

/**
 * The application on the built pages with everyone the visits need (page-visits.ts), each
 * signed in in a browser session of their own: Maya with a booked trip, a passenger on it, a
 * draft booking from a real search and a saved search; Omar, signed in through Google
 * without a phone; an administrator of the desk.
 */
export async function startVisitWorld(): Promise<VisitWorld> {
  const [w, browser] = await Promise.all([startItineraryWorld({ pages: 'built' }), fileBrowser()]);
  const booked = 'BK-VISIT-1';
  await w.book({ id: booked });
  const contexts = {} as Record<Who, BrowserContext>;
  for (const who of ['visitor', 'maya', 'omar', 'staff', 'newStaff'] as const) {
    contexts[who] = await browser.createBrowserContext();
  }

  const page = await contexts.maya.newPage();
  page.setDefaultTimeout(20_000);
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, w.app.url, w.maya.email, w.maya.password);
  const { draft, legsPath, conversation } = await prepareMaya(page, w.app.url, booked);
  await page.close();

  const identity = w.app.app.container.get<IdentityProvider>(IDENTITY_PROVIDER);
  const tokens = await identity.federatedSignIn({
    provider: 'google',
    subject: 'omar-visits',
    email: 'omar.visits@example.com',
    emailVerified: true,
    givenName: 'Omar',
    familyName: 'Haddad',
    phone: null,
  });
  if (!tokens.ok) throw new Error('federated sign-in failed');
  await contexts.omar.setCookie(
    { name: 'contrail_at', value: tokens.value.accessToken, domain: '127.0.0.1' },
    { name: 'contrail_rt', value: tokens.value.refreshToken, domain: '127.0.0.1' },
  );

  const admin = await aSupportAgent(w.app.app, 'Ines', 'Moreau', 'ADMIN');
  const staffPage = await contexts.staff.newPage();
  await signIn(staffPage, w.app.url, admin.email, admin.password);
  await passSecondFactor(staffPage, admin.email, appClock(w.app.app));
  await staffPage.close();

  // A new support account, signed in by password: its enrolment is still to come.
  const created = await w.app.app.container.get(LocalIdentityProvider).createStaff({
    email: 'new.staff@contrail.test',
    password: CUSTOMER_PASSWORD,
    firstname: 'Noa',
    lastname: 'Lind',
    role: 'SUPPORT',
  });
  if (!created.ok) throw new Error(created.error.message);
  const newStaffPage = await contexts.newStaff.newPage();
  await signIn(newStaffPage, w.app.url, 'new.staff@contrail.test', CUSTOMER_PASSWORD);
  await newStaffPage.close();

  const data: VisitData = { booked, draft, legsPath, customer: w.maya.caller.userId, conversation };
  const tabs = new Map<string, Page>();
  const held = new Set<string>();
  return {
    w,
    browser,
    data,
    async open(visit, viewport) {
      // One tab per person and screen, going from visit to visit as a person goes from page to
      // page: a new tab cost a renderer process's start, and the scripts compiled anew (about a
      // third of a visit). Each visit is still a new document, with its own scripts and
      // hydration; the tab's session storage (the one thing a page keeps in the tab) is
      // cleared before it, as a new tab's is empty.
      // A tab still held by a visit (one whose test timed out while it loaded) is not shared:
      // this visit gets a tab of its own, closed when it is done.
      const key = `${visit.who} ${JSON.stringify(viewport)}`;
      const reuse = !held.has(key);
      let tab = reuse ? tabs.get(key) : undefined;
      if (tab) {
        // The tab in front (a tab behind others gets no animation frames), and the last
        // visit's page gone first, with whatever it still had under way (a timer that
        // navigates, a request): it must not reach into this visit's page.
        await tab.bringToFront();
        await tab.evaluate(() => sessionStorage.clear());
        await tab.goto('about:blank');
      } else {
        tab = await contexts[visit.who].newPage();
        // A page that warns before it is left (a booking half made) is left, as a person
        // going on to the next page would confirm.
        tab.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : undefined));
        tab.setDefaultTimeout(20_000);
        await tab.setViewport(viewport);
        if (reuse) tabs.set(key, tab);
      }
      const tabPage = tab;
      if (reuse) held.add(key);
      const release = () => (reuse ? held.delete(key) : void tabPage.close().catch(() => undefined));
      const watched = watchErrors(tabPage);
      try {
        await openVisit(tabPage, w.app.url, visit, data);
        return {
          page: tabPage,
          errors: watched.errors,
          done: () => {
            watched.stop();
            release();
          },
        };
      } catch (error) {
        watched.stop();
        if (reuse) {
          tabs.delete(key);
          held.delete(key);
        }
        // A tab that failed its visit is not handed on; it may be gone already (a crash).
        await tabPage.close().catch(() => undefined);
        throw error;
      }
    },
  };
}

let shared: Promise<VisitWorld> | undefined;

/**
 * The visit world of the page sweeps (test/e2e/sweep/), started by the first sweep file that a
 * Vitest worker runs and kept for the others it runs: the sweeps only look at pages and open
 * dialogs, so they can share the people and data, which take longer to make than a dozen
 * visits. (A worker runs its files in one process: vitest.config.ts, isolate false.) It ends
 * with the worker: its database is in memory and its browser contexts are in the run's
 * Chromium, which the global setup closes.
 */
export function visitWorldOfThisFile(): () => VisitWorld {
  let world: VisitWorld | undefined;
  beforeAll(async () => {
    shared ??= startVisitWorld();
    world = await shared;
  }, 180_000);
  return () => {
    if (!world) throw new Error('the visit world did not start');
    return world;
  };
}
