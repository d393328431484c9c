import { describe, expect, it } from 'vitest';
import { leavesResults } from './leave-warning';
import { photoAfterKey } from './photo-gallery';
import { legDay, routeOf } from './book-flight.server';
import type { LegView } from '../../../core/quotes/quote-view';

describe('the photo gallery keys', () => {
  it('move with the arrows, wrapping at both ends, and jump with Home and End', () => {
    expect(photoAfterKey(0, 4, 'ArrowRight')).toBe(1);
    expect(photoAfterKey(3, 4, 'ArrowRight')).toBe(0);
    expect(photoAfterKey(0, 4, 'ArrowLeft')).toBe(3);
    expect(photoAfterKey(2, 4, 'Home')).toBe(0);
    expect(photoAfterKey(0, 4, 'End')).toBe(3);
    expect(photoAfterKey(1, 4, 'Enter')).toBeNull();
    expect(photoAfterKey(0, 0, 'ArrowRight')).toBeNull();
  });
});

describe('leaving the results', () => {
  const results = { pathname: '/book-flight' };
  it('warns for any other page', () => {
    expect(leavesResults(results, { pathname: '/consumer-booking' })).toBe(true);
    expect(leavesResults(results, { pathname: '/my-trips' })).toBe(true);
  });
  it('does not warn for a tab, Book Now, or changing the search', () => {
    expect(leavesResults(results, { pathname: '/book-flight' })).toBe(false);
    expect(leavesResults(results, { pathname: '/review-booking/b-123' })).toBe(false);
    expect(leavesResults(results, { pathname: '/edit-airport' })).toBe(false);
    expect(leavesResults(results, { pathname: '/searching' })).toBe(false);
  });
});

describe('a leg moment', () => {
  it('gives its calendar day for the peak alert', () => {
    expect(legDay('03-12-2026 10:00:00')).toBe('2026-12-03');
    expect(legDay('2026-12-03 10:00')).toBeNull();
  });
});

describe("the results' route", () => {
  const leg = (from: string, to: string, departs = '08-12-2026 10:00:00') =>
    ({
      departureAirport: { icaoCode: from },
      arrivalAirport: { icaoCode: to },
      departureDateTime: departs,
    }) as LegView;

  it('names a round trip by where it turns back, not the home airport', () => {
    expect(routeOf([leg('KTEB', 'KPBI'), leg('KPBI', 'KTEB', '10-12-2026 15:00:00')])).toEqual({
      from: 'KTEB',
      to: 'KPBI',
      departs: '2026-12-08',
      shape: 'ROUND_TRIP',
    });
  });

  it('names a one way and a multi city by their last arrival', () => {
    expect(routeOf([leg('KTEB', 'KPBI')])).toMatchObject({ to: 'KPBI', shape: 'ONE_WAY' });
    expect(routeOf([leg('KTEB', 'KPBI'), leg('KPBI', 'KMIA')])).toMatchObject({ to: 'KMIA', shape: 'MULTI_CITY' });
    expect(routeOf([leg('KTEB', 'KPBI'), leg('KPBI', 'KMIA'), leg('KMIA', 'KTEB')])).toMatchObject({
      to: 'KTEB',
      shape: 'MULTI_CITY',
    });
  });

  it('keeps its airports when the first day does not read, and is none without legs', () => {
    expect(routeOf([leg('KTEB', 'KPBI', '2026-12-08 10:00')])).toMatchObject({
      from: 'KTEB',
      to: 'KPBI',
      departs: null,
    });
    expect(routeOf([])).toBeNull();
  });
});
