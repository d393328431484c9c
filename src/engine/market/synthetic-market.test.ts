import { beforeAll, describe, expect, it } from 'vitest';
import { CREW_REST_HOURS, MARKET_DEFAULTS, weekOf, weekStart, WEEK_MS } from '../../core/market/week-plan';
import type { FleetEntry } from '../../core/quotes/fleet-index';
import { loadReferenceData } from '../../composition/adapter-modules';
import type { ReferenceData } from '../../../ports/reference-data';
import { fleetIndexOf } from '../fleet';
import { SyntheticMarket } from './synthetic-market';

const HOUR = 3_600_000;
const parameters = MARKET_DEFAULTS;

// The fleet of a fresh install: 5,200 aircraft generated over the airport cache.
let referenceData: ReferenceData;
let entries: FleetEntry[];
beforeAll(async () => {
  referenceData = await loadReferenceData('.data/reference/airports.json');
  entries = Object.values(fleetIndexOf(referenceData).byCategory).flat();
}, 60_000);

const WEEK = weekOf(Date.parse('2027-03-01T00:00:00Z'));

describe('the synthetic market', () => {
  it('plans the same week for the same seed on every instance (every node and restart)', () => {
    const one = new SyntheticMarket(referenceData, parameters);
    const other = new SyntheticMarket(referenceData, parameters);
    const from = weekStart(WEEK);
    const a = one.tripsLeaving(from, from + WEEK_MS);
    const b = other.tripsLeaving(from, from + WEEK_MS);
    expect(a.length).toBeGreaterThan(entries.length);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const reseeded = new SyntheticMarket(referenceData, { ...parameters, seed: parameters.seed + 1 });
    expect(JSON.stringify(reseeded.tripsLeaving(from, from + WEEK_MS))).not.toBe(JSON.stringify(a));
  });

  it('flies an aircraft 400 to 600 hours a year, one to two trips a week, on average over the fleet', () => {
    const market = new SyntheticMarket(referenceData, parameters);
    const weeks = 8;
    const from = weekStart(WEEK);
    const trips = market.tripsLeaving(from, from + weeks * WEEK_MS);
    const minutes = trips.flatMap((t) => t.flights).reduce((sum, f) => sum + (f.arrives - f.departs) / 60_000, 0);
    const hoursPerYear = (minutes / 60 / entries.length) * (52 / weeks);
    const tripsPerWeek = trips.length / entries.length / weeks;
    const empty = trips.flatMap((t) => t.flights).filter((f) => f.kind === 'POSITION').length;
    const flights = trips.flatMap((t) => t.flights).length;
    process.stdout.write(
      `market: ${hoursPerYear.toFixed(0)} h a year per aircraft, ${tripsPerWeek.toFixed(2)} trips a week, ` +
        `${((100 * empty) / flights).toFixed(0)}% of flights empty\n`,
    );
    expect(hoursPerYear).toBeGreaterThanOrEqual(400);
    expect(hoursPerYear).toBeLessThanOrEqual(600);
    expect(tripsPerWeek).toBeGreaterThanOrEqual(1);
    expect(tripsPerWeek).toBeLessThanOrEqual(2);
  });

  it('keeps each aircraft where its last flight ended, rests its crew, and brings it home by the week’s end', () => {
    const market = new SyntheticMarket(referenceData, parameters);
    const from = weekStart(WEEK);
    for (const entry of entries.slice(0, 500)) {
      let at = entry.home.icao;
      let free = from;
      const trips = market.tripsLeaving(from, from + WEEK_MS).filter((t) => t.tailNumber === entry.aircraft.tailNumber);
      for (const [i, trip] of trips.entries()) {
        const first = trip.flights[0];
        if (!first) throw new Error('a trip without flights');
        expect(first.from.icao).toBe(at);
        // The crew rests between two trips (the first of the week follows a weekend at home).
        expect(i === 0 || first.departs - free >= CREW_REST_HOURS * HOUR).toBe(true);
        for (const flight of trip.flights) {
          expect(flight.arrives).toBeGreaterThan(flight.departs);
          expect(flight.departs).toBeGreaterThanOrEqual(free);
          free = flight.arrives;
          at = flight.to.icao;
        }
      }
      expect(at).toBe(entry.home.icao);
      expect(free).toBeLessThanOrEqual(from + WEEK_MS);
      // Between trips the aircraft waits where it is: the market places it there.
      const stay = market.placeAt(entry, from + WEEK_MS - 1);
      expect(stay?.airport.icao).toBe(entry.home.icao);
    }
  });

  it('places an aircraft nowhere while it flies another customer’s trip', () => {
    const market = new SyntheticMarket(referenceData, parameters);
    const from = weekStart(WEEK);
    const trip = market.tripsLeaving(from, from + WEEK_MS).find((t) => t.flights.length >= 2);
    const entry = trip ? fleetIndexOf(referenceData).byTail.get(trip.tailNumber) : undefined;
    if (!trip || !entry) throw new Error('no trip with two flights');
    const [first, second] = trip.flights;
    if (!first || !second) throw new Error('unreachable');
    expect(market.placeAt(entry, (first.departs + first.arrives) / 2)).toBeNull();
    expect(market.placeAt(entry, (first.arrives + second.departs) / 2)).toBeNull();
    expect(market.placeAt(entry, first.departs - 1)?.airport.icao).toBe(first.from.icao);
    expect(market.trip(trip.id)).toEqual(trip);
  });

  it('runs a stay at the base on across the week’s end, where the next week begins', () => {
    const market = new SyntheticMarket(referenceData, parameters);
    const end = weekStart(WEEK + 1);
    const entry = entries.find((e) => {
      const last = market.placeAt(e, end - 1);
      return last?.airport === e.home && (market.placeAt(e, end)?.to ?? 0) > end;
    });
    if (!entry) throw new Error('no aircraft at its base over the weekend');
    const before = market.placeAt(entry, end - 1);
    const after = market.placeAt(entry, end);
    expect(before?.to).toBeGreaterThan(end);
    expect(after?.from).toBeLessThan(end);
    expect(before?.to).toBe(after?.to);
  });

  it('lists every aircraft at each airport where it waits over the days asked, cheapest per mile first', () => {
    const market = new SyntheticMarket(referenceData, parameters);
    const from = weekStart(WEEK) + 5 * 24 * HOUR;
    const to = from + 4 * 24 * HOUR; // into the next week
    const waiting = new Map(market.waitingAt(from, to).map((at) => [at.airport.icao, at]));
    for (const entry of entries.filter((_, i) => i % 7 === 0)) {
      for (let at = from; at < to; at += 5 * HOUR) {
        const stay = market.placeAt(entry, at);
        if (!stay) continue;
        expect(waiting.get(stay.airport.icao)?.byCategory[entry.model.category]).toContain(entry);
      }
    }
    for (const at of waiting.values()) {
      for (const list of Object.values(at.byCategory)) {
        expect(list.map((e) => e.centsPerNm)).toEqual(list.map((e) => e.centsPerNm).sort((a, b) => a - b));
      }
    }
  });

  it('is off with no trips a week: every aircraft waits at its base', () => {
    const market = new SyntheticMarket(referenceData, { ...parameters, tripsPerWeek: 0 });
    const from = weekStart(WEEK);
    expect(market.tripsLeaving(from, from + WEEK_MS)).toEqual([]);
    const entry = entries[0];
    if (!entry) throw new Error('no fleet');
    expect(market.placeAt(entry, from + 3 * 24 * HOUR)?.airport).toBe(entry.home);
    expect(market.waitingAt(from, from + WEEK_MS)).toBe(fleetIndexOf(referenceData).atHome);
  });
});
