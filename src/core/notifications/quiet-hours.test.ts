import { describe, expect, it } from 'vitest';
import { mayTextAt } from './quiet-hours';

const NEW_YORK = 'America/New_York';
const at = (iso: string) => new Date(iso);
const refusedUntil = (iso: string) => ({ ok: false, notBefore: new Date(iso) });

describe('mayTextAt', () => {
  it('sends from 08:00 to 20:59 on the customer clock', () => {
    // 2026-06-10 08:00 EDT is 12:00 UTC; 20:59 EDT is 00:59 UTC the next day.
    expect(mayTextAt({ now: at('2026-06-10T12:00:00Z'), timeZone: NEW_YORK, flightDays: [] })).toEqual({ ok: true });
    expect(mayTextAt({ now: at('2026-06-11T00:59:59Z'), timeZone: NEW_YORK, flightDays: [] })).toEqual({ ok: true });
  });

  it('waits from 21:00 until 08:00 the next morning', () => {
    expect(mayTextAt({ now: at('2026-06-11T01:00:00Z'), timeZone: NEW_YORK, flightDays: [] })).toEqual(
      refusedUntil('2026-06-11T12:00:00Z'),
    );
    expect(mayTextAt({ now: at('2026-06-11T03:59:00Z'), timeZone: NEW_YORK, flightDays: [] })).toEqual(
      refusedUntil('2026-06-11T12:00:00Z'),
    );
  });

  it('waits until 08:00 the same morning in the small hours', () => {
    // 07:59 EDT.
    expect(mayTextAt({ now: at('2026-06-10T11:59:00Z'), timeZone: NEW_YORK, flightDays: [] })).toEqual(
      refusedUntil('2026-06-10T12:00:00Z'),
    );
  });

  it('reads the hours on the customer clock, not the server one', () => {
    // 14:00 UTC is 07:00 in Los Angeles (quiet) and 15:00 in London (fine).
    const now = at('2026-06-10T14:00:00Z');
    expect(mayTextAt({ now, timeZone: 'America/Los_Angeles', flightDays: [] })).toEqual(
      refusedUntil('2026-06-10T15:00:00Z'),
    );
    expect(mayTextAt({ now, timeZone: 'Europe/London', flightDays: [] })).toEqual({ ok: true });
    // Half-hour zones too: 02:30 UTC is 08:00 in Kolkata.
    expect(mayTextAt({ now: at('2026-06-10T02:29:00Z'), timeZone: 'Asia/Kolkata', flightDays: [] })).toEqual(
      refusedUntil('2026-06-10T02:30:00Z'),
    );
  });

  it('sends at any hour on the day of a flight, the day as the customer counts it', () => {
    // 23:30 in Los Angeles on 2026-06-10 is already 2026-06-11 in UTC.
    const now = at('2026-06-11T06:30:00Z');
    expect(mayTextAt({ now, timeZone: 'America/Los_Angeles', flightDays: ['2026-06-10'] })).toEqual({ ok: true });
    expect(mayTextAt({ now, timeZone: 'America/Los_Angeles', flightDays: ['2026-06-11'] })).toEqual(
      refusedUntil('2026-06-11T07:00:00Z'),
    );
    // 04:00 on the flight day.
    expect(mayTextAt({ now: at('2026-06-10T08:00:00Z'), timeZone: NEW_YORK, flightDays: ['2026-06-10'] })).toEqual({
      ok: true,
    });
  });

  it('the night before a flight, waits only until the flight day begins', () => {
    // 22:00 EDT on 2026-06-09; the flight day starts at 04:00 UTC.
    expect(mayTextAt({ now: at('2026-06-10T02:00:00Z'), timeZone: NEW_YORK, flightDays: ['2026-06-10'] })).toEqual(
      refusedUntil('2026-06-10T04:00:00Z'),
    );
  });

  describe('across a change of clocks', () => {
    it('spring forward: 08:00 is on the new clock (EDT), so the night is an hour shorter', () => {
      // 2026-03-08 01:30 EST (06:30 UTC); at 02:00 clocks jump to 03:00 EDT.
      expect(mayTextAt({ now: at('2026-03-08T06:30:00Z'), timeZone: NEW_YORK, flightDays: [] })).toEqual(
        refusedUntil('2026-03-08T12:00:00Z'),
      );
      // 21:30 EST the evening before.
      expect(mayTextAt({ now: at('2026-03-08T02:30:00Z'), timeZone: NEW_YORK, flightDays: [] })).toEqual(
        refusedUntil('2026-03-08T12:00:00Z'),
      );
      // 08:00 EDT itself.
      expect(mayTextAt({ now: at('2026-03-08T12:00:00Z'), timeZone: NEW_YORK, flightDays: [] })).toEqual({ ok: true });
    });

    it('fall back: both 01:30s wait for 08:00 EST', () => {
      // 2026-11-01: 01:30 EDT (05:30 UTC), then clocks go back and 01:30 EST (06:30 UTC).
      for (const now of ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z']) {
        expect(mayTextAt({ now: at(now), timeZone: NEW_YORK, flightDays: [] })).toEqual(
          refusedUntil('2026-11-01T13:00:00Z'),
        );
      }
      // 07:59 EST still waits; 08:00 EST is fine.
      expect(mayTextAt({ now: at('2026-11-01T12:59:00Z'), timeZone: NEW_YORK, flightDays: [] }).ok).toBe(false);
      expect(mayTextAt({ now: at('2026-11-01T13:00:00Z'), timeZone: NEW_YORK, flightDays: [] })).toEqual({ ok: true });
    });

    it('a zone whose clocks change at midnight still opens at 08:00', () => {
      // Santiago springs forward at 00:00 on 2026-09-06 (to 01:00, UTC-3): 08:00 is 11:00 UTC.
      expect(mayTextAt({ now: at('2026-09-06T02:00:00Z'), timeZone: 'America/Santiago', flightDays: [] })).toEqual(
        refusedUntil('2026-09-06T11:00:00Z'),
      );
    });
  });

  it('refuses an unknown time zone loudly rather than guess a clock', () => {
    expect(() => mayTextAt({ now: at('2026-06-10T12:00:00Z'), timeZone: 'Mars/Olympus', flightDays: [] })).toThrow(
      RangeError,
    );
  });
});
