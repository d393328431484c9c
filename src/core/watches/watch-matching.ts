import { z } from 'zod';
import { AIRCRAFT_CATEGORIES } from '../aircraft-categories';
import type { RouteWatch } from './watch-rules';

/** An alert's leg, as the watch's alert names it and links to it. */
export const watchedLegSchema = z.object({
  id: z.string(),
  from: z.object({ code: z.string(), name: z.string() }),
  to: z.object({ code: z.string(), name: z.string() }),
  category: z.enum(AIRCRAFT_CATEGORIES),
  /** The category's name, "Light Jet". */
  categoryName: z.string(),
  seats: z.number().int(),
  /** The first departure offered, on the departure airport's clock (DD-MM-YYYY HH:mm:ss), and as an instant. */
  earliest: z.string(),
  earliestAt: z.iso.datetime({ offset: true }),
  /** The first and last departure days of its window, yyyy-mm-dd on the departure airport's calendar. */
  firstDay: z.string(),
  lastDay: z.string(),
  /** The empty leg's price for one passenger (a party pays more taxes), cents. */
  totalCents: z.number().int(),
});
export type WatchedLegFacts = z.output<typeof watchedLegSchema>;

/** At most one alert per watch in any 24 hours; legs found meanwhile wait for the next (a digest). */
export const ALERT_EVERY_MS = 24 * 3_600_000;

/**
 * Whether an empty leg fits a watch: active and watching empty legs, the leg from one of its
 * departure airports to one of its arrival airports, of a category it takes, seating its party,
 * and leaving within its days. The stores ask the same of the database; this is the rule.
 */
export function watchFits(watch: RouteWatch, leg: WatchedLegFacts): boolean {
  return (
    watch.status === 'ACTIVE' &&
    watch.emptyLegs &&
    watch.fromAirports.includes(leg.from.code) &&
    watch.toAirports.includes(leg.to.code) &&
    watch.categories.includes(leg.category) &&
    leg.seats >= watch.passengers &&
    leg.firstDay <= watch.lastDay &&
    leg.lastDay >= watch.firstDay
  );
}

/** Whether a watch last alerted at `lastAlertedAt` may alert again at `now`. */
export function mayAlert(lastAlertedAt: Date | null, now: Date): boolean {
  return !lastAlertedAt || now.getTime() - lastAlertedAt.getTime() >= ALERT_EVERY_MS;
}

/** "KTEB-KPBI" and "New York" style labels of a watch, for its alert and the account page. */
export const watchRoute = (watch: Pick<RouteWatch, 'fromLabel' | 'toLabel'>) =>
  `${watch.fromLabel} to ${watch.toLabel}`;
