import { ContainerModule } from 'inversify';
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TRAVELLERS, type BookingTravellers } from '../../ports/charter/booking-travellers';
import { twoPassengers } from '../fixtures/itinerary';
import { openPage, seriousAccessibilityViolations } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import { downloaded } from '../support/downloads';
import { startItineraryWorld, type ItineraryWorld } from '../support/itinerary-app';
import { ensurePoppler, inkShare, pdfPageImages, pdfText } from '../support/pdf';

let w: ItineraryWorld;
let browser: TestBrowser;
beforeAll(async () => {
  ensurePoppler();
  [w, browser] = await Promise.all([
    startItineraryWorld({
      pages: 'built',
      overrides: [
        new ContainerModule(({ rebind }) => {
          rebind<BookingTravellers>(BOOKING_TRAVELLERS).toConstantValue(twoPassengers);
        }),
      ],
    }),
    fileBrowser(),
  ]);
  await w.book({ id: 'BK-8001' });
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await w?.app.close();
});

async function signedInPage(width: number): Promise<{ page: Page; errors: string[] }> {
  const watched = await openPage(browser, width);
  const { page } = watched;
  page.setDefaultTimeout(10_000);
  await page.goto(`${w.app.url}/login`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  // Tabs of one browser share its cookies: a later test may find Maya signed in already.
  if (new URL(page.url()).pathname !== '/login') return watched;
  await page.type('input[name="email"]', w.maya.email);
  await page.type('input[name="password"]', w.maya.password);
  await page.click('button[value="sign-in"]');
  await page.waitForFunction(() => location.pathname !== '/login');
  return watched;
}

const crewCells = 'td[data-label="Position"]';

describe('the itinerary in a browser', () => {
  it('shows the crew a moment after opening, and downloads a PDF showing every leg, the crew and the passengers', async () => {
    const { page, errors } = await signedInPage(1280);
    try {
      await page.goto(`${w.app.url}/itinerary/BK-8001`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      const hydratedAt = Date.now();
      expect(await page.$$(crewCells)).toHaveLength(0);
      await page.waitForSelector(crewCells);
      expect(Date.now() - hydratedAt).toBeLessThan(3000);
      const crew = await page.$$eval('td[data-label="Name"]', (cells) => cells.map((c) => c.textContent ?? ''));
      expect(crew.length).toBeGreaterThanOrEqual(6);
      expect(await page.$eval('main', (m) => m.textContent)).toContain('Maya J. (Lead)');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/wide.png`, fullPage: true });

      const pdf = await downloaded(page, 'itinerary-BK-8001.pdf', async () => {
        await page.click('a[download="itinerary-BK-8001.pdf"]');
        await page.waitForFunction(() => document.body.textContent?.includes('Loading your content...'));
      });
      await page.waitForFunction(() => !document.body.textContent?.includes('Loading your content...'));

      const text = pdfText(pdf);
      for (const leg of ['LEG 1', 'LEG 2', 'LEG 3']) expect(text).toContain(leg);
      for (const part of crew.flatMap((name) => name.split(' '))) expect(text).toContain(part);
      expect(text).toContain('(Lead)');
      expect(text).toContain('Bartholomew');
      for (const image of pdfPageImages(pdf)) expect(inkShare(image)).toBeGreaterThan(0.005);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('says "Something Went Wrong" when the PDF cannot be made', async () => {
    const { page } = await signedInPage(1280);
    try {
      await page.goto(`${w.app.url}/itinerary/BK-8001`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.url().endsWith('/pdf')) void request.respond({ status: 503, body: '{}' });
        else void request.continue();
      });
      await page.click('a[download="itinerary-BK-8001.pdf"]');
      await page.waitForFunction(() =>
        document.querySelector('.toasts')?.textContent?.includes('Something Went Wrong'),
      );
      expect(await page.$eval('.toasts', (toasts) => toasts.textContent)).toContain('Something Went Wrong');
    } finally {
      await page.close();
    }
  });

  it('stacks the blocks on a narrow screen (550 px) without sideways scrolling', async () => {
    const { page } = await signedInPage(550);
    try {
      await page.goto(`${w.app.url}/itinerary/BK-8001`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      const lefts = await page.$$eval('.itinerary-contact', (blocks) =>
        blocks.map((b) => b.getBoundingClientRect().left),
      );
      expect(new Set(lefts).size).toBe(1);
      await page.waitForSelector(crewCells);
      if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/narrow.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(550);
      await page.setViewport({ width: 900, height: 900 });
      const wide = await page.$$eval('.itinerary-contact', (blocks) =>
        blocks.map((b) => b.getBoundingClientRect().left),
      );
      expect(new Set(wide).size).toBe(2);
    } finally {
      await page.close();
    }
  });
});
