import { describe, expect, it } from 'vitest';
import { airportLabel, nextActiveIndex, shouldQueryAirports, showsNoAirportMessage } from './airport-search';

describe('airport autocomplete rules', () => {
  it('queries above 2 characters', () => {
    expect(shouldQueryAirports('te')).toBe(false);
    expect(shouldQueryAirports(' te ')).toBe(false);
    expect(shouldQueryAirports('tet')).toBe(true);
  });

  it('shows the no-result message for 3 to 9 characters only', () => {
    expect(showsNoAirportMessage('ab')).toBe(false);
    expect(showsNoAirportMessage('abc')).toBe(true);
    expect(showsNoAirportMessage('abcdefghi')).toBe(true);
    expect(showsNoAirportMessage('abcdefghij')).toBe(false);
  });

  it('moves the active option with the arrows, wrapping at both ends', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(0, 0, 'ArrowDown')).toBe(-1);
  });

  it('labels a chosen airport with its code, name and city', () => {
    expect(airportLabel({ icaoCode: 'KTEB', airportName: 'Teterboro Airport', city: 'Teterboro', country: 'US' })).toBe(
      'KTEB - Teterboro Airport, Teterboro',
    );
  });
});
