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

const TOGGLE = '.header__menu-toggle';

/** Whether the element is rendered with a size (not display:none, not hidden). */
const isShown = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });

const visibleLabels = (page: Page, selector: string) =>
  page.$$eval(selector, (links) =>
    links
      .filter((a) => a.getBoundingClientRect().width > 0 && getComputedStyle(a).visibility !== 'hidden')
      .map((a) => a.textContent?.trim() ?? ''),
  );

const scrollLocked = (page: Page) => page.$eval('body', (body) => body.classList.contains('scroll-locked'));

async function open(path: string, width: number) {
  const watched = await openPage(browser, width);
  await watched.page.goto(app.url + path, { waitUntil: 'load' });
  await watched.page.waitForSelector('html[data-hydrated="true"]');
  return watched;
}

describe('the header on a phone (375 px)', () => {
  it('opens the hamburger menu over a locked page and closes it with Escape', async () => {
    const { page, errors } = await open('/faq', 375);
    try {
      expect(await isShown(page, '.header__nav')).toBe(false);
      expect(await isShown(page, 'a[aria-label="Concierge"]')).toBe(true);
      expect(await isShown(page, '.header__logo .logo__mark')).toBe(true);
      expect(await isShown(page, '.header__logo .logo__word')).toBe(false);
      expect(await scrollLocked(page)).toBe(false);

      await page.click(TOGGLE);
      await page.waitForSelector('.mobile-menu:not([hidden])');
      expect(await page.$eval(TOGGLE, (b) => b.getAttribute('aria-expanded'))).toBe('true');
      expect(await scrollLocked(page)).toBe(true);
      expect(await visibleLabels(page, '.mobile-menu a')).toEqual(
        expect.arrayContaining(['Consumer Booking', 'Aircraft', 'Concierge', 'Our Apps', 'IQ Platform', 'Login']),
      );

      await page.keyboard.press('Escape');
      await page.waitForSelector('.mobile-menu[hidden]');
      expect(await scrollLocked(page)).toBe(false);
      expect(await page.$eval(TOGGLE, (b) => b.getAttribute('aria-expanded'))).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('header__menu-toggle'))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('closes the menu and unlocks the page when a link is followed', async () => {
    const { page, errors } = await open('/faq', 375);
    try {
      await page.click(TOGGLE);
      await page.waitForSelector('.mobile-menu:not([hidden])');
      await page.click('.mobile-menu a[href="/aircraft"]');
      await page.waitForFunction(() => window.location.pathname === '/aircraft');
      await page.waitForSelector('.mobile-menu[hidden]');
      expect(await scrollLocked(page)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the header on a desktop (1280 px)', () => {
  it('shows the menu links and the Login link, and hides the hamburger', async () => {
    const { page, errors } = await open('/', 1280);
    try {
      expect(await visibleLabels(page, '.header__nav a')).toEqual([
        'Consumer Booking',
        'How It Works',
        'Aircraft',
        'Concierge',
        'Our Apps',
        'IQ Platform',
      ]);
      expect(await isShown(page, '.header__login')).toBe(true);
      expect(await isShown(page, TOGGLE)).toBe(false);
      expect(await isShown(page, '.logo__word')).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('follows a menu link inside the app, without reloading, and marks the new current page', async () => {
    const { page, errors } = await open('/faq', 1280);
    try {
      // A full page load would drop this.
      await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
      await page.click('.header__nav a[href="/aircraft"]');
      await page.waitForFunction(() => window.location.pathname === '/aircraft');
      await page.waitForSelector('.header__nav a[href="/aircraft"][aria-current="page"].active');
      expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);
      expect(await page.$$eval('.header__nav a[aria-current]', (links) => links.length)).toBe(1);
      expect(errors).toEqual([]);
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
