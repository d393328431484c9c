import type { Browser, CDPSession, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { launchBrowser, openPage, seriousAccessibilityViolations } from '../support/browser';
import { confirmedCustomer } from '../support/customers';
import { deliveredMail } from '../support/mailbox';

/**
 * Passkeys in a real browser (issue 28, decision 058): Chromium's virtual authenticator (the
 * DevTools Protocol's WebAuthn domain) stands in for a fingerprint reader. The site is opened by
 * its PUBLIC_URL (http://localhost:<port>): WebAuthn binds passkeys to a host name, never an IP.
 */
vi.setConfig({ testTimeout: 90_000 });

let app: TestApp;
// A browser of its own, not the run's shared one: when another file's connection to a shared
// browser lets go of a page, Chromium resets that page's virtual authenticator with it.
let browser: Browser;
let maya: { email: string; password: string };

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), launchBrowser()]);
  maya = await confirmedCustomer(app, 'maya.passkey@example.com');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/**
 * A platform authenticator that verifies its user at once (a finger on the reader). The page
 * keeps the focus whatever other files' tabs open beside it: Chromium refuses a passkey
 * ceremony to a page that is not focused.
 */
async function withAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  await page.emulateFocusedPage(true);
  await page.bringToFront();
  const cdp = await page.createCDPSession();
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A browser without passkey autofill (conditional mediation): only the button signs in with a passkey. */
async function withoutAutofill(page: Page) {
  await page.evaluateOnNewDocument(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
}

async function open(page: Page, path: string) {
  await page.goto(`${app.publicUrl}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Forgets the session (and the device cookie): the next page is a visitor's. */
async function signOut(page: Page) {
  const context = page.browserContext();
  await context.deleteCookie(...(await context.cookies()));
}

async function signInWithPassword(page: Page) {
  await signOut(page);
  await open(page, '/login');
  await page.type('input[name="email"]', maya.email);
  await page.type('input[name="password"]', maya.password);
  await Promise.all([page.waitForNavigation(), page.click('button[value="sign-in"]')]);
}

const signedIn = (page: Page) =>
  page.evaluate(async () => (await fetch('/my-trips', { redirect: 'manual' })).status === 200);

describe('passkeys in the browser', () => {
  it('adds a passkey in My Account > Security, then signs in with it on /login and in the Login dialog', async () => {
    const { page, errors } = await openPage(browser);
    page.setDefaultTimeout(30_000);
    const { cdp, authenticatorId } = await withAuthenticator(page);
    try {
      await signInWithPassword(page);
      await open(page, '/my-account?tab=security');
      expect(await page.$eval('#passkeys-heading', (h) => h.textContent)).toBe('Passkeys');
      expect(await page.$eval('.account-empty', (p) => p.textContent)).toBe('You have no passkey yet.');
      const [add] = await page.$$('xpath/.//button[normalize-space()="Add a passkey"]');
      await add?.click();
      await page.waitForSelector('[data-passkey-id]');
      expect(await page.$eval('.form-success', (p) => p.textContent)).toBe(
        'Your passkey was added. You can now sign in with it.',
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]?.isResidentCredential).toBe(true);
      const mail = (await deliveredMail(app.app)).filter((m) => m.kind === 'passkey-changed');
      expect(mail.map((m) => m.to)).toEqual([maya.email]);

      // Signed out, /login offers the passkey in the e-mail field's autofill: the virtual
      // authenticator picks the only one at once, as a person choosing it would, and it signs in.
      await signOut(page);
      await page.goto(`${app.publicUrl}/login`);
      await page.waitForFunction(() => location.pathname === '/consumer-booking' && document.readyState === 'complete');
      expect(await signedIn(page)).toBe(true);

      // Where the browser has no autofill, the button does it.
      await withoutAutofill(page);
      await signOut(page);
      await open(page, '/login');
      expect(await page.$eval('input[name="email"]', (i) => i.getAttribute('autocomplete'))).toBe('username webauthn');
      await page.waitForSelector('.passkey-sign-in button');
      await Promise.all([page.waitForNavigation(), page.click('.passkey-sign-in button')]);
      expect(new URL(page.url()).pathname).toBe('/consumer-booking');
      expect(await signedIn(page)).toBe(true);

      // And in the Login dialog, over the page it was opened on.
      await signOut(page);
      await page.evaluateOnNewDocument(() => sessionStorage.setItem('contrail-offer-seen', '1'));
      await open(page, '/consumer-booking');
      await page.click('.booking-hero a[href="/login"]');
      await page.waitForSelector('dialog[open] .passkey-sign-in button');
      await Promise.all([page.waitForNavigation(), page.click('dialog[open] .passkey-sign-in button')]);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(new URL(page.url()).pathname).toBe('/consumer-booking');
      expect(await signedIn(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('says so when the person cancels, and signs in with nothing when the passkey was removed', async () => {
    const { page } = await openPage(browser);
    page.setDefaultTimeout(30_000);
    const { cdp, authenticatorId } = await withAuthenticator(page);
    await withoutAutofill(page);
    try {
      await signInWithPassword(page);
      await open(page, '/my-account?tab=security');
      const before = await page.$$eval('[data-passkey-id]', (rows) => rows.length);
      const [add] = await page.$$('xpath/.//button[normalize-space()="Add a passkey"]');
      await add?.click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-passkey-id]').length === n + 1, {}, before);

      // Removed on the site, the passkey left on the device is refused.
      const [remove] = await page.$$('[data-passkey-id] button[type="submit"]');
      await Promise.all([page.waitForNavigation(), remove?.click()]);
      await page.waitForFunction(
        () =>
          document.querySelector('.form-success')?.textContent ===
          'That passkey was removed. It can no longer sign in.',
      );
      await signOut(page);
      await open(page, '/login');
      await page.waitForSelector('.passkey-sign-in button');
      await page.click('.passkey-sign-in button');
      await page.waitForFunction(() =>
        document.querySelector('.passkey-sign-in .form-error')?.textContent?.includes('don’t recognise'),
      );

      // A person who does not verify (no finger on the reader) is told how to go on.
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
      await page.click('.passkey-sign-in button');
      await page.waitForFunction(
        () =>
          document.querySelector('.passkey-sign-in .form-error')?.textContent ===
          'The passkey was not used. Try again, or sign in with your password.',
      );
      expect(await signedIn(page)).toBe(false);
    } finally {
      await page.close();
    }
  });
});
