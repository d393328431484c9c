import { DateTime } from 'luxon';
import request from 'supertest';
import { CATEGORY_PROFILES, type AircraftCategory } from '../../../src/core/aircraft-categories';
import { confirmedCustomer } from '../../../test/support/customers';
import type { TestApp } from '../../../test/support/app';
import type { RoundTrip, SearchTasks } from '../search-tasks';

const SAME_PAGE = { 'Sec-Fetch-Site': 'same-origin' };
const inDays = (days: number) => DateTime.now().setZone('America/New_York').plus({ days }).toISODate() ?? '';

/** Searching and booking as plain form posts, the way the pages work before JavaScript. */
export class HttpSearchTasks implements SearchTasks {
  private readonly agent;
  private email = '';
  private password = '';
  private page = '';
  private category: AircraftCategory = 'TURBO_PROP';
  private addonIds: string[] = [];

  constructor(private readonly app: TestApp) {
    this.agent = request.agent(app.url);
  }

  async haveAccount(email: string, password: string): Promise<void> {
    const made = await confirmedCustomer(this.app, email);
    if (made.password !== password) throw new Error(`accounts are made with the password ${made.password}`);
    [this.email, this.password] = [email, password];
  }

  async searchRoundTrip(trip: RoundTrip): Promise<{ askedToJoin: boolean }> {
    const res = await this.post('/consumer-booking', {
      routeType: 'ROUND_TRIP',
      from: trip.from,
      to: trip.to,
      date: inDays(trip.leavesInDays),
      time: '10:00',
      returnDate: inDays(trip.leavesInDays + trip.staysDays),
      returnTime: '15:00',
      passengers: String(trip.passengers),
    });
    this.page = res.text;
    return { askedToJoin: res.status === 200 && res.text.includes('Benefits of a free account') };
  }

  async signInFromInvitation(): Promise<string | null> {
    const href = /href="(\/login\?redirectTo=[^"]+)"/.exec(this.page)?.[1]?.replace(/&amp;/g, '&');
    if (!href) return null;
    // The login page carries where to go next in a hidden field, as its form posts it.
    const login = await this.agent.get(href);
    const redirectTo = /name="redirectTo" value="([^"]*)"/.exec(login.text)?.[1] ?? '';
    const signedIn = await this.post(href, { email: this.email, password: this.password, redirectTo });
    if (signedIn.status !== 302) return null;
    // /searching runs the saved search (its button, before scripts start it by themselves).
    const searching = await this.post(signedIn.headers.location ?? '/', {});
    if (searching.headers.location !== '/book-flight') return null;
    await this.open('/book-flight');
    return textOf(/<h1 class="book-flight__route"[^>]*>([\s\S]*?)<\/h1>/.exec(this.page)?.[1] ?? '') || null;
  }

  async chooseCategory(name: string): Promise<void> {
    const category = (Object.keys(CATEGORY_PROFILES) as AircraftCategory[]).find(
      (key) => CATEGORY_PROFILES[key].displayName === name,
    );
    if (!category) throw new Error(`no category named ${name}`);
    this.category = category;
    this.addonIds = [];
    await this.open(`/book-flight?category=${category}`);
    if (!new RegExp(`-tab-${category}" aria-selected="true"`).test(this.page)) throw new Error(`${name} not selected`);
  }

  async addAddon(name: string): Promise<{ before: string; after: string }> {
    const before = totalOf(this.page);
    const id = new RegExp(`name="addonIds" value="([^"]+)"[^>]*>\\s*<span>${name}</span>`, 'i').exec(this.page)?.[1];
    if (!id) throw new Error(`no add-on named ${name}`);
    this.addonIds = [...this.addonIds, id];
    const res = await this.post(`/book-flight?category=${this.category}`, this.form('price'));
    this.page = res.text;
    return { before, after: totalOf(this.page) };
  }

  async bookNow(): Promise<string> {
    const res = await this.post(`/book-flight?category=${this.category}`, this.form('book'));
    return res.headers.location ?? `(answered ${res.status})`;
  }

  private form(intent: string): string {
    const body = new URLSearchParams({ intent, category: this.category });
    for (const id of this.addonIds) body.append('addonIds', id);
    return body.toString();
  }

  private async open(path: string) {
    const res = await this.agent.get(path);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    this.page = res.text;
  }

  private post(path: string, body: Record<string, string> | string) {
    return this.agent.post(path).set(SAME_PAGE).type('form').send(body);
  }
}

const totalOf = (html: string) => textOf(/book-flight__total[^>]*>([^<]+)</.exec(html)?.[1] ?? '');

function textOf(fragment: string): string {
  return fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
