import type { Browser, Page } from 'puppeteer';
import type { AircraftCategory } from '../../../src/core/aircraft-categories';
import { openTab } from './tab';
import type { TestApp } from '../../../test/support/app';
import { clickInView } from '../../../test/support/browser';
import { confirmedCustomer } from '../../../test/support/customers';
import { signInInBrowser } from '../../../test/support/payment-driver';
import { chooseAirport, inDays, pressSearch, setField } from '../../../test/support/search-form-driver';
import { isoDate, type FlexibleDateTasks, type StripDay, type Trip } from '../flexible-date-tasks';

let people = 0;

/** Flexible dates in Chromium, as a person would: the search form, the strip's days, Book Now. */
export class BrowserFlexibleDateTasks implements FlexibleDateTasks {
  private tab: Page | null = null;

  constructor(
    private readonly browser: Browser,
    private readonly app: TestApp,
  ) {}

  async close(): Promise<void> {
    await this.tab?.close();
  }

  async search(trip: Trip): Promise<void> {
    const page = await this.page();
    people += 1;
    const { email, password } = await confirmedCustomer(this.app, `maya.flexible.${people}.${Date.now()}@example.com`);
    await signInInBrowser(page, this.app.url, email, password);
    await page.goto(`${this.app.url}/consumer-booking`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    if (trip.staysDays === undefined) await page.click('input[name="routeType"][value="ONE_WAY"]');
    await chooseAirport(page, 0, trip.from, trip.from);
    await chooseAirport(page, 1, trip.to, trip.to);
    await setField(page, 'date', inDays(trip.leavesInDays));
    await setField(page, 'time', '10:00');
    if (trip.staysDays !== undefined) {
      await setField(page, 'returnDate', inDays(trip.leavesInDays + trip.staysDays));
      await setField(page, 'returnTime', '15:00');
    }
    await setField(page, 'passengers', String(trip.passengers));
    await pressSearch(page);
    await page.waitForFunction(() => location.pathname === '/book-flight', { timeout: 20_000 });
    await page.waitForSelector('.flex-dates');
  }

  async strip(category: AircraftCategory): Promise<StripDay[]> {
    const page = await this.page();
    await page.click(`[role="tab"][id$="-tab-${category}"]`);
    await page.waitForSelector(`[role="tab"][id$="-tab-${category}"][aria-selected="true"]`);
    return page.$$eval('.flex-dates li', (days) =>
      days.map((day, i) => {
        const price = day.querySelector('.flex-dates__price')?.textContent?.trim() ?? '';
        return {
          shift: i - 3,
          price: price.startsWith('$') ? price : null,
          offered: Boolean(day.querySelector('button:not([disabled]), [aria-current="date"]')),
        };
      }),
    );
  }

  async chooseDay(shift: number): Promise<void> {
    const page = await this.page();
    const current = () => page.$eval('.flex-dates [aria-current="date"] .flex-dates__date', (d) => d.textContent);
    const before = await current();
    await clickInView(page, `.flex-dates li:nth-child(${shift + 4}) button`);
    await page.waitForFunction(
      (old) => document.querySelector('.flex-dates [aria-current="date"] .flex-dates__date')?.textContent !== old,
      { timeout: 20_000 },
      before,
    );
    await page.waitForSelector('.flex-dates[aria-busy="false"]');
  }

  async results(category: AircraftCategory): Promise<{ departures: string[]; price: string; carbon: string }> {
    const page = await this.page();
    await page.click(`[role="tab"][id$="-tab-${category}"]`);
    await page.waitForSelector(`[role="tab"][id$="-tab-${category}"][aria-selected="true"]`);
    const eyebrows = await page.$$eval('.book-flight__leg .eyebrow', (items) => items.map((p) => p.textContent ?? ''));
    const price = await page.$eval('.book-flight__total', (dd) => dd.textContent?.trim() ?? '');
    const carbon = await page.$eval('.carbon-line [aria-hidden="true"]', (span) => span.textContent?.trim() ?? '');
    return { departures: eyebrows.map((text) => isoDate(text.split(' · ')[0] ?? '')), price, carbon };
  }

  async book(category: AircraftCategory): Promise<string> {
    const page = await this.page();
    await page.waitForSelector(`[role="tab"][id$="-tab-${category}"][aria-selected="true"]`);
    await clickInView(page, 'button[value="book"]');
    await page.waitForFunction(() => location.pathname.startsWith('/review-booking/'), { timeout: 45_000 });
    const total = await page.waitForSelector('dd.review-booking__total');
    return (await total?.evaluate((dd) => dd.textContent?.trim() ?? '')) ?? '';
  }

  async reviewCarbon(): Promise<string> {
    const page = await this.page();
    return page.$eval('.carbon-line [aria-hidden="true"]', (span) => span.textContent?.trim() ?? '');
  }

  private async page(): Promise<Page> {
    this.tab ??= await openTab(this.browser);
    // Chromium holds back clicks in a tab behind another: hers comes to the front.
    await this.tab.bringToFront();
    return this.tab;
  }
}
