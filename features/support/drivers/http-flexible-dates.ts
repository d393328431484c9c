import type { AircraftCategory } from '../../../src/core/aircraft-categories';
import type { TestApp } from '../../../test/support/app';
import { signedInAgent } from '../../../test/support/customers';
import { inDays } from '../../../test/support/search-form-driver';
import { isoDate, type FlexibleDateTasks, type StripDay, type Trip } from '../flexible-date-tasks';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
const SAME_PAGE = { 'Sec-Fetch-Site': 'same-origin' };
let people = 0;

/** Flexible dates as plain form posts and server-rendered pages: the site before JavaScript. */
export class HttpFlexibleDateTasks implements FlexibleDateTasks {
  private agent: Agent | undefined;
  private page = '';

  constructor(private readonly app: TestApp) {}

  async search(trip: Trip): Promise<void> {
    people += 1;
    this.agent = await signedInAgent(this.app, `maya.flexible.${people}.${Date.now()}@example.com`);
    const form: Record<string, string> = {
      routeType: trip.staysDays === undefined ? 'ONE_WAY' : 'ROUND_TRIP',
      from: trip.from,
      to: trip.to,
      date: inDays(trip.leavesInDays),
      time: '10:00',
      passengers: String(trip.passengers),
    };
    if (trip.staysDays !== undefined) {
      form.returnDate = inDays(trip.leavesInDays + trip.staysDays);
      form.returnTime = '15:00';
    }
    const res = await this.client().post('/consumer-booking').set(SAME_PAGE).type('form').send(form);
    if (res.headers.location !== '/book-flight') throw new Error(`the search answered ${res.status}`);
  }

  async strip(category: AircraftCategory): Promise<StripDay[]> {
    await this.open(`/book-flight?category=${category}`);
    return this.days().map((html, i) => {
      const price = /flex-dates__price">([^<]+)</.exec(html)?.[1] ?? null;
      return {
        shift: i - 3,
        price: price?.startsWith('$') ? price : null,
        offered: html.includes('<button') || html.includes('aria-current="date"'),
      };
    });
  }

  async chooseDay(shift: number): Promise<void> {
    const category = /name="category" value="([A-Z_]+)"/.exec(this.page)?.[1] ?? 'LIGHT_JET';
    const date = /<button[^>]*value="([\d-]+)"/.exec(this.days()[shift + 3] ?? '')?.[1];
    if (!date) throw new Error(`the day ${shift} is not offered`);
    const res = await this.client()
      .post(`/book-flight?category=${category}`)
      .set(SAME_PAGE)
      .type('form')
      .send({ intent: 'date', category, date });
    if (res.status !== 302) throw new Error(`choosing ${date} answered ${res.status}`);
  }

  async results(category: AircraftCategory): Promise<{ departures: string[]; price: string; carbon: string }> {
    await this.open(`/book-flight?category=${category}`);
    const departures = [...this.page.matchAll(/<p class="eyebrow">([^<]+?)(?:<!-- -->)? · Step/g)].map((m) =>
      isoDate(m[1] ?? ''),
    );
    return {
      departures,
      price: /book-flight__total[^>]*>([^<]+)</.exec(this.page)?.[1] ?? '',
      carbon: /carbon-line">Carbon: <span aria-hidden="true">([^<]+)</.exec(this.page)?.[1] ?? '',
    };
  }

  async book(category: AircraftCategory): Promise<string> {
    const res = await this.client()
      .post(`/book-flight?category=${category}`)
      .set(SAME_PAGE)
      .type('form')
      .send({ intent: 'book', category });
    const review = res.headers.location;
    if (!review?.startsWith('/review-booking/')) throw new Error(`Book Now answered ${res.status}`);
    await this.open(review);
    return /<dd class="review-booking__total">([^<]+)</.exec(this.page)?.[1] ?? '';
  }

  async reviewCarbon(): Promise<string> {
    return /carbon-line">Carbon: <span aria-hidden="true">([^<]+)</.exec(this.page)?.[1] ?? '';
  }

  /** The strip's days as HTML, earliest first. */
  private days(): string[] {
    const strip = /<section class="flex-dates"[\s\S]*?<\/section>/.exec(this.page)?.[0] ?? '';
    return [...strip.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((day) => day[1] ?? '');
  }

  private async open(path: string) {
    const res = await this.client().get(path);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    this.page = res.text;
  }

  private client(): Agent {
    if (!this.agent) throw new Error('no customer yet');
    return this.agent;
  }
}
