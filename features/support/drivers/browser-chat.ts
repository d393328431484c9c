import type { Browser, BrowserContext, Page } from 'puppeteer';
import type { ChatTasks } from '../chat-tasks';
import { ALEX, PASSWORD, signUp, startFleet, type Fleet } from './chat-fleet';
import { passSecondFactor } from '../../../test/support/desk';

const MAYA = 'maya.chat@example.com';
const SAM = 'sam.visitor@example.com';
const LAUNCHER = 'button.chat-launcher';
const MESSAGES = '.chat-log .chat-message__text';

/**
 * The chat scenarios in Chromium, end to end: two applications (the production build of the
 * pages, each with its own database pool, jobs and listeners) on one scratch PostgreSQL
 * database, so every message crosses nodes by LISTEN/NOTIFY; Maya's and Sam's browsers on node A (Maya's through a proxy that can drop her
 * connection), Alex's on node B; e-mail through a real SMTP server. Each browser is a context of
 * its own (its own cookies and storage), as separate browsers are. Nodes start on first use, so a
 * scenario can first say how they are configured (the concierge away).
 */
export class BrowserChatTasks implements ChatTasks {
  private started: Promise<Fleet> | undefined;
  private away = false;
  private readonly contexts: BrowserContext[] = [];
  private maya: Page | undefined;
  /** The last message's trip to the other browser, in milliseconds (measured from its sending). */
  private trip: Promise<number> | undefined;
  private alex: Page | undefined;
  private sam: Page | undefined;

  constructor(
    private readonly browser: Browser,
    private readonly postgresAdminUrl: () => Promise<string>,
  ) {}

  conciergeAway(): void {
    if (this.started) throw new Error('the nodes have started: say the concierge is away first');
    this.away = true;
  }

  async mayaSignedIn(): Promise<void> {
    const fleet = await this.fleet();
    await signUp(fleet, MAYA);
    this.maya = await this.page(`${fleet.proxy.url}/login`);
    await this.signIn(this.maya, MAYA);
    await this.go(this.maya, `${fleet.proxy.url}/consumer-booking`);
  }

  async alexAtTheDesk(): Promise<void> {
    const fleet = await this.fleet();
    this.alex = await this.page(`${fleet.b.url}/login`);
    await this.signIn(this.alex, ALEX);
    await passSecondFactor(this.alex, ALEX);
    await this.go(this.alex, `${fleet.b.url}/desk/chat`);
  }

  async talking(): Promise<void> {
    await Promise.all([this.mayaSignedIn(), this.alexAtTheDesk()]);
    await this.mayaOpensChatAndWrites('Hello, is anyone there?');
    await this.alexFindsInInbox('Maya Okafor');
    await this.alexTakesConversation();
    await this.alexReplies('Good afternoon Maya, how can I help?');
    await this.mayaWaitsFor('Good afternoon Maya, how can I help?');
  }

  async mayaOpensChatAndWrites(text: string): Promise<void> {
    const maya = need(this.maya, 'Maya');
    await maya.click(LAUNCHER);
    await maya.waitForSelector('#chat-text');
    await maya.type('#chat-text', text);
    await maya.keyboard.press('Enter');
    await waitForText(maya, '.chat-message--mine .chat-message__text', text);
  }

  async alexFindsInInbox(name: string): Promise<{ waiting: string }> {
    const alex = need(this.alex, 'Alex');
    const found = await alex.waitForFunction(
      (who: string) => {
        const row = [...document.querySelectorAll<HTMLTableRowElement>('.desk-chat-inbox tbody tr')].find((tr) =>
          tr.textContent?.includes(who),
        );
        const href = row?.querySelector('a[href^="/desk/chat/"]')?.getAttribute('href');
        return row && href ? { waiting: row.cells[2]?.textContent ?? '', href } : false;
      },
      { timeout: 15_000 },
      name,
    );
    const { waiting, href } = (await found.jsonValue()) as { waiting: string; href: string };
    await alex.click(`a[href="${href}"]`);
    await alex.waitForSelector('#desk-chat-reply');
    await alex.waitForFunction(
      () => document.querySelector('.desk-page .desk-sub')?.textContent?.includes('connecting') === false,
    );
    return { waiting };
  }

  async alexTakesConversation(): Promise<void> {
    const alex = need(this.alex, 'Alex');
    await alex.click('form button[type="submit"].button--dark');
    await alex.waitForFunction(() =>
      document.querySelector('.desk-page .desk-sub')?.textContent?.includes('with Alex'),
    );
  }

  async mayaReads(): Promise<string[]> {
    return texts(need(this.maya, 'Maya'));
  }

  async mayaWrites(text: string): Promise<void> {
    const maya = need(this.maya, 'Maya');
    await maya.type('#chat-text', text);
    this.trip = timed(need(this.alex, 'Alex'), text, () => maya.keyboard.press('Enter'));
    await waitForText(maya, MESSAGES, text);
  }

  async alexReplies(text: string): Promise<void> {
    const alex = need(this.alex, 'Alex');
    await alex.type('#desk-chat-reply', text);
    this.trip = this.maya ? timed(this.maya, text, () => alex.keyboard.press('Enter')) : undefined;
    if (!this.trip) await alex.keyboard.press('Enter');
    await waitForText(alex, MESSAGES, text);
  }

  lastTrip(): Promise<number> {
    return this.trip ?? Promise.reject(new Error('no message was sent'));
  }

  async alexSeesReadMark(): Promise<boolean> {
    const alex = need(this.alex, 'Alex');
    // "Seen" shows under his last message once the customer has read it.
    await alex.waitForSelector('.chat-message--mine .chat-message__seen', { timeout: 10_000 });
    return true;
  }

  async mayaReloads(): Promise<void> {
    const maya = need(this.maya, 'Maya');
    const before = await texts(maya);
    await maya.reload({ waitUntil: 'load' });
    await maya.waitForSelector('html[data-hydrated="true"]');
    await maya.waitForFunction(
      (n: number) => document.querySelectorAll('.chat-log .chat-message').length >= n,
      {},
      before.length,
    );
  }

  async dropMayasConnection(): Promise<void> {
    (await this.fleet()).proxy.drop();
  }

  async restoreMayasConnection(): Promise<void> {
    (await this.fleet()).proxy.restore();
  }

  async mayaWaitsFor(text: string): Promise<number[]> {
    const maya = need(this.maya, 'Maya');
    await waitForText(maya, MESSAGES, text, 20_000);
    return maya.$$eval('.chat-log .chat-message', (all) => all.map((li) => Number(li.getAttribute('data-seq'))));
  }

  async mayaMaximises(): Promise<{ fills: boolean }> {
    const maya = need(this.maya, 'Maya');
    await maya.click('button[aria-label="Maximise the chat"]');
    const fills = await maya.$eval('[role="dialog"][aria-labelledby="chat-title"]', (panel) => {
      const box = panel.getBoundingClientRect();
      return box.left === 0 && box.top === 0 && box.width === innerWidth && box.height === innerHeight;
    });
    return { fills };
  }

  async mayaRestoresAndMinimises(): Promise<void> {
    const maya = need(this.maya, 'Maya');
    await maya.click('button[aria-label="Restore the chat to its size"]');
    await maya.click('button[aria-label="Minimise the chat"]');
    await maya.waitForSelector('[role="dialog"][aria-labelledby="chat-title"]', { hidden: true });
  }

  async mayaUnreadCount(expected: number): Promise<number> {
    const maya = need(this.maya, 'Maya');
    await maya
      .waitForFunction(
        (n: number) => Number(document.querySelector('.chat-launcher__badge')?.textContent ?? '0') === n,
        { timeout: 10_000 },
        expected,
      )
      .catch(() => undefined);
    return maya.$eval(LAUNCHER, (b) => Number(b.querySelector('.chat-launcher__badge')?.textContent ?? '0'));
  }

  async mayaOpensChatAgain(): Promise<void> {
    const maya = need(this.maya, 'Maya');
    await maya.click(LAUNCHER);
    await maya.waitForSelector('#chat-text');
  }

  async samWrites(text: string): Promise<{ notice: string }> {
    const fleet = await this.fleet();
    const sam = await this.page(`${fleet.a.url}/faq`);
    this.sam = sam;
    await sam.click(LAUNCHER);
    await sam.waitForSelector('#chat-name');
    await sam.type('#chat-name', 'Sam Lee');
    await sam.type('#chat-email', SAM);
    await sam.type('#chat-text', text);
    await sam.keyboard.press('Enter');
    const notice = await sam.waitForSelector('.chat-message--notice .chat-message__text', { timeout: 10_000 });
    return { notice: String(await notice?.evaluate((p) => p.textContent ?? '')) };
  }

  async samLeaves(): Promise<void> {
    await need(this.sam, 'Sam').browserContext().close();
    this.sam = undefined;
  }

  async alexAnswersSam(text: string): Promise<void> {
    await this.alexFindsInInbox('Sam Lee');
    await this.alexReplies(text);
  }

  async samsEmail(): Promise<{ text: string; link: string }> {
    const fleet = await this.fleet();
    const mail = await fleet.smtp.waitFor((m) => m.to === SAM && m.kind === 'chat-reply', 30_000);
    const link = /https?:\/\/\S+#chat=\S+/.exec(mail.text)?.[0] ?? '';
    return { text: mail.text, link };
  }

  async openLinkElsewhere(link: string, expecting: string): Promise<string[]> {
    const fleet = await this.fleet();
    const url = new URL(link);
    const page = await this.page(`${fleet.a.url}${url.pathname}${url.hash}`);
    await waitForText(page, MESSAGES, expecting, 15_000);
    return texts(page);
  }

  async close(): Promise<void> {
    for (const context of this.contexts) await context.close().catch(() => undefined);
    await (await this.started?.catch(() => undefined))?.drop();
  }

  private fleet(): Promise<Fleet> {
    this.started ??= startFleet(this.away, this.postgresAdminUrl);
    return this.started;
  }

  private async page(url: string): Promise<Page> {
    const context = await this.browser.createBrowserContext();
    this.contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 860 });
    await this.go(page, url);
    return page;
  }

  private async go(page: Page, url: string): Promise<void> {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
  }

  private async signIn(page: Page, email: string): Promise<void> {
    await page.type('input[name="email"]', email);
    await page.type('input[name="password"]', PASSWORD);
    await page.click('button[value="sign-in"]');
    await page.waitForFunction(() => location.pathname !== '/login');
  }
}

function need<T>(value: T | undefined, who: string): T {
  if (!value) throw new Error(`${who} is not on the site in this scenario`);
  return value;
}

const texts = (page: Page) => page.$$eval(MESSAGES, (all) => all.map((p) => p.textContent ?? ''));

async function waitForText(page: Page, selector: string, text: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (s: string, t: string) => [...document.querySelectorAll(s)].some((e) => e.textContent === t),
    { timeout },
    selector,
    text,
  );
}

/**
 * Milliseconds from `send` to `text` showing on `page`: the watch starts first (on every change
 * of the page), so the time is the message's trip from one browser to the other, through both
 * nodes and the database.
 */
async function timed(page: Page, text: string, send: () => Promise<void>): Promise<number> {
  const shown = page.waitForFunction(
    (s: string, t: string) => [...document.querySelectorAll(s)].some((e) => e.textContent === t),
    { polling: 'mutation', timeout: 60_000 },
    MESSAGES,
    text,
  );
  const start = performance.now();
  // Not there (a minimised chat, a dropped connection): no trip to time; never an unhandled failure.
  const trip = shown.then(
    () => Math.round(performance.now() - start),
    () => Number.NaN,
  );
  await send();
  return trip;
}
