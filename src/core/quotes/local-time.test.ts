import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatLegTime, localDay, offsetMinutes } from './local-time';

describe('airport-local clock', () => {
  it('agrees with luxon on both sides of a daylight-saving change', () => {
    // 14 March 2027, 07:00 UTC: New York goes from UTC-5 to UTC-4.
    const change = Date.parse('2027-03-14T07:00:00Z');
    for (const instant of [change - 60_000, change, change + 60_000, change + 3_600_000]) {
      const luxon = DateTime.fromMillis(instant, { zone: 'America/New_York' });
      expect(offsetMinutes(instant, 'America/New_York')).toBe(luxon.offset);
      expect(formatLegTime(instant, 'America/New_York')).toBe(luxon.toFormat('dd-MM-yyyy HH:mm:ss'));
    }
  });

  it('keeps Phoenix on standard time all year', () => {
    expect(offsetMinutes(Date.parse('2027-07-01T12:00:00Z'), 'America/Phoenix')).toBe(-420);
    expect(offsetMinutes(Date.parse('2027-01-01T12:00:00Z'), 'America/Phoenix')).toBe(-420);
  });

  it('counts calendar days on the local clock', () => {
    // 03:30 UTC on the 2nd is still the evening of the 1st in Los Angeles.
    const instant = Date.parse('2027-03-02T03:30:00Z');
    expect(localDay(instant, 'America/Los_Angeles') + 1).toBe(localDay(instant, 'Europe/London'));
  });

  it('reads an unknown zone as UTC', () => {
    expect(formatLegTime(Date.parse('2027-03-02T03:30:00Z'), 'Mars/Olympus_Mons')).toBe('02-03-2027 03:30:00');
  });
});
