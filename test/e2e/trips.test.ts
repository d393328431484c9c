import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { inDays } from '../fixtures/charter';
import { startTestApp, type TestApp } from '../support/app';
import { openPage, seriousAccessibilityViolations } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import { aTrip, signedInCustomer, type SignedInCustomer } from '../support/trips';
import {
  activate,
  addPassenger,
  fill,
  fillEmergencyContact,
  fillLimoForm,
  makeLead,
  saveLegs,
} from '../support/trips-driver';

let app: TestApp;
let browser: TestBrowser;
let maya: SignedInCustomer;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), fileBrowser()]);
  maya = await signedInCustomer(app, 'Maya');
  await app.app.container.get<BookingStore>(BOOKING_STORE).save(aTrip(maya.userId, { id: 'maya-trip' }));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Signs Maya in, unless this browser already is (a signed-in visit to /login goes elsewhere). */
async function signIn(page: Page) {
  await page.goto(`${app.url}/login`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  if (new URL(page.url()).pathname !== '/login') return;
  await page.type('input[name="email"]', maya.email);
  await page.type('input[name="password"]', maya.password);
  await page.click('button[value="sign-in"]');
  await page.waitForFunction(() => location.pathname !== '/login');
}

const text = (page: Page) => page.evaluate(() => document.body.innerText);
const waitForText = (page: Page, wanted: string) =>
  page.waitForFunction((w) => document.body.innerText.includes(w), {}, wanted);

describe('after booking, on a phone (375 px)', () => {
  it('finds the trip under Upcoming, adds two passengers, names the lead, sets legs and an emergency contact, orders a limo', async () => {
    const { page, errors } = await openPage(browser, 375, 800);
    page.setDefaultTimeout(10_000);
    try {
      await signIn(page);

      await page.goto(`${app.url}/my-trips`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.$eval('.trip-tabs [aria-current="page"]', (a) => a.textContent)).toBe('Upcoming');
      expect(await page.$eval('.trip-card', (card) => card.textContent)).toContain('BOOKED');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.click('.trip-card');
      await page.waitForFunction(() => location.pathname === '/booking-details/maya-trip');
      await page.waitForSelector('.trip-legs');

      await page.click('.trip-tabs a[href$="tab=passengers"]');
      await page.waitForSelector('a[href$="modal=add-passenger"]');
      await addPassenger(page, { fname: 'Ana', mname: 'r', lname: 'Silva', dob: '1985-06-01', tag: 'COLLEAGUE' });
      await waitForText(page, 'Ana R. Silva');
      await addPassenger(page, { fname: 'Ben', lname: 'Okafor', dob: '1990-02-10', tag: 'FAMILY' });
      await waitForText(page, 'Ben Okafor');
      const passengers = await text(page);
      expect(passengers).toContain('Business');
      expect(passengers).toContain('Family');

      // The first passenger leads until another is made lead.
      await makeLead(page, 'Ben Okafor');
      expect(await page.$$eval('.badge--lead', (badges) => badges.length)).toBe(1);

      // Legs on board: none is refused, then Ana flies the first leg only.
      await activate(page, 'a[aria-label="Legs on board for Ana R. Silva"]');
      await page.waitForSelector('dialog[open] input[name="legIds"]');
      for (const box of await page.$$('dialog[open] input[name="legIds"]:checked')) await box.click();
      await page.click('dialog[open] button[type="submit"]');
      await waitForText(page, 'At Least One Leg Must Be Selected.');
      await saveLegs(page, [1]);
      await waitForText(page, 'On leg 1');

      // The emergency contact, opened from the keyboard; Escape would close it.
      await activate(page, 'a[href$="modal=emergency"]');
      await page.waitForSelector('dialog[open] input[name="fname"]');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
      await fillEmergencyContact(page, 'Tunde', 'Okafor');
      await waitForText(page, 'Tunde Okafor');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // The limo: Order Now opens the form; a stop is added and removed; Requested afterwards.
      await activate(page, '.trip-tabs a[href$="tab=details"]');
      await page.waitForSelector('a[aria-label="Order Now: Ground transportation"]');
      await activate(page, 'a[aria-label="Order Now: Ground transportation"]');
      await page.waitForSelector('dialog[open] select[name="generalInfo.vehicleType"]');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await fillLimoForm(page, { vehicleType: 'SprinterVan', luggage: '4', time: `${inDays(10)}T07:00` });
      await page.click('::-p-text(Add a stop)');
      await page.waitForSelector('dialog[open] input[name="stopsList.0.address"]');
      await page.click('::-p-text(Remove stop 1)');
      await page.waitForFunction(() => !document.querySelector('input[name="stopsList.0.address"]'));
      await page.type('dialog[open] textarea[name="driverNotes"]', 'Two child seats, please.');
      await page.click('dialog[open] button[type="submit"]');
      await waitForText(page, 'Your Request Has Been Submitted');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.trip-addon')].some((li) => li.textContent?.includes('Requested')),
      );
      expect(await page.$('a[aria-label="Order Now: Ground transportation"]')).toBeNull();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await activate(page, '.trip-tabs a[href$="tab=receipt"]');
      await page.waitForSelector('table.receipt');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 90_000);

  it('keeps the address book on the account page, with Rewards and Wallet readable', async () => {
    const { page, errors } = await openPage(browser, 375, 800);
    page.setDefaultTimeout(10_000);
    try {
      await signIn(page);

      await page.goto(`${app.url}/my-account?tab=passengers`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await activate(page, 'a[href$="modal=add"]');
      await page.waitForSelector('dialog[open] input[name="fname"]');
      await page.type('dialog[open] input[name="fname"]', 'Chloe');
      await page.type('dialog[open] input[name="lname"]', 'Martin');
      await fill(page, 'dialog[open] input[name="dob"]', '1979-11-30');
      await page.type('dialog[open] input[name="phoneNumber"]', '+1 415 555 0150');
      await page.select('dialog[open] select[name="tag"]', 'FRIEND');
      await page.click('dialog[open] button[type="submit"]');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
      await waitForText(page, 'Chloe Martin');
      expect(await text(page)).toContain('Friends');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      for (const tab of ['rewards', 'wallet']) {
        await activate(page, `.account-tabs a[href="/my-account?tab=${tab}"]`);
        await page.waitForFunction((t) => location.search === `?tab=${t}`, {}, tab);
        await page.waitForSelector('.ledger-balance');
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      }
      expect(await text(page)).toContain('$25,000');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
