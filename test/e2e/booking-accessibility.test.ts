import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { openPage, seriousAccessibilityViolations, forgetCookies } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import { confirmedCustomer } from '../support/customers';
import { inDays } from '../support/search-form-driver';

let app: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), fileBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const WIDTHS = [375, 1280] as const;

/** Wider content than the viewport means sideways scrolling on a phone. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signInAndSearch(page: Page, email: string) {
  const customer = await confirmedCustomer(app, email);
  // Each case is a new person: no session left from the one before in this browser.
  await forgetCookies(page);
  await page.goto(`${app.url}/login`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.type('input[name="email"]', customer.email);
  await page.type('input[name="password"]', customer.password);
  await page.click('button[value="sign-in"]');
  await page.waitForFunction(() => location.pathname === '/consumer-booking');
  // The search form's own post, from the page (same origin, with the session cookie).
  const status = await page.evaluate(
    async (date, returnDate) => {
      const body = new URLSearchParams({
        routeType: 'ROUND_TRIP',
        from: 'KTEB',
        to: 'KPBI',
        date,
        time: '10:00',
        returnDate,
        returnTime: '15:00',
        passengers: '2',
      });
      return (await fetch('/consumer-booking', { method: 'POST', body, redirect: 'manual' })).type;
    },
    inDays(10),
    inDays(12),
  );
  expect(status).toBe('opaqueredirect');
}

describe('the home and results pages are accessible and fit a phone', () => {
  it.each(WIDTHS)(
    '/consumer-booking at %i px',
    async (width) => {
      const { page, errors } = await openPage(browser, width, 800);
      page.setDefaultTimeout(15_000);
      try {
        await page.goto(`${app.url}/consumer-booking`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        // With a refused search's message showing, too.
        await page.$eval('form[aria-label="Search flights"] button[type="submit"]', (b) =>
          (b as HTMLButtonElement).click(),
        );
        await page.waitForSelector('.search-form__error');
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
    60_000,
  );

  it.each(WIDTHS)(
    '/book-flight with a stored search at %i px',
    async (width) => {
      const { page, errors } = await openPage(browser, width, 800);
      page.setDefaultTimeout(15_000);
      try {
        await signInAndSearch(page, `maya.a11y.${width}@example.com`);
        await page.goto(`${app.url}/book-flight`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.waitForSelector('[role="tab"][aria-selected="true"]');
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        // The photo gallery open.
        await page.click('::-p-text(View All Photos)');
        await page.waitForSelector('dialog.photo-gallery[open]');
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
    60_000,
  );
});
