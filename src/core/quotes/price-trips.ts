import { AIRCRAFT_CATEGORIES, type AircraftCategory } from '../aircraft-categories';
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
}

/** One trip's aircraft priced in full, per category, cheapest first (empty: none can fly it). */
export type PricedTrip = Record<AircraftCategory, AircraftQuote[]>;

const HOUR = 3_600_000;

interface Scored {
  entry: FleetEntry;
  estimate: number;
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
      const ferryIn = ferryInNm[entry.homeIndex] ?? 0;
      const ferryOut = ferryOutNm[entry.homeIndex] ?? 0;
      const estimate = (totalTripNm + ferryIn + ferryOut) * hoursPerNm * entry.aircraft.hourlyRateCents;
      const busy = deps.busy(entry.aircraft.tailNumber);
      for (let t = 0; t < trips.length; t++) {
        const list = shortlists[t];
        const span = spans[t];
        if (!list || !span || !ranksAmongBest(list, estimate)) continue;
        // A generous window (an hour for possible fuel stops) so a busy tail is never shortlisted.
        if (busy) {
          const from = span.first - (ferryIn * hoursPerNm + 1 + BUSY_BUFFER_HOURS) * HOUR;
          const to = span.last + ((lastLegNm + ferryOut) * hoursPerNm + 2 + BUSY_BUFFER_HOURS) * HOUR;
          if (isBusy(busy, from, to)) continue;
        }
        insertBest(list, { entry, estimate });
      }
    }
    for (let t = 0; t < trips.length; t++) {
      const trip = trips[t];
      const result = results[t];
      if (!trip || !result) continue;
      const priced: AircraftQuote[] = [];
      for (const { entry } of shortlists[t] ?? []) {
        const quote = priceAircraft(entry, trip, findStops);
        if (quote && !isBusy(deps.busy(entry.aircraft.tailNumber), quote.busyFrom, quote.busyTo)) priced.push(quote);
      }
      result[category] = priced.sort((a, b) => a.total - b.total);
    }
  }
  return results;
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
