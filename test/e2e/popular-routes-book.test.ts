import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../../ports/identity-provider';
import { sessionCookies } from '../../src/http/session';
import { startTestApp, type TestApp } from '../support/app';
import { openPage, seriousAccessibilityViolations, letTimePass } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';

let app: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), fileBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const comboboxValues = (page: Page) =>
  page.$$eval('input[role="combobox"]', (inputs) => inputs.map((input) => (input as HTMLInputElement).value));

async function prefilled(page: Page, from: string, to: string) {
  await page.waitForFunction(
    (a, b) => {
      const values = [...document.querySelectorAll('input[role="combobox"]')].map((i) => (i as HTMLInputElement).value);
      return values[0]?.startsWith(`${a} - `) && values[1]?.startsWith(`${b} - `);
    },
    {},
    from,
    to,
  );
  expect(
    await page.$$eval('input[type="hidden"][name="from"], input[type="hidden"][name="to"]', (inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    ),
  ).toEqual([from, to]);
}

const loginOpen = (page: Page) =>
  page.$eval('dialog[open]', (dialog) => dialog.querySelector('h2')?.textContent ?? '').catch(() => null);

describe('/popular-routes-book', () => {
  it('is reached from a popular route card, fills in both airports and offers to log in after 3 seconds', async () => {
    const { page, errors } = await openPage(browser, 1280);
    page.setDefaultTimeout(10_000);
    try {
      await page.goto(`${app.url}/popular-routes`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.click('a[href="/popular-routes-book?deptICAO=KMDW&arrivalICAO=KPHX"]');
      await page.waitForFunction(
        () => document.querySelector('h1')?.textContent === 'Fly private from Chicago to Phoenix',
      );
      const arrived = Date.now();
      expect(new URL(page.url()).pathname).toBe('/popular-routes-book');
      await prefilled(page, 'KMDW', 'KPHX');
      expect(await loginOpen(page)).toBeNull();

      await page.waitForSelector('dialog[open]', { timeout: 8000 });
      expect(Date.now() - arrived).toBeGreaterThanOrEqual(2500);
      expect(await loginOpen(page)).toBe('Login');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
      // The hero loops every 17 seconds.
      expect(await page.$eval('.route-hero-art__jet', (jet) => getComputedStyle(jet).animationDuration)).toBe('17s');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('works at 375 px, and holds the hero still for people who ask for less motion', async () => {
    const { page, errors } = await openPage(browser, 375);
    page.setDefaultTimeout(10_000);
    try {
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await page.goto(`${app.url}/popular-routes-book?deptICAO=KAUS&arrivalICAO=KTEB`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await prefilled(page, 'KAUS', 'KTEB');
      expect(await page.$eval('.route-hero-art__jet', (jet) => getComputedStyle(jet).animationName)).toBe('none');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.waitForSelector('dialog[open]', { timeout: 8000 });
      expect(await loginOpen(page)).toBe('Login');
      expect(await comboboxValues(page)).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('offers a social account missing its phone the create-account dialog, not the login', async () => {
    const { page, errors } = await openPage(browser, 1280);
    page.setDefaultTimeout(10_000);
    try {
      const signedIn = await app.app.container.get<IdentityProvider>(IDENTITY_PROVIDER).federatedSignIn({
        provider: 'google',
        subject: 'omar-google-e2e',
        email: 'omar.e2e@example.com',
        emailVerified: true,
        givenName: 'Omar',
        familyName: 'Haddad',
        phone: null,
      });
      if (!signedIn.ok) throw new Error('federated sign-in failed');
      const cookies = sessionCookies({ secure: false, refreshTokenDays: 30 }).issue(signedIn.value);
      await page.setCookie(
        ...cookies.map((cookie) => {
          const [pair = ''] = cookie.split(';');
          return { name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: app.url };
        }),
      );
      await page.goto(`${app.url}/popular-routes-book?deptICAO=KTEB&arrivalICAO=KPBI`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForSelector('dialog[open]');
      expect(await loginOpen(page)).toBe('Create Account');
      await letTimePass(page, 3500);
      expect(await page.$$eval('dialog[open]', (dialogs) => dialogs.length)).toBe(1);
      expect(await loginOpen(page)).toBe('Create Account');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
