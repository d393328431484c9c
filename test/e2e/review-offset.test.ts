import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { PAYMENT_STORE, type PaymentStore } from '../../ports/charter/payment-store';
import { startTestApp, type TestApp } from '../support/app';
import { openPage, seriousAccessibilityViolations } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import {
  VISA_APPROVED,
  acknowledgePeakTravel,
  bookLightJet,
  chooseAndConfirm,
  payByCard,
  signUpAndSignIn,
  waitForText,
} from '../support/payment-driver';

/**
 * The carbon offset on the review page (decision 060), in a real browser: the checkbox re-prices
 * the draft with its own line, unticking takes it off, and the trip paid by card is charged with it.
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

const OFFSET = 'input[type="checkbox"][name="offsetCarbon"]';

describe('offsetting a trip on the review page', () => {
  it('adds the offset line to the total, takes it off again, and charges it with the flight', async () => {
    const { page, errors } = await openPage(browser);
    page.setDefaultTimeout(15_000);
    try {
      await signUpAndSignIn(page, app, 'maya.offset@example.com');
      const bookingId = await bookLightJet(page, app, 12);
      const total = () => page.$eval('dd.review-booking__total', (dd) => dd.textContent);
      const costLines = () => page.$$eval('.review-booking__costs dt', (dts) => dts.map((dt) => dt.textContent ?? ''));
      const before = await total();
      expect((await costLines()).some((line) => line.startsWith('Carbon offset:'))).toBe(false);

      await page.click(OFFSET);
      await page.waitForFunction(
        (was) => document.querySelector('dd.review-booking__total')?.textContent !== was,
        {},
        before,
      );
      expect((await costLines()).find((line) => line.startsWith('Carbon offset:'))).toMatch(
        /^Carbon offset: \d+\.\d t CO2e$/,
      );
      expect(await page.$eval(OFFSET, (i) => (i as HTMLInputElement).checked)).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      const withOffset = await total();
      await page.click(OFFSET);
      await page.waitForFunction(
        (was) => document.querySelector('dd.review-booking__total')?.textContent !== was,
        {},
        withOffset,
      );
      expect(await total()).toBe(before);
      await page.click(OFFSET);
      await page.waitForFunction(
        (was) => document.querySelector('dd.review-booking__total')?.textContent === was,
        {},
        withOffset,
      );

      await acknowledgePeakTravel(page);
      await chooseAndConfirm(page, 'PAY_NOW_CARD');
      await payByCard(page, VISA_APPROVED);
      await page.waitForFunction(() => location.pathname === '/payment-success');
      await waitForText(page, 'Congratulations!');
      const booking = await app.app.container.get<BookingStore>(BOOKING_STORE).find(bookingId);
      expect(booking?.status).toBe('BOOKED');
      expect(booking?.priceBreakup.carbonOffset?.tonnes).toBeGreaterThan(0);
      // What the card paid toward the flight is the total with the offset.
      const attempts = await app.app.container.get<PaymentStore>(PAYMENT_STORE).attemptsOf(bookingId);
      const paid = attempts.filter((a) => a.status === 'APPROVED').reduce((sum, a) => sum + a.flightAmount, 0);
      expect(paid).toBe(booking?.totalCents);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});
