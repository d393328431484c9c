import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENTS, type BookingPayments } from '../../ports/charter/booking-payments';
import { LEDGER_STORE, type LedgerStore } from '../../ports/charter/ledger-store';
import { startTestApp, type TestApp } from '../support/app';
import { openPage, seriousAccessibilityViolations } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import {
  VISA_APPROVED,
  VISA_DECLINED,
  bookLightJet,
  chooseAndConfirm,
  payByCard,
  signUpAndSignIn,
  textOf,
  waitForText,
} from '../support/payment-driver';
import { inDays } from '../support/search-form-driver';

/**
 * Issue 6's "done when", in a real browser: pay by card with a sandbox test card, reserve with
 * the deposit, retry after a declined card, and the peak gate. The peak window is configured
 * 30 to 32 days out, so trips 10 days out are outside it and a trip 31 days out inside.
 */

let app: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  [app, browser] = await Promise.all([
    startTestApp({
      pages: 'built',
      env: {
        PEAK_TRAVEL_FROM: inDays(30),
        PEAK_TRAVEL_TO: inDays(32),
        PEAK_TRAVEL_BOOKING_MESSAGE: 'Your trip falls in the test peak period.',
        WIRE_BANK_NAME: 'First Test Bank',
      },
    }),
    fileBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('reviewing and paying in a browser', () => {
  it('books and pays by card with a sandbox test card, reaching /payment-success (1280 px, axe)', async () => {
    const { page, errors } = await openPage(browser);
    page.setDefaultTimeout(15_000);
    const cardRequests: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes(VISA_APPROVED)) cardRequests.push(new URL(request.url()).pathname);
    });
    try {
      await signUpAndSignIn(page, app, 'maya.card@example.com');
      const bookingId = await bookLightJet(page, app, 10);
      expect(await textOf(page)).toContain('Jet info');
      expect(await page.$('input[name="peakAcknowledged"]')).toBeNull();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // An add-on re-prices the booking.
      const total = () => page.$eval('dd.review-booking__total', (dd) => dd.textContent);
      const before = await total();
      await page.click('input[name="addonIds"][value="CATERING"]');
      await page.waitForFunction(
        (was) => document.querySelector('dd.review-booking__total')?.textContent !== was,
        {},
        before,
      );
      expect(await page.$eval('input[name="addonIds"][value="CATERING"]', (i) => (i as HTMLInputElement).checked)).toBe(
        true,
      );

      // No choice yet: the selection message, and nothing is charged.
      await page.click('.review-booking__confirm');
      await waitForText(page, 'Selection is required to confirm booking.');

      await chooseAndConfirm(page, 'PAY_NOW_CARD');
      await page.waitForSelector('dialog[open] input[autocomplete="cc-number"]');
      expect(await textOf(page)).toContain('Credit card fee (3%)');
      // Grouping and brand while typing; an invalid card never leaves the browser.
      await page.type('dialog[open] input[autocomplete="cc-number"]', '4111111111111112');
      expect(
        await page.$eval('dialog[open] input[autocomplete="cc-number"]', (i) => (i as HTMLInputElement).value),
      ).toBe('4111-1111-1111-1112');
      expect(await page.$eval('dialog[open] .card-modal__brand', (s) => s.textContent)).toBe('Visa');
      await page.type('dialog[open] input[autocomplete="cc-name"]', 'Maya Okafor');
      await page.type('dialog[open] input[autocomplete="cc-exp"]', '1230');
      await page.type('dialog[open] input[autocomplete="cc-csc"]', '123');
      await page.click('dialog[open] button[type="submit"]');
      await waitForText(page, 'Credit card details are not valid!');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await payByCard(page, VISA_APPROVED);
      await page.waitForFunction(() => location.pathname === '/payment-success');
      await waitForText(page, 'Congratulations!');
      const text = await textOf(page);
      expect(text).toContain('Your flight is booked.');
      expect(text).toContain(bookingId);
      expect(await page.$eval('a[href="/my-trips"].button', (a) => a.textContent)).toBe('Go to My Trips');
      // The card went to the gateway's token endpoint only.
      expect(cardRequests.length).toBeGreaterThan(0);
      expect(cardRequests.every((path) => path.startsWith('/sandbox-gateway/'))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('reserves another trip with the $1,000 deposit; the booking is RESERVED (375 px, axe)', async () => {
    const { page, errors } = await openPage(browser, 375, 800);
    page.setDefaultTimeout(15_000);
    try {
      await signUpAndSignIn(page, app, 'maya.reserve@example.com');
      const bookingId = await bookLightJet(page, app, 12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await chooseAndConfirm(page, 'PARTIAL_PAYMENT');
      expect(await textOf(page)).toContain('Deposit due today');
      await payByCard(page, VISA_APPROVED);
      await page.waitForFunction(() => location.pathname === '/payment-success');
      await waitForText(page, 'Your flight is sucessfully reserved.');
      expect(await textOf(page)).toContain('Complete payment in 23 hours');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      const payments = app.app.container.get<BookingPayments>(BOOKING_PAYMENTS);
      const userId = await page.evaluate(async () => {
        const res = await fetch('/payment-success?_data=root');
        return ((await res.json()) as { user: { id: string } }).user.id;
      });
      const details = await payments.details(
        { kind: 'customer', userId, accessToken: '', role: 'CUSTOMER' },
        bookingId,
      );
      expect(details.ok && details.answer.status).toBe('RESERVED');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows the decline message for a declined card and pays on retry', async () => {
    const { page } = await openPage(browser);
    page.setDefaultTimeout(15_000);
    try {
      await signUpAndSignIn(page, app, 'maya.declined@example.com');
      await bookLightJet(page, app, 14);
      await chooseAndConfirm(page, 'PAY_NOW_CARD');
      await payByCard(page, VISA_DECLINED);
      await page.waitForSelector('dialog[open] .form-error');
      const message = await page.$eval('dialog[open] .form-error', (p) => p.textContent);
      expect(message).toBe('Credit card payment failed!');
      expect(await page.$eval('.toasts', (t) => t.textContent)).toContain('Credit card payment failed!');
      expect(new URL(page.url()).pathname).toMatch(/^\/review-booking\//);
      await page.waitForFunction(
        () => !(document.querySelector('dialog[open] button[type="submit"]') as HTMLButtonElement | null)?.disabled,
      );
      await payByCard(page, VISA_APPROVED);
      await page.waitForFunction(() => location.pathname === '/payment-success');
      await waitForText(page, 'Your flight is booked.');
    } finally {
      await page.close();
    }
  });

  it('blocks Confirm on a peak trip until the acknowledgement is ticked, and warns before leaving', async () => {
    const { page } = await openPage(browser);
    page.setDefaultTimeout(15_000);
    try {
      await signUpAndSignIn(page, app, 'maya.peak@example.com');
      await bookLightJet(page, app, 31);
      expect(await textOf(page)).toContain('Your trip falls in the test peak period.');
      await chooseAndConfirm(page, 'PAY_NOW_CARD');
      await waitForText(
        page,
        'By Clicking the above you acknowledge the current Peak Travel Period to continue booking.',
      );
      expect(await page.$('dialog[open]')).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('peakAcknowledged');

      // Leaving now warns that the choices will be lost; staying keeps them.
      await page.click('header a[href="/concierge"]');
      await waitForText(page, 'Leave this page?');
      await page.click('dialog[open] .button--primary');
      expect(new URL(page.url()).pathname).toMatch(/^\/review-booking\//);

      await page.click('input[name="peakAcknowledged"]');
      await page.click('.review-booking__confirm');
      await page.waitForSelector('dialog[open] input[autocomplete="cc-number"]');
    } finally {
      await page.close();
    }
  });

  it('pays with Apple Pay where the browser offers it, moving on 2 seconds after success', async () => {
    const { page, errors } = await openPage(browser);
    page.setDefaultTimeout(15_000);
    // Chromium has no Apple Pay: a stand-in for Safari's ApplePaySession drives the same events.
    await page.evaluateOnNewDocument(() => {
      type Recorded = { status: number | null; merchantSession: unknown; request: unknown };
      const record: Recorded = { status: null, merchantSession: null, request: null };
      (window as unknown as { __applePay: Recorded }).__applePay = record;
      class FakeApplePaySession extends EventTarget {
        static STATUS_SUCCESS = 0;
        static STATUS_FAILURE = 1;
        static supportsVersion() {
          return true;
        }
        static canMakePayments() {
          return true;
        }
        constructor(_version: number, request: unknown) {
          super();
          record.request = request;
        }
        begin() {
          const event = Object.assign(new Event('validatemerchant'), {
            validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
          });
          this.dispatchEvent(event);
        }
        completeMerchantValidation(session: unknown) {
          record.merchantSession = session;
          const event = Object.assign(new Event('paymentauthorized'), {
            payment: { token: { paymentData: { version: 'EC_v1', data: `device-${Math.random()}` } } },
          });
          setTimeout(() => this.dispatchEvent(event), 10);
        }
        completePayment(status: number) {
          record.status = status;
        }
        abort() {}
      }
      (window as unknown as { ApplePaySession: unknown }).ApplePaySession = FakeApplePaySession;
    });
    try {
      await signUpAndSignIn(page, app, 'maya.applepay@example.com');
      await bookLightJet(page, app, 18);
      await page.click('input[name="subOption"][value="APPLE_PAY"]');
      await page.click('input[name="termsAccepted"]');
      await page.click('.review-booking__confirm');
      await page.waitForFunction(
        () => (window as unknown as { __applePay: { status: number | null } }).__applePay.status !== null,
      );
      const recorded = await page.evaluate(
        () =>
          (
            window as unknown as {
              __applePay: {
                status: number;
                merchantSession: unknown;
                request: { countryCode: string; currencyCode: string; supportedNetworks: string[] };
              };
            }
          ).__applePay,
      );
      expect(recorded.status).toBe(0);
      expect(recorded.merchantSession).toBeTruthy();
      expect(recorded.request).toMatchObject({
        countryCode: 'US',
        currencyCode: 'USD',
        supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      });
      const approvedAt = Date.now();
      expect(new URL(page.url()).pathname).toMatch(/^\/review-booking\//);
      await page.waitForFunction(() => location.pathname === '/payment-success');
      expect(Date.now() - approvedAt).toBeGreaterThan(1500);
      await page.waitForFunction(() => document.body.textContent?.includes('Your flight is booked.'));
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('applies rewards and pays from the wallet', async () => {
    const { page, errors } = await openPage(browser);
    page.setDefaultTimeout(15_000);
    try {
      await signUpAndSignIn(page, app, 'maya.wallet@example.com');
      const userId = await page.evaluate(async () => {
        const res = await fetch('/consumer-booking?_data=root');
        return ((await res.json()) as { user: { id: string } }).user.id;
      });
      const ledger = app.app.container.get<LedgerStore>(LEDGER_STORE);
      await ledger.addWallet(userId, {
        amount: 50_000_000,
        status: 'ADDED',
        at: new Date(),
        display: 'Opening deposit',
      });
      await ledger.addReward(userId, { bookingId: 'earlier-trip', amount: 40_000, status: 'ADDED', at: new Date() });

      await bookLightJet(page, app, 20);
      const rewards = 'input[name="useRewards"]';
      expect(await page.$eval(rewards, (i) => (i as HTMLInputElement).disabled)).toBe(false);
      await page.click(rewards);
      await page.waitForFunction(() => document.body.textContent?.includes('Rewards applied'));
      await chooseAndConfirm(page, 'PAY_NOW_WALLET');
      await page.waitForFunction(() => location.pathname === '/payment-success');
      await page.waitForFunction(() => document.body.textContent?.includes('Your flight is booked.'));
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('holds a trip for a wire transfer and shows the bank details', async () => {
    const { page } = await openPage(browser);
    page.setDefaultTimeout(15_000);
    try {
      await signUpAndSignIn(page, app, 'maya.wire@example.com');
      await bookLightJet(page, app, 16);
      await chooseAndConfirm(page, 'PAY_BY_WIRE');
      await waitForText(page, 'Please complete payment by wire transfer within the next 24 hours.');
      expect(await page.$eval('dialog[open]', (d) => d.textContent)).toContain('First Test Bank');
      await page.click('dialog[open] .button--primary');
      await page.waitForFunction(() => location.pathname === '/payment-success');
      await waitForText(page, 'Congratulations!');
    } finally {
      await page.close();
    }
  });
});
