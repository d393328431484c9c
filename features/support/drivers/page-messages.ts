import type { Page } from 'puppeteer';

/**
 * Presses `control` and answers the first message (an element matching `messages`) whose words
 * were not on the page before: what the page says back once the form's answer is on the screen,
 * however long the server takes.
 */
export async function pressAndReadNew(page: Page, control: string, messages: string): Promise<string> {
  const before = await page.$$eval(messages, (all) => all.map((e) => e.textContent?.trim() ?? ''));
  await page.click(control);
  const handle = await page.waitForFunction(
    (selector: string, shown: string[]) =>
      [...document.querySelectorAll(selector)]
        .map((e) => e.textContent?.trim() ?? '')
        .find((text) => text.length > 0 && !shown.includes(text)),
    {},
    messages,
    before,
  );
  return String(await handle.jsonValue());
}
