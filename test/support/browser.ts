import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { launch, type Browser, type ConsoleMessage, type Page } from 'puppeteer';

const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Flags for Debian's chromium on these machines: no sandbox as root, no background network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Which Chromium a test run drives (docs/decisions/059):
 * - 'shell': Debian's chromium-headless-shell, the same Blink and V8 without the browser's UI
 *   layer. A third less CPU a page than the full browser in headless mode; every browser test
 *   runs in it but those that need what only a full browser keeps.
 * - 'full': Debian's chromium, as a person's browser is: the installable app's notifications
 *   (the shell shows none, so `getNotifications()` finds none), and `TEST_CHROMIUM=full` for all.
 */
export type ChromiumBuild = 'shell' | 'full';

export async function launchBrowser(build: ChromiumBuild = defaultBuild()): Promise<Browser> {
  const executablePath = build === 'shell' ? HEADLESS_SHELL : CHROMIUM;
  if (!existsSync(executablePath)) {
    execFileSync('bash', [join(import.meta.dirname, '../../scripts/ensure-chromium.sh')], { stdio: 'inherit' });
  }
  return launch({ executablePath, headless: build === 'shell' ? 'shell' : true, args: CHROMIUM_ARGS });
}

const defaultBuild = (): ChromiumBuild => (process.env.TEST_CHROMIUM === 'full' ? 'full' : 'shell');

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** A new tab (of a browser, or of one of its contexts) that records console errors and page errors. */
export async function openPage(browser: Pick<Browser, 'newPage'>, width = 1280, height = 900): Promise<WatchedPage> {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  return { page, errors: errorsOf(page) };
}

/**
 * A new person at the same screen: every cookie of the tab's browser context is deleted (its
 * own context only; other files' contexts in the shared browser keep theirs).
 */
export async function forgetCookies(page: Page): Promise<void> {
  const context = page.browserContext();
  await context.deleteCookie(...(await context.cookies()));
}

/** The console errors and uncaught exceptions a tab shows from now on, as they come. */
export function errorsOf(page: Page): string[] {
  return watchErrors(page).errors;
}

/** The same, until `stop`: for a tab that goes on to other pages afterwards. */
export function watchErrors(page: Page): { errors: string[]; stop(): void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: unknown) => errors.push(error instanceof Error ? error.message : String(error));
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/**
 * How wide the document is on a `width` px screen, and (when it is wider) each element that
 * reaches past the screen's right edge outside a scrolling box, for a failure message.
 */
export function sidewaysOverflow(page: Page, width: number): Promise<{ documentWidth: number; report: string[] }> {
  return page.evaluate((screen) => {
    const documentWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (documentWidth <= screen) return { documentWidth, report: [] };
    const scrolls = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= screen + 0.5) continue;
      let parent = el.parentElement;
      while (parent && parent !== document.body && !scrolls(parent)) parent = parent.parentElement;
      if (parent && parent !== document.body) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
      found.push(`${name} (right edge ${Math.round(box.right)} px)`);
    }
    return { documentWidth, report: found.slice(0, 8) };
  }, width);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the page as it stands. */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await axeViolations(page, { resultTypes: ['violations'] });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA, by axe-core's tags. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's violations of WCAG 2.2 A and AA on the page as it stands, of any impact. */
export function wcagViolations(page: Page): Promise<AxeViolation[]> {
  return axeViolations(page, { runOnly: { type: 'tag', values: WCAG_22_AA_TAGS }, resultTypes: ['violations'] });
}

async function axeViolations(page: Page, options: object): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy allows it.
  await page.evaluate(axeSource);
  return page.evaluate(async (runOptions) => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, runOptions);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, options);
}

/**
 * Lets `ms` pass on the page's clock at once (Chromium's virtual time: its timers run as if that
 * long had gone by), for checks that something does not happen within that time (the home
 * screen's offer, 3 s after load) without the test waiting it out. The page's clock then stands
 * still: use it last.
 */
export async function letTimePass(page: Page, ms: number): Promise<void> {
  const cdp = await page.createCDPSession();
  try {
    const expired = new Promise((resolve) => cdp.once('Emulation.virtualTimeBudgetExpired', resolve));
    await cdp.send('Emulation.setVirtualTimePolicy', { policy: 'advance', budget: ms });
    await expired;
  } finally {
    await cdp.detach();
  }
}

/**
 * Clicks an element as a person would, after scrolling it to the middle of the screen.
 * Puppeteer clicks at the element's centre without scrolling when any part of it shows, so a
 * click on an element under the sticky header lands on the header.
 */
export async function clickInView(page: Page, selector: string): Promise<void> {
  await page.$eval(selector, (element) =>
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }),
  );
  await page.click(selector);
}

/**
 * Waits until the page's service worker runs it and has turned navigation preload on, with the
 * version of the files it keeps as its header (docs/decisions/066). It does both as it
 * activates, in no set order; only then does the next page come with its stylesheets named.
 */
export async function workerKeepsFiles(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const preload = await (await navigator.serviceWorker.ready).navigationPreload?.getState();
    return navigator.serviceWorker.controller !== null && preload?.enabled === true && Boolean(preload.headerValue);
  });
}
