import { describe, expect, it } from 'vitest';
import { usPeakDays } from './peak-days';
import { surchargesOf, type Surcharges } from './surcharges';
import type { Trip } from '../quotes/trip';

const HOUR = 3_600_000;
const teterboro = { icao: 'KTEB', timeZone: 'America/New_York' };
const palmBeach = { icao: 'KPBI', timeZone: 'America/New_York' };

/** A one-way trip leaving at an instant (only what the surcharges read of it). */
const leaving = (departs: number) => ({ legs: [{ from: teterboro, to: palmBeach, departs }] }) as unknown as Trip;

const settings = (now: number): Surcharges => ({
  peakDays: new Set(['2027-11-24']),
  peakPercent: 20,
  shortNoticeHours: 72,
  shortNoticePercent: 10,
  now,
});

describe('peak days and short notice', () => {
  it('names 29 US peak days a year: the holiday weekends, Thanksgiving, Christmas and New Year', () => {
    const days = usPeakDays(2027);
    expect(days).toHaveLength(29);
    // Thanksgiving 2027 is Thursday 25 November: the Tuesday and Wednesday before, the Sunday and Monday after.
    expect(days).toEqual(expect.arrayContaining(['2027-11-23', '2027-11-24', '2027-11-28', '2027-11-29']));
    // Memorial Day 2027 is Monday 31 May; Labor Day Monday 6 September.
    expect(days).toEqual(expect.arrayContaining(['2027-05-28', '2027-05-31', '2027-09-03', '2027-09-06']));
    expect(days).toEqual(expect.arrayContaining(['2027-07-04', '2027-12-23', '2027-12-31', '2027-01-01']));
    expect(days).not.toContain('2027-11-25');
  });

  it('adds the peak share of the flying on a peak day, on the departure airport’s calendar', () => {
    const now = Date.parse('2027-10-01T12:00:00Z');
    // 23:30 in New York on the 24th is already the 25th in UTC: still the 24th where it leaves.
    const lateOnThePeakDay = Date.parse('2027-11-25T04:30:00Z');
    expect(surchargesOf(leaving(lateOnThePeakDay), 100_000, settings(now))).toEqual({
      peakDays: 20_000,
      shortNotice: 0,
    });
    const nextMorning = Date.parse('2027-11-25T14:00:00Z');
    expect(surchargesOf(leaving(nextMorning), 100_000, settings(now))).toEqual({ peakDays: 0, shortNotice: 0 });
  });

  it('adds the short-notice share to a trip leaving within the notice, and nothing without settings', () => {
    const now = Date.parse('2027-10-01T12:00:00Z');
    expect(surchargesOf(leaving(now + 71 * HOUR), 100_000, settings(now))).toEqual({
      peakDays: 0,
      shortNotice: 10_000,
    });
    expect(surchargesOf(leaving(now + 73 * HOUR), 100_000, settings(now))).toEqual({ peakDays: 0, shortNotice: 0 });
    expect(surchargesOf(leaving(now + HOUR), 100_000, undefined)).toEqual({ peakDays: 0, shortNotice: 0 });
  });
});
