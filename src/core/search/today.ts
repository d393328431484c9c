import { DateTime } from 'luxon';
import { PEAK_TRAVEL_ZONE } from '../notices/peak-travel';

/**
 * The customer's calendar date, reckoned where most of our flying is (US Eastern). The server
 * reckons it and hands it to the form, so the browser needs no time-zone library.
 */
export function todayOf(now: Date): string {
  // Kept per UTC hour, as peakWindowOf does: a US Eastern day always begins on a whole hour.
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (last?.hour !== hour) {
    const today = DateTime.fromJSDate(now).setZone(PEAK_TRAVEL_ZONE).toISODate() ?? now.toISOString().slice(0, 10);
    last = { hour, today };
  }
  return last.today;
}
let last: { hour: number; today: string } | undefined;
