import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode } from '../support/mailbox';
import { startTestApp, type TestApp } from '../support/app';
import { openPage, seriousAccessibilityViolations } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';

let app: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), fileBrowser()]);
  const mail = app.app;
  const res = await fetch(`${app.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'maya@example.com',
      password: 'Jetstream2026',
      attributes: {
        email: 'maya@example.com',
        given_name: 'Maya',
        family_name: 'Okafor',
        phone_number: '+12125550100',
      },
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  const code = await mailedCode(mail);
  await fetch(`${app.url}/api/auth/confirm-sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'maya@example.com', code }),
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the account page on a phone (375 px)', () => {
  it('switches tabs, and deletes the account only once DELETE is typed', async () => {
    const { page, errors } = await openPage(browser, 375);
    page.setDefaultTimeout(8000);
    try {
      await page.goto(`${app.url}/login`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.type('input[name="email"]', 'maya@example.com');
      await page.type('input[name="password"]', 'Jetstream2026');
      await page.click('button[value="sign-in"]');
      await page.waitForFunction(() => location.pathname !== '/login');

      await page.goto(`${app.url}/my-account`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.$eval('.account-tabs [aria-current="page"]', (a) => a.textContent)).toBe('Personal Info');
      // The tab bar scrolls inside itself; the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.click('.account-tabs a[href="/my-account?tab=notifications"]');
      await page.waitForSelector('input[role="switch"]');
      expect(await page.$$eval('input[role="switch"]', (inputs) => inputs.length)).toBe(3);
      await page.click('.account-tabs a[href="/my-account?tab=wallet"]');
      await page.waitForFunction(() => document.body.textContent?.includes('minimum initial deposit is $25,000'));
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.goto(`${app.url}/my-account?delete=1`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForSelector('dialog[open] input[name="confirm"]');
      const confirm = 'dialog[open] button[type="submit"]';
      expect(await page.$eval(confirm, (b) => (b as HTMLButtonElement).disabled)).toBe(true);
      await page.type('dialog[open] input[name="confirm"]', 'delete');
      expect(await page.$eval(confirm, (b) => (b as HTMLButtonElement).disabled)).toBe(true);
      await page.$eval('dialog[open] input[name="confirm"]', (input) => {
        (input as HTMLInputElement).select();
      });
      await page.type('dialog[open] input[name="confirm"]', '  DELETE ');
      expect(await page.$eval(confirm, (b) => (b as HTMLButtonElement).disabled)).toBe(false);
      await page.click(confirm);
      await page.waitForFunction(() => document.body.textContent?.includes('Account Deleted Successfully'));
      expect(new URL(page.url()).pathname).toBe('/login');
      // A 4xx answer logged by the browser is expected along the way (as in sign-in.test.ts).
      expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
