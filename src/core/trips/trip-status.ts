import { DateTime } from 'luxon';

/**
 * Where a trip is filed on /my-trips (spec 001 sections 2 and 9): Upcoming until its last leg
 * has landed, Past afterwards. A cancelled or completed trip is Past at once: nothing is left
 * to fly.
 */
export const TRIP_STATUSES = ['UPCOMING', 'PAST'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

export function tripStatus(input: { status: string; lastArrival: Date }, now: Date): TripStatus {
  if (input.status === 'CANCELLED' || input.status === 'COMPLETED') return 'PAST';
  return input.lastArrival.getTime() <= now.getTime() ? 'PAST' : 'UPCOMING';
}

/** A leg time as the legs carry it (DD-MM-YYYY HH:mm:ss on the airport's clock) as an instant. */
export function legInstant(text: string, zone: string): Date | null {
  const parsed = DateTime.fromFormat(text, 'dd-MM-yyyy HH:mm:ss', { zone });
  return parsed.isValid ? parsed.toJSDate() : null;
}

/** The default hold length of a reservation (spec 001 section 9: held up to 24 hours). */
export const HOLD_HOURS = 24;

/**
 * The reservation's infoText: whole hours left to complete payment before the hold ends, as the
 * spec's default "Complete payment in 23 hours" reads just after reserving; never below one
 * hour while held.
 */
export function holdInfoText(holdUntil: Date, now: Date): string {
  const left = holdUntil.getTime() - now.getTime();
  const hours = Math.max(1, Math.min(HOLD_HOURS - 1, Math.floor(left / 3_600_000)));
  return `Complete payment in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** When a hold ends: as the payment work recorded it, else 24 hours after it began. */
export function holdEnd(holdUntil: Date | null | undefined, reservedAt: Date): Date {
  return holdUntil ?? new Date(reservedAt.getTime() + HOLD_HOURS * 3_600_000);
}
