import { beforeAll, describe, expect, it } from 'vitest';
import { METRO_AREAS, airportsOf } from '../../src/core/charter/metro-areas';
import { loadAirports } from './airport-dataset';
import { MemoryReferenceData } from './memory-reference-data';

let reference: MemoryReferenceData;
beforeAll(async () => {
  const airports = await loadAirports('.data/reference/airports.json');
  reference = new MemoryReferenceData({ airports, operators: [], models: [], aircraft: [], fbosAt: () => [] });
});

const search = (text: string) => reference.searchAirports(text, 10).map((airport) => airport.icao);

describe('airport search over the real dataset', () => {
  it('lists the New York area’s airports for "New York", Teterboro and White Plains before JFK', () => {
    const found = search('New York');
    expect(found).toEqual(expect.arrayContaining(['KTEB', 'KHPN', 'KJFK', 'KLGA', 'KEWR']));
    expect(found[0]).toBe('KTEB');
    expect(found.indexOf('KHPN')).toBeLessThan(found.indexOf('KJFK'));
    expect(search('NYC')).toEqual(found.filter((icao) => icao !== 'KSWF'));
  });

  it.each([
    ['Palm Beach Intl', 'KPBI'],
    ["Palm Beach Int'l", 'KPBI'],
    ['palm beach international', 'KPBI'],
    ['Eagle County Rgnl', 'KEGE'],
    ['Morristown Muni', 'KMMU'],
    ['Butler Co', 'KHAO'],
    ["Leon Int'l", 'LELN'],
    ['Mt Vernon', 'KMVN'],
    ['Mount Vernon', 'KMVN'],
    ['Ft Lauderdale Executive', 'KFXE'],
    ['St Paul Downtown', 'KSTP'],
    ["O'Hare", 'KORD'],
    ['o hare', 'KORD'],
  ])('"%s" puts %s first', (text, icao) => {
    expect(search(text)[0]).toBe(icao);
  });

  it('reads Ft, St and Mt as the words they stand for: the same airports either way', () => {
    expect(search('Ft Lauderdale')).toEqual(search('Fort Lauderdale'));
    expect(search('Ft Lauderdale').slice(0, 2)).toEqual(['KFXE', 'KFLL']);
    expect(search('Saint Louis')).toEqual(search('St Louis'));
    expect(search('St. Louis')).toEqual(search('St Louis'));
    expect(search('Saint Louis').slice(0, 3)).toEqual(['KSUS', 'KCPS', 'KSTL']);
    expect(search('Mt Pleasant')).toEqual(search('Mount Pleasant'));
    expect(search('Mt Pleasant')).toEqual(expect.arrayContaining(['KMOP', 'KMPZ', 'KLRO']));
  });

  it('puts a city’s business-aviation airports first: Van Nuys for Los Angeles, Opa-locka for Miami', () => {
    expect(search('Los Angeles')[0]).toBe('KVNY');
    expect(search('Los Angeles')).toContain('KLAX');
    expect(search('Miami').slice(0, 3)).toEqual(['KOPF', 'KTMB', 'KMIA']);
    expect(search('London').slice(0, 2)).toEqual(['EGLF', 'EGKB']);
  });

  it('still finds a partly typed word that an abbreviation starts: "st" for Stewart, "co" for Colorado', () => {
    expect(search('new york st')).toContain('KSWF');
    expect(search('co springs')).toContain('KCOS');
  });

  it('keeps the best ten of thousands of matches in the same order as ranking them all', () => {
    for (const text of ['int', 'san', 'new', 'st', 'fort', 'county rgnl']) {
      const all = reference.searchAirports(text, 100_000);
      expect(all.length).toBeGreaterThan(10);
      expect(reference.searchAirports(text, 10)).toEqual(all.slice(0, 10));
    }
  });

  it('knows every airport the metro areas name, so the table cannot silently point nowhere', () => {
    const missing = METRO_AREAS.flatMap(airportsOf).filter((icao) => !reference.airport(icao));
    expect(missing).toEqual([]);
  });
});
