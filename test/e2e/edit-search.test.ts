import { DateTime } from 'luxon';
import type { Page } from 'puppeteer';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode } from '../support/mailbox';
import { startTestApp, type TestApp } from '../support/app';
import { clickInView, openPage, seriousAccessibilityViolations } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';

let app: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), fileBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const inDays = (days: number) => DateTime.now().setZone('America/New_York').plus({ days }).toISODate() ?? '';
const samePage = () => ({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' });
const PASSWORD = 'Jetstream2026';

/** Name=value pairs of the Set-Cookie headers of a response. */
function cookiesOf(res: request.Response): Map<string, string> {
  const pairs = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? '');
  return new Map(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

/** A customer signed in with a round trip KTEB to KPBI searched, as a browser tab's cookies. */
async function customerWithSearch(page: Page, email: string) {
  const person = {
    username: email,
    password: PASSWORD,
    attributes: { email, given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' },
  };
  await request(app.url).post('/api/auth/sign-up').send(person).expect(200);
  const code = await mailedCode(app.app, email);
  await request(app.url).post('/api/auth/confirm-sign-up').send({ email, code }).expect(200);
  const login = await request(app.url)
    .post('/login')
    .set(samePage())
    .type('form')
    .send({ email, password: PASSWORD })
    .expect(302);
  const jar = cookiesOf(login);
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const search = await request(app.url)
    .post('/consumer-booking')
    .set(samePage())
    .set('Cookie', header())
    .type('form')
    .send({
      routeType: 'ROUND_TRIP',
      from: 'KTEB',
      to: 'KPBI',
      date: inDays(10),
      time: '10:00',
      returnDate: inDays(12),
      returnTime: '15:00',
      passengers: '2',
    });
  expect(search.headers.location).toBe('/book-flight');
  for (const [name, value] of cookiesOf(search)) jar.set(name, value);
  await page.setCookie(...[...jar].map(([name, value]) => ({ name, value, url: app.url })));
}

const legText = (page: Page, step: number) =>
  page.$eval(`[aria-label="Leg ${step}"]`, (leg) => leg.textContent?.replace(/\s+/g, ' ') ?? '');

async function results(page: Page) {
  await page.waitForFunction(
    () => location.pathname === '/book-flight' && document.querySelector('[aria-label="Leg 1"]'),
  );
}

describe.each([1280, 375])('editing a search from the results at %i px', (width) => {
  it('changes the return date under the date rules, then the arrival airport on the map', async () => {
    const { page, errors } = await openPage(browser, width);
    page.setDefaultTimeout(10_000);
    try {
      await customerWithSearch(page, `maya.edit-${width}@example.com`);
      // Every request stays on this site; Leaflet is fetched only once /edit-airport opens.
      const requested: string[] = [];
      page.on('request', (req) => requested.push(req.url()));
      await page.goto(`${app.url}/book-flight`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');

      // EDIT DATE on the return: a same-day return after 21:30 is refused with the form's message.
      await page.click('a[href="/edit-date?leg=2"]');
      await page.waitForSelector('dialog[open] input[name="date"]');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      const sameDay = inDays(10);
      const setField = (name: string, value: string) =>
        page.$eval(
          `dialog[open] input[name="${name}"]`,
          (input, v) => {
            (input as HTMLInputElement).value = v;
          },
          value,
        );
      await setField('date', sameDay);
      await setField('time', '21:45');
      await page.click('dialog[open] button[type="submit"]');
      await page.waitForFunction(() =>
        document.querySelector('dialog[open] [role="alert"]')?.textContent?.includes('Error: Dates are not matching.'),
      );
      expect(await page.$eval('.toasts', (t) => t.textContent)).toContain('Error: Dates are not matching.');
      await setField('time', '21:30');
      await page.click('dialog[open] button[type="submit"]');
      await page.waitForFunction(() =>
        document.querySelector('[aria-label="Leg 2"]')?.textContent?.includes('9:30 PM'),
      );
      await results(page);
      const day = DateTime.fromISO(sameDay).toFormat('LLLL d, yyyy');
      expect(await legText(page, 2)).toContain(day);

      expect(requested.filter((url) => /leaflet/i.test(url))).toEqual([]);

      // EDIT AIRPORT on the outbound leg: the legs come along in the history state.
      const editAirport = 'a[href="/edit-airport?leg=1"]';
      const onEditAirport = (timeout: number) =>
        page
          .waitForFunction(() => location.pathname === '/edit-airport', { timeout })
          .then(
            () => true,
            () => false,
          );
      await clickInView(page, editAirport);
      // In two of five loaded CI runs (and once locally beside a CPU hog) this first click,
      // just after the new results, reached the link (it took focus) but no navigation
      // followed. The likely cause, since removed: the document scrolled smoothly (CSS), so
      // clickInView's scroll was still moving the page between the press and the release, and
      // the release fell elsewhere. A person would click again; so does the test, once.
      // (Clicking again while a slow navigation is on its way only starts the same one again.)
      if (!(await onEditAirport(10_000)) && (await page.$(editAirport))) await clickInView(page, editAirport);
      // This page loads its own code and Leaflet's: slower than the rest on a loaded machine.
      expect(await onEditAirport(30_000)).toBe(true);
      // The address changes before React has drawn the page.
      await page.waitForSelector('input[name="end"][value="arrival"]');
      await page.click('input[name="end"][value="arrival"]');
      await page.waitForSelector('.leaflet-container .airport-marker[role="button"]');
      // The suggestions wait for the airport's position, then for the airports near the map's area.
      await page.waitForSelector('.edit-airport__choice', { timeout: 30_000 });
      expect(await page.$$eval('.edit-airport__choice', (buttons) => buttons.length)).toBeGreaterThan(1);
      // Names are cut at 25 characters.
      const names = await page.$$eval('.edit-airport__choice span', (spans) => spans.map((s) => s.textContent ?? ''));
      expect(names.every((name) => name.length <= 26)).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // A marker on the map chooses its airport; so does a suggestion, which we keep.
      const markerCode = await page.$eval('.airport-marker[role="button"]', (m) =>
        m.getAttribute('title')?.slice(0, 4),
      );
      await page.click('.airport-marker[role="button"]');
      await page.waitForFunction(
        (code) => (document.querySelector('input[name="icao"]') as HTMLInputElement | null)?.value === code,
        {},
        markerCode,
      );
      const choice = await page.$$eval('.edit-airport__choice strong', (codes) =>
        codes.map((c) => c.textContent ?? ''),
      );
      const chosen = choice.find((code) => code !== markerCode) ?? '';
      const buttons = await page.$$('.edit-airport__choice');
      await buttons[choice.indexOf(chosen)]?.click();
      await page.waitForSelector('.edit-airport__choice[aria-pressed="true"]');
      expect(await page.$eval('input[name="icao"]', (input) => (input as HTMLInputElement).value)).toBe(chosen);

      await page.click('.edit-airport__form button[type="submit"]');
      await results(page);
      expect(await legText(page, 1)).toContain(chosen);
      expect(requested.some((url) => /leaflet/i.test(url))).toBe(true);
      expect(requested.filter((url) => !url.startsWith(app.url) && !url.startsWith('data:'))).toEqual([]);
      // The trip is now multi city: the return still leaves from Palm Beach.
      expect(await legText(page, 2)).toContain('KPBI');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
    // A whole journey through four pages, the map's included: more than the default 20 s when
    // the machine is loaded.
  }, 60_000);
});
