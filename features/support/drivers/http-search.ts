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
    // Before scripts there is no dialog: the page says the search is kept and invites her to
    // sign in or create an account (the Benefits dialog opens over it once scripts run).
    const invited = textOf(res.text).includes('Your search is saved for 15 minutes. Sign in or create an account');
    return { askedToJoin: res.status === 200 && invited };
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

  async moveArrivalOnMap(): Promise<{ chosen: string; legs: string[] }> {
    await this.open('/edit-airport?leg=1&end=arrival');
    // Before scripts, the page has no map: ask for the airports near the current arrival as
    // the page's map does, then type the first suggestion's code into the form.
    const current = /Step 1 of \d+: [A-Z0-9]{3,4} to ([A-Z0-9]{3,4})/.exec(textOf(this.page))?.[1];
    if (!current) throw new Error('no first leg on Edit Airport');
    const found = await this.agent.get('/api/airport/search').query({ searchStr: current }).expect(200);
    const airport = (found.body as { icaoCode: string; latitude: number; longitude: number }[]).find(
      (a) => a.icaoCode === current,
    );
    if (!airport) throw new Error(`${current} not found`);
    const near = await this.agent
      .get('/api/airport/nearby')
      .query({ lat: airport.latitude, lng: airport.longitude, rad: 30 })
      .expect(200);
    const chosen = (near.body as { icaoCode: string }[]).find((a) => a.icaoCode !== current)?.icaoCode;
    if (!chosen) throw new Error(`no airport suggested near ${current}`);
    const changed = await this.post('/edit-airport?leg=1&end=arrival', { leg: '1', end: 'arrival', icao: chosen });
    if (changed.headers.location !== '/searching') throw new Error(`Change Airport answered ${changed.status}`);
    const searching = await this.post('/searching', {});
    if (searching.headers.location !== '/book-flight') throw new Error('the new search found nothing');
    this.category = 'TURBO_PROP';
    this.addonIds = [];
    await this.open('/book-flight');
    const category = /-tab-(\w+)" aria-selected="true"/.exec(this.page)?.[1];
    if (category) this.category = category as AircraftCategory;
    const legs = [...this.page.matchAll(/aria-label="Leg \d+"[^>]*>([\s\S]*?)<\/section>/g)].map((m) =>
      textOf(m[1] ?? ''),
    );
    return { chosen, legs };
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
