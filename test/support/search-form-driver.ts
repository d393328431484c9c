import { DateTime } from 'luxon';
import type { Page } from 'puppeteer';

/** A calendar date `days` from today, on the customer's calendar (US Eastern, as the server). */
export const inDays = (days: number) => DateTime.now().setZone('America/New_York').plus({ days }).toISODate() ?? '';

/** Chooses an airport in the nth combobox (0: first departure, 1: first destination, ...). */
export async function chooseAirport(page: Page, nth: number, text: string, code: string): Promise<void> {
  const inputs = await page.$$('input[role="combobox"]');
  const input = inputs[nth];
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
