import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { openPage } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import { confirmedCustomer } from '../support/customers';
import { chooseAirport, inDays, moveArrivalOnMap, pressSearch, setField } from '../support/search-form-driver';

let app: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), fileBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const total = (page: Page) => page.$eval('.book-flight__total', (dd) => dd.textContent ?? '');

describe('issue 5, done when: from a visitor search to the review page', () => {
  it('a visitor searches KTEB to KPBI, is asked to join, signs in, sees results, adds catering, edits an airport on the map and books', async () => {
    const customer = await confirmedCustomer(app, 'maya.journey@example.com');
    const { page, errors } = await openPage(browser);
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${app.url}/consumer-booking`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await chooseAirport(page, 0, 'teter', 'KTEB');
      await chooseAirport(page, 1, 'KPBI', 'KPBI');
      await setField(page, 'date', inDays(10));
      await setField(page, 'time', '10:00');
      await setField(page, 'returnDate', inDays(13));
      await setField(page, 'returnTime', '15:00');
      await setField(page, 'passengers', '2');
      await pressSearch(page);

      // Asked to join: the Benefits modal, with Sign In and Create Account.
      await page.waitForSelector('dialog[open] ::-p-text(Benefits of a free account)');
      // Sign In opens the Login dialog in place (decision 021), over the search she typed.
      await page.click('dialog[open] ::-p-aria(Sign In[role="link"])');
      await page.waitForSelector('dialog[open] ::-p-text(Login)');
      expect(new URL(page.url()).pathname).toBe('/consumer-booking');
      await page.type('dialog[open] input[name="email"]', customer.email);
      await page.type('dialog[open] input[name="password"]', customer.password);
      await page.click('dialog[open] button[value="sign-in"]');

      // No retyping: the saved search runs and the results show.
      await page.waitForFunction(() => location.pathname === '/book-flight', { timeout: 20_000 });
      await page.waitForSelector('[role="tab"][aria-selected="true"]');
      expect(await page.$eval('h1.book-flight__route', (h) => h.textContent)).toBe('KTEB to KPBI');

      // Another category tab.
      const before = await page.$eval('[role="tab"][aria-selected="true"]', (t) => t.id);
      const other = await page.$$eval('[role="tab"][aria-selected="false"]', (tabs) => tabs.map((t) => t.id));
      const target = other.find((id) => id.endsWith('-tab-LIGHT_JET')) ?? other[0];
      expect(target).toBeTruthy();
      await page.click(`[id="${target}"]`);
      await page.waitForSelector(`[id="${target}"][aria-selected="true"]`);
      expect(target).not.toBe(before);
      expect(new URL(page.url()).searchParams.get('category')).toBe(target?.replace(/^.*-tab-/, ''));

      // Catering re-prices the total through update-addons.
      const priceBefore = await total(page);
      expect(priceBefore).toMatch(/^\$[\d,]+\.\d{2}$/);
      await page.click('input[name="addonIds"][value="CATERING"]');
      await page.waitForFunction(
        (old) => document.querySelector('.book-flight__total')?.textContent !== old,
        {},
        priceBefore,
      );
      expect(await total(page)).not.toBe(priceBefore);

      // EDIT AIRPORT: she moves the outbound arrival to an airport the map suggests.
      const { chosen: suggested, legs } = await moveArrivalOnMap(page);
      expect(suggested).toMatch(/^[A-Z0-9]{3,4}$/);
      expect(suggested).not.toBe('KPBI');
      // The results show the new airport, and the return still leaves Palm Beach.
      expect(legs[0]).toContain(suggested);
      expect(legs[1]).toContain('KPBI');

      // Book Now goes to the review of the new booking, without the leave warning.
      await page.click('button[value="book"]');
      await page.waitForFunction(() => location.pathname.startsWith('/review-booking/'));
      expect(new URL(page.url()).pathname).toMatch(/^\/review-booking\/[^/]+$/);
      expect(await page.$('::-p-text(Leave this page?)')).toBeNull();
      // The review page is another branch's; a missing route here is its 404, not ours.
      expect(errors.filter((e) => !/404|Not Found/i.test(e))).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});
