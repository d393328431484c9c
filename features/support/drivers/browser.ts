import type { Browser, Page } from 'puppeteer';
import type { ConciergeContact, Tasks } from '../tasks';

/** Carries tasks out in Chromium, as a person would: loading pages and reading the screen. */
export class BrowserTasks implements Tasks {
  private constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  static async open(browser: Browser, baseUrl: string): Promise<BrowserTasks> {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    return new BrowserTasks(page, baseUrl);
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

  private async goto(path: string) {
    const response = await this.page.goto(this.baseUrl + path, { waitUntil: 'load' });
    await this.page.waitForSelector('html[data-hydrated="true"]');
    return response;
  }

  private notYet(): never {
    throw new Error('The account journey is not driven in the browser yet (scenario tagged @http-only)');
  }
  signUpByEmail(): Promise<string> {
    return this.notYet();
  }
  confirmSignUpWithMailedCode(): Promise<string> {
    return this.notYet();
  }
  signIn(): Promise<boolean> {
    return this.notYet();
  }
  changeLastName(): Promise<string> {
    return this.notYet();
  }
  changePasswordWithMailedCode(): Promise<string> {
    return this.notYet();
  }
  signOut(): Promise<void> {
    return this.notYet();
  }
  resetForgottenPassword(): Promise<string> {
    return this.notYet();
  }
  deleteAccount(): Promise<string> {
    return this.notYet();
  }
}
