import { AIRCRAFT_CATEGORIES, type AircraftCategory } from '../aircraft-categories';
import type { Airport } from '../charter/reference-data';
import type { Surcharges } from '../market/surcharges';
import type { Stay } from '../market/week-plan';
import { isBusy, type BusyWindow } from './busy-windows';
import type { FleetEntry, FleetIndex } from './fleet-index';
import { greatCircleNm } from './geo';
import { priceAircraft, type AircraftQuote } from './price-aircraft';
import { BUSY_BUFFER_HOURS, FULLY_PRICED_PER_CATEGORY, WIND_ROUTE_FACTOR } from './rates';
import { createStopFinder, type AirportsNear } from './routing';
import type { Trip } from './trip';

/** What pricing needs of the world: the prepared fleet, fuel-stop airports, the tails' bookings. */
export interface PricingDeps {
  fleet: FleetIndex;
  airportsNear: AirportsNear;
  /** Busy windows of a tail number; absent when it has none. */
  busy(tailNumber: string): readonly BusyWindow[] | undefined;
  /**
   * Where the aircraft waits at an instant between other customers' trips, and from when until
   * when (docs/decisions/040); null while it flies one. Absent: every aircraft waits at its base.
   */
  place?(entry: FleetEntry, at: number): Stay | null;
  /** Peak-day and short-notice surcharges (docs/decisions/040); absent: none. */
  surcharges?: Surcharges;
}

/** One trip's aircraft priced in full, per category, cheapest first (empty: none can fly it). */
export type PricedTrip = Record<AircraftCategory, AircraftQuote[]>;

const HOUR = 3_600_000;

interface Scored {
  entry: FleetEntry;
  estimate: number;
  /** Where the aircraft waits through the trip's time, when the market places it (absent: at its base, always). */
  stay?: Stay;
}

/**
 * Prices trips that fly the same legs at different times: a search, and the same search moved
 * a few days either way (the flexible dates). Everything that depends on the route and not
 * the date is done once for all of them: the ferry distance from each base, the trip's
 * distances, each aircraft's cheap estimate, the fuel stops (cached per route and model). Only
 * what depends on the date is done per trip: whether the tail is free then, and the full price
 * of the few best (daily minimums and overnights follow the calendar).
 *
 * Per trip and category the result is exactly what pricing that trip alone gives: aircraft
 * that seat the party and are free, ranked by the estimate, the best few priced in full
 * (docs/decisions/008-quote-engine.md). `trips` must share their airports, party and pets.
 */
export function priceTrips(trips: readonly Trip[], deps: PricingDeps): PricedTrip[] {
  const base = trips[0];
  const first = base?.legs[0];
  const last = base?.legs[base.legs.length - 1];
  if (!base || !first || !last) return [];

  const findStops = createStopFinder(deps.airportsNear, deps.fleet.stopCache);
  const homes = deps.fleet.homes;
  const ferryInNm = homes.map((h) => greatCircleNm(h, first.from));
  const ferryOutNm = homes.map((h) => greatCircleNm(last.to, h));
  // Aircraft away from their bases (the market's) ferry from where they wait: once per airport.
  const awayNm = new Map<string, readonly [number, number]>();
  const ferriesFrom = (at: Airport) => {
    let nm = awayNm.get(at.icao);
    if (!nm) {
      nm = [greatCircleNm(at, first.from), greatCircleNm(last.to, at)] as const;
      awayNm.set(at.icao, nm);
    }
    return nm;
  };
  const tripNm = base.legs.map((l) => greatCircleNm(l.from, l.to));
  const totalTripNm = tripNm.reduce((a, b) => a + b, 0);
  const lastLegNm = tripNm[tripNm.length - 1] ?? 0;
  const spans = trips.map((t) => ({
    first: t.legs[0]?.departs ?? 0,
    last: t.legs[t.legs.length - 1]?.departs ?? 0,
  }));

  const results = trips.map(() => ({}) as PricedTrip);
  for (const category of AIRCRAFT_CATEGORIES) {
    const shortlists: Scored[][] = trips.map(() => []);
    for (const entry of deps.fleet.byCategory[category]) {
      if (entry.aircraft.seats < base.passengers) continue;
      // Hours per nautical mile flown; kept inline (no closure per aircraft: this loop sees the whole fleet).
      const hoursPerNm = WIND_ROUTE_FACTOR / entry.model.cruiseKnots;
      const rate = hoursPerNm * entry.aircraft.hourlyRateCents;
      const homeIn = ferryInNm[entry.homeIndex] ?? 0;
      const homeOut = ferryOutNm[entry.homeIndex] ?? 0;
      const busy = deps.busy(entry.aircraft.tailNumber);
      for (let t = 0; t < trips.length; t++) {
        const list = shortlists[t];
        const span = spans[t];
        // The trip alone, without ferries, is the least this aircraft can cost.
        if (!list || !span || !ranksAmongBest(list, totalTripNm * rate)) continue;
        let [ferryIn, ferryOut] = [homeIn, homeOut];
        let stay: Stay | undefined;
        if (deps.place) {
          stay = deps.place(entry, span.first) ?? undefined;
          if (!stay) continue;
          if (stay.airport.icao !== entry.home.icao) [ferryIn, ferryOut] = ferriesFrom(stay.airport);
        }
        const estimate = (totalTripNm + ferryIn + ferryOut) * rate;
        if (!ranksAmongBest(list, estimate)) continue;
        // A generous window (an hour for possible fuel stops) so a busy tail is never shortlisted.
        const from = span.first - (ferryIn * hoursPerNm + 1 + BUSY_BUFFER_HOURS) * HOUR;
        const to = span.last + ((lastLegNm + ferryOut) * hoursPerNm + 2 + BUSY_BUFFER_HOURS) * HOUR;
        if (busy && isBusy(busy, from, to)) continue;
        if (stay && (from < stay.from || to > stay.to)) continue;
        insertBest(list, stay ? { entry, estimate, stay } : { entry, estimate });
      }
    }
    for (let t = 0; t < trips.length; t++) {
      const trip = trips[t];
      const result = results[t];
      if (!trip || !result) continue;
      const priced: AircraftQuote[] = [];
      for (const { entry, stay } of shortlists[t] ?? []) {
        const quote = priceAircraft(placedAt(entry, stay), trip, findStops, deps.surcharges);
        if (!quote || isBusy(deps.busy(entry.aircraft.tailNumber), quote.busyFrom, quote.busyTo)) continue;
        if (stay && (quote.busyFrom < stay.from || quote.busyTo > stay.to)) continue;
        priced.push(quote);
      }
      result[category] = priced.sort((a, b) => a.total - b.total);
    }
  }
  return results;
}

/**
 * The aircraft as pricing sees it while it waits away from its base: it ferries from where it
 * is and back there (its operator's next flight leaves from there), not from and to its base.
 */
export function placedAt(entry: FleetEntry, stay: Stay | undefined | null): FleetEntry {
  return stay && stay.airport.icao !== entry.home.icao ? { ...entry, home: stay.airport } : entry;
}

const ranksAmongBest = (list: readonly Scored[], estimate: number) =>
  list.length < FULLY_PRICED_PER_CATEGORY || estimate < (list[list.length - 1]?.estimate ?? Infinity);

/** Keeps the few lowest estimates, sorted (a bounded insertion: the list stays tiny). */
function insertBest(list: Scored[], item: Scored) {
  if (!ranksAmongBest(list, item.estimate)) return;
  let i = list.length;
  while (i > 0 && (list[i - 1]?.estimate ?? 0) > item.estimate) i--;
  list.splice(i, 0, item);
  if (list.length > FULLY_PRICED_PER_CATEGORY) list.pop();
}
