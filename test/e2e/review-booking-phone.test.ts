import { ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENTS, type BookingPayments } from '../../ports/charter/booking-payments';
import { startTestApp, type TestApp } from '../support/app';
import { openPage, seriousAccessibilityViolations } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import { StubBookingPayments, draftBooking } from '../fakes/stub-booking-payments';
import { signUp } from '../support/payment-driver';

/**
 * The phone rule of spec 001 section 4 in a browser: a profile without a phone cannot sign in
 * through our own forms, so the backend's word (rules.phoneRequired) is stubbed here.
 */
let app: TestApp;
let browser: TestBrowser;
const payments = new StubBookingPayments();
beforeAll(async () => {
  [app, browser] = await Promise.all([
    startTestApp({
      pages: 'built',
      overrides: [
        new ContainerModule(({ bind, isBound, rebind }) => {
          if (isBound(BOOKING_PAYMENTS)) rebind<BookingPayments>(BOOKING_PAYMENTS).toConstantValue(payments);
          else bind<BookingPayments>(BOOKING_PAYMENTS).toConstantValue(payments);
        }),
      ],
    }),
    fileBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('a payment without a phone number on the profile', () => {
  it('opens the personal-info modal, saves, toasts "Information Updated Successfully" and continues', async () => {
    const email = 'maya.phone@example.com';
    await signUp(app, email);
    payments.bookings.set(
      'b-phone',
      draftBooking('b-phone', { rules: { ...draftBooking('x').rules, phoneRequired: true } }),
    );

    const { page, errors } = await openPage(browser, 375);
    page.setDefaultTimeout(10_000);
    try {
      await page.goto(`${app.url}/login`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.type('input[name="email"]', email);
      await page.type('input[name="password"]', 'Jetstream2026');
      await page.click('button[value="sign-in"]');
      await page.waitForFunction(() => location.pathname !== '/login');
      await page.goto(`${app.url}/review-booking/b-phone`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');

      await page.click('input[name="subOption"][value="PAY_BY_WIRE"]');
      await page.click('input[name="termsAccepted"]');
      await page.click('.review-booking__confirm');
      await page.waitForSelector('dialog[open] input[name="phone"]');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.$eval('dialog[open] input[name="phone"]', (input) => {
        (input as HTMLInputElement).value = '';
      });
      await page.click('dialog[open] button[type="submit"]');
      await page.waitForFunction(() => document.body.textContent?.includes('Please enter a phone number'));
      await page.type('dialog[open] input[name="phone"]', '2125550199');
      await page.click('dialog[open] button[type="submit"]');
      await page.waitForFunction(() =>
        document.querySelector('.toasts')?.textContent?.includes('Information Updated Successfully'),
      );
      expect(payments.calls).toEqual([]);
      // Two seconds later the payment goes on: the wire is held and its sheet opens.
      await page.waitForFunction(() =>
        document.body.textContent?.includes('Please complete payment by wire transfer within the next 24 hours.'),
      );
      expect(payments.calls.map((c) => c.method)).toEqual(['wire']);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
