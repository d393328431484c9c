import { describe, expect, it } from 'vitest';
import { checkWatch, placeAirports, WATCH_MESSAGES, watchRequestSchema } from './watch-rules';

const known = new Set(['KTEB', 'KHPN', 'KMMU', 'KFRG', 'KJFK', 'KLGA', 'KEWR', 'KPBI', 'KLAS']);
const airports = {
  isAirport: (icao: string) => known.has(icao),
  named: (text: string) => (text.toLowerCase() === 'west palm beach' ? ['KPBI'] : []),
};
const request = (overrides: Record<string, unknown> = {}) =>
  watchRequestSchema.parse({
    from: 'New York',
    to: 'KPBI',
    firstDay: '2026-12-01',
    lastDay: '2026-12-30',
    passengers: 2,
    categories: ['LIGHT_JET', 'LIGHT_JET'],
    ...overrides,
  });

describe('a route watch', () => {
  it('takes an airport by its code or a metro area by its name, as the airport search does', () => {
    expect(placeAirports('kpbi', airports)).toEqual(['KPBI']);
    expect(placeAirports('New York', airports)).toEqual(
      expect.arrayContaining(['KTEB', 'KHPN', 'KMMU', 'KFRG', 'KJFK', 'KLGA', 'KEWR']),
    );
    expect(placeAirports('West Palm Beach', airports)).toEqual(['KPBI']);
    expect(placeAirports('Atlantis', airports)).toEqual([]);
    expect(placeAirports('ZZZZ', airports)).toEqual([]);
  });

  it('accepts a window of up to 60 days from today, and keeps each category once', () => {
    const checked = checkWatch(request({ lastDay: '2027-01-29' }), '2026-12-01', airports);
    expect(checked).toMatchObject({ ok: true, toAirports: ['KPBI'] });
    expect(request().categories).toEqual(['LIGHT_JET']);
  });

  it.each([
    [{ from: 'Atlantis' }, 'from', WATCH_MESSAGES.FROM],
    [{ to: 'Nowhere at all' }, 'to', WATCH_MESSAGES.TO],
    [{ to: 'KTEB' }, 'to', WATCH_MESSAGES.SAME_PLACE],
    [{ lastDay: '2027-01-30' }, 'lastDay', WATCH_MESSAGES.WINDOW],
    [{ firstDay: '2026-11-30' }, 'firstDay', WATCH_MESSAGES.FIRST_DAY],
    [{ lastDay: '2026-11-30', firstDay: '2026-12-02' }, 'lastDay', WATCH_MESSAGES.WINDOW_ORDER],
    [{ firstDay: '2026-02-31' }, 'firstDay', WATCH_MESSAGES.DATE],
    [{ emptyLegs: false }, 'emptyLegs', WATCH_MESSAGES.WHAT],
  ])('refuses %o with a message on %s', (overrides, field, message) => {
    expect(checkWatch(request(overrides), '2026-12-01', airports)).toEqual({ ok: false, field, message });
  });

  it('refuses what the schema cannot read, naming the field', () => {
    const parsed = watchRequestSchema.safeParse({
      from: '',
      to: 'KPBI',
      firstDay: 'soon',
      passengers: 0,
      categories: [],
    });
    expect(parsed.success).toBe(false);
    const fields = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(fields).toMatchObject({
      from: WATCH_MESSAGES.FROM,
      firstDay: WATCH_MESSAGES.DATE,
      passengers: 'Please Add Passenger count.',
      categories: WATCH_MESSAGES.CATEGORIES,
    });
  });
});
