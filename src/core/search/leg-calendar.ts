import type { LegInput } from './search-form';

/**
 * Calendar dates for editing a leg, without a date library: the results page computes them in
 * the browser, and these few lines keep luxon out of its bundle. Dates are YYYY-MM-DD.
 */

/** The months' names, January first: the pages spell dates out without a date library. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Departures are at least this many days out (search-form.ts, DEPARTURE_LEAD_DAYS). */
const LEAD_DAYS = 2;
const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/** A formatter per time zone (making one costs far more than using it). */
const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in a time zone, at the instant `now`. */
export function calendarDate(now: Date, timeZone: string): string {
  let format = calendarFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    // A zone that is no zone throws above, before it is kept: only real zones are kept.
    calendarFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * The first date a leg's calendar offers: two days out for the first leg; a later leg's
 * calendar starts from the first leg's date (spec 000 section 5), never before two days out.
 */
export function legMinDate(legs: readonly Pick<LegInput, 'date'>[], legOrder: number, today: string): string {
  const earliest = addDays(today, LEAD_DAYS);
  const first = legs[0]?.date;
  return legOrder > 1 && first && first > earliest ? first : earliest;
}
