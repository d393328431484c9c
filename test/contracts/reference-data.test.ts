import { beforeAll, describe, expect, it } from 'vitest';
import { distanceNm } from '../../adapters/npm-reference-data/memory-reference-data';
import type { ReferenceData } from '../../ports/reference-data';
import { loadReferenceData } from '../../src/composition/adapter-modules';

/**
 * What every ReferenceData must do. One implementation so far: the npm-installed airports and
 * the seeded fleet held in memory; a charter-rest adapter will join this list.
 */
interface Subject {
  name: string;
  make(): Promise<ReferenceData>;
}

const subjects: Subject[] = [
  { name: 'npm data in memory', make: () => loadReferenceData('.data/reference/airports.json') },
];

const icaos = (airports: { icao: string }[]) => airports.map((a) => a.icao);

describe.each(subjects)('ReferenceData contract: $name', (subject) => {
  let data: ReferenceData;
  beforeAll(async () => {
    data = await subject.make();
  });

  describe('airports', () => {
    it('finds an airport by ICAO code, in any case, and nothing for an unknown code', () => {
      expect(data.airport('KTEB')).toMatchObject({
        icao: 'KTEB',
        iata: 'TEB',
        city: 'Teterboro',
        countryCode: 'US',
        timeZone: 'America/New_York',
      });
      expect(data.airport('kteb')?.icao).toBe('KTEB');
      expect(data.airport('ZZZZ')).toBeUndefined();
    });

    it.each([
      ['teter', 'KTEB'],
      ['Teterboro', 'KTEB'],
      ['KPBI', 'KPBI'],
      ['kpbi', 'KPBI'],
      ['PBI', 'KPBI'],
      ['palm beach', 'KPBI'],
      ['West Palm', 'KPBI'],
      ['midway', 'KMDW'],
      ['chicago midway', 'KMDW'],
      ['van nuys', 'KVNY'],
      ['heathrow', 'EGLL'],
      ['LHR', 'EGLL'],
      ['nassau', 'MYNN'],
      ['austin', 'KAUS'],
      ['phoenix sky', 'KPHX'],
    ])('autocomplete "%s" puts %s first', (text, icao) => {
      expect(data.searchAirports(text, 10)[0]?.icao).toBe(icao);
    });

    it('autocomplete ranks city matches before mere word matches, keeps the limit, and finds nothing for nonsense', () => {
      const chicago = data.searchAirports('chicago', 5);
      expect(chicago).toHaveLength(5);
      expect(icaos(chicago)).toContain('KORD');
      expect(icaos(chicago)).toContain('KMDW');
      expect(chicago.every((a) => a.city.toLowerCase().startsWith('chicago'))).toBe(true);
      expect(data.searchAirports('xqzjv', 10)).toEqual([]);
      expect(data.searchAirports('', 10)).toEqual([]);
    });

    it('lists the airports within a radius, nearest first', () => {
      const teb = data.airport('KTEB');
      expect(teb).toBeDefined();
      if (!teb) return;
      const near = data.airportsNear(teb.latitude, teb.longitude, 15, 20);
      expect(near[0]?.icao).toBe('KTEB');
      expect(icaos(near)).toEqual(expect.arrayContaining(['KLGA', 'KEWR']));
      const distances = near.map((a) => distanceNm(teb.latitude, teb.longitude, a.latitude, a.longitude));
      expect(distances.every((d) => d <= 15)).toBe(true);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      expect(data.airportsNear(teb.latitude, teb.longitude, 300, 5)).toHaveLength(5);
    });

    it('finds airports across the antimeridian and near the poles without error', () => {
      const fiji = data.airportsNear(-16.5, 179.99, 150, 50);
      expect(fiji.length).toBeGreaterThan(0);
      expect(fiji.every((a) => distanceNm(-16.5, 179.99, a.latitude, a.longitude) <= 150)).toBe(true);
      expect(() => data.airportsNear(89.5, 0, 400, 10)).not.toThrow();
      expect(data.airportsNear(0, -140, 50, 10)).toEqual([]);
    });
  });

  describe('operators, models and fleet', () => {
    it('has at least 150 operators and 5,000 aircraft, each findable by its id or tail', () => {
      expect(data.operators().length).toBeGreaterThanOrEqual(150);
      expect(data.fleet().length).toBeGreaterThanOrEqual(5000);
      const operator = data.operators()[0];
      const aircraft = data.fleet()[0];
      expect(operator && data.operator(operator.id)).toEqual(operator);
      expect(aircraft && data.aircraft(aircraft.tailNumber)).toEqual(aircraft);
      const model = data.models()[0];
      expect(model && data.model(model.id)).toEqual(model);
      expect(data.operator('nobody')).toBeUndefined();
      expect(data.aircraft('N0')).toBeUndefined();
    });

    it('bases operators and aircraft at known airports where their runways are long enough', () => {
      const wrong = data.fleet().filter((a) => {
        const model = data.model(a.modelId);
        const base = data.airport(a.homeBase);
        return !model || !base || !data.operator(a.operatorId) || base.longestRunwayFt < model.minRunwayFt;
      });
      expect(wrong).toEqual([]);
      expect(data.operators().filter((o) => data.airport(o.homeBase)?.countryCode !== 'US')).toEqual([]);
    });
  });

  describe('FBOs', () => {
    it('has at least one FBO at every airport the fleet is based at, and none at an unknown code', () => {
      const bases = new Set(data.fleet().map((a) => a.homeBase));
      expect([...bases].filter((icao) => data.fbos(icao).length === 0)).toEqual([]);
      expect(data.fbos('KTEB')[0]).toMatchObject({ airportIcao: 'KTEB', name: 'Teterboro Jet Center' });
      expect(data.fbos('KTEB')[0]?.phone).toMatch(/\d/);
      expect(data.fbos('ZZZZ')).toEqual([]);
    });

    it('has FBOs at any airport a trip may land at, abroad too', () => {
      expect(data.fbos('EGLL').length).toBeGreaterThanOrEqual(1);
      expect(data.fbos('MYNN')[0]?.address).toContain('Nassau');
    });
  });
});
