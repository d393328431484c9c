import { DateTime } from 'luxon';

/**
 * When a text may reach a customer's phone. No text between 21:00 and 08:00 on the customer's
 * clock: a confirmation can wait for the morning, and carriers' guidance and US law (the TCPA)
 * frown on late-night texts. On the day of one of the customer's flights any hour is fine: a
 * changed departure at 05:00 is what the customer wants to hear about at 04:00. Pure: the time
 * and the customer's flight days come in.
 */

/** The first hour texts may go out, and the hour they stop (local time). */
export const QUIET_UNTIL_HOUR = 8;
export const QUIET_FROM_HOUR = 21;

export type TextTiming = { ok: true } | { ok: false; notBefore: Date };

export function mayTextAt(input: {
  now: Date;
  /** The customer's IANA time zone (America/New_York); callers validate it (timeZoneSchema). */
  timeZone: string;
  /** The local dates (yyyy-mm-dd, in `timeZone`) on which the customer has a flight. */
  flightDays: readonly string[];
}): TextTiming {
  const local = DateTime.fromJSDate(input.now, { zone: input.timeZone });
  // An unknown zone would silently become some other clock; better loud than a text at 03:00.
  if (!local.isValid) throw new RangeError(`"${input.timeZone}" is not an IANA time zone`);
  const flightDays = new Set(input.flightDays);
  if (flightDays.has(local.toISODate() ?? '')) return { ok: true };
  if (local.hour >= QUIET_UNTIL_HOUR && local.hour < QUIET_FROM_HOUR) return { ok: true };

  // Quiet now: the next morning at 08:00 (this morning, before 08:00), unless the next day is
  // a flight day, which is open from its first minute.
  const nextDay = local.hour >= QUIET_FROM_HOUR ? local.plus({ days: 1 }).startOf('day') : local.startOf('day');
  if (nextDay > local && flightDays.has(nextDay.toISODate() ?? '')) return { ok: false, notBefore: nextDay.toJSDate() };
  // 08:00 exists on every day in every zone (clocks change at night), so luxon's reading of
  // "08:00 local" is the one moment the customer's clock shows it.
  return { ok: false, notBefore: nextDay.set({ hour: QUIET_UNTIL_HOUR }).toJSDate() };
}
