import { z } from 'zod';
import { AIRCRAFT_CATEGORIES, type AircraftCategory } from '../aircraft-categories';
import { dollarsToCents, type Cents } from '../money';
import type { AircraftOption } from '../quotes/quote-view';
import { searchOptionsSchema } from '../quotes/trip';
import { fromJsonToken, toJsonToken } from '../json-token';

/**
 * Price watches (issue 27, docs/decisions/048): a customer who searched a trip asks to hear when
 * the guaranteed price of that search, in one aircraft category, falls by at least a share of
 * the price when they watched it. The search is priced again about once a day; an alert tells
 * the new price and links to the search, prefilled and bookable.
 */

export const MIN_DROP_PERCENT = 1;
export const MAX_DROP_PERCENT = 90;
/** A watched search is priced again once its last pricing is this old: daily. */
export const PRICE_EVERY_MS = 24 * 3_600_000;
/** What the form offers first: a tenth off. */
export const DEFAULT_DROP_PERCENT = 10;

export const PRICE_MESSAGES = {
  DROP: `Please choose a drop of ${MIN_DROP_PERCENT} to ${MAX_DROP_PERCENT} percent.`,
  SEARCH: 'Please watch the price of a search: search the trip first, then watch it from its results.',
  CATEGORY: 'Please choose the aircraft category whose price to watch.',
} as const;

/** The search a price watch prices again: its route and times, as the search form sent them. */
export const watchedSearchSchema = searchOptionsSchema.pick({ routeType: true, travelCities: true });
export type WatchedSearch = z.output<typeof watchedSearchSchema>;

/** The price part of a watch request, as the form and the REST API send it. */
export const priceWatchRequestSchema = z.object({
  search: z.unknown().transform((value, ctx) => {
    const parsed = watchedSearchSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: PRICE_MESSAGES.SEARCH });
    return z.NEVER;
  }),
  category: z.enum(AIRCRAFT_CATEGORIES, { message: PRICE_MESSAGES.CATEGORY }),
  dropPercent: z.coerce
    .number({ message: PRICE_MESSAGES.DROP })
    .int(PRICE_MESSAGES.DROP)
    .min(MIN_DROP_PERCENT, PRICE_MESSAGES.DROP)
    .max(MAX_DROP_PERCENT, PRICE_MESSAGES.DROP),
});
export type PriceWatchRequest = z.output<typeof priceWatchRequestSchema>;

/** A watch's price part as kept: what was asked, the price then, the last pricing and the last told. */
export interface PriceWatch {
  search: WatchedSearch;
  category: AircraftCategory;
  dropPercent: number;
  /** The guaranteed price when the watch was made (or last edited), for the watch's party. */
  watchedCents: Cents;
  /** The last pricing's, and when. */
  pricedCents: Cents;
  pricedAt: Date;
  /** The price the last price alert told (null: none yet); a further alert needs a lower one. */
  toldCents: Cents | null;
}

/** A search's price in a category: its cheapest aircraft's total, or null when the category has none. */
export function categoryPrice(
  options: readonly AircraftOption[] | undefined,
  category: AircraftCategory,
): Cents | null {
  let best: Cents | null = null;
  for (const option of options ?? []) {
    if (option.aircraftCategory !== category || !option.aboneSearchId) continue;
    const cents = dollarsToCents(option.priceBreakup.totalPrice);
    if (best === null || cents < best) best = cents;
  }
  return best;
}

/** The percent a price fell from the watched one, to the nearest whole (0 when it rose). */
export function dropOf(watchedCents: Cents, nowCents: Cents): number {
  if (watchedCents <= 0 || nowCents >= watchedCents) return 0;
  return Math.round(((watchedCents - nowCents) * 100) / watchedCents);
}

/**
 * Whether a new price is worth an alert: fallen by at least the watch's share from the
 * watched price, and below any price already told (a price that stays down is told once).
 */
export function priceDropped(
  watch: Pick<PriceWatch, 'watchedCents' | 'dropPercent' | 'toldCents'>,
  nowCents: Cents,
): boolean {
  const threshold = watch.watchedCents * (1 - watch.dropPercent / 100);
  return nowCents <= threshold && (watch.toldCents === null || nowCents < watch.toldCents);
}

/** The first departure day of a watched search (yyyy-mm-dd, its airport's calendar). */
export const searchFirstDay = (search: WatchedSearch) => search.travelCities[0]?.departureTime.slice(0, 10) ?? '';

/** A watched search as a link's token (its route and times only): read back with `searchOfToken`. */
export const searchToken = (search: {
  routeType: WatchedSearch['routeType'];
  travelCities: readonly WatchedSearch['travelCities'][number][];
}) => toJsonToken({ routeType: search.routeType, travelCities: search.travelCities });

/** The search a link's token carries, or null when it is not one. */
export const searchOfToken = (token: string | null | undefined): WatchedSearch | null =>
  fromJsonToken(token, watchedSearchSchema);

const TRIP_NAMES = { ROUND_TRIP: 'round trip', ONE_WAY: 'one way', MULTI_CITY: 'multi city' } as const;

/** "KTEB to KASE, round trip, 2026-12-10 to 2026-12-14": how pages and alerts name a watched search. */
export function searchLabel(search: WatchedSearch): string {
  const [first] = search.travelCities;
  const last = search.travelCities[search.travelCities.length - 1];
  if (!first || !last) return TRIP_NAMES[search.routeType];
  const days = [first.departureTime.slice(0, 10)];
  if (search.routeType === 'ROUND_TRIP' && first.returnTime) days.push(first.returnTime.slice(0, 10));
  else if (search.routeType === 'MULTI_CITY' && last !== first) days.push(last.departureTime.slice(0, 10));
  return `${first.origin} to ${last.destination}, ${TRIP_NAMES[search.routeType]}, ${days.join(' to ')}`;
}
