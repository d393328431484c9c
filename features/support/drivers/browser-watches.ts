import type { Browser, BrowserContext, Page } from 'puppeteer';
import type { WatchRequestInput } from '../watch-tasks';
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
    const page = await this.watchesTab();
    const before = await this.ids(page);
    const fill = (name: string, value: string) =>
      page.$eval(`.watch-form [name="${name}"]`, (input, v) => ((input as HTMLInputElement).value = v), value);
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
    await page.click('::-p-text(Watch this route)');
    // A new row, or the form's message.
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[data-watch-id]').length > count ||
        document.querySelector('.watch-form .form-error'),
      {},
      before.length,
    );
    const made = (await this.ids(page)).find((id) => !before.includes(id));
    if (made) return { id: made };
    return { message: (await page.$eval('.watch-form .form-error', (p) => p.textContent ?? '')).trim() };
  }

  override async watches(): Promise<{ id: string; status: string }[]> {
    const page = await this.watchesTab();
    return page.$$eval('[data-watch-id]', (rows) =>
      rows.map((row) => ({
        id: row.getAttribute('data-watch-id') ?? '',
        status: row.querySelector('.watch-list__status')?.textContent === 'Active' ? 'ACTIVE' : 'PAUSED',
      })),
    );
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
