import { DateTime } from 'luxon';
import { PEAK_TRAVEL_ZONE } from '../notices/peak-travel';

/**
 * The customer's calendar date, reckoned where most of our flying is (US Eastern). The server
 * reckons it and hands it to the form, so the browser needs no time-zone library.
 */
export function todayOf(now: Date): string {
  return DateTime.fromJSDate(now).setZone(PEAK_TRAVEL_ZONE).toISODate() ?? now.toISOString().slice(0, 10);
}
