import { describe, expect, it } from 'vitest';
import { FLIGHT_DAY_HOURS, flightDayKey, legsDueForFlightDay } from './flight-day';

const leg = (legOrder: number, departureDateTime: string, icaoCode = 'KTEB') => ({
  legOrder,
  departureDateTime,
  departureAirport: { icaoCode },
});
const zones: Record<string, string> = { KTEB: 'America/New_York', KLAS: 'America/Los_Angeles' };
const zoneOf = (code: string) => zones[code];
// 07:00 in New York on December 15, 2026 (EST, UTC-5).
const at7 = new Date('2026-12-15T12:00:00Z');

describe('legsDueForFlightDay', () => {
  it('takes the legs departing within three hours, on their own airport clock', () => {
    const legs = [
      leg(0, '15-12-2026 10:00:00'), // 3 h from now in New York: due
      leg(1, '15-12-2026 07:00:00', 'KLAS'), // 10:00 in New York: due
      leg(2, '15-12-2026 10:01:00'), // 3 h 1 min: not yet
      leg(3, '18-12-2026 15:00:00'), // days later
    ];
    expect(FLIGHT_DAY_HOURS).toBe(3);
    expect(legsDueForFlightDay(legs, zoneOf, at7).map((l) => l.legOrder)).toEqual([0, 1]);
  });

  it('leaves out a leg that has departed, one departing now, and one whose airport has no known zone', () => {
    const legs = [leg(0, '15-12-2026 06:59:00'), leg(1, '15-12-2026 07:00:00'), leg(2, '15-12-2026 08:00:00', 'ZZZZ')];
    expect(legsDueForFlightDay(legs, zoneOf, at7)).toEqual([]);
  });

  it('keys each leg by its departure: a leg moved to another time is told again', () => {
    expect(flightDayKey('BK-1', leg(1, '18-12-2026 15:00:00'))).toBe('flight-day:BK-1:1:18-12-2026 15:00:00');
    expect(flightDayKey('BK-1', leg(1, '18-12-2026 16:00:00'))).not.toBe(
      flightDayKey('BK-1', leg(1, '18-12-2026 15:00:00')),
    );
  });
});
