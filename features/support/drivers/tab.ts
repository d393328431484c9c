import type { Browser, Page } from 'puppeteer';

/**
 * A person's tab in the shared Chromium, opened at a scenario's first browser task: a tab
 * opened for every scenario would sit in front of the account tasks' tab, and Chromium stalls
 * clicks in a background tab.
 */
export async function openTab(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  page.setDefaultTimeout(15_000);
  return page;
}
