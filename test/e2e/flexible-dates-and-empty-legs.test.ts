import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneWay } from '../fixtures/charter';
import { startTestApp, type TestApp } from '../support/app';
import { openPage, seriousAccessibilityViolations, forgetCookies } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import { confirmedCustomer } from '../support/customers';
import { signInInBrowser } from '../support/payment-driver';
import { draftBooking, newCustomer, payInFull, paymentsOf } from '../support/payments';
import { roundTripSearch } from '../support/payment-driver';
import { inDays } from '../support/search-form-driver';

let app: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), fileBrowser()]);
  // Sam has paid for a light jet trip: its aircraft's empty flights are for sale.
  const paying = paymentsOf(app);
  const sam = await newCustomer(paying, { name: 'sam' });
  const trip = oneWay('KTEB', 'KPBI', { date: inDays(10), time: '10:00', passengers: 2 });
  await payInFull(paying, sam, await draftBooking(paying, sam, { trip }));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Wider content than the viewport means sideways scrolling on a phone. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function fitsAndPasses(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
}

async function signIn(page: Page, name: string) {
  const { email, password } = await confirmedCustomer(app, `${name}.${Date.now()}@example.com`);
  await signInInBrowser(page, app.url, email, password);
}

describe('the flexible-dates strip on a phone', () => {
  it.each([320, 375])(
    'is accessible at %i px, and a day is chosen with the keyboard',
    async (width) => {
      const { page, errors } = await openPage(browser, width, 800);
      page.setDefaultTimeout(20_000);
      try {
        await signIn(page, `maya.strip${width}`);
        const posted = await page.evaluate(async (body) => {
          const res = await fetch('/consumer-booking', {
            method: 'POST',
            body: new URLSearchParams(body),
            redirect: 'manual',
          });
          return res.type;
        }, roundTripSearch(10));
        expect(posted).toBe('opaqueredirect');
        await page.goto(`${app.url}/book-flight?category=LIGHT_JET`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.waitForSelector('.flex-dates');
        await fitsAndPasses(page);

        const current = () => page.$eval('.flex-dates [aria-current="date"] .flex-dates__date', (d) => d.textContent);
        const before = await current();
        const price = await page.$eval('.flex-dates li:nth-child(5) .flex-dates__price', (p) => p.textContent);
        // The day after: focused, then Enter, as with a keyboard.
        await page.focus('.flex-dates li:nth-child(5) button');
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          (old) => document.querySelector('.flex-dates [aria-current="date"] .flex-dates__date')?.textContent !== old,
          {},
          before,
        );
        await page.waitForSelector('.flex-dates[aria-busy="false"]');
        expect(await page.$eval('.book-flight__total', (dd) => dd.textContent)).toBe(price);
        expect(new URL(page.url()).search).toBe('?category=LIGHT_JET');
        await fitsAndPasses(page);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
    90_000,
  );
});

describe('the Empty Legs page on a phone', () => {
  it.each([320, 375])(
    'lists the empty legs accessibly at %i px, shows a bad filter beside its field, and books one',
    async (width) => {
      const { page, errors } = await openPage(browser, width, 800);
      page.setDefaultTimeout(20_000);
      try {
        await forgetCookies(page);
        await page.goto(`${app.url}/empty-legs?passengers=2`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.waitForSelector('.empty-leg');
        await fitsAndPasses(page);

        await page.goto(`${app.url}/empty-legs?passengers=0`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await page.$eval('#filter-passengers-error', (e) => e.textContent)).toBe('Please Add Passenger count.');
        await fitsAndPasses(page);

        await signIn(page, `leo.legs${width}`);
        await page.goto(`${app.url}/empty-legs?passengers=2&from=KPBI`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]');
        const card = await page.waitForSelector('.empty-leg');
        const price = await card?.$eval('.empty-leg__price', (p) => p.textContent);
        const times = await card?.$$eval('select[name="departure"] option', (options) => options.map((o) => o.value));
        await card?.$eval(
          'select[name="departure"]',
          (select, value) => {
            (select as HTMLSelectElement).value = value;
          },
          times?.[1] ?? '',
        );
        await card?.$eval('button[type="submit"]', (button) => (button as HTMLButtonElement).click());
        await page.waitForFunction(() => location.pathname.startsWith('/review-booking/'));
        const total = await page.waitForSelector('dd.review-booking__total');
        expect(await total?.evaluate((dd) => dd.textContent)).toBe(price);
        // The bad filter's page is answered 400, which the browser reports; nothing else failed.
        expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
      } finally {
        await page.close();
      }
    },
    90_000,
  );
});
