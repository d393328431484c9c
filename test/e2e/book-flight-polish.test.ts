import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { openPage } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import { confirmedCustomer } from '../support/customers';
import { fillRoundTrip, inDays, pressSearch } from '../support/search-form-driver';

const PEAK_MESSAGE = 'Peak travel: book early, aircraft are in high demand over the holidays.';

let app: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  [app, browser] = await Promise.all([
    startTestApp({
      pages: 'built',
      // The peak window covers the trip's return day only: the alert shows for a return date too.
      env: { PEAK_TRAVEL_FROM: inDays(12), PEAK_TRAVEL_TO: inDays(12), PEAK_TRAVEL_BOOKING_MESSAGE: PEAK_MESSAGE },
    }),
    fileBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Signs in through /login and searches KTEB to KPBI, round trip, as a customer would. */
async function searchAsCustomer(page: Page, email: string) {
  const customer = await confirmedCustomer(app, email);
  await page.goto(`${app.url}/login`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.type('input[name="email"]', customer.email);
  await page.type('input[name="password"]', customer.password);
  await page.click('button[value="sign-in"]');
  await page.waitForFunction(() => location.pathname === '/consumer-booking');
  await page.waitForSelector('html[data-hydrated="true"]');
  await fillRoundTrip(page, 3);
  await pressSearch(page);
  await page.waitForFunction(() => location.pathname === '/book-flight');
  await page.waitForSelector('[role="tab"]');
}

describe('/book-flight in a browser', () => {
  it('shows the peak alert, a keyboard photo gallery, warns before leaving and returns to the prefilled form', async () => {
    const { page, errors } = await openPage(browser);
    page.setDefaultTimeout(15_000);
    try {
      await searchAsCustomer(page, 'maya.polish@example.com');
      expect(await page.$eval('.book-flight__peak', (el) => el.textContent)).toContain(PEAK_MESSAGE);

      // View All Photos: a labelled dialog; arrows move through our own images.
      await page.click('::-p-text(View All Photos)');
      await page.waitForSelector('dialog.photo-gallery[open]');
      const label = await page.$eval(
        'dialog.photo-gallery',
        (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent,
      );
      expect(label).toMatch(/photos$/);
      const position = () => page.$eval('.photo-gallery__position', (p) => p.textContent);
      const image = () => page.$eval('.photo-gallery__image', (i) => (i as HTMLImageElement).getAttribute('src'));
      expect(await position()).toBe('Photo 1 of 4');
      expect(await image()).toMatch(/^\/images\/aircraft\/.+\.svg$/);
      await page.keyboard.press('ArrowRight');
      expect(await position()).toBe('Photo 2 of 4');
      expect(await image()).toBe('/images/gallery/cabin.svg');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await position()).toBe('Photo 4 of 4');
      // Our own image, served and drawn (waited for: it may still be loading).
      await page.waitForFunction(() => {
        const shown = document.querySelector<HTMLImageElement>('.photo-gallery__image');
        return Boolean(shown?.complete && shown.naturalWidth > 0);
      });
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog.photo-gallery:not([open])');

      // Leaving inside the app asks first; Stay keeps the results.
      await page.click('h1.book-flight__route a');
      await page.waitForSelector('::-p-text(Leave this page?)');
      await page.click('dialog[open] ::-p-aria(Stay[role="button"])');
      expect(new URL(page.url()).pathname).toBe('/book-flight');

      // Closing or reloading the tab gets the browser's own prompt.
      const prompted = new Promise<string>((resolve) =>
        page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))),
      );
      void page.reload().catch(() => undefined);
      expect(await prompted).toBe('beforeunload');
      expect(new URL(page.url()).pathname).toBe('/book-flight');

      // The header leads back to the form, prefilled with the search.
      await page.click('h1.book-flight__route a');
      await page.waitForSelector('::-p-text(Leave this page?)');
      await page.click('dialog[open] ::-p-aria(Leave[role="button"])');
      await page.waitForFunction(() => location.pathname === '/consumer-booking');
      // The address changes before React has drawn the page.
      await page.waitForSelector('input[role="combobox"]');
      const combos = await page.$$eval('input[role="combobox"]', (all) =>
        all.map((i) => (i as HTMLInputElement).value),
      );
      expect(combos[0]).toMatch(/^KTEB - /);
      expect(combos[1]).toMatch(/^KPBI - /);
      expect(await page.$eval('input[name="date"]', (i) => (i as HTMLInputElement).value)).toBe(inDays(10));
      expect(await page.$eval('input[name="returnDate"]', (i) => (i as HTMLInputElement).value)).toBe(inDays(12));
      expect(await page.$eval('input[name="passengers"]', (i) => (i as HTMLInputElement).value)).toBe('3');
      // Unchanged, the form goes straight back to the results.
      await pressSearch(page);
      await page.waitForFunction(() => location.pathname === '/book-flight');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});
