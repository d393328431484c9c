/**
 * The synthetic charter world the benchmarks price: the fixture's real airports plus generated
 * ones across North America (about 100), 120 operators and a seeded fleet (FLEET, default
 * 5,000 aircraft), with about one aircraft in five already busy. Seeded, so every run prices
 * the same world and the same searches.
 */
import type { Aircraft, Airport, Operator } from '../src/core/charter/reference-data';
import { greatCircleNm } from '../src/core/quotes/geo';
import type { BusyWindow } from '../src/core/quotes/busy-windows';
import type { SearchOptions } from '../src/core/search/search-form';
import { AIRPORTS, MODELS } from '../test/fixtures/charter';

export const FLEET_SIZE = Number(process.env.FLEET ?? 5000);

// A seeded generator, so every run prices the same world.
let seed = 20270301;
const random = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
const pick = <T>(list: readonly T[]): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
};

const zoneFor = (longitude: number) =>
  longitude < -114
    ? 'America/Los_Angeles'
    : longitude < -102
      ? 'America/Denver'
      : longitude < -87
        ? 'America/Chicago'
        : 'America/New_York';

export const airports: Airport[] = [...AIRPORTS];
for (let i = 0; airports.length < 100; i++) {
  const latitude = 26 + random() * 22;
  const longitude = -122 + random() * 52;
  airports.push({
    icao: `KX${String(i).padStart(2, '0')}`,
    iata: null,
    name: `Regional ${i}`,
    city: `Town ${i}`,
    country: 'United States',
    countryCode: 'US',
    latitude,
    longitude,
    timeZone: zoneFor(longitude),
    longestRunwayFt: 4000 + Math.round(random() * 8000),
  });
}
export const byIcao = new Map(airports.map((a) => [a.icao, a]));
const usAirports = airports.filter((a) => a.countryCode === 'US');

export const operators: Operator[] = Array.from({ length: 120 }, (_, i) => ({
  id: `op-${i}`,
  name: `Operator ${i}`,
  certificateNumber: `C${i}`,
  homeBase: pick(usAirports).icao,
  ratings: {
    argus: random() < 0.5 ? 'GOLD' : 'NONE',
    wyvern: random() < 0.3 ? 'WINGMAN' : 'REGISTERED',
    isBao: random() < 0.3 ? 2 : 0,
  },
}));

export const fleet: Aircraft[] = Array.from({ length: FLEET_SIZE }, (_, i) => {
  const model = pick(MODELS);
  const operator = pick(operators);
  return {
    tailNumber: `N${10000 + i}`,
    operatorId: operator.id,
    modelId: model.id,
    homeBase: random() < 0.6 ? operator.homeBase : pick(usAirports).icao,
    seats: model.seats - (random() < 0.3 ? 1 : 0),
    yearOfManufacture: 2005 + Math.floor(random() * 20),
    amenities: { wifi: random() < 0.7, restroom: true, flightAttendant: false, petsAllowed: random() < 0.5 },
    hourlyRateCents: Math.round(model.hourlyRateCents * (0.85 + random() * 0.3)),
  };
});

export const now = new Date('2027-03-01T15:00:00Z');
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const time = () => `${String(6 + Math.floor(random() * 14)).padStart(2, '0')}:${pick(['00', '15', '30', '45'])}`;

// About one aircraft in five already has a booking somewhere in the next six weeks.
export const busy = new Map<string, BusyWindow[]>();
for (const aircraft of fleet) {
  if (random() > 0.2) continue;
  const from = new Date(now.getTime() + random() * 40 * 86_400_000);
  busy.set(aircraft.tailNumber, [{ from, to: new Date(from.getTime() + (4 + random() * 72) * 3_600_000) }]);
}

export function aSearch(): SearchOptions {
  const kind = random();
  const passengers = 1 + Math.floor(random() * 10);
  const start = 3 + Math.floor(random() * 35);
  const from = pick(airports);
  let to = pick(airports);
  while (to.icao === from.icao) to = pick(airports);
  const base = { flyShare: false as const, passengers, petFriendly: random() < 0.2, sessionId: null };
  if (kind < 0.5) {
    return {
      ...base,
      routeType: 'ROUND_TRIP',
      travelCities: [
        {
          origin: from.icao,
          destination: to.icao,
          departureTime: `${day(start)} ${time()}`,
          returnTime: `${day(start + 1 + Math.floor(random() * 8))} ${time()}`,
          order: '0',
        },
      ],
    };
  }
  if (kind < 0.85) {
    return {
      ...base,
      routeType: 'ONE_WAY',
      travelCities: [
        {
          origin: from.icao,
          destination: to.icao,
          departureTime: `${day(start)} ${time()}`,
          returnTime: null,
          order: '0',
        },
      ],
    };
  }
  let third = pick(usAirports);
  while (third.icao === to.icao) third = pick(usAirports);
  return {
    ...base,
    routeType: 'MULTI_CITY',
    travelCities: [
      {
        origin: from.icao,
        destination: to.icao,
        departureTime: `${day(start)} ${time()}`,
        returnTime: null,
        order: '0',
      },
      {
        origin: to.icao,
        destination: third.icao,
        departureTime: `${day(start + 2)} ${time()}`,
        returnTime: null,
        order: '1',
      },
    ],
  };
}

export const airportsNear = (latitude: number, longitude: number, radiusNm: number, limit: number) =>
  airports
    .map((a) => ({ a, d: greatCircleNm({ latitude, longitude }, a) }))
    .filter((x) => x.d <= radiusNm)
    .sort((x, y) => x.d - y.d)
    .slice(0, limit)
    .map((x) => x.a);
