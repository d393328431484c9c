import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { type Browser, type BrowserContext, type Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKeptPage, KEPT_PAGES_CACHE } from '../../src/web/pwa/offline-pages';
import { startItineraryWorld, type ItineraryWorld } from '../support/itinerary-app';
import { launchBrowser, workerKeepsFiles } from '../support/browser';

/**
 * The installable app (issue 26, docs/decisions/042) in Chromium: the manifest passes
 * Chromium's installability checks, the service worker takes over, and a signed-in customer's
 * visited trips and itinerary still render with the network cut, marked as saved; after
 * sign-out nothing of theirs is left in any cache; a push becomes a notification whose click
 * takes the site's window to its page; a new deployment's worker is announced and taken in by
 * Reload. Installability is judged in the browser's
 * default profile (an incognito context is never installable), which no other test file uses.
 */
let w: ItineraryWorld;
let browser: Browser;
let context: BrowserContext;
/** The built client files this app serves: a copy, so that a test can deploy another worker. */
const clientDir = mkdtempSync(join(tmpdir(), 'contrail-client-'));
/** The address of each request the app answered, from its request log. */
const answered: string[] = [];
const requestLog = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
      if (url) answered.push(url);
    }
    done();
  },
});
beforeAll(async () => {
  cpSync(join(import.meta.dirname, '../../dist/client'), clientDir, { recursive: true });
  [w, browser] = await Promise.all([
    startItineraryWorld({
      pages: 'built',
      env: { SERVICE_WORKER: 'true' },
      clientDir,
      logger: pino({ level: 'info' }, requestLog),
    }),
    // A full browser of its own: the headless shell the other files share keeps no notifications.
    launchBrowser('full'),
  ]);
  context = browser.defaultBrowserContext();
  await w.book({ id: 'BK-9101' });
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await w?.app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function newPage(): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // In front: a tab behind another's runs no animation frames, and a busy machine is slow enough.
  await page.bringToFront();
  return page;
}

/** Each test installs or wakes the service worker: on a loaded machine that takes a while. */
const SLOW_TEST = 60_000;

/** Waits until a service worker controls the page (its first visit installs it). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/**
 * Cuts the network of the page and of its service worker (a target of its own: the page's
 * emulation does not reach the worker's fetches), as at an FBO without signal.
 */
async function networkCut(page: Page): Promise<{ restore(): Promise<void> }> {
  const worker = await browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url().startsWith(w.app.url) && t.browserContext() === context,
  );
  const sessions = [await page.createCDPSession(), await worker.createCDPSession()];
  const conditions = (offline: boolean) => ({ offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  for (const session of sessions) {
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', conditions(true));
  }
  return {
    async restore() {
      for (const session of sessions) {
        await session.send('Network.emulateNetworkConditions', conditions(false));
        await session.detach();
      }
    },
  };
}

async function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${request.url}`);
    }
    return urls;
  });
}

describe('the installable app', () => {
  it(
    'is installable: a manifest with its icons and a service worker Chromium accepts',
    async () => {
      const page = await newPage();
      try {
        await page.goto(`${w.app.url}/`, { waitUntil: 'load' });
        await controlled(page);
        const session = await page.createCDPSession();
        const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
        const manifest = await (await fetch(`${w.app.url}/manifest.webmanifest`)).json();
        expect(manifest).toMatchObject({ short_name: 'Contrail', start_url: '/my-trips', display: 'standalone' });
        expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual([
          'My Trips',
          'Book a flight',
          'Concierge chat',
        ]);
      } finally {
        await page.close();
      }
    },
    SLOW_TEST,
  );

  it(
    'keeps a visited itinerary and My Trips readable offline, and forgets them at sign-out',
    async () => {
      const page = await newPage();
      try {
        await page.goto(`${w.app.url}/login`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.type('input[name="email"]', w.maya.email);
        await page.type('input[name="password"]', w.maya.password);
        await page.click('button[value="sign-in"]');
        await page.waitForFunction(() => location.pathname !== '/login');
        await controlled(page);

        await page.goto(`${w.app.url}/my-trips`, { waitUntil: 'load' });
        await page.goto(`${w.app.url}/itinerary/BK-9101`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]');
        const pdfStart = () =>
          page.evaluate(async () => (await (await fetch('/itinerary/BK-9101/pdf')).text()).slice(0, 5));
        expect(await pdfStart()).toBe('%PDF-');
        expect(await keptUrls(page)).toEqual(
          expect.arrayContaining([
            `${KEPT_PAGES_CACHE} ${w.app.url}/my-trips`,
            `${KEPT_PAGES_CACHE} ${w.app.url}/itinerary/BK-9101`,
            `${KEPT_PAGES_CACHE} ${w.app.url}/itinerary/BK-9101/pdf`,
          ]),
        );

        const cut = await networkCut(page);
        for (const [path, text] of [
          ['/itinerary/BK-9101', 'BK-9101'],
          ['/my-trips', 'My Trips'],
        ] as const) {
          await page.goto(`${w.app.url}${path}`, { waitUntil: 'load' });
          await page.waitForSelector('.offline-notice');
          const notice = await page.$eval('.offline-notice', (n) => n.textContent ?? '');
          expect(notice).toMatch(/^Saved .+, you are offline$/);
          expect(await page.$eval('main', (m) => m.textContent ?? '')).toContain(text);
        }
        expect(await pdfStart()).toBe('%PDF-');
        // A page never visited: the branded offline page.
        await page.goto(`${w.app.url}/booking-details/BK-9101`, { waitUntil: 'load' });
        expect(await page.$eval('h1', (h) => h.textContent)).toBe('You are offline');

        await cut.restore();
        await page.goto(`${w.app.url}/logout`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]');
        await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
        const left = await keptUrls(page);
        expect(left.filter((url) => url.startsWith(KEPT_PAGES_CACHE))).toEqual([]);
        // The shell's code stays precached; no page of the customer's is in any cache.
        expect(left.filter((entry) => isKeptPage(new URL(entry.split(' ')[1] ?? '').pathname))).toEqual([]);
      } finally {
        await page.close();
      }
    },
    SLOW_TEST,
  );

  it(
    'shows a push delivered to its service worker as a notification that opens the page it is about',
    async () => {
      const page = await newPage();
      try {
        await context.overridePermissions(w.app.url, ['notifications']);
        await page.goto(`${w.app.url}/`, { waitUntil: 'load' });
        await controlled(page);
        const session = await page.createCDPSession();
        // The registration of this site, as the browser last reported it (a sign-out in the
        // test before may have replaced it: its worker is the one a push must reach).
        let registrationId = '';
        session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = (registrations as { registrationId: string; scopeURL: string; isDeleted: boolean }[]).find(
            (r) => r.scopeURL.startsWith(w.app.url) && !r.isDeleted,
          );
          if (ours) registrationId = ours.registrationId;
        });
        await session.send('ServiceWorker.enable');
        const reported = () => registrationId !== '';
        const notice = {
          title: 'Your flight is confirmed',
          body: 'Contrail: your flight KTEB-KPBI-KTEB is confirmed (booking BK-9101).',
          url: 'https://contrail.example/booking-details/BK-9101',
          tag: 'BK-9101',
        };
        const notifications = () =>
          page.evaluate(async () => {
            const all = await (await navigator.serviceWorker.ready).getNotifications();
            return all.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
          });
        // Delivered, and again every 5 s while nothing shows (a worker still starting under a
        // loaded run's CPU has missed one): the notification's tag keeps it one.
        let shown: Awaited<ReturnType<typeof notifications>> = [];
        for (let tries = 0; shown.length === 0 && tries < 8; tries += 1) {
          // Set by the browser's report above, which may still be on its way.
          for (let waited = 0; !reported() && waited < 20_000; waited += 100) {
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          await session.send('ServiceWorker.deliverPushMessage', {
            origin: w.app.url,
            registrationId,
            data: JSON.stringify(notice),
          });
          for (let waited = 0; shown.length === 0 && waited < 5_000; waited += 250) {
            await new Promise((resolve) => setTimeout(resolve, 250));
            shown = await notifications();
          }
        }
        // The link opens this site's page of that booking, whatever host the message was written for.
        expect(shown).toEqual([
          {
            title: notice.title,
            body: notice.body,
            tag: 'BK-9101',
            data: { url: `${w.app.url}/booking-details/BK-9101` },
          },
        ]);

        // Its click takes the site's window to that page. No browser lets a test click a
        // notification (web-platform-tests/wpt#51125), so the click event is dispatched to the
        // worker's own handler, with the notification it showed.
        const target = await context.waitForTarget(
          (t) => t.type() === 'service_worker' && t.url().startsWith(w.app.url),
        );
        const worker = await target.worker();
        // The page asks a visitor to sign in first: the window's request for it is what the click did.
        const opened = page.waitForRequest(`${w.app.url}/booking-details/BK-9101`);
        await worker?.evaluate(async () => {
          const scope = self as unknown as {
            registration: { getNotifications(): Promise<Notification[]> };
            dispatchEvent(event: Event): boolean;
          };
          const [notification] = await scope.registration.getNotifications();
          const NotificationEvent = Reflect.get(globalThis, 'NotificationEvent') as new (
            type: string,
            init: { notification: Notification | undefined },
          ) => Event;
          scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
        });
        expect((await opened).isNavigationRequest()).toBe(true);
      } finally {
        await page.close();
      }
    },
    SLOW_TEST,
  );
  it(
    'asks for a page once, while its worker starts, and the page names the stylesheets the worker keeps',
    async () => {
      const page = await newPage();
      try {
        await page.goto(`${w.app.url}/login`, { waitUntil: 'load' });
        // Navigation preload (docs/decisions/066): the browser asks while the worker starts, and
        // the worker answers with that response, not a second request of its own.
        await workerKeepsFiles(page);
        const again = '/login?visit=again';
        await page.goto(`${w.app.url}${again}`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(answered.filter((url) => url === again)).toHaveLength(1);
        const styles = await page.evaluate(() => ({
          written: document.querySelectorAll('style[data-href]').length,
          named: document.querySelectorAll('link[rel="stylesheet"]:not([disabled])').length,
          styled: getComputedStyle(document.querySelector('.button--primary') ?? document.body).backgroundColor,
        }));
        expect(styles).toMatchObject({ written: 0, named: expect.any(Number) });
        expect(styles.named).toBeGreaterThan(0);
        expect(styles.styled).not.toBe('rgba(0, 0, 0, 0)');
      } finally {
        await page.close();
      }
    },
    SLOW_TEST,
  );
  it(
    'says "A new version is available" when a new deployment\'s worker is waiting, and Reload brings it in',
    async () => {
      const page = await newPage();
      try {
        await page.goto(`${w.app.url}/`, { waitUntil: 'load' });
        await controlled(page);
        // A new deployment: another service worker at the same address.
        appendFileSync(join(clientDir, 'sw.js'), `\n// the next deployment\n`);
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
        const notice = await page.waitForSelector('.app-update[role="status"]');
        expect(await notice?.evaluate((n) => n.textContent)).toBe('A new version is availableReload');
        await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.app-update button')]);
        // The new worker took over; nothing waits any more, and the notice is gone.
        expect(
          await page.evaluate(async () => ({
            waiting: Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
            notice: document.querySelector('.app-update') !== null,
          })),
        ).toEqual({ waiting: false, notice: false });
      } finally {
        await page.close();
      }
    },
    SLOW_TEST,
  );
});
