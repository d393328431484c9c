import type { Booking } from '../../ports/charter/booking-store';
import type { AircraftCategory } from '../../src/core/aircraft-categories';

/**
 * Empty legs (features/empty-legs), in business terms. The domain driver runs the engine's use
 * cases in memory; the http and browser drivers use the pages, and arrange what happened
 * before (a paid trip, a payment) through the running application's own use cases.
 */
export interface PaidTrip {
  tail: string;
  /** ICAO code of the aircraft's home base. */
  home: string;
  /** When the trip lands, epoch milliseconds. */
  landsAt: number;
}

/** An empty leg as the list shows it. */
export interface ListedLeg {
  from: string;
  to: string;
  /** The category's name, "Light Jet". */
  category: string;
  /** The first departure time offered, epoch milliseconds. */
  earliest: number;
  /** The total shown for the party ("$1,234.56"), the taxes in it and the aircraft's charter price, in cents. */
  total: string;
  taxes: number;
  charterPrice: number;
}

/** A person's trip as Contrail holds it. */
export interface TripState {
  status: string;
  tail: string;
  busyFrom: number;
  busyTo: number;
  departures: string[];
}

export function tripStateOf(booking: Booking): TripState {
  return {
    status: booking.status,
    tail: booking.tailNumber,
    busyFrom: booking.busyFrom.getTime(),
    busyTo: booking.busyTo.getTime(),
    departures: booking.legs.map((leg) => leg.departureDateTime),
  };
}

export interface EmptyLegTasks {
  /** A person's trip on the cheapest aircraft of a category, paid in full. */
  paidTrip(
    person: string,
    trip: { from: string; to: string; leavesInDays: number; category: AircraftCategory },
  ): Promise<PaidTrip>;
  /** The empty legs the person sees, priced for a party (her page stays open as it was). */
  list(person: string, passengers: number): Promise<ListedLeg[]>;
  /**
   * The person books the empty leg leaving `from` from the list she last saw, at the first
   * time offered: the total the review of her booking shows, or what she is told instead.
   */
  book(person: string, from: string): Promise<{ total: string } | { refused: string }>;
  /** The person pays for the booking she made last, in full. */
  pay(person: string): Promise<void>;
  /** The person's paid trip as Contrail holds it now. */
  trip(person: string): Promise<TripState>;
}

/** "$1,234.56" as cents. */
export const cents = (shown: string) => Math.round(Number(shown.replace(/[$,\s]/g, '')) * 100);
