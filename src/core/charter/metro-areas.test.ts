import { describe, expect, it } from 'vitest';
import { canonicalAirportText, normaliseAirportText } from './airport-names';
import { BUSINESS_AVIATION_AIRPORTS, METRO_AREAS, airportsOf, metroAirports, metroNamesOf } from './metro-areas';

const typed = (text: string) => metroAirports(canonicalAirportText(normaliseAirportText(text)));

describe('metropolitan areas', () => {
  it('lists New York’s airports, business aviation (Teterboro, White Plains) before the airline airports', () => {
    const newYork = typed('New York');
    expect(newYork).toEqual(expect.arrayContaining(['KTEB', 'KHPN', 'KJFK', 'KLGA', 'KEWR']));
    expect(newYork.indexOf('KTEB')).toBeLessThan(newYork.indexOf('KJFK'));
    expect(newYork.indexOf('KHPN')).toBeLessThan(newYork.indexOf('KLGA'));
    for (const alias of ['NYC', 'new york city', 'Manhattan', 'new y']) expect(typed(alias)).toEqual(newYork);
  });

  it('knows a metro by any spelling of its name: St. Louis, St Louis, Saint Louis', () => {
    for (const name of ['St. Louis', 'St Louis', 'Saint Louis', 'saint l']) {
      expect(typed(name)).toEqual(['KSUS', 'KCPS', 'KSTL']);
    }
  });

  it('needs more than a first word or three letters: "new", "san" and "chi" name no one place', () => {
    for (const text of ['new', 'san', 'las', 'chi', 'xyz', 'new yorkshire']) expect(typed(text)).toEqual([]);
    expect(typed('chic')).toEqual(['KPWK', 'KDPA', 'KMDW', 'KORD']);
    expect(typed('los a')).toContain('KVNY');
  });

  it('keeps each airport in one list of its metro, and counts every business airport as one', () => {
    for (const metro of METRO_AREAS) {
      const codes = airportsOf(metro);
      expect(new Set(codes).size).toBe(codes.length);
      for (const icao of metro.business) expect(BUSINESS_AVIATION_AIRPORTS.has(icao)).toBe(true);
      for (const icao of metro.airline) expect(BUSINESS_AVIATION_AIRPORTS.has(icao)).toBe(false);
    }
    expect(metroNamesOf('KTEB')).toEqual(['New York', 'New York City', 'NYC', 'Manhattan']);
    expect(metroNamesOf('KASE')).toEqual([]);
  });
});
