import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../ports/clock';
import type { ReferenceData } from '../../../ports/reference-data';
import type { RouteWatchStore } from '../../../ports/route-watches';
import {
  checkWatch,
  MAX_ACTIVE_WATCHES,
  WATCH_MESSAGES,
  watchRequestSchema,
  type RouteWatch,
  type WatchRequest,
  type WatchStatus,
} from '../../core/watches/watch-rules';
import { calendarDate } from '../../core/search/leg-calendar';
import type { WatchLinks } from './watch-links';
import { priceSearch, type SearchPricer } from './price-watches';

export interface RouteWatchesDeps {
  store: RouteWatchStore;
  referenceData: ReferenceData;
  clock: Clock;
  links: WatchLinks;
  /** Prices a price watch's search when it is made or edited (the charter port's search). */
  flightSearch: SearchPricer;
  /** The calendar "today" is read on (the site's zone). */
  zone: string;
}

export type WatchResult =
  | { ok: true; watch: RouteWatch }
  | { ok: false; status: 400 | 404 | 409; message: string; fields?: Partial<Record<keyof WatchRequest, string>> };

/**
 * A customer's route watches (issue 27): made from a search or the empty legs, listed, edited,
 * paused, resumed and deleted in My Account, and paused by an alert's one-click unsubscribe. Every
 * field is checked (zod, then the places and the window against the reference data and today);
 * a refusal changes nothing.
 */
export class RouteWatches {
  constructor(private readonly deps: RouteWatchesDeps) {}

  async create(userId: string, input: unknown): Promise<WatchResult> {
    const terms = await this.terms(userId, `w-${randomUUID()}`, input);
    if (!terms.ok) return terms;
    const watch: RouteWatch = { ...terms.watch, status: 'ACTIVE', createdAt: this.deps.clock.now() };
    if (!(await this.deps.store.create(watch, MAX_ACTIVE_WATCHES))) {
      return { ok: false, status: 409, message: WATCH_MESSAGES.TOO_MANY };
    }
    return { ok: true, watch };
  }

  /**
   * Changes a customer's watch in place, checked as a new one; its status and its matches stay.
   * A price watch is priced again: its drop counts from the price now.
   */
  async edit(userId: string, id: string, input: unknown): Promise<WatchResult> {
    const existing = await this.deps.store.find(id);
    if (!existing || existing.userId !== userId) return { ok: false, status: 404, message: WATCH_MESSAGES.NOT_FOUND };
    const terms = await this.terms(userId, id, input);
    if (!terms.ok) return terms;
    const watch: RouteWatch = { ...terms.watch, status: existing.status, createdAt: existing.createdAt };
    if (!(await this.deps.store.update(watch))) return { ok: false, status: 404, message: WATCH_MESSAGES.NOT_FOUND };
    return { ok: true, watch };
  }

  /** A request read into a watch's terms: zod, then the places and days, then a price watch's search priced. */
  private async terms(
    userId: string,
    id: string,
    input: unknown,
  ): Promise<{ ok: true; watch: Omit<RouteWatch, 'status' | 'createdAt'> } | Extract<WatchResult, { ok: false }>> {
    const parsed = watchRequestSchema.safeParse(input);
    if (!parsed.success) {
      const fields: Partial<Record<keyof WatchRequest, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof WatchRequest | undefined;
        if (field && !fields[field]) fields[field] = issue.message;
      }
      return { ok: false, status: 400, message: Object.values(fields)[0] ?? WATCH_MESSAGES.WHAT, fields };
    }
    const request = parsed.data;
    const checked = checkWatch(request, this.today(), {
      isAirport: (icao) => Boolean(this.deps.referenceData.airport(icao)),
      named: (text) => this.airportsNamed(text),
    });
    if (!checked.ok) {
      return { ok: false, status: 400, message: checked.message, fields: { [checked.field]: checked.message } };
    }
    let price: RouteWatch['price'] = null;
    if (request.price) {
      const { search, category, dropPercent } = request.price;
      const priced = await priceSearch(this.deps.flightSearch, search, request.passengers, category);
      if (!priced.ok) return { ok: false, status: 400, message: priced.message, fields: { price: priced.message } };
      const now = this.deps.clock.now();
      price = {
        search,
        category,
        dropPercent,
        watchedCents: priced.cents,
        pricedCents: priced.cents,
        pricedAt: now,
        toldCents: null,
      };
    }
    return {
      ok: true,
      watch: {
        id,
        userId,
        fromLabel: this.label(request.from, checked.fromAirports),
        toLabel: this.label(request.to, checked.toAirports),
        fromAirports: checked.fromAirports,
        toAirports: checked.toAirports,
        firstDay: request.firstDay,
        lastDay: request.lastDay,
        passengers: request.passengers,
        categories: request.categories,
        emptyLegs: request.emptyLegs,
        price,
      },
    };
  }

  list(userId: string): Promise<RouteWatch[]> {
    return this.deps.store.ofUser(userId);
  }

  async setStatus(userId: string, id: string, status: WatchStatus): Promise<WatchResult> {
    const watch = await this.deps.store.find(id);
    if (!watch || watch.userId !== userId) return { ok: false, status: 404, message: WATCH_MESSAGES.NOT_FOUND };
    if (!(await this.deps.store.setStatus(id, userId, status, MAX_ACTIVE_WATCHES))) {
      return { ok: false, status: 409, message: WATCH_MESSAGES.TOO_MANY };
    }
    return { ok: true, watch: { ...watch, status } };
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return this.deps.store.delete(id, userId);
  }

  /** The customer a signed manage link opens the watches of, or null for a link we did not sign. */
  ownerOf(token: string): string | null {
    return this.deps.links.userOf(token);
  }

  /** The one-click unsubscribe: pauses the watch the token names; false for a token we did not sign. */
  async unsubscribe(token: string): Promise<boolean> {
    const id = this.deps.links.watchOf(token);
    const watch = id ? await this.deps.store.find(id) : undefined;
    if (!watch) return false;
    return this.deps.store.setStatus(watch.id, watch.userId, 'PAUSED', MAX_ACTIVE_WATCHES);
  }

  /**
   * Airports whose name or city is the text, as the airport search finds them: a city of two
   * names counts for each ("Sarasota" for "Sarasota/Bradenton"), and a text the search finds
   * one airport for is that airport.
   */
  private airportsNamed(text: string): string[] {
    const wanted = text.trim().toLowerCase();
    const found = this.deps.referenceData.searchAirports(text, 50);
    const named = found.filter(
      (a) =>
        a.name.toLowerCase() === wanted ||
        a.city
          .toLowerCase()
          .split(/\s*[/,]\s*/)
          .concat(a.city.toLowerCase())
          .includes(wanted),
    );
    return (named.length > 0 ? named : found.length === 1 ? found : []).map((a) => a.icao);
  }

  private today(): string {
    return calendarDate(this.deps.clock.now(), this.deps.zone);
  }

  /** "KTEB" as the airport's name, a metro area as typed ("New York"). */
  private label(typed: string, airports: string[]): string {
    const code = typed.trim().toUpperCase();
    if (airports.length === 1 && airports[0] === code) return this.deps.referenceData.airport(code)?.name ?? code;
    return typed.trim();
  }
}
