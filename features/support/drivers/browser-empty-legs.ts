import type { Browser, BrowserContext, Page } from 'puppeteer';
import type { TestApp } from '../../../test/support/app';
import { confirmedCustomer } from '../../../test/support/customers';
import { signInInBrowser } from '../../../test/support/payment-driver';
import { cents, type ListedLeg } from '../empty-leg-tasks';
import { AppEmptyLegTasks } from './app-charter';

let people = 0;
/** Booking prices, stores and opens the review: on a loaded 2-core machine that can take a while. */
const SLOW_PAGE_MS = 45_000;

/** Empty legs in Chromium: each person in her own browser window, signed in, as she would use it. */
export class BrowserEmptyLegTasks extends AppEmptyLegTasks {
  private readonly windows = new Map<string, { context: BrowserContext; page: Page }>();

  constructor(
    private readonly browser: Browser,
    app: TestApp,
  ) {
    super(app);
  }

  async close(): Promise<void> {
    for (const { context } of this.windows.values()) await context.close();
  }

  async list(person: string, passengers: number): Promise<ListedLeg[]> {
    const page = await this.page(person);
    await page.goto(`${this.app.url}/empty-legs?passengers=${passengers}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    // No functions declared inside: the page runs this as it is, without the helpers tsx adds.
    const shown = await page.$$eval('article.empty-leg', (cards) =>
      cards.map((card) => {
        const facts = card.querySelector('.empty-leg__facts')?.textContent?.replace(/\s+/g, ' ') ?? '';
        return {
          route: card.querySelector('h3')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
          category: card.querySelector('.eyebrow')?.textContent?.split(' · ')[0]?.trim() ?? '',
          earliest: card.querySelector('option')?.getAttribute('value') ?? '',
          total: card.querySelector('.empty-leg__price')?.textContent?.trim() ?? '',
          taxes: /including (\$[\d,.]+)/.exec(facts)?.[1] ?? '',
          charterPrice: /charter price of (\$[\d,.]+)/.exec(facts)?.[1] ?? '',
        };
      }),
    );
    return shown.map((leg) => {
      const [, from = '', to = ''] = /^([A-Z0-9]{3,4}) .* to ([A-Z0-9]{3,4}) /.exec(leg.route) ?? [];
      return {
        from,
        to,
        category: leg.category,
        earliest: Date.parse(leg.earliest),
        total: leg.total,
        taxes: cents(leg.taxes),
        charterPrice: cents(leg.charterPrice),
      };
    });
  }

  async book(person: string, from: string): Promise<{ total: string } | { refused: string }> {
    const page = await this.page(person);
    const index = await page.$$eval(
      'article.empty-leg h3',
      (titles, code) => titles.findIndex((h) => h.textContent?.trim().startsWith(`${code} `)),
      from,
    );
    if (index < 0) throw new Error(`${person} sees no empty leg from ${from}`);
    // Pressed through the DOM: with two people's windows open, Chromium may not deliver a
    // mouse click to the one behind, however it was brought forward.
    await page.$eval(`.empty-legs__list > li:nth-child(${index + 1}) button[type="submit"]`, (button) =>
      (button as HTMLButtonElement).click(),
    );
    // Either the review opens, or she is told why not beside the list.
    await page.waitForFunction(
      () => location.pathname.startsWith('/review-booking/') || document.querySelector('.empty-legs .form-error'),
      { timeout: SLOW_PAGE_MS },
    );
    const outcome = new URL(page.url()).pathname.startsWith('/review-booking/') ? 'review' : 'refused';
    if (outcome === 'refused') {
      return { refused: (await page.$eval('.empty-legs .form-error', (p) => p.textContent ?? '')).trim() };
    }
    this.charter.reviewing(person, new URL(page.url()).pathname);
    const total = await page.waitForSelector('dd.review-booking__total');
    return { total: ((await total?.evaluate((dd) => dd.textContent)) ?? '').trim() };
  }

  /** The person's window, signed in on first use. */
  private async page(person: string): Promise<Page> {
    const open = this.windows.get(person);
    if (open) {
      // Chromium holds back clicks in a window behind another: hers comes to the front.
      await open.page.bringToFront();
      return open.page;
    }
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    page.setDefaultTimeout(20_000);
    this.windows.set(person, { context, page });
    people += 1;
    const { email, password } = await confirmedCustomer(
      this.app,
      `${person.toLowerCase()}.legs.${people}.${Date.now()}@example.com`,
    );
    await signInInBrowser(page, this.app.url, email, password);
    return page;
  }
}
