import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { openPage } from '../support/browser';
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

const selectedLabel = (page: Page) =>
  page.$eval('[role="tab"][aria-selected="true"]', (tab) => tab.textContent?.trim() ?? '');
const panelText = (page: Page) => page.$eval('[role="tabpanel"]', (panel) => panel.textContent ?? '');
const category = (page: Page) => new URL(page.url()).searchParams.get('category');

describe('the /aircraft category tabs', () => {
  it('switch by click and by arrow keys, and the address follows the tab', async () => {
    const { page, errors } = await openPage(browser, 1280);
    try {
      await page.goto(`${app.url}/aircraft`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await selectedLabel(page)).toBe('Midsize');

      await page.click('[role="tab"][id$="-tab-LIGHT_JET"]');
      await page.waitForFunction(() =>
        document.querySelector('[role="tabpanel"]')?.textContent?.includes('1,000-1,800+ NM'),
      );
      expect(await selectedLabel(page)).toBe('Light');
      expect(await panelText(page)).toContain('Phenom 300E');
      expect(category(page)).toBe('LIGHT_JET');

      // The clicked tab has focus: the arrow keys move along the list, wrapping at the ends.
      await page.keyboard.press('ArrowLeft');
      expect(await selectedLabel(page)).toBe('Turbo-Prop');
      expect(await panelText(page)).toContain('1,000-1,500+ NM');
      await page.keyboard.press('ArrowLeft');
      expect(await selectedLabel(page)).toBe('Large');
      expect(category(page)).toBe('LARGE_JET');
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      expect(await selectedLabel(page)).toBe('Light');
      expect(await panelText(page)).toContain('1,000-1,800+ NM');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Light');

      // The address can be shared: reloading it opens the same tab.
      await page.reload({ waitUntil: 'load' });
      expect(await selectedLabel(page)).toBe('Light');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('open the tab a link from another page names', async () => {
    const { page, errors } = await openPage(browser, 375);
    try {
      await page.goto(`${app.url}/jet-info`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.click('a[href="/aircraft?category=SUPER_MIDSIZE_JET"]');
      await page.waitForFunction(() =>
        document.querySelector('[role="tabpanel"]')?.textContent?.includes('3,000-4,000+ NM'),
      );
      expect(await selectedLabel(page)).toBe('Super Midsize');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
