import { AIRCRAFT_CATEGORIES, type AircraftCategory } from '../aircraft-categories';
import { WIND_ROUTE_FACTOR } from './rates';
import {
  isQualifyingOperator,
  type Aircraft,
  type AircraftModel,
  type Airport,
  type Operator,
} from '../charter/reference-data';

/** One aircraft the engine may offer, with everything pricing needs resolved once. */
export interface FleetEntry {
  aircraft: Aircraft;
  model: AircraftModel;
  operator: Operator;
  home: Airport;
  /** Position of `home` in `FleetIndex.homes`: ferry distances are computed per base, not per tail. */
  homeIndex: number;
  /** Position of the entry in its index (0 to size - 1): per-aircraft tables are arrays, not maps. */
  position: number;
  /** Block hours per nautical mile of route (the cruise speed, slowed by winds and routing). */
  hoursPerNm: number;
  /** What a nautical mile of route costs in this aircraft at its hourly rate, in cents. */
  centsPerNm: number;
}

/**
 * The aircraft that wait at an airport (at their base, or away between other customers'
 * trips), by category, each category's cheapest per nautical mile first (byCostPerMile).
 */
export interface AircraftAt {
  airport: Airport;
  byCategory: Record<AircraftCategory, FleetEntry[]>;
}

/** The order of AircraftAt's lists: the cheapest per nautical mile first, then by position. */
export const byCostPerMile = (a: FleetEntry, b: FleetEntry) => a.centsPerNm - b.centsPerNm || a.position - b.position;

/**
 * The fleet prepared for pricing: only aircraft of qualifying operators with a known model and
 * base, grouped by category and by base. Built once when the reference data loads, so a search
 * computes one ferry distance per airport rather than per tail, and reads the bases nearest its
 * trip first (docs/decisions/063).
 */
export interface FleetIndex {
  byCategory: Record<AircraftCategory, FleetEntry[]>;
  /** Each base's aircraft, in the order of `homes`. */
  atHome: AircraftAt[];
  /** The lowest cost per nautical mile of each category: with the nearest airport, the least any aircraft can cost. */
  leastCentsPerNm: Record<AircraftCategory, number>;
  /** The same entries by tail number (an empty leg starts from a booked tail). */
  byTail: Map<string, FleetEntry>;
  homes: Airport[];
  size: number;
  /**
   * Fuel stops found so far, by route and model: they depend only on the reference data, so
   * searches share them (bounded; see routing.ts).
   */
  stopCache: Map<string, Airport[] | null>;
}

export interface FleetSource {
  fleet: readonly Aircraft[];
  models: readonly AircraftModel[];
  operators: readonly Operator[];
  airport(icao: string): Airport | undefined;
}

export function buildFleetIndex(source: FleetSource): FleetIndex {
  const models = new Map(source.models.map((m) => [m.id, m]));
  const operators = new Map(source.operators.filter((o) => isQualifyingOperator(o.ratings)).map((o) => [o.id, o]));
  const homeIndex = new Map<string, number>();
  const homes: Airport[] = [];
  const byCategory = emptyByCategory();
  const byTail = new Map<string, FleetEntry>();
  let size = 0;
  for (const aircraft of source.fleet) {
    const model = models.get(aircraft.modelId);
    const operator = operators.get(aircraft.operatorId);
    if (!model || !operator) continue;
    let index = homeIndex.get(aircraft.homeBase);
    if (index === undefined) {
      const home = source.airport(aircraft.homeBase);
      if (!home) continue;
      index = homes.length;
      homes.push(home);
      homeIndex.set(aircraft.homeBase, index);
    }
    const home = homes[index];
    if (!home) continue;
    const hoursPerNm = WIND_ROUTE_FACTOR / model.cruiseKnots;
    const centsPerNm = hoursPerNm * aircraft.hourlyRateCents;
    const entry = { aircraft, model, operator, home, homeIndex: index, position: size, hoursPerNm, centsPerNm };
    byCategory[model.category].push(entry);
    byTail.set(aircraft.tailNumber, entry);
    size++;
  }
  const atHome = homes.map((airport) => ({ airport, byCategory: emptyByCategory() }));
  const leastCentsPerNm = {} as Record<AircraftCategory, number>;
  for (const category of AIRCRAFT_CATEGORIES) {
    leastCentsPerNm[category] = Infinity;
    for (const entry of byCategory[category]) {
      atHome[entry.homeIndex]?.byCategory[category].push(entry);
      leastCentsPerNm[category] = Math.min(leastCentsPerNm[category], entry.centsPerNm);
    }
    for (const home of atHome) home.byCategory[category].sort(byCostPerMile);
  }
  return { byCategory, atHome, leastCentsPerNm, byTail, homes, size, stopCache: new Map() };
}

/** One empty list per category. */
export function emptyByCategory(): Record<AircraftCategory, FleetEntry[]> {
  return Object.fromEntries(AIRCRAFT_CATEGORIES.map((c) => [c, []])) as unknown as Record<
    AircraftCategory,
    FleetEntry[]
  >;
}
