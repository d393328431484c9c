import { connect, type BrowserContext, type Page } from 'puppeteer';
import { inject } from 'vitest';

/** What an end-to-end test file uses of a browser. */
export interface TestBrowser {
  /** A tab in the file's own browser context (its cookies and storage, shared by its tabs). */
  newPage(): Promise<Page>;
  /** Another context, for a second person: closed with the file's browser. */
  createBrowserContext(): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * The browser of a Vitest file: a context of its own (a fresh profile: no cookies, no storage)
 * in the run's one Chromium, which test/support/global-setup.ts starts and stops. A Chromium
 * per file cost a second or two of start-up each, and as many browser processes as files ran
 * at once. `close` closes the file's contexts and leaves the browser to the others.
 */
export async function fileBrowser(): Promise<TestBrowser> {
  const browser = await connect({ browserWSEndpoint: inject('browserWSEndpoint') });
  const main = await browser.createBrowserContext();
  const others: BrowserContext[] = [];
  return {
    newPage: () => main.newPage(),
    async createBrowserContext() {
      const context = await browser.createBrowserContext();
      others.push(context);
      return context;
    },
    async close() {
      for (const context of [main, ...others]) await context.close().catch(() => undefined);
      await browser.disconnect();
    },
  };
}
