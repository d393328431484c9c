import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCH_MESSAGES } from '../../src/core/watches/watch-rules';
import { openPage, wcagViolations } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import { startItineraryWorld, type ItineraryWorld } from '../support/itinerary-app';
import { signIn } from '../support/payment-driver';
import { fillRoundTrip, inDays, pressSearch } from '../support/search-form-driver';

/**
 * My Account > Watches in a browser (issue 27): from the empty legs' filter to a watch of
 * that route, prefilled; a place that is no place refused on its field; the watch paused,
 * resumed and deleted; no WCAG violation on the tab.
 */
let w: ItineraryWorld;
let browser: TestBrowser;
beforeAll(async () => {
  [w, browser] = await Promise.all([startItineraryWorld({ pages: 'built' }), fileBrowser()]);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await w?.app.close();
});

const rows = (page: Awaited<ReturnType<typeof openPage>>['page']) =>
  page.$$eval('.watch-list__item', (items) => items.map((i) => i.textContent?.replace(/\s+/g, ' ').trim() ?? ''));

describe('route watches in the browser', () => {
  it('watches the route of the empty legs shown, refuses an unknown place, pauses, resumes and deletes', async () => {
    const { page, errors } = await openPage(browser);
    page.setDefaultTimeout(20_000);
    try {
      await signIn(page, w.app.url, w.maya.email, w.maya.password);
      await page.goto(`${w.app.url}/empty-legs?from=KTEB&to=KPBI&passengers=2`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await Promise.all([
        page.waitForFunction(() => location.pathname === '/my-account'),
        page.click('::-p-text(Tell me about new legs on this route)'),
      ]);
      await page.waitForSelector('.watch-form');
      expect(await page.$eval('input[name="from"]', (i) => (i as HTMLInputElement).value)).toBe('KTEB');
      expect(await page.$eval('input[name="passengers"]', (i) => (i as HTMLInputElement).value)).toBe('2');
      expect(await page.$eval('.account-empty', (p) => p.textContent)).toContain('No watches yet');
      expect(await wcagViolations(page)).toEqual([]);

      // A place that is no place: its field says so, nothing is kept.
      await page.$eval('input[name="to"]', (i) => ((i as HTMLInputElement).value = 'Atlantis'));
      await page.click('::-p-text(Watch this route)');
      await page.waitForSelector('input[name="to"][aria-invalid="true"]');
      expect(await page.$eval('.field__error', (e) => e.textContent)).toBe(WATCH_MESSAGES.TO);
      expect(await rows(page)).toEqual([]);

      await page.$eval('input[name="to"]', (i) => ((i as HTMLInputElement).value = 'KPBI'));
      await page.click('::-p-text(Watch this route)');
      await page.waitForFunction(() => document.querySelectorAll('.watch-list__item').length === 1);
      expect((await rows(page))[0]).toMatch(/^Teterboro.* to Palm Beach.*2 passengers.*Active/);

      await page.click('button[aria-label^="Pause the watch"]');
      await page.waitForFunction(() => document.querySelector('.watch-list__status')?.textContent === 'Paused');
      await page.click('button[aria-label^="Resume the watch"]');
      await page.waitForFunction(() => document.querySelector('.watch-list__status')?.textContent === 'Active');
      await page.click('button[aria-label^="Delete the watch"]');
      await page.waitForSelector('.account-empty');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 90_000);

  it('offers to watch the route and the price of a search, prefilled, and changes the watch in place', async () => {
    // Omar, in a browser of his own.
    const { page, errors } = await openPage(await browser.createBrowserContext());
    page.setDefaultTimeout(20_000);
    try {
      await signIn(page, w.app.url, w.omar.email, w.omar.password);
      await page.goto(`${w.app.url}/consumer-booking`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await fillRoundTrip(page);
      await pressSearch(page);
      await page.waitForFunction(() => location.pathname === '/book-flight');
      await page.waitForSelector('html[data-hydrated="true"]');
      // Leaving the results asks first, as any link away from them does.
      await page.click('::-p-text(Watch this route)');
      await page.waitForSelector('::-p-text(Leave this page?)');
      await Promise.all([
        page.waitForFunction(() => location.pathname === '/my-account'),
        page.click('dialog[open] ::-p-aria(Leave[role="button"])'),
      ]);
      await page.waitForSelector('.watch-form');
      const value = (name: string) => page.$eval(`input[name="${name}"]`, (i) => (i as HTMLInputElement).value);
      expect([await value('from'), await value('to'), await value('firstDay')]).toEqual(['KTEB', 'KPBI', inDays(10)]);
      const checked = await page.$$eval('input[name="categories"]:checked', (boxes) =>
        boxes.map((b) => (b as HTMLInputElement).value),
      );
      expect(checked).toHaveLength(1);

      // The search's guaranteed price may be watched too: ticked, it is priced and listed.
      expect(await page.$eval('.watch-form__price legend', (l) => l.textContent)).toBe(
        'The guaranteed price of your search',
      );
      await page.click('input[name="watchPrice"]');
      await page.click('button::-p-text(Watch this route)');
      await page.waitForFunction(() => document.querySelectorAll('.watch-list__item').length === 1);
      expect((await rows(page))[0]).toMatch(
        /Price of KTEB to KPBI, round trip, [\d-]+ to [\d-]+, [A-Za-z -]+: \$[\d,.]+ when watched, .*an alert at 10% lower/,
      );
      expect(await wcagViolations(page)).toEqual([]);

      // Changed in place: the same watch, for three.
      await page.click('a[aria-label^="Edit the watch"]');
      await page.waitForSelector('input[name="intent"][value="watch-edit"]');
      expect(await value('passengers')).toBe('1');
      await page.$eval('input[name="passengers"]', (i) => ((i as HTMLInputElement).value = '3'));
      await page.click('button::-p-text(Save changes)');
      await page.waitForFunction(() =>
        document.querySelector('.watch-list__item')?.textContent?.includes('3 passengers'),
      );
      expect(await rows(page)).toHaveLength(1);
      expect(await page.$('input[name="intent"][value="watch-edit"]')).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 90_000);
});
