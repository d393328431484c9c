import type { Browser, Page } from 'puppeteer';
import type { PushSubscriptionRecord } from '../../../ports/push';
import { DomainPhoneTasks } from './domain-phone';
import type { PhoneScenario } from './phone-scenario';

/**
 * The phone scenarios in Chromium: My Account's Notifications switch as Maya turns it. The
 * browser's own push service is out of reach here (no internet), so its subscribe() answers
 * with the subscription of the scenario's stand-in push service, as Chrome's would with FCM's;
 * everything after it (the permission, the page's calls, the server) is the real thing.
 */
export class BrowserPhoneTasks extends DomainPhoneTasks {
  private opened: Page | undefined;

  // The scenarios' arrangements (her phone, her switches) go through the use cases, as the
  // domain driver makes them; what she does in the page is done here.
  constructor(
    private readonly browser: Browser,
    private readonly phoneScenario: PhoneScenario,
  ) {
    super(phoneScenario);
  }

  async close(): Promise<void> {
    await this.opened?.close();
  }

  /** My Account's notifications tab, signed in, in a browser whose push service is the stand-in's. */
  async openNotifications(device: string): Promise<void> {
    const { app, maya } = this.phoneScenario.trip;
    const subscription = this.phoneScenario.subscription(device);
    await this.browser.defaultBrowserContext().overridePermissions(app.url, ['notifications']);
    const page = await this.browser.newPage();
    page.setDefaultTimeout(20_000);
    this.opened = page;
    // A script's text, not a function: the test runner's compiler would wrap a function's
    // inner functions in a helper the page does not have.
    await page.evaluateOnNewDocument(browserPushStub(subscription));
    await page.goto(`${app.url}/login`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.type('input[name="email"]', maya.email);
    await page.type('input[name="password"]', maya.password);
    await page.click('button[value="sign-in"]');
    await page.waitForFunction(() => location.pathname !== '/login');
    await page.goto(`${app.url}/my-account?tab=notifications`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    // The app's service worker is installed once the page has loaded.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  }

  async permissionAsked(): Promise<number> {
    return this.page().evaluate(
      () => (window as unknown as { __permissionAsked: { count: number } }).__permissionAsked.count,
    );
  }

  /** Turns the Notifications switch on and saves; answers what the page said. */
  async turnNotificationsOnHere(): Promise<string> {
    const page = this.page();
    await page.click('input[name="enableNotification"]');
    await page.waitForFunction(() => document.querySelector('.switch__said')?.textContent?.trim());
    const said = await page.$eval('.switch__said', (p) => p.textContent?.trim() ?? '');
    await page.click('form:has(input[name="enableNotification"]) button[type="submit"]');
    await page.waitForFunction(() => !document.querySelector('form button[type="submit"][disabled]'));
    return said;
  }

  private page(): Page {
    if (!this.opened) throw new Error('open My Account first');
    return this.opened;
  }
}

/**
 * Counts the page's permission requests, and makes the browser's push service the stand-in's:
 * subscribe() answers the stand-in's subscription for this browser.
 */
function browserPushStub(subscription: PushSubscriptionRecord): string {
  return `(() => {
    const json = ${JSON.stringify(subscription)};
    const asked = { count: 0 };
    window.__permissionAsked = asked;
    const request = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => { asked.count += 1; return request(); };
    let current = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async () => {
      current = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => { current = null; return true; } };
      return current;
    };
  })();`;
}
