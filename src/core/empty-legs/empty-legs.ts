import type { Airport } from '../charter/reference-data';
import { CONCIERGE_ONLY_FROM_DAYS_AHEAD, CONCIERGE_ONLY_WITHIN_HOURS, inServiceArea } from '../payments/booking-window';
import type { BusyWindow } from '../quotes/busy-windows';
import type { FleetEntry } from '../quotes/fleet-index';
import {
  BUSY_BUFFER_HOURS,
  EMPTY_LEG_DEPARTURE_STEP_MINUTES,
  EMPTY_LEG_TURNAROUND_MINUTES,
  EMPTY_LEG_WINDOW_HOURS,
} from '../quotes/rates';
import { routeFlight, type RoutedFlight, type StopFinder } from '../quotes/routing';
import type { QuotedOption } from '../quotes/search-quotes';

/**
 * Empty legs (docs/decisions/038): a booked trip makes its aircraft fly empty from its home
 * base to the trip's first airport (IN) and home from the last one (OUT), as the quote engine
 * priced it (docs/decisions/008). Each such flight is sold as an empty leg within a departure
 * window: the aircraft may leave later than planned after the trip, or earlier before it,
 * without touching the trip itself or any other booking of the tail.
 */
export type EmptyLegDirection = NonNullable<QuotedOption['emptyLeg']>['direction'];

/** What a trip paid in full tells about its aircraft's empty flights. */
export interface BookedTrip {
  bookingId: string;
  tailNumber: string;
  firstFrom: Airport;
  /** Epoch milliseconds. */
  firstDeparts: number;
  lastTo: Airport;
  lastArrives: number;
  /** The trip's busy window (its ferries and buffers included). */
  busyFrom: number;
  busyTo: number;
}

export interface EmptyLeg {
  id: string;
  trip: BookedTrip;
  direction: EmptyLegDirection;
  entry: FleetEntry;
  flight: RoutedFlight;
  /** The departure window, epoch milliseconds: the first and last departures offered. */
  earliest: number;
  latest: number;
  /** The departure times offered, every EMPTY_LEG_DEPARTURE_STEP_MINUTES from the first quarter hour. */
  departures: number[];
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
const QUARTER_HOUR = 15 * MINUTE;
const BUFFER = BUSY_BUFFER_HOURS * HOUR;
const TURNAROUND = EMPTY_LEG_TURNAROUND_MINUTES * MINUTE;
const WINDOW = EMPTY_LEG_WINDOW_HOURS * HOUR;

export const emptyLegId = (bookingId: string, direction: EmptyLegDirection) =>
  `${direction.toLowerCase()}-${bookingId}`;

export function parseEmptyLegId(id: string): { bookingId: string; direction: EmptyLegDirection } | null {
  const [, direction, bookingId] = /^(in|out)-(.+)$/.exec(id) ?? [];
  if (!direction || !bookingId) return null;
  return { bookingId, direction: direction === 'in' ? 'IN' : 'OUT' };
}

/**
 * The empty legs of a booked trip still to be sold. `others` are the tail's busy windows of
 * every other booking (an empty leg already sold among them): a window never overlaps them,
 * so a leg that has been sold, or whose time another trip has taken, has no window left.
 * - OUT leaves from the last arrival, at the earliest after the turnaround, at the latest a
 *   day later, and lands home (with the buffer) before the tail's next booking begins.
 * - IN lands at the first airport at the latest a turnaround before the trip leaves, leaves
 *   home at the earliest a day before that, and after the tail's previous booking (with the
 *   buffer) has ended.
 * Departures are offered only while the leg can be booked online (decision 005: from 24
 * hours to 45 days ahead, inside the service area); a leg whose window has passed is gone.
 */
export function emptyLegsOf(
  trip: BookedTrip,
  entry: FleetEntry,
  others: readonly BusyWindow[],
  findStops: StopFinder,
  now: number,
): EmptyLeg[] {
  const legs: EmptyLeg[] = [];
  const home = entry.home;
  if (trip.lastTo.icao !== home.icao) {
    const flight = routeFlight(trip.lastTo, home, entry.model, findStops);
    if (flight) {
      const earliest = trip.lastArrives + TURNAROUND;
      let latest = earliest + WINDOW;
      for (const w of others) {
        if (w.to.getTime() > trip.lastArrives) latest = Math.min(latest, w.from.getTime() - ferryTime(flight));
      }
      legs.push(windowedLeg(trip, 'OUT', entry, flight, earliest, latest, now));
    }
  }
  if (trip.firstFrom.icao !== home.icao) {
    const flight = routeFlight(home, trip.firstFrom, entry.model, findStops);
    if (flight) {
      const latest = trip.firstDeparts - flight.blockMinutes * MINUTE - TURNAROUND;
      let earliest = latest - WINDOW;
      for (const w of others) {
        if (w.from.getTime() < trip.firstDeparts) earliest = Math.max(earliest, w.to.getTime() + BUFFER);
      }
      legs.push(windowedLeg(trip, 'IN', entry, flight, earliest, latest, now));
    }
  }
  return legs.filter((l) => l.departures.length > 0);
}

/** The flight's block time and the buffer after it: an OUT leg must be home this long before the next booking. */
const ferryTime = (flight: RoutedFlight) => flight.blockMinutes * MINUTE + BUFFER;

export function windowedLeg(
  trip: BookedTrip,
  direction: EmptyLegDirection,
  entry: FleetEntry,
  flight: RoutedFlight,
  earliest: number,
  latest: number,
  now: number,
): EmptyLeg {
  const online = inServiceArea(flight.from.countryCode) && inServiceArea(flight.to.countryCode);
  const from = Math.max(earliest, now + CONCIERGE_ONLY_WITHIN_HOURS * HOUR);
  const until = Math.min(latest, now + CONCIERGE_ONLY_FROM_DAYS_AHEAD * 24 * HOUR - MINUTE);
  const departures: number[] = [];
  if (online) {
    const step = EMPTY_LEG_DEPARTURE_STEP_MINUTES * MINUTE;
    for (let t = Math.ceil(from / QUARTER_HOUR) * QUARTER_HOUR; t <= until; t += step) departures.push(t);
  }
  return { id: emptyLegId(trip.bookingId, direction), trip, direction, entry, flight, earliest, latest, departures };
}

/**
 * When the tail is taken by an empty leg leaving at `departs`: its flight with the buffer each
 * side, stretched to meet the trip it serves, so the tail is never shown free in between while
 * it waits away from home (OUT: from the trip's end; IN: until the trip's start), and never
 * reaching into that trip's own flying.
 */
export function emptyLegBusyWindow(leg: EmptyLeg, departs: number): { from: number; to: number } {
  const flightEnd = departs + leg.flight.blockMinutes * MINUTE + BUFFER;
  if (leg.direction === 'OUT') {
    return { from: Math.max(leg.trip.lastArrives, Math.min(departs - BUFFER, leg.trip.busyTo)), to: flightEnd };
  }
  return { from: departs - BUFFER, to: Math.min(leg.trip.firstDeparts, Math.max(flightEnd, leg.trip.busyFrom)) };
}
