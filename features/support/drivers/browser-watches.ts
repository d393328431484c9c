import type { Browser, BrowserContext, Page } from 'puppeteer';
import { searchToken, type WatchedSearch } from '../../../src/core/watches/price-watch';
import type { WatchRequestInput, WatchSeen } from '../watch-tasks';
import { HttpWatchTasks } from './http-watches';
import type { WatchScenario } from './watch-scenario';

/**
 * The watch scenarios in Chromium: Maya makes and reads her watches in My Account > Watches and
 * opens an alert's link as a page. What no browser does is left to the http driver: her mail
 * program's one-click unsubscribe is a POST of its own.
 */
export class BrowserWatchTasks extends HttpWatchTasks {
  private context: BrowserContext | undefined;
  private opened: Page | undefined;

  constructor(
    private readonly browser: Browser,
    private readonly watchScenario: WatchScenario,
  ) {
    super(watchScenario);
  }

  async close(): Promise<void> {
    await this.context?.close().catch(() => undefined);
  }

  /** Her tab, signed in (her session's cookie, as the site sets it at sign-in). */
  private async page(): Promise<Page> {
    if (this.opened) return this.opened;
    this.context = await this.browser.createBrowserContext();
    const { app, maya } = this.watchScenario;
    await this.context.setCookie({ name: 'contrail_at', value: maya.accessToken, domain: '127.0.0.1' });
    this.opened = await this.context.newPage();
    this.opened.setDefaultTimeout(20_000);
    await this.opened.setViewport({ width: 1280, height: 900 });
    await this.opened.goto(`${app.url}/my-account?tab=watches`, { waitUntil: 'load' });
    return this.opened;
  }

  private async watchesTab(): Promise<Page> {
    const page = await this.page();
    await page.goto(`${this.watchScenario.app.url}/my-account?tab=watches`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    return page;
  }

  override async watch(request: WatchRequestInput): Promise<{ id: string } | { message: string }> {
    // A price is watched from a search's results: their "Watch this route" link carries the search.
    const page = request.price ? await this.fromResults(request) : await this.watchesTab();
    const before = await this.ids(page);
    await this.fillForm(page, request);
    await page.click('::-p-text(Watch this route)');
    // A new row, or the form's message.
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[data-watch-id]').length > count ||
        document.querySelector('.watch-form .form-error, .watch-form .field__error'),
      {},
      before.length,
    );
    const made = (await this.ids(page)).find((id) => !before.includes(id));
    if (made) return { id: made };
    return { message: await this.formError(page) };
  }

  override async edit(id: string, request: WatchRequestInput): Promise<{ message?: string }> {
    const page = await this.watchesTab();
    await page.click(`[data-watch-id="${id}"] ::-p-text(Edit)`);
    await page.waitForSelector('input[name="intent"][value="watch-edit"]');
    await this.fillForm(page, request);
    await page.click('::-p-text(Save changes)');
    await page.waitForFunction(
      () =>
        !document.querySelector('input[name="intent"][value="watch-edit"]') ||
        document.querySelector('.watch-form .form-error, .watch-form .field__error'),
    );
    const error = await page.$('.watch-form .form-error, .watch-form .field__error');
    return error ? { message: await this.formError(page) } : {};
  }

  /** The Watches tab as the results' "Watch this route" link opens it, with the search. */
  private async fromResults(request: WatchRequestInput): Promise<Page> {
    const page = await this.page();
    const params = new URLSearchParams({
      tab: 'watches',
      from: request.from,
      to: request.to,
      category: request.price?.category ?? '',
      firstDay: request.firstDay,
      lastDay: request.lastDay,
      passengers: String(request.passengers),
      search: searchToken(request.price?.search as WatchedSearch),
    });
    await page.goto(`${this.watchScenario.app.url}/my-account?${params}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    return page;
  }

  private async fillForm(page: Page, request: WatchRequestInput): Promise<void> {
    const fill = (name: string, value: string) =>
      page.$eval(`.watch-form [name="${name}"]`, (input, v) => ((input as HTMLInputElement).value = v), value);
    const tick = (name: string, on: boolean) =>
      page.$eval(`.watch-form [name="${name}"]`, (input, v) => ((input as HTMLInputElement).checked = v), on);
    await fill('from', request.from);
    await fill('to', request.to);
    await fill('firstDay', request.firstDay);
    await fill('lastDay', request.lastDay);
    await fill('passengers', String(request.passengers));
    await page.$$eval(
      '.watch-form input[name="categories"]',
      (boxes, chosen) =>
        boxes.forEach((b) => ((b as HTMLInputElement).checked = chosen.includes((b as HTMLInputElement).value))),
      request.categories,
    );
    await tick('emptyLegs', request.emptyLegs ?? true);
    if (request.price) {
      await tick('watchPrice', true);
      await fill('dropPercent', String(request.price.dropPercent));
    }
  }

  private async formError(page: Page): Promise<string> {
    return page.$eval('.watch-form .form-error, .watch-form .field__error', (p) => (p.textContent ?? '').trim());
  }

  override async watches(): Promise<WatchSeen[]> {
    const page = await this.watchesTab();
    return page.$$eval('[data-watch-id]', (rows) =>
      rows.map((row) => {
        // "2026-11-28 to 2026-12-17, 4 passengers, Light Jet", as the row says it.
        const said = row.querySelector('span')?.textContent ?? '';
        return {
          id: row.getAttribute('data-watch-id') ?? '',
          status: row.querySelector('.watch-list__status')?.textContent === 'Active' ? 'ACTIVE' : 'PAUSED',
          days: said.split(', ')[0] ?? '',
          passengers: Number(/(\d+) passengers?/.exec(said)?.[1] ?? 0),
        };
      }),
    );
  }

  override async book(path: string): Promise<string> {
    const page = await this.page();
    await this.watchScenario.signInAgain();
    await this.context?.setCookie({
      name: 'contrail_at',
      value: this.watchScenario.maya.accessToken,
      domain: '127.0.0.1',
    });
    await page.goto(`${this.watchScenario.app.url}${path}`, { waitUntil: 'load' });
    // The search runs (/searching posts it) and the results open.
    await page.waitForFunction(() => location.pathname === '/book-flight', { timeout: 30_000 });
    await page.waitForSelector('html[data-hydrated="true"]');
    return page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));
  }

  override async open(path: string): Promise<string> {
    const page = await this.page();
    await page.goto(`${this.watchScenario.app.url}${path}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    return page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));
  }

  private ids(page: Page): Promise<string[]> {
    return page.$$eval('[data-watch-id]', (rows) => rows.map((row) => row.getAttribute('data-watch-id') ?? ''));
  }
}
