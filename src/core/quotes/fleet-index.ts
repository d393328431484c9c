import { AIRCRAFT_CATEGORIES, type AircraftCategory } from '../aircraft-categories';
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
}

/**
 * The fleet prepared for pricing: only aircraft of qualifying operators with a known model and
 * base, grouped by category. Built once when the reference data loads, so a search only scans
 * arrays and computes one ferry distance per base (about 100) rather than per tail (5,000+).
 */
export interface FleetIndex {
  byCategory: Record<AircraftCategory, FleetEntry[]>;
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
  const byCategory = Object.fromEntries(AIRCRAFT_CATEGORIES.map((c) => [c, [] as FleetEntry[]])) as Record<
    AircraftCategory,
    FleetEntry[]
  >;
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
    const entry = { aircraft, model, operator, home, homeIndex: index, position: size };
    byCategory[model.category].push(entry);
    byTail.set(aircraft.tailNumber, entry);
    size++;
  }
  return { byCategory, byTail, homes, size, stopCache: new Map() };
}
