import type { Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenRoutes, pageRoutes } from '../../src/web/route-specs';
import { startTestApp, type TestApp } from '../support/app';
import { launchBrowser, openPage, seriousAccessibilityViolations } from '../support/browser';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const publicPaths = flattenRoutes(pageRoutes)
  .filter((route) => route.path !== '*')
  .map((route) => (route.index ? '/' : `/${route.path}`));

describe.each([
  { device: 'desktop', width: 1280 },
  { device: 'phone', width: 375 },
])('every public page on a $device ($width px)', ({ width }) => {
  it.each(publicPaths)('%s renders its heading, hydrates without errors and passes axe', async (path) => {
    const { page, errors } = await openPage(browser, width);
    try {
      await page.goto(app.url + path, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      const heading = await page.$eval('h1', (h) => h.textContent?.trim() ?? '');
      expect(heading.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the page head after client-side navigation', () => {
  it('holds the new page’s description and preview tags, once each', async () => {
    const { page, errors } = await openPage(browser);
    try {
      await page.goto(`${app.url}/faq`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.click('footer a[href="/about_us"]');
      await page.waitForFunction(() => location.pathname === '/about_us' && document.title.startsWith('About Us'));
      const head = await page.evaluate(() =>
        ['meta[name="description"]', 'meta[property="og:title"]', 'meta[property="og:url"]'].map((selector) =>
          [...document.head.querySelectorAll(selector)].map((meta) => meta.getAttribute('content')),
        ),
      );
      expect(head[0]).toHaveLength(1);
      expect(head[0]?.[0]).toContain('private-jet charter marketplace');
      expect(head[1]).toEqual([await page.title()]);
      expect(head[2]).toEqual([expect.stringMatching(/\/about_us$/)]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
