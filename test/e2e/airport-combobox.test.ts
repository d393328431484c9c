import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { openPage, seriousAccessibilityViolations } from '../support/browser';
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

describe('the airport combobox on /consumer-booking', () => {
  it('is driven by the keyboard at 375 px: type "teter", arrow down, Enter chooses KTEB', async () => {
    const { page, errors } = await openPage(browser, 375, 800);
    page.setDefaultTimeout(8000);
    try {
      await page.goto(`${app.url}/consumer-booking`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      const departure = 'input[role="combobox"]';
      await page.focus(departure);
      await page.keyboard.type('teter');
      await page.waitForSelector('[role="option"]');
      expect(await page.$eval(departure, (input) => input.getAttribute('aria-expanded'))).toBe('true');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.keyboard.press('ArrowDown');
      const activeId = await page.$eval(departure, (input) => input.getAttribute('aria-activedescendant'));
      expect(activeId).toBeTruthy();
      expect(await page.$eval(`[id="${activeId}"]`, (option) => option.getAttribute('aria-selected'))).toBe('true');

      await page.keyboard.press('Enter');
      expect(await page.$eval(departure, (input) => input.getAttribute('aria-expanded'))).toBe('false');
      expect(await page.$eval('input[type="hidden"][name="from"]', (input) => (input as HTMLInputElement).value)).toBe(
        'KTEB',
      );
      expect(await page.$eval(departure, (input) => (input as HTMLInputElement).value)).toMatch(/^KTEB - /);

      // Clearing the text resets the choice.
      await page.$eval(departure, (input) => (input as HTMLInputElement).select());
      await page.keyboard.press('Backspace');
      expect(await page.$eval('input[type="hidden"][name="from"]', (input) => (input as HTMLInputElement).value)).toBe(
        '',
      );
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
