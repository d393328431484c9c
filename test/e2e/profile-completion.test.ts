import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../../ports/identity-provider';
import { startTestApp, type TestApp } from '../support/app';
import { seriousAccessibilityViolations, letTimePass } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';

/**
 * Profile completion after a federated sign-in that left out the phone. The sign-in itself runs
 * against a real OpenID Connect provider in test/http/federated-sign-in.test.ts; here the
 * session comes straight from the identity provider's federated sign-in, as its callback does.
 */
let app: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), fileBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A fresh browser signed in through "Google" as someone whose provider shared no phone. */
async function signedInWithoutPhone(subject: string, { javaScript = true } = {}) {
  const identity = app.app.container.get<IdentityProvider>(IDENTITY_PROVIDER);
  const tokens = await identity.federatedSignIn({
    provider: 'google',
    subject,
    email: `${subject}@example.com`,
    emailVerified: true,
    givenName: 'Omar',
    familyName: 'Haddad',
    phone: null,
  });
  if (!tokens.ok) throw new Error('federated sign-in failed');
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setJavaScriptEnabled(javaScript);
  await page.setViewport({ width: 1280, height: 900 });
  // The first page of the run can take seconds to load on a busy machine.
  page.setDefaultTimeout(20_000);
  await page.setCookie(
    { name: 'contrail_at', value: tokens.value.accessToken, url: app.url },
    { name: 'contrail_rt', value: tokens.value.refreshToken, url: app.url },
  );
  await page.evaluateOnNewDocument(() => localStorage.setItem('contrail-social-login', '1'));
  return { page, done: () => context.close() };
}

async function home(page: Page) {
  await page.goto(`${app.url}/consumer-booking`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
}

describe('completing the profile after a federated sign-in', () => {
  it('opens the prefilled Create Account modal; saving signs the person in', async () => {
    const { page, done } = await signedInWithoutPhone('omar');
    try {
      await home(page);
      await page.waitForSelector('dialog[open] input[name="phone"]');
      expect(
        await page.$eval(
          'dialog[open]',
          (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent,
        ),
      ).toBe('Create Account');
      expect(await page.$eval('dialog[open] input[name="firstname"]', (i) => (i as HTMLInputElement).value)).toBe(
        'Omar',
      );
      expect(await page.$eval('dialog[open]', (d) => d.textContent)).toContain('omar@example.com');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.click('dialog[open] button[type="submit"]');
      await page.waitForFunction(
        () => document.querySelector('dialog[open] .field__error')?.textContent === 'Field required',
      );
      await page.type('dialog[open] input[name="phone"]', '4155550188');
      await page.click('dialog[open] button[type="submit"]');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.toast__message')].some((t) => t.textContent === 'Changes Saved Successfully'),
      );
      await page.waitForSelector('.account-menu__button');
      expect(await page.$('dialog[open]')).toBeNull();
      // No offer for someone signed in, however long they stay.
      await letTimePass(page, 3500);
      expect(await page.$('dialog[open]')).toBeNull();
    } finally {
      await done();
    }
  });

  it('signs the person out when they close it, clearing the social-login flag', async () => {
    const { page, done } = await signedInWithoutPhone('nadia');
    try {
      await home(page);
      await page.waitForSelector('dialog[open] input[name="phone"]');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => location.pathname === '/');
      expect(await page.evaluate(() => localStorage.getItem('contrail-social-login'))).toBeNull();
      await page.goto(`${app.url}/my-account`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe('/login');
      await page.goto(`${app.url}/complete-profile`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe('/login');
    } finally {
      await done();
    }
  });

  it('links to the /complete-profile page before JavaScript', async () => {
    const { page, done } = await signedInWithoutPhone('yusuf', { javaScript: false });
    try {
      await page.goto(`${app.url}/consumer-booking`, { waitUntil: 'load' });
      await page.click('a[href="/complete-profile?redirectTo=%2Fconsumer-booking"]');
      await page.waitForSelector('input[name="phone"]');
      await page.type('input[name="phone"]', '4155550199');
      await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
      expect(new URL(page.url()).pathname).toBe('/consumer-booking');
      expect(await page.$('a[href^="/complete-profile"]')).toBeNull();
    } finally {
      await done();
    }
  });
});
