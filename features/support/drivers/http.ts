import { join } from 'node:path';
import request from 'supertest';
import { keptFilesVersion } from '../../../src/http/page-renderer';
import { KEPT_FILES_HEADER } from '../../../src/web/pwa/kept-files';
import type { ConciergeContact, PageStyles, Tasks } from '../tasks';

/** A browser POST from our own pages (the app refuses cross-site posts). */
const SAME_PAGE = { 'Sec-Fetch-Site': 'same-origin' };

/** Carries tasks out as HTTP requests against a running app, reading the server's HTML. */
export class HttpTasks implements Tasks {
  /** Her browser: keeps the session cookies between requests. */
  private readonly agent;
  private email = '';
  /** The header her browser's service worker would send with each page, if she has one. */
  private keptFiles: Record<string, string> = {};
  private lastPage = '';

  constructor(
    private readonly baseUrl: string,
    /** The six-digit code of the latest e-mail sent (the test app's outbox). */
    private readonly lastMailedCode: () => Promise<string> = () => Promise.reject(new Error('no outbox')),
  ) {
    this.agent = request.agent(baseUrl);
  }

  async signUpByEmail(person: { firstName: string; lastName: string; email: string; password: string }) {
    this.email = person.email;
    const res = await this.post('/signup', { intent: 'sign-up', country: 'US', phone: '2125550100', ...person });
    return message(res.text);
  }

  async confirmSignUpWithMailedCode(): Promise<string> {
    const res = await this.post('/signup', { intent: 'confirm', email: this.email, code: await this.lastMailedCode() });
    return this.follow(res);
  }

  async signIn(password: string): Promise<boolean> {
    const res = await this.post('/login', { email: this.email, password });
    return res.status === 302 && (await this.agent.get('/my-account')).status === 200;
  }

  async changeLastName(lastName: string): Promise<string> {
    const page = await this.agent.get('/my-account');
    const value = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(page.text)?.[1] ?? '';
    const res = await this.post('/my-account', {
      intent: 'profile',
      firstname: value('firstname'),
      lastname: lastName,
      phone: value('phone'),
    });
    return message(res.text);
  }

  async changePasswordWithMailedCode(newPassword: string): Promise<string> {
    await this.post('/my-account', { intent: 'password-send' });
    const res = await this.post('/my-account', {
      intent: 'password-change',
      code: await this.lastMailedCode(),
      password: newPassword,
    });
    return message(res.text);
  }

  async signOut(): Promise<void> {
    await this.post('/logout', {});
  }

  async resetForgottenPassword(newPassword: string): Promise<string> {
    await this.post('/forgot-password', { intent: 'send', email: this.email });
    const res = await this.post('/forgot-password', {
      intent: 'reset',
      email: this.email,
      code: await this.lastMailedCode(),
      newPassword,
    });
    return this.follow(res);
  }

  async deleteAccount(): Promise<string> {
    return this.follow(await this.post('/my-account', { intent: 'delete', confirm: 'DELETE' }));
  }

  private post(path: string, body: Record<string, string>) {
    return this.agent.post(path).set(SAME_PAGE).type('form').send(body);
  }

  /** A redirect's next page's message (the flags of /login?success=true and the like). */
  private async follow(res: { status: number; headers: Record<string, string>; text: string }): Promise<string> {
    if (res.status !== 302 && res.status !== 303) return message(res.text);
    return message((await this.agent.get(res.headers.location ?? '/')).text);
  }

  async visitPage(path: string): Promise<string> {
    const html = await this.html(path);
    return textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
  }

  async conciergeContact(): Promise<ConciergeContact> {
    const html = await this.html('/concierge');
    const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    const email = /href="mailto:([^"?]+)/.exec(main)?.[1] ?? '';
    const phone = textOf(/<a[^>]*href="tel:[^"]*"[^>]*>([\s\S]*?)<\/a>/.exec(main)?.[1] ?? '');
    return { email, phone };
  }

  async followBrokenLink(): Promise<{ notFound: boolean; message: string }> {
    const response = await fetch(`${this.baseUrl}/flights-to-nowhere`);
    const html = await response.text();
    return { notFound: response.status === 404, message: textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '') };
  }

  async readSiteFile(path: string): Promise<{ status: number; type: string; text: string }> {
    const response = await fetch(this.baseUrl + path);
    return { status: response.status, type: response.headers.get('Content-Type') ?? '', text: await response.text() };
  }

  async keepFilesOf(build: 'this' | 'older'): Promise<void> {
    // The version the build wrote for its worker; the test app serves that build (dist/client).
    const version = keptFilesVersion(join(import.meta.dirname, '../../../dist/client'));
    if (!version) throw new Error('dist/client has no service worker: npm run build');
    this.keptFiles = { [KEPT_FILES_HEADER]: build === 'this' ? version : `older-than-${version}` };
  }

  waitUntilFilesKept(): Promise<void> {
    throw new Error('Only a browser keeps files: tag this scenario @browser-only');
  }

  async stylesOfPage(): Promise<PageStyles> {
    return {
      carried: [...this.lastPage.matchAll(/<style data-href="([^"]+)"/g)].map((m) => m[1] ?? ''),
      named: [...this.lastPage.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((m) => m[1] ?? ''),
    };
  }

  lookOfPage(): Promise<never> {
    throw new Error('How a page looks is seen in a browser: tag this scenario @browser-only');
  }

  private async html(path: string): Promise<string> {
    const response = await fetch(this.baseUrl + path, { headers: this.keptFiles });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    this.lastPage = await response.text();
    return this.lastPage;
  }
}

/** The form message a page shows (success or error), as text. */
function message(html: string): string {
  return textOf(/<p class="form-(?:success|error)"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '');
}

/** Visible text of an HTML fragment. */
function textOf(fragment: string): string {
  return fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
