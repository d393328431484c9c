import type { Airport } from '../charter/reference-data';
import { hashSeed, seededRandom, type Random } from '../random';
import type { FleetEntry } from '../quotes/fleet-index';
import { greatCircleNm } from '../quotes/geo';
import { USABLE_RANGE_FRACTION } from '../quotes/rates';
import { segmentMinutes } from '../quotes/routing';
import { destinationsFrom, drawCandidate, type MarketAirports } from './market-airports';

/**
 * One aircraft's week of other customers' charters (docs/decisions/040): generated from the
 * market's seed, the tail and the week alone, so every node, test and restart that asks gets
 * the same week. The week starts and ends at the aircraft's base (operators bring aircraft
 * home for maintenance and crew changes); in between, the aircraft is where its last flight
 * ended.
 */
export interface MarketFlight {
  from: Airport;
  to: Airport;
  /** Epoch milliseconds. */
  departs: number;
  arrives: number;
  /** CHARTER: a customer on board. POSITION: flown empty, to a charter or home after one. */
  kind: 'CHARTER' | 'POSITION';
}

export interface MarketTrip {
  /** "m-<tail>-<week>-<n>" (isMarketTripId): stable, and what an empty leg of it is known by. */
  id: string;
  tailNumber: string;
  /** In order: the positioning flight (if any), the customer's legs, the flight home (if any). */
  flights: MarketFlight[];
  /** The customer's first departure and last arrival. */
  firstDeparts: number;
  lastArrives: number;
}

/** Where the aircraft waits between flights: [from, to), epoch milliseconds. */
export interface Stay {
  airport: Airport;
  from: number;
  to: number;
}

export interface WeekPlan {
  trips: MarketTrip[];
  /** The week cut into stays and trips: every instant of the week is in a stay or a trip's flying. */
  stays: Stay[];
}

export interface MarketParameters {
  seed: number;
  /** The mean number of charters drawn for an aircraft in a week (0: none; those that do not fit are not flown). */
  tripsPerWeek: number;
}

/**
 * The market of a fresh install (configuration: MARKET_SEED, MARKET_TRIPS_PER_WEEK): 1.9
 * charters drawn a week, of which about 1.6 fit the week (a trip that would end after Saturday
 * noon is not flown), within "about one to two"; with their positioning about 430 flight hours
 * a year, 37% of them empty (src/engine/market/synthetic-market.test.ts prints the figures).
 */
export const MARKET_DEFAULTS: MarketParameters = { seed: 20_261_128, tripsPerWeek: 1.9 };

export const WEEK_MS = 7 * 24 * 3_600_000;
/** Weeks are counted from Monday 5 January 1970, 00:00 UTC. */
const FIRST_MONDAY = 4 * 24 * 3_600_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;
/** The crew's rest between two duty days (14 CFR 135.267: 10 hours). */
export const CREW_REST_HOURS = 10;
/** On the ground between a positioning flight and the charter it serves. */
export const MARKET_TURNAROUND_MINUTES = 60;
/** A charter is at least this long: nobody charters a jet to hop across town. */
const MIN_CHARTER_NM = 120;
/** A customer's airport is this near the aircraft's position more often than not. */
const LOCAL_NM = 350;
const LOCAL_SHARE = 0.55;
const POPULAR_SHARE = 0.35;
const ROUND_TRIP_SHARE = 0.6;

/** Whether an id names a market trip (one of other customers), not a Contrail booking. */
export function isMarketTripId(id: string): boolean {
  return id.startsWith('m-');
}

export function weekOf(time: number): number {
  return Math.floor((time - FIRST_MONDAY) / WEEK_MS);
}

export function weekStart(week: number): number {
  return FIRST_MONDAY + week * WEEK_MS;
}

export function planWeek(
  entry: FleetEntry,
  week: number,
  world: MarketAirports,
  parameters: MarketParameters,
): WeekPlan {
  const start = weekStart(week);
  const end = start + WEEK_MS;
  const home = entry.home;
  const random = seededRandom(hashSeed(`${parameters.seed}:${entry.aircraft.tailNumber}:${week}`));
  const count = tripCount(random, parameters.tripsPerWeek);
  const trips: MarketTrip[] = [];
  const stays: Stay[] = [];
  let at = home;
  let freeFrom = start;
  // Five and a half flying days, Monday to Saturday noon, shared out between the week's
  // charters; Sunday brings the aircraft home.
  const slot = (5.5 * 24 * HOUR) / Math.max(count, 1);
  for (let n = 0; n < count; n++) {
    // After the last trip, the crew rests before flying again (the first trip follows the
    // weekend); a trip drawn earlier than that leaves later.
    const notBefore = trips.length > 0 ? freeFrom + CREW_REST_HOURS * HOUR : freeFrom;
    const trip = drawTrip(random, entry, world, at, start + n * slot, slot, notBefore);
    if (!trip) continue;
    const first = trip.flights[0];
    const last = trip.flights[trip.flights.length - 1];
    if (!first || !last || last.arrives > end - 36 * HOUR) continue;
    stays.push({ airport: at, from: freeFrom, to: first.departs });
    trips.push({ ...trip, id: `m-${entry.aircraft.tailNumber}-${week}-${n + 1}` });
    at = last.to;
    freeFrom = last.arrives;
  }
  const lastTrip = trips[trips.length - 1];
  if (lastTrip && at.icao !== home.icao) {
    // Home on Sunday morning on US clocks (13:00-17:00 UTC), after the crew's rest: the last
    // charter ends by Saturday noon, so the flight home lands before the week ends.
    const block = flightBetween(at, home, entry, 0, 'POSITION').arrives;
    const sunday = Math.min(end - 24 * HOUR + (13 + random.int(0, 4)) * HOUR, end - block - HOUR);
    const departs = Math.max(freeFrom + CREW_REST_HOURS * HOUR, sunday);
    const flight = flightBetween(at, home, entry, departs, 'POSITION');
    stays.push({ airport: at, from: freeFrom, to: departs });
    lastTrip.flights.push(flight);
    at = home;
    freeFrom = flight.arrives;
  }
  stays.push({ airport: at, from: freeFrom, to: end });
  return { trips, stays };
}

/** The number of charters this week: four chances of `mean / 4` each (0 to 4, mean `mean`). */
function tripCount(random: Random, mean: number): number {
  const p = Math.min(Math.max(mean, 0), 4) / 4;
  let count = 0;
  for (let i = 0; i < 4; i++) if (random.chance(p)) count++;
  return count;
}

function drawTrip(
  random: Random,
  entry: FleetEntry,
  world: MarketAirports,
  at: Airport,
  slotStart: number,
  slotLength: number,
  notBefore: number,
): Omit<MarketTrip, 'id'> | null {
  const reach = entry.model.rangeNm * USABLE_RANGE_FRACTION;
  const origin = random.chance(LOCAL_SHARE) ? at : (pick(random, world, at, 0, LOCAL_NM) ?? at);
  const popular = world.byIcao.get(origin.icao)?.popularPartners.filter((p) => {
    const nm = greatCircleNm(origin, p);
    return nm >= MIN_CHARTER_NM && nm <= reach;
  });
  const destination =
    popular && popular.length > 0 && random.chance(POPULAR_SHARE)
      ? random.pick(popular)
      : pick(random, world, origin, MIN_CHARTER_NM, reach);
  if (!destination) return null;

  // A departure in the first half of the slot, between 12:00 and 22:00 UTC (morning to late
  // afternoon on US clocks), on the quarter hour.
  const day = Math.floor((random.next() * slotLength) / 2 / (24 * HOUR));
  const dayStart = slotStart - (slotStart % (24 * HOUR)) + day * 24 * HOUR;
  const positioning = origin.icao === at.icao ? 0 : flightBetween(at, origin, entry, 0, 'POSITION').arrives;
  const lead = positioning > 0 ? positioning + MARKET_TURNAROUND_MINUTES * MINUTE : 0;
  const drawn = dayStart + (12 + random.int(0, 9)) * HOUR + random.int(0, 3) * QUARTER_HOUR;
  const departs = Math.max(drawn, Math.ceil((notBefore + lead) / QUARTER_HOUR) * QUARTER_HOUR);
  const flights: MarketFlight[] = [];
  if (positioning > 0) flights.push(flightBetween(at, origin, entry, departs - lead, 'POSITION'));
  const out = flightBetween(origin, destination, entry, departs, 'CHARTER');
  flights.push(out);
  if (random.chance(ROUND_TRIP_SHARE)) {
    // Back the same day after a few hours, or up to three days later.
    const stayDays = random.int(0, 3);
    const back =
      stayDays === 0
        ? out.arrives + (3 + random.int(0, 4)) * HOUR
        : departs - (departs % (24 * HOUR)) + stayDays * 24 * HOUR + (13 + random.int(0, 8)) * HOUR;
    flights.push(flightBetween(destination, origin, entry, Math.max(back, out.arrives + 2 * HOUR), 'CHARTER'));
  }
  const charter = flights.filter((f) => f.kind === 'CHARTER');
  return {
    tailNumber: entry.aircraft.tailNumber,
    flights,
    firstDeparts: charter[0]?.departs ?? departs,
    lastArrives: charter[charter.length - 1]?.arrives ?? out.arrives,
  };
}

function flightBetween(
  from: Airport,
  to: Airport,
  entry: FleetEntry,
  departs: number,
  kind: MarketFlight['kind'],
): MarketFlight {
  const minutes = Math.round(segmentMinutes(greatCircleNm(from, to), entry.model.cruiseKnots));
  return { from, to, departs, arrives: departs + minutes * MINUTE, kind };
}

function pick(random: Random, world: MarketAirports, from: Airport, minNm: number, maxNm: number) {
  return drawCandidate(destinationsFrom(world, from, minNm, maxNm), random.next());
}
