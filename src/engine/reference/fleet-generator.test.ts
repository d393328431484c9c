import { describe, expect, it } from 'vitest';
import { AIRCRAFT_CATEGORIES, CATEGORY_PROFILES } from '../../core/aircraft-categories';
import { isQualifyingOperator, type Airport } from '../../core/charter/reference-data';
import { AIRCRAFT_MODELS } from './aircraft-models';
import { fbosAt } from './fbo-generator';
import { DEFAULT_FLEET_OPTIONS, US_TAIL_NUMBER, generateFleet } from './fleet-generator';

/** A US airport with a long runway, enough to base any aircraft at. */
function anAirport(icao: string, overrides: Partial<Airport> = {}): Airport {
  return {
    icao,
    iata: icao.slice(1),
    name: `${icao} Airport`,
    city: `City ${icao}`,
    country: 'United States',
    countryCode: 'US',
    latitude: 40,
    longitude: -74,
    timeZone: 'America/New_York',
    longestRunwayFt: 8000,
    ...overrides,
  };
}

const airports: Airport[] = [
  anAirport('KTEB', { city: 'Teterboro', longestRunwayFt: 7000 }),
  anAirport('KVNY', { city: 'Van Nuys' }),
  anAirport('KPBI', { city: 'West Palm Beach', longestRunwayFt: 10000 }),
  anAirport('KDAL'),
  anAirport('KAPA'),
  anAirport('KBED'),
  anAirport('KSHR', { longestRunwayFt: 3000 }),
  anAirport('EGLL', { countryCode: 'GB', country: 'United Kingdom', longestRunwayFt: 12799 }),
];

const fleet = generateFleet(airports);

describe('the operator and fleet generator', () => {
  it('gives the same operators and aircraft on every run (seeded, no Math.random)', () => {
    const again = generateFleet([...airports].reverse());
    expect(again).toEqual(fleet);
    // Pinned: a change here means every stored quote and booking would name other tails.
    expect(fleet.operators[0]).toMatchObject({
      id: 'op-001',
      name: 'Redwood Aviation',
      certificateNumber: 'T7PK113J',
      homeBase: 'KDAL',
    });
    expect(fleet.aircraft[0]).toMatchObject({ tailNumber: 'N25931', operatorId: 'op-021', modelId: 'pc-12-ng' });
  });

  it('gives other data for another seed', () => {
    const other = generateFleet(airports, { ...DEFAULT_FLEET_OPTIONS, seed: 7 });
    expect(other.aircraft.map((a) => a.tailNumber)).not.toEqual(fleet.aircraft.map((a) => a.tailNumber));
  });

  it('invents at least 150 operators with unique names and certificate numbers, based at long US runways', () => {
    expect(fleet.operators.length).toBeGreaterThanOrEqual(150);
    expect(new Set(fleet.operators.map((o) => o.name)).size).toBe(fleet.operators.length);
    expect(new Set(fleet.operators.map((o) => o.certificateNumber)).size).toBe(fleet.operators.length);
    expect(fleet.operators.filter((o) => !/^[A-Z]\d[A-Z]{2}\d{3}[A-Z]$/.test(o.certificateNumber))).toEqual([]);
    const bases = new Set(fleet.operators.map((o) => o.homeBase));
    expect(bases.has('KSHR')).toBe(false);
    expect(bases.has('EGLL')).toBe(false);
  });

  it('mixes safety ratings: most operators qualify, some do not', () => {
    const qualifying = fleet.operators.filter((o) => isQualifyingOperator(o.ratings)).length;
    expect(qualifying).toBeGreaterThan(fleet.operators.length * 0.7);
    expect(qualifying).toBeLessThan(fleet.operators.length);
    const ratings = fleet.operators.map((o) => o.ratings);
    expect(new Set(ratings.map((r) => r.argus))).toEqual(new Set(['NONE', 'GOLD', 'GOLD_PLUS', 'PLATINUM']));
    expect(new Set(ratings.map((r) => r.wyvern))).toEqual(new Set(['NONE', 'REGISTERED', 'WINGMAN']));
    expect(new Set(ratings.map((r) => r.isBao))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('builds at least 5,000 aircraft in every category with unique, valid US tail numbers', () => {
    expect(fleet.aircraft.length).toBeGreaterThanOrEqual(5000);
    const tails = fleet.aircraft.map((a) => a.tailNumber);
    expect(new Set(tails).size).toBe(tails.length);
    expect(tails.filter((t) => !US_TAIL_NUMBER.test(t))).toEqual([]);
    const models = new Map(fleet.models.map((m) => [m.id, m]));
    const categories = new Set(fleet.aircraft.map((a) => models.get(a.modelId)?.category));
    expect([...categories].sort()).toEqual([...AIRCRAFT_CATEGORIES].sort());
    const smallest = Math.min(
      ...AIRCRAFT_CATEGORIES.map((c) => fleet.aircraft.filter((a) => models.get(a.modelId)?.category === c).length),
    );
    expect(smallest).toBeGreaterThan(400);
  });

  it('bases each aircraft where its runway is long enough, owned by a known operator, seats within the model', () => {
    const operators = new Set(fleet.operators.map((o) => o.id));
    const models = new Map(fleet.models.map((m) => [m.id, m]));
    const runways = new Map(airports.map((a) => [a.icao, a.longestRunwayFt]));
    const wrong = fleet.aircraft.filter((a) => {
      const model = models.get(a.modelId);
      return (
        !model ||
        !operators.has(a.operatorId) ||
        (runways.get(a.homeBase) ?? 0) < model.minRunwayFt ||
        a.seats > model.seats ||
        a.seats < 4 ||
        a.hourlyRateCents % 2500 !== 0 ||
        a.hourlyRateCents < model.hourlyRateCents * 0.75
      );
    });
    expect(wrong).toEqual([]);
  });

  it('equips cabins sensibly: every large jet has Wi-Fi and an attendant, no TBM has a restroom', () => {
    const models = new Map(fleet.models.map((m) => [m.id, m]));
    const large = fleet.aircraft.filter((a) => models.get(a.modelId)?.category === 'LARGE_JET');
    expect(large.every((a) => a.amenities.wifi && a.amenities.flightAttendant && a.amenities.restroom)).toBe(true);
    const light = fleet.aircraft.filter((a) => models.get(a.modelId)?.category === 'LIGHT_JET');
    expect(light.some((a) => a.amenities.flightAttendant)).toBe(false);
    expect(fleet.aircraft.filter((a) => a.modelId === 'tbm-960' && a.amenities.restroom)).toEqual([]);
    expect(fleet.aircraft.some((a) => a.amenities.petsAllowed)).toBe(true);
    expect(fleet.aircraft.some((a) => !a.amenities.petsAllowed)).toBe(true);
  });
});

describe('the aircraft models', () => {
  it('include every model the /aircraft page names, in its category', () => {
    for (const profile of Object.values(CATEGORY_PROFILES)) {
      const named = profile.manufacturers.flatMap((maker) => maker.models.map((name) => `${maker.name} ${name}`));
      const ours = AIRCRAFT_MODELS.filter((m) => m.category === profile.id).map((m) => `${m.manufacturer} ${m.name}`);
      expect(ours.sort()).toEqual(named.sort());
    }
  });

  it('have figures in the published ranges and a photo of our own', () => {
    for (const m of AIRCRAFT_MODELS) {
      expect(m.cruiseKnots).toBeGreaterThan(250);
      expect(m.rangeNm).toBeGreaterThan(1000);
      expect(m.hourlyRateCents).toBeGreaterThanOrEqual(200_000);
      expect(m.hourlyRateCents).toBeLessThanOrEqual(1_100_000);
      expect(m.photo).toMatch(/^\/images\/aircraft\/[a-z-]+\.svg$/);
    }
  });
});

describe('FBOs', () => {
  it('gives every airport at least one, "<City> Jet Center" first, the same on every call', () => {
    const teb = airports[0];
    expect(teb).toBeDefined();
    if (!teb) return;
    const fbos = fbosAt(teb);
    expect(fbos[0]).toMatchObject({ airportIcao: 'KTEB', name: 'Teterboro Jet Center' });
    expect(fbos[0]?.phone).toMatch(/^\+1 \(\d{3}\) 555-01\d{2}$/);
    expect(fbos[0]?.address).toMatch(/, Teterboro, United States$/);
    expect(fbosAt(teb)).toEqual(fbos);
    for (const airport of airports) expect(fbosAt(airport).length).toBeGreaterThanOrEqual(1);
  });
});
