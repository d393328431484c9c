import type { MarketTrip, Stay } from '../../src/core/market/week-plan';
import type { AircraftAt, FleetEntry } from '../../src/core/quotes/fleet-index';

/**
 * The aircraft's other flying (docs/decisions/040): the trips operators fly for customers who
 * are not Contrail's, and where each aircraft waits between them. The embedded engine's
 * adapter generates a deterministic market (src/engine/market); a real operator feed would
 * keep the operators' published schedules in step here instead. Pricing reads it for hundreds
 * of aircraft per search, so reads are synchronous: an adapter of a remote feed answers from its
 * local copy.
 */
export interface AircraftSchedules {
  /**
   * Where the aircraft waits at `at` (epoch milliseconds) and from when until when it stays
   * there; null while it flies another customer's trip (or waits away during one).
   */
  placeAt(entry: FleetEntry, at: number): Stay | null;
  /**
   * Every airport where some aircraft waits at some instant of [from, to), with those aircraft
   * (each at every such airport): a search reads the airports nearest its trip first, and
   * stops where even the cheapest aircraft could not compete, instead of placing every aircraft.
   */
  waitingAt(from: number, to: number): readonly AircraftAt[];
  /** The other customers' trips whose first flight leaves within [from, to), by departure. */
  tripsLeaving(from: number, to: number): readonly MarketTrip[];
  /** One trip by id ("m-<tail>-<week>-<n>"), or undefined when there is none. */
  trip(id: string): MarketTrip | undefined;
}

export const AIRCRAFT_SCHEDULES = Symbol.for('contrail.AircraftSchedules');
