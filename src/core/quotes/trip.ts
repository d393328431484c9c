import { DateTime } from 'luxon';
import { z } from 'zod';
import type { Airport } from '../charter/reference-data';
import { MESSAGES, ROUTE_TYPES, type SearchOptions } from '../search/search-form';

/**
 * A search (spec 000 section 3) read into the legs a customer flies: airports resolved and
 * each departure turned into an instant from the departure airport's local time
 * (docs/decisions/006: times are local to the departure airport of each leg).
 */
export interface TripLeg {
  from: Airport;
  to: Airport;
  /** Departure instant, epoch milliseconds. */
  departs: number;
}

export interface Trip {
  routeType: SearchOptions['routeType'];
  passengers: number;
  petFriendly: boolean;
  legs: TripLeg[];
}

export const UNKNOWN_AIRPORT_MESSAGE =
  'The airport you are searching appears to be unavailable at this time. Please contact us for assistance. Thank you.';

/** The spec has no message for a departure already past; this one says what to do. */
export const PAST_DEPARTURE_MESSAGE = 'The departure time has already passed. Please choose a later date.';

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const icao = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{3,4}$/, MESSAGES.incomplete));

/** The search options as the API receives them; extra client fields are ignored. */
export const searchOptionsSchema = z.object({
  routeType: z.enum(ROUTE_TYPES),
  travelCities: z
    .array(
      z.object({
        origin: icao,
        destination: icao,
        departureTime: z.string().regex(TIME, MESSAGES.incomplete),
        returnTime: z.string().regex(TIME, MESSAGES.incomplete).nullable().optional(),
        order: z.union([z.string(), z.number()]).transform(String),
      }),
    )
    .min(1, MESSAGES.incomplete)
    .max(12),
  flyShare: z.boolean().optional(),
  passengers: z.coerce.number().int().min(1, MESSAGES.passengers).max(99),
  petFriendly: z.boolean().optional().default(false),
  sessionId: z.string().nullable().optional(),
});
export type SearchInput = z.input<typeof searchOptionsSchema>;

export type TripResult = { ok: true; trip: Trip } | { ok: false; message: string };

function localInstant(text: string, zone: string): number | null {
  const t = DateTime.fromFormat(text, 'yyyy-MM-dd HH:mm', { zone });
  return t.isValid ? t.toMillis() : null;
}

export function readTrip(input: unknown, airport: (icao: string) => Airport | undefined): TripResult {
  const parsed = searchOptionsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? MESSAGES.incomplete };
  const search = parsed.data;
  const cities = [...search.travelCities].sort((a, b) => Number(a.order) - Number(b.order));
  const first = cities[0];
  if (!first) return { ok: false, message: MESSAGES.incomplete };
  const stops = search.routeType === 'MULTI_CITY' ? cities : [first];
  if (search.routeType === 'MULTI_CITY' && stops.length < 2) return { ok: false, message: MESSAGES.multiCityEnds };

  const legs: TripLeg[] = [];
  const add = (fromCode: string, toCode: string, time: string): string | null => {
    const from = airport(fromCode);
    const to = airport(toCode);
    if (!from || !to) return UNKNOWN_AIRPORT_MESSAGE;
    if (from.icao === to.icao) return MESSAGES.sameAirport;
    const departs = localInstant(time, from.timeZone);
    if (departs === null) return MESSAGES.incomplete;
    const previous = legs[legs.length - 1];
    if (previous && departs <= previous.departs) return MESSAGES.datesNotMatching;
    legs.push({ from, to, departs });
    return null;
  };
  for (const city of stops) {
    const error = add(city.origin, city.destination, city.departureTime);
    if (error) return { ok: false, message: error };
  }
  if (search.routeType === 'ROUND_TRIP') {
    if (!first.returnTime) return { ok: false, message: MESSAGES.incomplete };
    const error = add(first.destination, first.origin, first.returnTime);
    if (error)
      return { ok: false, message: error === MESSAGES.datesNotMatching ? MESSAGES.returnBeforeDeparture : error };
  }
  return {
    ok: true,
    trip: { routeType: search.routeType, passengers: search.passengers, petFriendly: search.petFriendly, legs },
  };
}

/** Whether the leg stays inside the taxing country (both ends). */
export const isDomestic = (a: Airport, b: Airport, country: string) =>
  a.countryCode === country && b.countryCode === country;
