import { DateTime } from 'luxon';

/**
 * The peak-travel notice (spec 000: type PEAK_TRAVEL_MESSAGE): a banner on the home screen
 * and, on the booking screen, an alert when the trip touches the peak window.
 */
export const PEAK_TRAVEL_MESSAGE = 'PEAK_TRAVEL_MESSAGE';

/** Inclusive calendar dates, YYYY-MM-DD. */
export interface PeakWindow {
  fromDate: string;
  toDate: string;
}

export interface PeakTravelSettings {
  /** Explicit dates; when absent the holiday season of the clock's date is used. */
  window?: PeakWindow;
  homeScreenMessage: string;
  bookingMessage: string;
}

export interface PeakTravelNotice {
  type: typeof PEAK_TRAVEL_MESSAGE;
  details: {
    homeScreenMessage: string;
    bookingScreen: PeakWindow & { message: string };
  };
}

/** The season is reckoned on US Eastern calendar days, where most of our flying is. */
export const PEAK_TRAVEL_ZONE = 'America/New_York';

const ISO_DATE = 'yyyy-MM-dd';

/** US Thanksgiving: the fourth Thursday of November. */
export function thanksgivingOf(year: number): DateTime {
  const first = DateTime.fromObject({ year, month: 11, day: 1 }, { zone: PEAK_TRAVEL_ZONE });
  const toThursday = (4 - first.weekday + 7) % 7;
  return first.plus({ days: toThursday + 21 });
}

/**
 * The Thanksgiving-to-New-Year peak that is under way or next to come on `today`: from the
 * Saturday before Thanksgiving (when the holiday week's departures start) to January 4
 * (the last returns after New Year's Day). Until January 4 the season that began the previous
 * November is still the current one.
 */
export function holidayPeakWindow(today: DateTime): PeakWindow {
  const day = today.setZone(PEAK_TRAVEL_ZONE).startOf('day');
  const seasonYear = day.month === 1 && day.day <= 4 ? day.year - 1 : day.year;
  return {
    fromDate: thanksgivingOf(seasonYear).minus({ days: 5 }).toFormat(ISO_DATE),
    toDate: DateTime.fromObject({ year: seasonYear + 1, month: 1, day: 4 }).toFormat(ISO_DATE),
  };
}

/**
 * The window of `now`'s season. Reckoning it with time zones costs about half a millisecond,
 * and pages ask on every request, so the last answer is kept for its UTC hour: US Eastern days
 * begin on a whole UTC hour, so one hour never spans two of its days.
 */
let lastHoliday: { hour: number; window: PeakWindow } | undefined;
export function peakWindowOf(settings: PeakTravelSettings, now: Date): PeakWindow {
  if (settings.window) return settings.window;
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (lastHoliday?.hour !== hour) lastHoliday = { hour, window: holidayPeakWindow(DateTime.fromJSDate(now)) };
  return lastHoliday.window;
}

export function peakTravelNotice(settings: PeakTravelSettings, now: Date): PeakTravelNotice {
  const window = peakWindowOf(settings, now);
  return {
    type: PEAK_TRAVEL_MESSAGE,
    details: {
      homeScreenMessage: settings.homeScreenMessage,
      bookingScreen: { ...window, message: settings.bookingMessage },
    },
  };
}

const LEADING_DATE = /^(\d{4}-\d{2}-\d{2})(?:$|[ T])/;

/**
 * Whether the booking screen's peak alert shows: the window overlaps any departure or return
 * date of the trip (spec 000, Book-flight). Dates are the search's "YYYY-MM-DD HH:mm" or plain
 * "YYYY-MM-DD"; only the calendar day counts, and missing dates (a one-way trip's return) are
 * skipped. ISO calendar dates compare correctly as strings.
 */
export function tripTouchesPeak(window: PeakWindow, tripDates: readonly (string | null | undefined)[]): boolean {
  return tripDates.some((value) => {
    const day = value ? LEADING_DATE.exec(value.trim())?.[1] : undefined;
    return day !== undefined && day >= window.fromDate && day <= window.toDate;
  });
}
