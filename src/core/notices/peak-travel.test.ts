import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  holidayPeakWindow,
  peakTravelNotice,
  thanksgivingOf,
  tripTouchesPeak,
  type PeakTravelSettings,
} from './peak-travel';

const on = (iso: string) => DateTime.fromISO(iso, { zone: 'America/New_York' });

describe('the holiday peak window', () => {
  it('finds Thanksgiving on the fourth Thursday of November', () => {
    expect(thanksgivingOf(2025).toISODate()).toBe('2025-11-27');
    expect(thanksgivingOf(2026).toISODate()).toBe('2026-11-26');
    expect(thanksgivingOf(2029).toISODate()).toBe('2029-11-22');
  });

  it('runs from the Saturday before Thanksgiving to January 4', () => {
    expect(holidayPeakWindow(on('2026-06-15'))).toEqual({ fromDate: '2026-11-21', toDate: '2027-01-04' });
  });

  it('is the season under way during the holidays, including the first days of January', () => {
    expect(holidayPeakWindow(on('2026-12-24'))).toEqual({ fromDate: '2026-11-21', toDate: '2027-01-04' });
    expect(holidayPeakWindow(on('2027-01-03'))).toEqual({ fromDate: '2026-11-21', toDate: '2027-01-04' });
  });

  it('moves to the next season once January 4 has passed', () => {
    expect(holidayPeakWindow(on('2027-01-05'))).toEqual({ fromDate: '2027-11-20', toDate: '2028-01-04' });
  });
});

describe('the peak alert on the booking screen', () => {
  const window = { fromDate: '2026-11-21', toDate: '2027-01-04' };

  it('shows when the departure falls in the window, on its first and last days too', () => {
    expect(tripTouchesPeak(window, ['2026-11-21 09:00'])).toBe(true);
    expect(tripTouchesPeak(window, ['2027-01-04 21:30'])).toBe(true);
    expect(tripTouchesPeak(window, ['2026-12-20'])).toBe(true);
  });

  it('shows when only the return falls in the window', () => {
    expect(tripTouchesPeak(window, ['2026-11-10 08:00', '2026-11-22 18:00'])).toBe(true);
  });

  it('shows when any leg of a multi-city trip falls in the window', () => {
    expect(tripTouchesPeak(window, ['2026-11-01 08:00', '2026-11-05 08:00', '2026-12-28 08:00'])).toBe(true);
  });

  it('stays hidden when every date is outside the window', () => {
    expect(tripTouchesPeak(window, ['2026-11-20 23:59', '2027-01-05 00:00'])).toBe(false);
  });

  it('ignores a missing return date and text that is not a date', () => {
    expect(tripTouchesPeak(window, ['2026-10-01 10:00', undefined, null, '', 'soon'])).toBe(false);
  });
});

describe('the notice', () => {
  const messages = { homeScreenMessage: 'Book early.', bookingMessage: 'Your trip is in the peak.' };

  it('answers the configured dates and messages', () => {
    const settings: PeakTravelSettings = { ...messages, window: { fromDate: '2026-07-01', toDate: '2026-07-07' } };
    expect(peakTravelNotice(settings, new Date('2026-03-01T12:00:00Z'))).toEqual({
      type: 'PEAK_TRAVEL_MESSAGE',
      details: {
        homeScreenMessage: 'Book early.',
        bookingScreen: { fromDate: '2026-07-01', toDate: '2026-07-07', message: 'Your trip is in the peak.' },
      },
    });
  });

  it('uses the holiday season of the clock when no dates are configured, on the Eastern calendar', () => {
    // 03:00 UTC on January 5 is still January 4 in New York: the season under way.
    const notice = peakTravelNotice(messages, new Date('2027-01-05T03:00:00Z'));
    expect(notice.details.bookingScreen).toMatchObject({ fromDate: '2026-11-21', toDate: '2027-01-04' });
  });
});
