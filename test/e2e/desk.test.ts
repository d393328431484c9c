import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../src/core/money';
import { DESK_MESSAGES } from '../../src/engine/desk/desk-bookings';
import { startTestApp, type TestApp } from '../support/app';
import { openPage, seriousAccessibilityViolations } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import { aCustomer, aSupportAgent, type SignedIn } from '../support/customers';
import { aPassenger, aTrip, aWalletDeposit, signInToDesk, type Trip } from '../support/desk';

/**
 * Issue 16: the support desk is usable at 1280 px and on a tablet (820 px). Every desk page,
 * opened by an administrator over real data (a paid booking with a passenger, a booking awaiting
 * a wire, one held by the deposit, a customer with a wallet), has no serious accessibility
 * violation and nothing on it scrolls sideways; and the cancel form works from the keyboard.
 */
let app: TestApp;
let browser: TestBrowser;
let omar: SignedIn;
let maya: SignedIn;
let paid: Trip;
let awaitingWire: Trip;
let held: Trip;
let toCancel: Trip;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), fileBrowser()]);
  omar = await aSupportAgent(app.app, 'Omar', 'Haddad', 'ADMIN');
  await aSupportAgent(app.app, 'Ana', 'Ruiz', 'SUPPORT');
  maya = await aCustomer(app.app, 'Maya', 'Okafor');
  const leo = await aCustomer(app.app, 'Leo', 'Brandt');
  paid = await aTrip(app, maya, 'paid', 20);
  await aPassenger(app, maya, paid.bookingId, 'Sam', 'Okafor');
  awaitingWire = await aTrip(app, leo, 'awaiting-wire', 25);
  held = await aTrip(app, leo, 'held', 30);
  toCancel = await aTrip(app, maya, 'paid', 40);
  await aWalletDeposit(app, omar, maya, 2_500_000);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const pages = () => ({
  bookings: '/desk',
  'bookings awaiting a wire': '/desk?status=payment-pending',
  'a paid booking': `/desk/bookings/${paid.bookingId}`,
  'a booking awaiting a wire': `/desk/bookings/${awaitingWire.bookingId}`,
  'a booking held by the deposit': `/desk/bookings/${held.bookingId}`,
  customers: '/desk/customers?text=okafor',
  'a customer with a wallet': `/desk/customers/${maya.caller.userId}`,
  'the audit log': '/desk/audit',
  'staff accounts': '/desk/staff',
});

/** What scrolls sideways: the page itself, or any region of it. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const found = root.scrollWidth > root.clientWidth ? [`the page, by ${root.scrollWidth - root.clientWidth} px`] : [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.scrollWidth <= el.clientWidth || !['auto', 'scroll'].includes(getComputedStyle(el).overflowX)) continue;
      const parent = el.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby') ?? 'the page';
      found.push(`${el.className || el.tagName} in ${parent}, by ${el.scrollWidth - el.clientWidth} px`);
    }
    return found;
  });

async function open(page: Page, path: string) {
  await page.goto(app.url + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
}

describe.each([1280, 820])('the support desk at %i px', (width) => {
  it('has no serious accessibility violation and nothing scrolling sideways on any page', async () => {
    const { page, errors } = await openPage(browser, width, 900);
    page.setDefaultTimeout(20_000);
    try {
      await signInToDesk(page, app, omar);
      const problems: Record<string, unknown> = {};
      for (const [name, path] of Object.entries(pages())) {
        await open(page, path);
        const found = { axe: await seriousAccessibilityViolations(page), sideways: await sideways(page) };
        if (found.axe.length > 0 || found.sideways.length > 0) problems[name] = found;
      }
      expect(problems).toEqual({});
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});

describe('cancelling from the keyboard', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return { id: el?.id ?? '', text: el?.textContent?.trim() ?? '' };
    });

  it('chooses why, shows the refund, refuses a wrong password and cancels with the right one', async () => {
    const { page, errors } = await openPage(browser, 820, 900);
    page.setDefaultTimeout(20_000);
    try {
      await signInToDesk(page, app, omar);
      await open(page, `/desk/bookings/${toCancel.bookingId}`);
      // Tab from the top of the page to the cancel form's first field, as a keyboard user goes.
      for (let presses = 0; (await focused(page)).id !== 'desk-cause'; presses += 1) {
        expect(presses).toBeLessThan(60);
        await page.keyboard.press('Tab');
      }
      // The aircraft's owner withdrew it: the last of the causes, refunded in full.
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
      expect(await page.$eval('#desk-cause', (s) => (s as HTMLSelectElement).value)).toBe('OWNER_WITHDREW');
      await page.keyboard.press('Tab');
      expect((await focused(page)).id).toBe('desk-prepaid');
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe('Show the refund');
      await page.keyboard.press('Enter');

      // The refund shown, the password that confirms it has the focus and is described by it.
      await page.waitForFunction(() => document.activeElement?.id === 'desk-cancel-password');
      const refund = formatUsd(toCancel.flightCents);
      expect(await page.$eval('#desk-refund-plan', (plan) => plan.textContent)).toContain(`${refund} to the card`);
      expect(await page.$eval('#desk-cancel-password', (input) => input.getAttribute('aria-describedby'))).toContain(
        'desk-refund-plan',
      );

      await page.keyboard.type('not-my-password');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#desk-cancel-password-error');
      expect((await focused(page)).id).toBe('desk-cancel-password');
      expect(await page.$eval('#desk-cancel-password-error', (e) => e.textContent)).toBe(DESK_MESSAGES.PASSWORD);

      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.type(omar.password);
      await page.keyboard.press('Enter');
      // Done: the form is gone with the booking's cancellation, and the focus is on what happened.
      await page.waitForFunction(() => document.activeElement?.classList.contains('desk-notice'));
      // The notice comes with the action's answer; the booking as it now is, once the page has loaded it again.
      await page.waitForFunction(() => !document.querySelector('.route-loading'));
      expect((await focused(page)).text).toBe(
        'Booking cancelled: the refund is on its way and the customer is e-mailed.',
      );
      expect(await page.$eval('h1 .desk-badge', (b) => b.textContent)).toBe('Cancelled');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(await sideways(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 90_000);
});
