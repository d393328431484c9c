import { existsSync } from 'node:fs';
import { inject, injectable } from 'inversify';
import type { Browser, BrowserContext, Page } from 'puppeteer';
import type * as Puppeteer from 'puppeteer';
import { PdfTimeoutError, PdfUnavailableError, type PdfOptions, type PdfRenderer } from '../../ports/pdf-renderer';
import { Limiter } from './limiter';

export interface PuppeteerPdfSettings {
  executablePath: string;
  /**
   * A running Chromium's DevTools WebSocket (ws://...): printed there, in a browser context of
   * this renderer's own, instead of in a Chromium this process starts (a shared browser service;
   * the test runs' one Chromium). Closing the renderer leaves that browser running.
   */
  browserURL?: string;
  /** Renders at once; more wait. Each render holds a browser tab (about 30 MB). */
  concurrency: number;
  timeoutMs: number;
}

export const PUPPETEER_PDF_SETTINGS = Symbol.for('contrail.PuppeteerPdfSettings');

/** Debian chromium flags for servers: no sandbox (containers run as root), no background traffic. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--font-render-hinting=none',
];

/** How long a finished or abandoned render waits for its tab to close before freeing its slot. */
const CLOSE_WAIT_MS = 2000;

/** Where the renderer opens its tabs, and how it lets go of them. */
interface Printer {
  browser: Browser;
  tabs: Browser | BrowserContext;
  release(): Promise<void>;
}

/**
 * Prints HTML to PDF in headless Chromium. One browser stays warm between renders (starting
 * it costs most of a cold render); a crashed or closed browser is started again on the next
 * render (or connected to again, with `browserURL`). Pages never reach the network: the HTML
 * must be self-contained.
 */
@injectable()
export class PuppeteerPdfRenderer implements PdfRenderer {
  private printer: Promise<Printer> | undefined;
  private readonly limiter: Limiter;
  private closed = false;

  constructor(@inject(PUPPETEER_PDF_SETTINGS) private readonly settings: PuppeteerPdfSettings) {
    this.limiter = new Limiter(settings.concurrency);
  }

  render(html: string, options: PdfOptions = {}): Promise<Uint8Array> {
    return this.limiter.run(() => this.renderNow(html, options));
  }

  async close(): Promise<void> {
    this.closed = true;
    const printer = await this.printer?.catch(() => undefined);
    this.printer = undefined;
    await printer?.release().catch(() => undefined);
  }

  private async renderNow(html: string, options: PdfOptions): Promise<Uint8Array> {
    if (this.closed) throw new PdfUnavailableError('the renderer has been shut down');
    const { timeoutMs } = this.settings;
    let page: Page | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The whole render, opening the tab included, is bounded: a wedged browser cannot hold a slot.
    const work = (async () => {
      const printer = await this.warmPrinter();
      page = await printer.tabs.newPage();
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      // Self-contained documents only: any request to the outside is refused.
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith('data:') || url === 'about:blank') void request.continue();
        else void request.abort();
      });
      await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
      return page.pdf({
        format: options.format ?? 'Letter',
        landscape: options.landscape ?? false,
        printBackground: true,
        margin: { top: '0.5in', bottom: '0.6in', left: '0.5in', right: '0.5in' },
        timeout: timeoutMs,
      });
    })();
    // Once timed out, the abandoned work may still fail; that failure is expected, not unhandled.
    work.catch(() => undefined);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PdfTimeoutError(timeoutMs)), timeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
      if (page) await this.closeTab(page);
      // A tab opened after the time ran out is closed when it arrives.
      else void work.finally(() => (page ? this.closeTab(page) : undefined)).catch(() => undefined);
    }
  }

  /** A hung tab may not close promptly either: its slot is freed after a short wait anyway. */
  private async closeTab(page: Page): Promise<void> {
    let wait: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      page.close().catch(() => undefined),
      new Promise((resolve) => (wait = setTimeout(resolve, CLOSE_WAIT_MS))),
    ]);
    clearTimeout(wait);
  }

  private warmPrinter(): Promise<Printer> {
    if (!this.printer) {
      const starting = this.settings.browserURL ? this.connected(this.settings.browserURL) : this.launched();
      this.printer = starting;
      starting.then(
        ({ browser }) =>
          browser.on('disconnected', () => {
            if (this.printer === starting) this.printer = undefined;
          }),
        () => {
          if (this.printer === starting) this.printer = undefined;
        },
      );
    }
    return this.printer;
  }

  private async launched(): Promise<Printer> {
    if (!existsSync(this.settings.executablePath)) {
      throw new PdfUnavailableError(`no browser at ${this.settings.executablePath} (run scripts/ensure-chromium.sh)`);
    }
    const { launch } = await puppeteer();
    const browser = await launch({ executablePath: this.settings.executablePath, headless: true, args: CHROMIUM_ARGS });
    return { browser, tabs: browser, release: () => browser.close() };
  }

  private async connected(browserWSEndpoint: string): Promise<Printer> {
    const { connect } = await puppeteer();
    const browser = await connect({ browserWSEndpoint }).catch((error: unknown) => {
      throw new PdfUnavailableError(`no browser answers at ${browserWSEndpoint}: ${String(error)}`);
    });
    const context = await browser.createBrowserContext();
    return {
      browser,
      tabs: context,
      release: async () => {
        await context.close().catch(() => undefined);
        await browser.disconnect();
      },
    };
  }
}

/**
 * Puppeteer, loaded when the first PDF is printed: its 150-odd modules are no part of a server
 * start or a staff command, most of which never print (docs/decisions/061).
 */
function puppeteer(): Promise<typeof Puppeteer> {
  return import('puppeteer');
}
