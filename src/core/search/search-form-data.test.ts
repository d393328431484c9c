import { describe, expect, it } from 'vitest';
import { toSearchOptions } from './search-form';
import { readSearchForm, sameSearch, searchFormOf, sessionIdOf } from './search-form-data';

const fields = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

const roundTrip = fields([
  ['routeType', 'ROUND_TRIP'],
  ['from', 'kteb'],
  ['to', 'KPBI'],
  ['date', '2026-12-02'],
  ['time', '09:00'],
  ['returnDate', '2026-12-06'],
  ['returnTime', '16:00'],
  ['passengers', '3'],
  ['petFriendly', 'on'],
  ['sessionId', '0f1e2d3c4b5a69788796a5b4c3d2e1f0'],
]);

describe('reading the posted search form', () => {
  it('reads a round trip with upper-cased ICAO codes', () => {
    expect(readSearchForm(roundTrip)).toEqual({
      routeType: 'ROUND_TRIP',
      passengers: 3,
      petFriendly: true,
      legs: [{ from: 'KTEB', to: 'KPBI', date: '2026-12-02', time: '09:00' }],
      returnDate: '2026-12-06',
      returnTime: '16:00',
    });
  });

  it('keeps a well-formed session id only', () => {
    expect(sessionIdOf(roundTrip)).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(sessionIdOf(fields([['sessionId', '<script>']]))).toBeNull();
    expect(sessionIdOf(fields([]))).toBeNull();
  });

  it('gives back the form a search was made from, which counts as unchanged', () => {
    const form = readSearchForm(roundTrip);
    const again = searchFormOf(toSearchOptions(form, 'abc'));
    expect(again).toEqual(form);
    expect(sameSearch(form, again)).toBe(true);
    expect(sameSearch(form, { ...form, passengers: 4 })).toBe(false);
    expect(sameSearch(form, { ...form, legs: [{ from: 'KTEB', to: 'KPBI', date: '2026-12-03', time: '09:00' }] })).toBe(
      false,
    );
  });

  it('reads multi city legs in order', () => {
    const multi = fields([
      ['routeType', 'MULTI_CITY'],
      ['from', 'KTEB'],
      ['to', 'KMDW'],
      ['date', '2026-12-02'],
      ['time', '09:00'],
      ['from', 'KMDW'],
      ['to', 'KAUS'],
      ['date', '2026-12-04'],
      ['time', '11:00'],
      ['passengers', '2'],
    ]);
    const form = readSearchForm(multi);
    expect(form.legs.map((leg) => `${leg.from}-${leg.to}`)).toEqual(['KTEB-KMDW', 'KMDW-KAUS']);
    expect(searchFormOf(toSearchOptions(form, null))).toEqual(form);
  });
});
