import { DateTime } from 'luxon';
import type { Page } from 'puppeteer';
import { clickInView } from './browser';

/** A calendar date `days` from today, on the customer's calendar (US Eastern, as the server). */
export const inDays = (days: number) => DateTime.now().setZone('America/New_York').plus({ days }).toISODate() ?? '';

/** Chooses an airport in the nth combobox (0: first departure, 1: first destination, ...). */
export async function chooseAirport(page: Page, nth: number, text: string, code: string): Promise<void> {
  // After a client-side navigation the path changes before the new page has rendered its form.
  await page
    .waitForFunction((i) => document.querySelectorAll('input[role="combobox"]').length > i, {}, nth)
    .catch((error: unknown) => {
      throw new Error(`no airport field ${nth}`, { cause: error });
    });
  const input = (await page.$$('input[role="combobox"]'))[nth];
  if (!input) throw new Error(`no airport field ${nth}`);
  await input.focus();
  await input.evaluate((el) => (el as HTMLInputElement).select());
  await input.type(text);
  const listId = await input.evaluate((el) => el.getAttribute('aria-controls'));
  const option = await page.waitForSelector(`[id="${listId}"] ::-p-text(${code})`).catch(async (error: unknown) => {
    const seen = await page.$eval(`[id="${listId}"]`, (list) => list.outerHTML);
    throw new Error(`${code} not offered for "${text}": ${seen}`, { cause: error });
  });
  // Options are chosen on mousedown (the input keeps focus).
  await option?.evaluate((el) =>
    (el.closest('[role="option"]') ?? el).dispatchEvent(new MouseEvent('mousedown', { bubbles: true })),
  );
  await page.waitForFunction(
    (i, c) =>
      (document.querySelectorAll('input[role="combobox"]')[i] as HTMLInputElement | undefined)?.value.startsWith(c),
    {},
    nth,
    code,
  );
}

/** Sets the nth field of a name (dates and times are set as a picker would, then announced). */
export async function setField(page: Page, name: string, value: string, nth = 0): Promise<void> {
  await page.$$eval(
    `[name="${name}"]`,
    (fields, v, n) => {
      const field = fields[n] as HTMLInputElement | undefined;
      if (!field) throw new Error('no such field');
      // React tracks the value through the prototype setter; set it there so onChange fires.
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(field, v);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    },
    value,
    nth,
  );
}

/**
 * Fills the search form with the round trip most tests fly, Teterboro to Palm Beach: out in 10
 * days at 10:00, back 2 days later at 15:00 (and `passengers`, when given).
 */
export async function fillRoundTrip(page: Page, passengers?: number): Promise<void> {
  await chooseAirport(page, 0, 'teter', 'KTEB');
  await chooseAirport(page, 1, 'KPBI', 'KPBI');
  await setField(page, 'date', inDays(10));
  await setField(page, 'time', '10:00');
  await setField(page, 'returnDate', inDays(12));
  await setField(page, 'returnTime', '15:00');
  if (passengers) await setField(page, 'passengers', String(passengers));
}

/** Presses the search form's submit button (by the DOM: earlier toasts may cover it on screen). */
export async function pressSearch(page: Page): Promise<void> {
  await page.$eval('form[aria-label="Search flights"] button[type="submit"]', (b) => (b as HTMLButtonElement).click());
}

/**
 * Dismisses every toast with its own close button, as a user would, and waits until they are
 * gone. (Removing the nodes by hand breaks React: its later dismissal crashes the page.)
 */
export async function dismissToasts(page: Page): Promise<void> {
  await page.$$eval('.toast__close', (buttons) => buttons.forEach((b) => (b as HTMLButtonElement).click()));
  await page.waitForFunction(() => document.querySelectorAll('.toast').length === 0);
}

/** Waits for a toast with exactly this message. */
export async function toastShown(page: Page, message: string): Promise<void> {
  await page.waitForFunction(
    (m) => Array.from(document.querySelectorAll('.toast__message')).some((t) => t.textContent === m),
    {},
    message,
  );
}

/**
 * From the results: EDIT AIRPORT on the first leg, the arrival end, the first airport the map
 * suggests, Change Airport, and the new results. Answers the airport chosen and each leg's text.
 */
export async function moveArrivalOnMap(page: Page): Promise<{ chosen: string; legs: string[] }> {
  await clickInView(page, 'a[href="/edit-airport?leg=1"]');
  // The first visit loads the page's code: slower than the rest on a loaded machine.
  await page.waitForFunction(() => location.pathname === '/edit-airport', { timeout: 30_000 });
  // The address changes before React has drawn the page.
  await page.waitForSelector('input[name="end"][value="arrival"]');
  await page.click('input[name="end"][value="arrival"]');
  // The suggestions wait for the airport's position, then for the airports near the map's area.
  await page.waitForSelector('.edit-airport__choice', { timeout: 30_000 });
  const chosen = await page.$eval('.edit-airport__choice strong', (code) => code.textContent ?? '');
  await page.click('.edit-airport__choice');
  await page.waitForSelector('.edit-airport__choice[aria-pressed="true"]');
  await page.click('.edit-airport__form button[type="submit"]');
  // It searches again: the results show the new airport.
  await page.waitForFunction(
    (code) =>
      location.pathname === '/book-flight' &&
      document.querySelector('[aria-label="Leg 1"]')?.textContent?.includes(code),
    { timeout: 20_000 },
    chosen,
  );
  const legs = await page.$$eval('[aria-label^="Leg "]', (all) => all.map((leg) => leg.textContent ?? ''));
  return { chosen, legs };
}
