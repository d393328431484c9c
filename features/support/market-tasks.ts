import type { AircraftCategory } from '../../src/core/aircraft-categories';
import type { Charges } from '../../src/core/quotes/price-aircraft';

/**
 * A moving market (features/market), in business terms: the market of a fresh install on a
 * date the scenario holds, searched and booked through the engine's use cases (domain) or the
 * REST API (http).
 */
export interface MarketTrip {
  from: string;
  to: string;
  /** YYYY-MM-DD, leaving at 10:00 on the departure airport's clock. */
  day: string;
  /** Days from the departure to the return; absent for a one-way flight. */
  staysDays?: number;
}

/** An aircraft a search offered, with what its guaranteed price is made of. */
export interface OfferedAircraft {
  tail: string;
  aircraftPrice: number;
  charges: Charges;
}

/** An empty leg as listed. */
export interface ListedEmptyLeg {
  id: string;
  /** Its first departure time, epoch milliseconds. */
  first: number;
  departure: string;
}

export interface MarketTasks {
  /** Epoch milliseconds of the scenario's now. */
  now(): number;
  /**
   * The aircraft of a category nearest to an airport (by its base) that another customer's
   * trip keeps away at an instant: its tail.
   */
  awayAircraft(category: AircraftCategory, near: string, at: number): string;
  /** Where the market has an aircraft waiting at an instant (its airport's code), and whether that is its base. */
  placeOf(tail: string, at: number): { airport: string; home: boolean } | null;
  /** What the engine charges for the trip with that aircraft from where it waits (aircraft price, cents). */
  priceFromWhereItWaits(tail: string, trip: MarketTrip): number | null;
  /** Searches on a node (0: the first); the aircraft offered per category, cheapest first, and the strip. */
  search(
    trip: MarketTrip,
    node?: number,
  ): Promise<{
    offered: Record<AircraftCategory, OfferedAircraft[]>;
    strip: Record<AircraftCategory, (string | null)[]>;
  }>;
  /** The first page of empty legs for a party on a node, and how many are for sale. */
  emptyLegs(passengers: number, node?: number): Promise<{ total: number; legs: ListedEmptyLeg[] }>;
  /** Books an empty leg at its first time for a party, and pays for it in full. */
  bookAndPay(leg: ListedEmptyLeg, passengers: number): Promise<void>;
  /** A second node of Contrail over the same data. */
  secondNode(): Promise<void>;
  close(): Promise<void>;
}
