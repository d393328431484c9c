import { PEAK_TRAVEL_ZONE } from '../notices/peak-travel';
import { calendarDate } from './leg-calendar';

/**
 * The customer's calendar date, reckoned where most of our flying is (US Eastern). The server
 * reckons it and hands it to the form, so the browser needs no time-zone library.
 */
export function todayOf(now: Date): string {
  // Kept per UTC hour, as peakWindowOf does: a US Eastern day always begins on a whole hour.
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (last?.hour !== hour) {
    last = { hour, today: calendarDate(now, PEAK_TRAVEL_ZONE) };
  }
  return last.today;
}
let last: { hour: number; today: string } | undefined;
