import type { Browser, BrowserContext, Page } from 'puppeteer';
import { afterAll, beforeAll } from 'vitest';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../../ports/identity-provider';
import { errorsOf, launchBrowser, type WatchedPage } from './browser';
import { aSupportAgent } from './customers';
import { startItineraryWorld, type ItineraryWorld } from './itinerary-app';
import { signIn } from './payment-driver';
import { openVisit, prepareMaya, type Visit, type VisitData, type Who } from './page-visits';

export interface VisitWorld {
  w: ItineraryWorld;
  browser: Browser;
  data: VisitData;
  /**
   * Opens a visit in a new tab of its person's browser session (test/support/page-visits.ts),
   * with the console errors and uncaught exceptions the tab shows from its first request.
   */
  open(visit: Visit, viewport: Parameters<Page['setViewport']>[0]): Promise<WatchedPage>;
  close(): Promise<void>;
}

/**
 * The application on the built pages with everyone the visits need (page-visits.ts), each
 * signed in in a browser session of their own: Maya with a booked trip, a passenger on it, a
 * draft booking from a real search and a saved search; Omar, signed in through Google
 * without a phone; an administrator of the desk.
 */
export async function startVisitWorld(): Promise<VisitWorld> {
  const [w, browser] = await Promise.all([startItineraryWorld({ pages: 'built' }), launchBrowser()]);
  const booked = 'BK-VISIT-1';
  await w.book({ id: booked });
  const contexts = {} as Record<Who, BrowserContext>;
  for (const who of ['visitor', 'maya', 'omar', 'staff'] as const) contexts[who] = await browser.createBrowserContext();

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
  await staffPage.close();

  const data: VisitData = { booked, draft, legsPath, customer: w.maya.caller.userId, conversation };
  return {
    w,
    browser,
    data,
    async open(visit, viewport) {
      const tab = await contexts[visit.who].newPage();
      const errors = errorsOf(tab);
      try {
        tab.setDefaultTimeout(20_000);
        await tab.setViewport(viewport);
        await openVisit(tab, w.app.url, visit, data);
        return { page: tab, errors };
      } catch (error) {
        await tab.close();
        throw error;
      }
    },
    async close() {
      await browser.close();
      await w.app.close();
    },
  };
}

/** The visit world of a test file: started before its tests, closed after them. */
export function visitWorldOfThisFile(): () => VisitWorld {
  let world: VisitWorld | undefined;
  beforeAll(async () => {
    world = await startVisitWorld();
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });
  return () => {
    if (!world) throw new Error('the visit world did not start');
    return world;
  };
}
