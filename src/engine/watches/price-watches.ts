import { anonymous } from '../../../ports/caller';
import type { FlightSearch } from '../../../ports/charter/flight-search';
import type { Clock } from '../../../ports/clock';
import type { OutboxEntry } from '../../../ports/message-outbox';
import type { RouteWatchStore } from '../../../ports/route-watches';
import type { AircraftCategory } from '../../core/aircraft-categories';
import { CATEGORY_PROFILES } from '../../core/aircraft-categories';
import type { MessageFacts } from '../../core/messages/message-kinds';
import { MESSAGES } from '../../core/search/search-form';
import {
  categoryPrice,
  dropOf,
  priceDropped,
  PRICE_EVERY_MS,
  searchLabel,
  type WatchedSearch,
} from '../../core/watches/price-watch';
import type { RouteWatch } from '../../core/watches/watch-rules';
import type { WatchLinks } from './watch-links';

/** Pricing a search: the charter port's search, as a visitor's. */
export type SearchPricer = Pick<FlightSearch, 'searchResults'>;

export interface PriceWatchDeps {
  store: RouteWatchStore;
  flightSearch: SearchPricer;
  clock: Clock;
  links: WatchLinks;
}

/** Where a price alert's link points: the watch's search, run again for its customer (a page of the site). */
export const WATCHED_PRICE_PATH = '/watched-price';

/** Price watches priced per run at most; the rest wait for the next run. */
const PRICES_PER_RUN = 200;

export type SearchPrice = { ok: true; cents: number } | { ok: false; message: string };

/**
 * The guaranteed price of a search for a party in one category (its cheapest aircraft's total),
 * or the message the search refused it with (a day past, an unknown airport, no aircraft).
 */
export async function priceSearch(
  flightSearch: SearchPricer,
  search: WatchedSearch,
  passengers: number,
  category: AircraftCategory,
): Promise<SearchPrice> {
  const results = await flightSearch.searchResults({ ...search, passengers }, anonymous());
  if (results.error !== null) return { ok: false, message: results.error };
  const cents = categoryPrice(results.data[category], category);
  return cents === null ? { ok: false, message: MESSAGES.noAircraft } : { ok: true, cents };
}

/**
 * The daily re-pricing of price watches (issue 27, docs/decisions/048): each active price watch
 * is priced again once its last pricing is a day old. Watches are made at different times of
 * day, so their pricings spread over the day; a run takes at most PRICES_PER_RUN, longest
 * waiting first. A search that can no longer be priced (its day past, no aircraft) waits a day.
 * A price that has fallen by the watch's share, and below any price told before, is told.
 */
export async function repriceWatches(deps: PriceWatchDeps): Promise<{ priced: number; priceAlerts: number }> {
  const now = deps.clock.now();
  const due = await deps.store.duePrices(new Date(now.getTime() - PRICE_EVERY_MS), PRICES_PER_RUN);
  let priceAlerts = 0;
  for (const watch of due) {
    const price = watch.price;
    if (!price) continue;
    const priced = await priceSearch(deps.flightSearch, price.search, watch.passengers, price.category);
    await deps.store.priced(watch.id, priced.ok ? priced.cents : price.pricedCents, now);
    if (!priced.ok || !priceDropped(price, priced.cents)) continue;
    if (await deps.store.alertPrice(watch.id, priced.cents, priceAlert(deps, watch, priced.cents), now)) {
      priceAlerts += 1;
    }
  }
  return { priced: due.length, priceAlerts };
}

function priceAlert(deps: PriceWatchDeps, watch: RouteWatch, cents: number): OutboxEntry {
  const price = watch.price;
  if (!price) throw new Error(`watch ${watch.id} watches no price`);
  const facts: MessageFacts<'price-alert'> = {
    watchId: watch.id,
    trip: searchLabel(price.search),
    category: price.category,
    categoryName: CATEGORY_PROFILES[price.category].displayName,
    passengers: watch.passengers,
    watchedCents: price.watchedCents,
    nowCents: cents,
    dropPercent: dropOf(price.watchedCents, cents),
    bookPath: `${WATCHED_PRICE_PATH}/${encodeURIComponent(watch.id)}`,
    unsubscribePath: deps.links.unsubscribePath(watch.id),
    managePath: deps.links.managePath(watch.userId),
  };
  return {
    key: `price-alert:${watch.id}:${cents}`,
    kind: 'price-alert',
    userId: watch.userId,
    email: null,
    bookingId: null,
    facts,
  };
}
