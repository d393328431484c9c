import type { HTTPRequest } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { openPage } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import { chooseAirport, dismissToasts, inDays, pressSearch, setField, toastShown } from '../support/search-form-driver';

let app: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), fileBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the search form checks in the browser (spec 000 section 5)', () => {
  it('toasts every validation message before posting anything', async () => {
    const { page, errors } = await openPage(browser);
    page.setDefaultTimeout(15_000);
    const posts: string[] = [];
    page.on('request', (req: HTTPRequest) => {
      if (req.method() === 'POST') posts.push(req.url());
    });
    const refused = async (message: string) => {
      await pressSearch(page);
      await toastShown(page, message).catch(async (error: unknown) => {
        const shown = await page.$eval('.search-form__error', (p) => p.textContent).catch(() => 'nothing');
        throw new Error(`expected "${message}", shown "${shown}" (posts: ${posts.join()})`, { cause: error });
      });
      expect(await page.$eval('.search-form__error', (p) => p.textContent)).toBe(message);
    };
    try {
      // This test is about the form, not the offer (decision 021): a slow start must not bring it up.
      await page.evaluateOnNewDocument(() => sessionStorage.setItem('contrail-offer-seen', '1'));
      await page.goto(`${app.url}/consumer-booking`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      // The tab's session id is kept where spec 000 puts it, and posted with the search.
      const sessionId = await page.evaluate(() => sessionStorage.getItem('air-book-session-id'));
      expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
      expect(await page.$eval('input[name="sessionId"]', (i) => (i as HTMLInputElement).value)).toBe(sessionId);

      await setField(page, 'passengers', '');
      await refused('Please Add Passenger count.');
      await setField(page, 'passengers', '2');
      await refused('Error: Please add Departure Airport!');
      await chooseAirport(page, 0, 'teter', 'KTEB');
      await refused('Error: Please add Arrival Airport!');
      await chooseAirport(page, 1, 'teter', 'KTEB');
      await refused('Error: Departure Airport cant be same as Arrival Airport!');
      await chooseAirport(page, 1, 'KPBI', 'KPBI');
      await refused('Please type all information.');

      await setField(page, 'date', inDays(10));
      await setField(page, 'time', '10:00');
      await setField(page, 'returnDate', inDays(9));
      await setField(page, 'returnTime', '10:00');
      await refused('Error: Return Date should be grater than Depart Date.');
      // The return calendar starts on the departure date.
      expect(await page.$eval('input[name="returnDate"]', (i) => i.getAttribute('min'))).toBe(inDays(10));

      // A same-day return inside the margin.
      await setField(page, 'returnDate', inDays(10));
      await setField(page, 'returnTime', '11:00');
      expect(await page.$eval('input[name="returnTime"]', (i) => i.getAttribute('min'))).toBe('12:00');
      await refused('Error: Dates are not matching.');
      // The 21:30 cap after an evening departure.
      await setField(page, 'time', '20:00');
      await setField(page, 'returnTime', '21:30');
      expect(await page.$eval('input[name="returnTime"]', (i) => i.getAttribute('max'))).toBe('21:30');
      await dismissToasts(page);
      await refused('Error: Dates are not matching.');
      // A departure tomorrow is refused too.
      await setField(page, 'time', '10:00');
      await setField(page, 'returnTime', '16:00');
      await setField(page, 'date', inDays(1));
      await dismissToasts(page);
      await refused('Please type all information.');
      await setField(page, 'date', inDays(10));

      // Multi city: the first leg carries over; the last leg is empty.
      await page.click('input[name="routeType"][value="MULTI_CITY"]');
      await refused('Missing information in 1st or last leg.');
      await page.click('::-p-text(Add Leg)');
      await chooseAirport(page, 4, 'teter', 'KTEB');
      await chooseAirport(page, 5, 'KPBI', 'KPBI');
      await setField(page, 'date', inDays(14), 2);
      await setField(page, 'time', '09:00', 2);
      await refused('Missing information in 2nd leg.');
      // Later legs' calendars start from the first leg's date.
      expect(await page.$$eval('input[name="date"]', (all) => all.map((i) => i.getAttribute('min')))).toEqual([
        inDays(2),
        inDays(10),
        inDays(10),
      ]);

      expect(posts).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});
