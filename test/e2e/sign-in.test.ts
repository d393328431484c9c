import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode } from '../support/mailbox';
import { startTestApp, type TestApp } from '../support/app';
import { openPage, seriousAccessibilityViolations } from '../support/browser';
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

async function submit(page: Page, selector: string) {
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }).catch(() => undefined), page.click(selector)]);
}

describe('creating an account and signing in in a browser', () => {
  it('works with JavaScript: create, confirm with the mailed code, log in, log out', async () => {
    const { page, errors } = await openPage(browser);
    page.setDefaultTimeout(8000);
    try {
      await page.goto(`${app.url}/create-account`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.type('input[name="firstName"]', 'Maya');
      await page.type('input[name="lastName"]', 'Okafor');
      await page.type('input[name="phone"]', '2125550100');
      await page.type('input[name="email"]', 'maya@example.com');
      await page.type('input[name="password"]', 'Jetstream2026');
      await page.type('input[name="confirmPassword"]', 'Jetstream2026');
      await page.click('button[type="submit"]');
      await page.waitForSelector('input[name="code"]');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.type('input[name="code"]', await mailedCode(app.app));
      await page.click('button[value="confirm"]');
      await page.waitForFunction(() => document.body.textContent?.includes('Signed up. Please login to continue.'));
      expect(new URL(page.url()).pathname).toBe('/login');

      await page.type('input[name="email"]', 'maya@example.com');
      await page.type('input[name="password"]', 'Wrong-pass1');
      await page.click('button[value="sign-in"]');
      await page.waitForFunction(() => document.body.textContent?.includes('Incorrect username or password.'));

      await page.$eval('input[name="password"]', (input) => {
        (input as HTMLInputElement).value = '';
      });
      await page.type('input[name="password"]', 'Jetstream2026');
      await page.click('button[value="sign-in"]');
      await page.waitForFunction(() => location.pathname === '/consumer-booking');

      await page.goto(`${app.url}/my-account`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      // The e-mail is shown read-only in the personal info form.
      expect(await page.$eval('#account-email', (input) => (input as HTMLInputElement).value)).toBe('maya@example.com');
      await page.click('main form[action="/logout"] button');
      await page.waitForFunction(() => location.pathname === '/');
      await page.goto(`${app.url}/my-account`, { waitUntil: 'load' });
      expect(page.url()).toBe(`${app.url}/login?redirectTo=%2Fmy-account`);
      expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('works before JavaScript: a protected page, the login form, and back to the page', async () => {
    const { page } = await openPage(browser);
    try {
      await page.setJavaScriptEnabled(false);
      await page.goto(`${app.url}/my-account`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe('/login');
      await page.type('input[name="email"]', 'maya@example.com');
      await page.type('input[name="password"]', 'Jetstream2026');
      await submit(page, 'button[value="sign-in"]');
      expect(page.url()).toBe(`${app.url}/my-account`);
      expect(await page.$eval('h1', (h) => h.textContent)).toBe('Account');
    } finally {
      await page.close();
    }
  });
});
