import type { Browser, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_OUTBOX_STORE, type MailOutboxStore } from '../../ports/mailer';
import { startTestApp, type TestApp } from '../support/app';
import { launchBrowser, openPage, seriousAccessibilityViolations } from '../support/browser';

let app: TestApp;
let browser: Browser;

async function lastCode(): Promise<string> {
  const [latest] = await app.app.container.get<MailOutboxStore>(MAIL_OUTBOX_STORE).list(1);
  const code = latest && /\b(\d{6})\b/.exec(latest.text)?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

async function api(path: string, body: object) {
  const res = await fetch(`${app.url}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} failed: ${res.status}`);
}

/** An account as the API creates it, confirmed unless asked otherwise. */
async function account(email: string, { confirmed = true } = {}) {
  await api('sign-up', {
    username: email,
    password: 'Jetstream2026',
    attributes: { email, given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' },
  });
  if (confirmed) await api('confirm-sign-up', { email, code: await lastCode() });
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), launchBrowser()]);
  await account('maya@example.com');
  await account('unconfirmed@example.com', { confirmed: false });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function home(page: Page) {
  await page.goto(`${app.url}/consumer-booking`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
}

const dialogTitle = (page: Page) =>
  page.$eval('dialog[open]', (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('the Login modal on the home screen', () => {
  it('opens from the hero Login button, closes with Escape, and signs in in place', async () => {
    const { page, errors } = await openPage(browser);
    page.setDefaultTimeout(8000);
    try {
      await home(page);
      await page.click('.booking-hero a[href="/login"]');
      await page.waitForSelector('dialog[open] input[name="email"]');
      expect(await dialogTitle(page)).toBe('Login');
      expect(await page.$eval('dialog[open]', (d) => d.getAttribute('aria-modal'))).toBe('true');
      expect(new URL(page.url()).pathname).toBe('/consumer-booking');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));

      await page.click('.booking-hero a[href="/login"]');
      await page.waitForSelector('dialog[open] input[name="email"]');
      await page.type('dialog[open] input[name="email"]', 'nobody@example.com');
      await page.type('dialog[open] input[name="password"]', 'Jetstream2026');
      await page.click('dialog[open] button[value="sign-in"]');
      await page.waitForFunction(() =>
        document.querySelector('dialog[open] .form-error')?.textContent?.includes('We don’t have an account'),
      );

      await page.$eval('dialog[open] input[name="email"]', (input) => {
        (input as HTMLInputElement).value = 'maya@example.com';
      });
      await page.$eval('dialog[open] input[name="password"]', (input) => {
        (input as HTMLInputElement).value = '';
      });
      await page.type('dialog[open] input[name="password"]', 'Jetstream2026');
      await page.click('dialog[open] button[value="sign-in"]');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
      await page.waitForFunction(() => !document.querySelector('.booking-hero a[href="/login"]'));
      expect(new URL(page.url()).pathname).toBe('/consumer-booking');
      expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    } finally {
      // The tabs share cookies: the next visit starts signed out.
      await page.deleteCookie(...(await page.cookies()));
      await page.close();
    }
  });

  it('confirms an unconfirmed account with the mailed code inside the dialog', async () => {
    const { page } = await openPage(browser);
    page.setDefaultTimeout(8000);
    try {
      await home(page);
      await page.click('.booking-hero a[href="/login"]');
      await page.waitForSelector('dialog[open] input[name="email"]');
      await page.type('dialog[open] input[name="email"]', 'unconfirmed@example.com');
      await page.type('dialog[open] input[name="password"]', 'Jetstream2026');
      await page.click('dialog[open] button[value="sign-in"]');
      await page.waitForSelector('dialog[open] input[name="code"]');
      await page.type('dialog[open] input[name="code"]', await lastCode());
      await page.click('dialog[open] button[value="confirm"]');
      await page.waitForFunction(() =>
        document.querySelector('dialog[open] .form-success')?.textContent?.includes('Awesome! Successfully Verified.'),
      );
      // Back on the sign-in form of the same dialog, her e-mail kept.
      expect(await page.$eval('dialog[open] input[name="email"]', (i) => (i as HTMLInputElement).value)).toBe(
        'unconfirmed@example.com',
      );
    } finally {
      await page.close();
    }
  });

  it('is a plain link to /login before JavaScript', async () => {
    const page = await browser.newPage();
    try {
      await page.setJavaScriptEnabled(false);
      await page.goto(`${app.url}/consumer-booking`, { waitUntil: 'load' });
      await page.click('.booking-hero a[href="/login"]');
      await page.waitForSelector('h1');
      expect(new URL(page.url()).pathname).toBe('/login');
    } finally {
      await page.close();
    }
  });
});
