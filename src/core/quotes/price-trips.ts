import { AIRCRAFT_CATEGORIES, type AircraftCategory } from '../aircraft-categories';
import type { Airport } from '../charter/reference-data';
import type { Surcharges } from '../market/surcharges';
import type { Stay } from '../market/week-plan';
import { isBusy, type BusyWindow } from './busy-windows';
import type { AircraftAt, FleetEntry, FleetIndex } from './fleet-index';
import { greatCircleNm } from './geo';
import { priceAircraft, type AircraftQuote } from './price-aircraft';
import { BUSY_BUFFER_HOURS, FULLY_PRICED_PER_CATEGORY } from './rates';
import { createStopFinder, type AirportsNear } from './routing';
import type { Trip } from './trip';

/** What pricing needs of the world: the prepared fleet, fuel-stop airports, the tails' bookings. */
export interface PricingDeps {
  fleet: FleetIndex;
  airportsNear: AirportsNear;
  /** Busy windows of a tail number; absent when it has none. */
  busy(tailNumber: string): readonly BusyWindow[] | undefined;
  /** The market (docs/decisions/040); absent: every aircraft waits at its base. */
  market?: MarketPlaces;
  /** Peak-day and short-notice surcharges (docs/decisions/040); absent: none. */
  surcharges?: Surcharges;
}

/** Where the market's aircraft are: what pricing reads of the aircraft schedules. */
export interface MarketPlaces {
  /**
   * Where the aircraft waits at an instant between other customers' trips, and from when until
   * when; null while it flies one.
   */
  place(entry: FleetEntry, at: number): Stay | null;
  /** Every airport where some aircraft waits at some instant of [from, to), with those aircraft. */
  waitingAt(from: number, to: number): readonly AircraftAt[];
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
 * the date is done once for all of them: the ferry distance from each airport where aircraft
 * wait, the trip's distances, the fuel stops (cached per route and model). Only what depends
 * on the date is done per trip: where the aircraft is then and whether it is free, and the
 * full price of the few best (daily minimums and overnights follow the calendar).
 *
 * Per trip and category the result is exactly what pricing that trip alone gives: aircraft
 * that seat the party and are free, ranked by the estimate, the best few priced in full
 * (docs/decisions/008-quote-engine.md). Aircraft are read nearest the trip first and the
 * reading stops where none further away could rank (docs/decisions/063): the same result as
 * reading every aircraft. `trips` must share their airports, party and pets.
 */
export function priceTrips(trips: readonly Trip[], deps: PricingDeps): PricedTrip[] {
  const base = trips[0];
  const first = base?.legs[0];
  const last = base?.legs[base.legs.length - 1];
  if (!base || !first || !last) return [];

  const findStops = createStopFinder(deps.airportsNear, deps.fleet.stopCache);
  // Each airport's ferries to the trip and back from it (an aircraft's base, or where the market has it): once.
  const ferries = new Map<string, readonly [number, number]>();
  const ferriesFrom = (at: Airport) => {
    let nm = ferries.get(at.icao);
    if (!nm) {
      nm = [greatCircleNm(at, first.from), greatCircleNm(last.to, at)] as const;
      ferries.set(at.icao, nm);
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
  // Where aircraft wait (their bases, or with the market wherever they are then), nearest the
  // trip first: once even the cheapest aircraft per mile at an airport could not rank, no
  // aircraft at an airport further away can, and the search stops there.
  const firstDeparture = Math.min(...spans.map((s) => s.first));
  const lastDeparture = Math.max(...spans.map((s) => s.first));
  const places = deps.market ? deps.market.waitingAt(firstDeparture, lastDeparture + 1) : deps.fleet.atHome;
  const order = nearestFirst(places.map((p) => ferriesFrom(p.airport).reduce((a, b) => a + b)));
  const seen = new Uint8Array(deps.fleet.size);
  for (const category of AIRCRAFT_CATEGORIES) {
    const shortlists: Scored[][] = trips.map(() => []);
    /** Shortlists the aircraft for every trip it ranks in; true when it entered one. */
    const consider = (entry: FleetEntry): boolean => {
      if (entry.aircraft.seats < base.passengers) return false;
      const { hoursPerNm, centsPerNm: rate } = entry;
      const busy = deps.busy(entry.aircraft.tailNumber);
      let entered = false;
      for (let t = 0; t < trips.length; t++) {
        const list = shortlists[t];
        const span = spans[t];
        // The trip alone, without ferries, is the least this aircraft can cost.
        if (!list || !span || !ranksAmongBest(list, totalTripNm * rate, entry.position)) continue;
        let stay: Stay | undefined;
        if (deps.market) {
          stay = deps.market.place(entry, span.first) ?? undefined;
          if (!stay) continue;
        }
        const [ferryIn, ferryOut] = ferriesFrom(stay?.airport ?? entry.home);
        const estimate = (totalTripNm + ferryIn + ferryOut) * rate;
        if (!ranksAmongBest(list, estimate, entry.position)) continue;
        // A generous window (an hour for possible fuel stops) so a busy tail is never shortlisted.
        const from = span.first - (ferryIn * hoursPerNm + 1 + BUSY_BUFFER_HOURS) * HOUR;
        const to = span.last + ((lastLegNm + ferryOut) * hoursPerNm + 2 + BUSY_BUFFER_HOURS) * HOUR;
        if (busy && isBusy(busy, from, to)) continue;
        if (stay && (from < stay.from || to > stay.to)) continue;
        insertBest(list, stay ? { entry, estimate, stay } : { entry, estimate });
        entered = true;
      }
      return entered;
    };
    // Where aircraft wait (their bases, or with the market wherever they are then), nearest the
    // trip first, and at each the cheapest per mile first: once an aircraft could not rank from
    // where it waits, neither can the dearer ones there, nor any aircraft further away.
    const least = deps.fleet.leastCentsPerNm[category];
    let limit = rankLimit(shortlists);
    for (const { place, nm } of order) {
      const routeNm = totalTripNm + nm;
      if (routeNm * least > limit) break;
      for (const entry of places[place]?.byCategory[category] ?? []) {
        if (routeNm * entry.centsPerNm > limit) break;
        // An aircraft of the market waits at several airports over the days searched: once.
        if (seen[entry.position] === 1) continue;
        seen[entry.position] = 1;
        if (consider(entry)) limit = rankLimit(shortlists);
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

/**
 * The shortlists' order: the lower estimate first, and of two equal ones the aircraft first in
 * the fleet, so the order in which aircraft are considered never changes which are chosen.
 */
function comesBefore(estimate: number, position: number, other: Scored): boolean {
  return estimate < other.estimate || (estimate === other.estimate && position < other.entry.position);
}

/** Whether an aircraft with this estimate would enter the shortlist. */
function ranksAmongBest(list: readonly Scored[], estimate: number, position: number): boolean {
  const worst = list.length < FULLY_PRICED_PER_CATEGORY ? undefined : list[list.length - 1];
  return !worst || comesBefore(estimate, position, worst);
}

/** The highest estimate that could still enter some shortlist (a tie may, by its place in the fleet). */
function rankLimit(shortlists: readonly Scored[][]): number {
  let limit = 0;
  for (const list of shortlists) {
    if (list.length < FULLY_PRICED_PER_CATEGORY) return Infinity;
    limit = Math.max(limit, list[list.length - 1]?.estimate ?? Infinity);
  }
  return limit;
}

/** Sixteenths of a nautical mile: ferries are ordered at this precision, each rounded down. */
const NM_STEPS = 16;
const PLACES_MAX = 2 ** 20;

/**
 * The places in order of their ferries, shortest first, each with its ferries rounded down to
 * a sixteenth of a mile and a sixteenth less (so still the least an aircraft there flies,
 * whatever the rounding of the sums it is compared with). Sorted as plain numbers (ferry and
 * place packed in one), which is several times faster than sorting with a comparator.
 */
function nearestFirst(ferryNm: readonly number[]): { place: number; nm: number }[] {
  if (ferryNm.length > PLACES_MAX) throw new Error(`too many places to order: ${ferryNm.length}`);
  const keys = new Float64Array(ferryNm.length);
  for (let i = 0; i < ferryNm.length; i++)
    keys[i] = Math.max(0, Math.floor((ferryNm[i] ?? 0) * NM_STEPS) - 1) * PLACES_MAX + i;
  keys.sort();
  return Array.from(keys, (key) => ({ place: key % PLACES_MAX, nm: Math.floor(key / PLACES_MAX) / NM_STEPS }));
}

/** Keeps the few best (ranksAmongBest's order), sorted: a bounded insertion, the list stays tiny. */
function insertBest(list: Scored[], item: Scored) {
  let i = list.length;
  while (i > 0) {
    const before = list[i - 1];
    if (!before || !comesBefore(item.estimate, item.entry.position, before)) break;
    i--;
  }
  list.splice(i, 0, item);
  if (list.length > FULLY_PRICED_PER_CATEGORY) list.pop();
}
