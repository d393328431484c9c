/**
 * When a trip can be booked online, and how (spec 000 section 9, spec 001 sections 1 and 5):
 * - within 24 hours of departure only the concierge books (by phone);
 * - 45 or more days ahead, the concierge books too (the price guarantee is not offered);
 * - destinations outside North America, Mexico and the Caribbean go through the concierge;
 * - an On-Demand Flight (domestic within 72 hours, international within 120 hours) must be
 *   paid in full at booking and cannot be held with a deposit.
 */
export const CONCIERGE_ONLY_WITHIN_HOURS = 24;
export const CONCIERGE_ONLY_FROM_DAYS_AHEAD = 45;
export const ON_DEMAND_DOMESTIC_HOURS = 72;
export const ON_DEMAND_INTERNATIONAL_HOURS = 120;

/** ISO-2 codes of North America (with Central America), Mexico and the Caribbean. */
const SERVICE_AREA = new Set(
  (
    'US CA MX GL PM BM BS CU JM HT DO PR VI VG AI AG BB DM GD KN LC VC TT AW CW SX BQ BL MF GP MQ MS KY TC ' +
    'BZ GT SV HN NI CR PA'
  ).split(' '),
);

export function inServiceArea(countryCode: string): boolean {
  return SERVICE_AREA.has(countryCode.toUpperCase());
}

/** A trip is domestic when every airport it touches is in the United States. */
export function isInternational(countryCodes: readonly string[]): boolean {
  return countryCodes.some((code) => code.toUpperCase() !== 'US');
}

export type BookingChannel =
  | { online: true; onDemand: boolean; mustPayInFull: boolean; canHold: boolean }
  | { online: false; reason: 'WITHIN_24_HOURS' | 'TOO_FAR_AHEAD' | 'OUTSIDE_SERVICE_AREA' };

const HOUR = 3_600_000;

export function hoursBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / HOUR;
}

export function bookingChannel(
  trip: { firstDeparture: Date; countryCodes: readonly string[] },
  now: Date,
): BookingChannel {
  const hours = hoursBetween(now, trip.firstDeparture);
  if (!trip.countryCodes.every(inServiceArea)) return { online: false, reason: 'OUTSIDE_SERVICE_AREA' };
  if (hours < CONCIERGE_ONLY_WITHIN_HOURS) return { online: false, reason: 'WITHIN_24_HOURS' };
  if (hours >= CONCIERGE_ONLY_FROM_DAYS_AHEAD * 24) return { online: false, reason: 'TOO_FAR_AHEAD' };
  const onDemand = isOnDemand(trip, now);
  return { online: true, onDemand, mustPayInFull: onDemand, canHold: !onDemand };
}

/** Booked (or paid) within 72 hours of a domestic departure, or 120 of an international one. */
export function isOnDemand(trip: { firstDeparture: Date; countryCodes: readonly string[] }, bookedAt: Date): boolean {
  const limit = isInternational(trip.countryCodes) ? ON_DEMAND_INTERNATIONAL_HOURS : ON_DEMAND_DOMESTIC_HOURS;
  return hoursBetween(bookedAt, trip.firstDeparture) < limit;
}
