import { DateTime } from 'luxon';
import { z } from 'zod';
import { AIRCRAFT_CATEGORIES, type AircraftCategory } from '../aircraft-categories';
import { canonicalAirportText, normaliseAirportText } from '../charter/airport-names';
import { metroAirports } from '../charter/metro-areas';
import { MESSAGES } from '../search/search-form';
import { priceWatchRequestSchema, type PriceWatch } from './price-watch';

/**
 * Route watches (issue 27, docs/decisions/047): a customer asks to hear when an empty leg
 * appears on a route, within a window of days, for a party and the aircraft they would take.
 * A place is an airport (by its ICAO code) or a metro area as the airport search knows it
 * ("New York": Teterboro, White Plains, ... Newark); a watch keeps the airports it stands for.
 * It may also (or only) watch the guaranteed price of a search (price-watch.ts).
 */

/** A window of at most this many days, from its first day. */
export const WATCH_WINDOW_DAYS = 60;
/** Active watches per customer; paused ones do not count. */
export const MAX_ACTIVE_WATCHES = 20;

export const WATCH_MESSAGES = {
  FROM: 'Please choose a known airport or city to fly from.',
  TO: 'Please choose a known airport or city to fly to.',
  SAME_PLACE: MESSAGES.sameAirport,
  WINDOW: `Please choose a window of at most ${WATCH_WINDOW_DAYS} days.`,
  WINDOW_ORDER: 'Please choose a last day on or after the first day.',
  FIRST_DAY: 'Please choose a first day from today on.',
  DATE: 'Please choose a date as YYYY-MM-DD.',
  CATEGORIES: 'Please choose at least one aircraft category.',
  WHAT: 'Please choose what to watch.',
  TOO_MANY: `You can watch at most ${MAX_ACTIVE_WATCHES} routes at once. Pause or delete one first.`,
  NOT_FOUND: 'This watch no longer exists.',
} as const;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, WATCH_MESSAGES.DATE);
const place = (message: string) => z.string({ message }).trim().min(1, message).max(80, message);

/** What a customer asks to watch, as the form and the REST API send it. */
export const watchRequestSchema = z.object({
  from: place(WATCH_MESSAGES.FROM),
  to: place(WATCH_MESSAGES.TO),
  /** The first and last days a departure may fall on (the departure airport's calendar). */
  firstDay: day,
  lastDay: day,
  passengers: z.coerce
    .number({ message: MESSAGES.passengers })
    .int(MESSAGES.passengers)
    .min(1, MESSAGES.passengers)
    .max(99, 'Please choose at most 99 passengers.'),
  categories: z
    .array(z.enum(AIRCRAFT_CATEGORIES, { message: WATCH_MESSAGES.CATEGORIES }))
    .min(1, WATCH_MESSAGES.CATEGORIES)
    .max(AIRCRAFT_CATEGORIES.length, WATCH_MESSAGES.CATEGORIES)
    .transform((list) => [...new Set(list)]),
  emptyLegs: z.boolean().default(true),
  /** The guaranteed price of a search, alerting when it falls by a share (docs/decisions/048). */
  price: priceWatchRequestSchema.optional(),
});
export type WatchRequest = z.output<typeof watchRequestSchema>;

export type WatchStatus = 'ACTIVE' | 'PAUSED';

/** A watch as kept: the places as asked and the airports they stand for. */
export interface RouteWatch {
  id: string;
  userId: string;
  status: WatchStatus;
  fromLabel: string;
  toLabel: string;
  fromAirports: string[];
  toAirports: string[];
  firstDay: string;
  lastDay: string;
  passengers: number;
  categories: AircraftCategory[];
  emptyLegs: boolean;
  /** The price of a search it watches, if any (docs/decisions/048). */
  price: PriceWatch | null;
  createdAt: Date;
}

/** What the checks know of the airports (the reference data's). */
export interface KnownAirports {
  isAirport(icao: string): boolean;
  /** The airports whose name or city is this text ("West Palm Beach"), if any. */
  named(text: string): string[];
}

/**
 * The airports a typed place stands for: one known ICAO code; else a metro area's airports
 * ("New York"); else the airports of that name or city ("West Palm Beach").
 */
export function placeAirports(text: string, airports: KnownAirports): string[] {
  const code = text.trim().toUpperCase();
  if (/^[A-Z0-9]{4}$/.test(code) && airports.isAirport(code)) return [code];
  const metro = metroAirports(canonicalAirportText(normaliseAirportText(text))).filter((icao) =>
    airports.isAirport(icao),
  );
  return metro.length > 0 ? metro : airports.named(text.trim());
}

export type WatchCheck =
  | { ok: true; fromAirports: string[]; toAirports: string[] }
  | { ok: false; field: keyof WatchRequest; message: string };

/**
 * Checks a request against the rules the schema cannot know: known places, not the same
 * place, a window of at most WATCH_WINDOW_DAYS days from today on (`today`: yyyy-mm-dd).
 */
export function checkWatch(request: WatchRequest, today: string, airports: KnownAirports): WatchCheck {
  const fromAirports = placeAirports(request.from, airports);
  if (fromAirports.length === 0) return { ok: false, field: 'from', message: WATCH_MESSAGES.FROM };
  const toAirports = placeAirports(request.to, airports);
  if (toAirports.length === 0) return { ok: false, field: 'to', message: WATCH_MESSAGES.TO };
  if (fromAirports.some((icao) => toAirports.includes(icao))) {
    return { ok: false, field: 'to', message: WATCH_MESSAGES.SAME_PLACE };
  }
  if (!request.emptyLegs && !request.price) return { ok: false, field: 'emptyLegs', message: WATCH_MESSAGES.WHAT };
  const first = DateTime.fromISO(request.firstDay, { zone: 'utc' });
  const last = DateTime.fromISO(request.lastDay, { zone: 'utc' });
  if (!first.isValid) return { ok: false, field: 'firstDay', message: WATCH_MESSAGES.DATE };
  if (!last.isValid) return { ok: false, field: 'lastDay', message: WATCH_MESSAGES.DATE };
  if (request.firstDay < today) return { ok: false, field: 'firstDay', message: WATCH_MESSAGES.FIRST_DAY };
  if (last < first) return { ok: false, field: 'lastDay', message: WATCH_MESSAGES.WINDOW_ORDER };
  if (last.diff(first, 'days').days + 1 > WATCH_WINDOW_DAYS) {
    return { ok: false, field: 'lastDay', message: WATCH_MESSAGES.WINDOW };
  }
  return { ok: true, fromAirports, toAirports };
}
