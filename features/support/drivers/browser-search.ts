import type { Browser, Page } from 'puppeteer';
import { CATEGORY_PROFILES, type AircraftCategory } from '../../../src/core/aircraft-categories';
import { openTab } from './tab';
import type { TestApp } from '../../../test/support/app';
import { confirmedCustomer } from '../../../test/support/customers';
import {
  chooseAirport,
  inDays,
  moveArrivalOnMap,
  pressSearch,
  setField,
} from '../../../test/support/search-form-driver';
import type { RoundTrip, SearchTasks } from '../search-tasks';

/** Searching and booking in Chromium, as a person would: typing, choosing, pressing. */
export class BrowserSearchTasks implements SearchTasks {
  private email = '';
  private password = '';

  private tab: Page | null = null;

  private constructor(
    private readonly browser: Browser,
    private readonly app: TestApp,
  ) {}

  static open(browser: Browser, app: TestApp): Promise<BrowserSearchTasks> {
    return Promise.resolve(new BrowserSearchTasks(browser, app));
  }

  private async page(): Promise<Page> {
    this.tab ??= await openTab(this.browser);
    return this.tab;
  }

  async close(): Promise<void> {
    await this.tab?.close();
  }

  async haveAccount(email: string, password: string): Promise<void> {
    const made = await confirmedCustomer(this.app, email);
    if (made.password !== password) throw new Error(`accounts are made with the password ${made.password}`);
    [this.email, this.password] = [email, password];
  }

  async searchRoundTrip(trip: RoundTrip): Promise<{ askedToJoin: boolean }> {
    const page = await this.page();
    await page.goto(`${this.app.url}/consumer-booking`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await chooseAirport(page, 0, trip.from, trip.from);
    await chooseAirport(page, 1, trip.to, trip.to);
    await setField(page, 'date', inDays(trip.leavesInDays));
    await setField(page, 'time', '10:00');
    await setField(page, 'returnDate', inDays(trip.leavesInDays + trip.staysDays));
    await setField(page, 'returnTime', '15:00');
    await setField(page, 'passengers', String(trip.passengers));
    await pressSearch(page);
    const asked = await page
      .waitForSelector('dialog[open] ::-p-text(Benefits of a free account)')
      .then(() => true)
      .catch(() => false);
    return { askedToJoin: asked };
  }

  async signInFromInvitation(): Promise<string | null> {
    const page = await this.page();
    // Sign In opens the Login dialog over the page (decision 021).
    await page.click('dialog[open] ::-p-aria(Sign In[role="link"])');
    await page.waitForSelector('dialog[open] ::-p-text(Login)');
    await page.type('dialog[open] input[name="email"]', this.email);
    await page.type('dialog[open] input[name="password"]', this.password);
    await page.click('dialog[open] button[value="sign-in"]');
    await page.waitForFunction(() => location.pathname === '/book-flight', { timeout: 20_000 });
    await page.waitForSelector('[role="tab"][aria-selected="true"]');
    return page.$eval('h1.book-flight__route', (h) => h.textContent?.trim() ?? null);
  }

  async chooseCategory(name: string): Promise<void> {
    const category = (Object.keys(CATEGORY_PROFILES) as AircraftCategory[]).find(
      (key) => CATEGORY_PROFILES[key].displayName === name,
    );
    if (!category) throw new Error(`no category named ${name}`);
    const page = await this.page();
    await page.click(`[role="tab"][id$="-tab-${category}"]`);
    await page.waitForSelector(`[role="tab"][id$="-tab-${category}"][aria-selected="true"]`);
  }

  async addAddon(name: string): Promise<{ before: string; after: string }> {
    const page = await this.page();
    const total = () => page.$eval('.book-flight__total', (dd) => dd.textContent ?? '');
    const before = await total();
    await page.click(`label.book-flight__addon ::-p-text(${name})`);
    await page.waitForFunction((old) => document.querySelector('.book-flight__total')?.textContent !== old, {}, before);
    return { before, after: await total() };
  }

  async moveArrivalOnMap(): Promise<{ chosen: string; legs: string[] }> {
    return moveArrivalOnMap(await this.page());
  }

  async bookNow(): Promise<string> {
    const page = await this.page();
    await page.click('button[value="book"]');
    await page.waitForFunction(() => location.pathname.startsWith('/review-booking/'));
    return new URL(page.url()).pathname;
  }
}
