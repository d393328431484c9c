import type { Page } from 'puppeteer';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { openPage, seriousAccessibilityViolations } from '../support/browser';
import { fileBrowser, type TestBrowser } from '../support/file-browser';
import { aSupportAgent } from '../support/customers';

/**
 * The concierge chat widget in Chromium (issue 17, item 1): a launcher on every page whose code
 * loads only when it is opened; a labelled dialog a visitor writes in; maximised to the window
 * and back; minimised with the unread count; full screen on a phone; never printed; and still
 * there, with its history, after a reload.
 */
let app: TestApp;
let browser: TestBrowser;
let staff: Record<string, string>;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ pages: 'built' }), fileBrowser()]);
  staff = { Authorization: `Bearer ${(await aSupportAgent(app.app, 'Alex', 'Stone')).caller.accessToken}` };
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const LAUNCHER = 'button.chat-launcher';
const PANEL = '[role="dialog"][aria-labelledby="chat-title"]';

/** A page in a browser of its own: each test is another visitor (their own chat cookie). */
async function open(path: string, width = 1280) {
  const watched = await openPage(await browser.createBrowserContext(), width, 800);
  await watched.page.goto(app.url + path, { waitUntil: 'load' });
  await watched.page.waitForSelector('html[data-hydrated="true"]');
  return watched;
}

const chatCodeLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((e) => /chat-widget/.test(e.name)));

const box = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height, vw: innerWidth, vh: innerHeight };
  });

async function reply(conversationId: string, text: string) {
  await request(app.url)
    .post(`/desk/api/chat/conversations/${conversationId}/messages`)
    .set(staff)
    .send({ text })
    .expect(201);
}

const messages = (page: Page) =>
  page.$$eval('.chat-log .chat-message__text', (all) => all.map((p) => p.textContent?.trim() ?? ''));

describe('the chat widget', () => {
  it('loads when opened, takes a visitor’s first message, and shows the reply live', async () => {
    const { page, errors } = await open('/faq');
    try {
      const launcher = await box(page, LAUNCHER);
      expect(launcher.left + launcher.width).toBeGreaterThan(launcher.vw - 40);
      expect(launcher.top + launcher.height).toBeGreaterThan(launcher.vh - 40);
      expect(await chatCodeLoaded(page)).toBe(false);

      await page.click(LAUNCHER);
      await page.waitForSelector(`${PANEL} #chat-name`);
      expect(await chatCodeLoaded(page)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('chat-name');
      expect(await page.$eval('.chat-log', (log) => [log.getAttribute('role'), log.getAttribute('aria-live')])).toEqual(
        ['log', 'polite'],
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.type('#chat-name', 'Sam Lee');
      await page.type('#chat-email', 'sam.widget@example.com');
      await page.type('#chat-text', 'Can I bring <b>my dog</b>? See www.example.com/dogs');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.chat-message--mine');
      expect(await messages(page)).toEqual(['Can I bring <b>my dog</b>? See www.example.com/dogs']);
      expect(await page.$eval('.chat-message--mine a', (a) => [a.getAttribute('href'), a.getAttribute('rel')])).toEqual(
        ['https://www.example.com/dogs', 'noopener noreferrer nofollow'],
      );
      const id = String(await page.evaluate(() => sessionStorage.getItem('contrail.chat.conversation')));

      await reply(id, 'Of course: dogs fly free.');
      await page.waitForFunction(() =>
        document.querySelector('.chat-message--theirs')?.textContent?.includes('dogs fly free'),
      );
      expect(errors).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  });

  it('maximises to the window and back, minimises with the unread count, and comes back after a reload', async () => {
    const { page } = await open('/about_us');
    try {
      await page.click(LAUNCHER);
      await page.waitForSelector('#chat-name');
      await page.type('#chat-name', 'Kim Park');
      await page.type('#chat-email', 'kim.widget@example.com');
      await page.type('#chat-text', 'Hello');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.chat-message--mine');
      const id = String(await page.evaluate(() => sessionStorage.getItem('contrail.chat.conversation')));

      await page.click('button[aria-label="Maximise the chat"]');
      const whole = await box(page, PANEL);
      expect([whole.left, whole.top, whole.width, whole.height]).toEqual([0, 0, whole.vw, whole.vh]);
      expect(await page.$eval(PANEL, (p) => p.getAttribute('aria-modal'))).toBe('true');
      await page.click('button[aria-label="Restore the chat to its size"]');
      expect((await box(page, PANEL)).width).toBeLessThan(500);

      await page.keyboard.press('Escape');
      await page.waitForSelector(PANEL, { hidden: true });
      expect(await page.evaluate(() => document.activeElement?.classList.contains('chat-launcher'))).toBe(true);
      await reply(id, 'Hi Kim!');
      await reply(id, 'How can I help?');
      await page.waitForFunction(() =>
        document.querySelector('.chat-launcher')?.getAttribute('aria-label')?.includes('2 unread messages'),
      );
      expect(await page.$eval('.chat-launcher__badge', (b) => b.textContent)).toBe('2');

      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForFunction(() =>
        document.querySelector('.chat-launcher')?.getAttribute('aria-label')?.includes('2 unread'),
      );
      await page.click(LAUNCHER);
      await page.waitForFunction(() => document.querySelectorAll('.chat-log .chat-message').length === 3);
      expect(await messages(page)).toEqual(['Hello', 'Hi Kim!', 'How can I help?']);
      await page.waitForFunction(() => !document.querySelector('.chat-launcher__badge'));
    } finally {
      await page.browserContext().close();
    }
  });

  it('fills a phone’s screen, and is never printed', async () => {
    const { page } = await open('/concierge', 375);
    try {
      await page.click('main button.button--dark');
      await page.waitForSelector(PANEL);
      const whole = await box(page, PANEL);
      expect([whole.left, whole.top, whole.width, whole.height]).toEqual([0, 0, whole.vw, whole.vh]);
      await page.emulateMediaType('print');
      expect(await page.$eval(LAUNCHER, (b) => getComputedStyle(b).display)).toBe('none');
      expect(await page.$eval(PANEL, (p) => getComputedStyle(p).display)).toBe('none');
    } finally {
      await page.browserContext().close();
    }
  });
});
