import type { Browser, Page } from 'puppeteer';
import type { ConciergeContact, PageStyles, Tasks } from '../tasks';
import { workerKeepsFiles } from '../../../test/support/browser';
import { pressAndReadNew } from './page-messages';

/** Where pages show the outcome of a form: inline messages and toasts. */
const MESSAGES = '.form-success, .form-error, .toast__message';

/** Carries tasks out in Chromium, as a person would: loading pages and reading the screen. */
export class BrowserTasks implements Tasks {
  private email = '';

  private constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    /** The six-digit code of the latest e-mail sent (the test app's outbox). */
    private readonly lastMailedCode: () => Promise<string>,
  ) {}

  static async open(
    browser: Browser,
    baseUrl: string,
    lastMailedCode: () => Promise<string> = () => Promise.reject(new Error('no outbox')),
  ): Promise<BrowserTasks> {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    return new BrowserTasks(page, baseUrl, lastMailedCode);
  }

  async close(): Promise<void> {
    await this.page.close();
  }

  async visitPage(path: string): Promise<string> {
    await this.goto(path);
    return this.page.$eval('h1', (h) => h.textContent?.trim() ?? '');
  }

  async conciergeContact(): Promise<ConciergeContact> {
    await this.goto('/concierge');
    return this.page.$eval('main', (main) => ({
      email:
        main
          .querySelector<HTMLAnchorElement>('a[href^="mailto:"]')
          ?.href.replace(/^mailto:/, '')
          .split('?')[0] ?? '',
      phone: main.querySelector<HTMLAnchorElement>('a[href^="tel:"]')?.textContent?.trim() ?? '',
    }));
  }

  async followBrokenLink(): Promise<{ notFound: boolean; message: string }> {
    const response = await this.goto('/flights-to-nowhere');
    return {
      notFound: response?.status() === 404,
      message: await this.page.$eval('h1', (h) => h.textContent?.trim() ?? ''),
    };
  }

  /** A robot is no browser: it reads the file as the server sends it (the browser's own fetch). */
  async readSiteFile(path: string): Promise<{ status: number; type: string; text: string }> {
    const response = await this.page.goto(this.baseUrl + path, { waitUntil: 'load' });
    return {
      status: response?.status() ?? 0,
      type: response?.headers()['content-type'] ?? '',
      text: (await response?.text()) ?? '',
    };
  }

  keepFilesOf(): Promise<void> {
    throw new Error('A browser keeps the files its service worker took: tag this scenario @http-only');
  }

  /** Her first visit installed the service worker: it keeps the files once it runs the page. */
  async waitUntilFilesKept(): Promise<void> {
    await workerKeepsFiles(this.page);
  }

  async stylesOfPage(): Promise<PageStyles> {
    return this.page.evaluate(() => ({
      carried: [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href') ?? ''),
      named: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
    }));
  }

  async lookOfPage(): Promise<Record<string, string>> {
    return this.page.evaluate(() => {
      const look: Record<string, string> = {};
      for (const selector of ['body', 'header', 'h1', 'main form', '.button--primary', 'footer']) {
        const element = document.querySelector(selector);
        if (!element) continue;
        const style = getComputedStyle(element);
        for (const property of ['color', 'background-color', 'font-family', 'font-size', 'padding', 'display']) {
          look[`${selector} ${property}`] = style.getPropertyValue(property);
        }
      }
      return look;
    });
  }

  private async goto(path: string) {
    const response = await this.page.goto(this.baseUrl + path, { waitUntil: 'load' });
    await this.page.waitForSelector('html[data-hydrated="true"]');
    return response;
  }

  async signUpByEmail(person: { firstName: string; lastName: string; email: string; password: string }) {
    this.email = person.email;
    await this.goto('/signup');
    await this.page.type('input[name="firstName"]', person.firstName);
    await this.page.type('input[name="lastName"]', person.lastName);
    await this.page.type('input[name="phone"]', '2125550100');
    await this.page.type('input[name="email"]', person.email);
    await this.page.type('input[name="password"]', person.password);
    await this.page.click('input[name="intent"][value="sign-up"] ~ button[type="submit"]');
    await this.page.waitForSelector('input[name="code"]');
    return '';
  }

  async confirmSignUpWithMailedCode(): Promise<string> {
    await this.page.type('input[name="code"]', await this.lastMailedCode());
    return this.submitAndRead('button[value="confirm"]');
  }

  async signIn(password: string): Promise<boolean> {
    await this.goto('/login');
    if (new URL(this.page.url()).pathname !== '/login') return true;
    await this.page.type('input[name="email"]', this.email);
    await this.page.type('input[name="password"]', password);
    await this.page.click('button[value="sign-in"]');
    await this.page.waitForFunction(
      () => location.pathname !== '/login' || document.querySelector('.form-error, .field__error') !== null,
    );
    return new URL(this.page.url()).pathname !== '/login';
  }

  async changeLastName(lastName: string): Promise<string> {
    await this.goto('/my-account');
    await this.page.$eval('input[name="lastname"]', (input) => {
      (input as HTMLInputElement).value = '';
    });
    await this.page.type('input[name="lastname"]', lastName);
    return this.submitAndRead('input[name="intent"][value="profile"] ~ button[type="submit"]');
  }

  async changePasswordWithMailedCode(newPassword: string): Promise<string> {
    await this.goto('/my-account');
    await this.page.click('input[name="intent"][value="password-send"] ~ button[type="submit"]');
    await this.page.waitForSelector('input[name="code"]');
    await this.page.type('input[name="code"]', await this.lastMailedCode());
    await this.page.type('input[name="password"]', newPassword);
    return this.submitAndRead('input[name="intent"][value="password-change"] ~ button[type="submit"]');
  }

  async signOut(): Promise<void> {
    await this.goto('/my-account');
    await this.page.click('main form[action="/logout"] button');
    await this.page.waitForFunction(() => location.pathname === '/');
  }

  async resetForgottenPassword(newPassword: string): Promise<string> {
    await this.goto('/forgot-password');
    await this.page.type('input[name="email"]', this.email);
    await this.page.click('input[name="intent"][value="send"] ~ button[type="submit"]');
    await this.page.waitForSelector('input[name="newPassword"]');
    await this.page.type('input[name="code"]', await this.lastMailedCode());
    await this.page.type('input[name="newPassword"]', newPassword);
    return this.submitAndRead('input[name="intent"][value="reset"] ~ button[type="submit"]');
  }

  async deleteAccount(): Promise<string> {
    await this.goto('/my-account?delete=1');
    await this.page.waitForSelector('dialog[open] input[name="confirm"]');
    await this.page.type('dialog[open] input[name="confirm"]', 'DELETE');
    return this.submitAndRead('dialog[open] button[type="submit"]');
  }

  /** Clicks `selector` and reads the message it brings: a form message or a toast not shown before. */
  private submitAndRead(selector: string): Promise<string> {
    return pressAndReadNew(this.page, selector, MESSAGES);
  }
}
