import type { BookedTrip, EmptyLeg } from '../empty-legs/empty-legs';
import { emptyLegId, windowedLeg } from '../empty-legs/empty-legs';
import type { BusyWindow } from '../quotes/busy-windows';
import type { FleetEntry } from '../quotes/fleet-index';
import { BUSY_BUFFER_HOURS, EMPTY_LEG_TURNAROUND_MINUTES, EMPTY_LEG_WINDOW_HOURS } from '../quotes/rates';
import { routeFlight, type RoutedFlight, type StopFinder } from '../quotes/routing';
import type { MarketFlight, MarketTrip, Stay } from './week-plan';

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** An operator does not sell a hop shorter than this as an empty leg (docs/decisions/040). */
export const EMPTY_LEG_MIN_BLOCK_MINUTES = 30;

/** A positioning flight of the market as an empty leg for sale, before the clock is applied. */
export interface MarketLegWindow {
  /** The empty leg's id (emptyLegId): "in-m-<tail>-<week>-<n>". */
  id: string;
  trip: BookedTrip;
  direction: 'IN' | 'OUT';
  entry: FleetEntry;
  flight: RoutedFlight;
  /** The departure window, epoch milliseconds. */
  earliest: number;
  latest: number;
}

/**
 * The empty legs of another customer's trip (docs/decisions/040): its positioning flights, sold
 * as Contrail sells its own trips' (docs/decisions/038), each within a window that keeps the
 * trip's own flying whole:
 * - IN, the flight to the customer's first airport, lands at the latest an hour before the
 *   charter leaves (the market's turnaround) and leaves at the earliest when the aircraft got
 *   where it waits (`before`, the stay before the trip), or a day before it must land;
 * - OUT, the flight home after the trip, leaves at the earliest an hour after the trip is over
 *   and lands home before the aircraft's next stay ends (`after`), at most a day later.
 * `others` are the tail's Contrail bookings: a window never overlaps them, and a leg sold
 * through Contrail (a booking that names it) is gone, for everyone.
 */
export function marketLegWindows(
  trip: MarketTrip,
  entry: FleetEntry,
  stays: { before: Stay | null; after: Stay | null },
  others: readonly BusyWindow[],
  findStops: StopFinder,
): MarketLegWindow[] {
  const windows: MarketLegWindow[] = [];
  const sold = (direction: 'IN' | 'OUT') =>
    others.some((w) => w.emptyLeg?.of === trip.id && w.emptyLeg.direction === direction);
  const sells = (flight: MarketFlight | undefined): flight is MarketFlight =>
    flight?.kind === 'POSITION' && flight.arrives - flight.departs >= EMPTY_LEG_MIN_BLOCK_MINUTES * MINUTE;
  const first = trip.flights[0];
  const last = trip.flights[trip.flights.length - 1];
  if (!first || !last) return windows;
  const booked: BookedTrip = {
    bookingId: trip.id,
    tailNumber: trip.tailNumber,
    firstFrom: first.to,
    firstDeparts: trip.firstDeparts,
    lastTo: last.from,
    lastArrives: trip.lastArrives,
    busyFrom: first.departs - BUSY_BUFFER_HOURS * HOUR,
    busyTo: last.arrives + BUSY_BUFFER_HOURS * HOUR,
  };
  if (sells(first) && !sold('IN')) {
    const flight = routeFlight(first.from, first.to, entry.model, findStops);
    if (flight) {
      const latest = first.departs;
      let earliest = Math.max(latest - EMPTY_LEG_WINDOW_HOURS * HOUR, stays.before?.from ?? latest);
      for (const w of others) if (w.from.getTime() < latest) earliest = Math.max(earliest, w.to.getTime());
      windows.push({ id: emptyLegId(trip.id, 'IN'), trip: booked, direction: 'IN', entry, flight, earliest, latest });
    }
  }
  if (last !== first && sells(last) && !sold('OUT')) {
    const flight = routeFlight(last.from, last.to, entry.model, findStops);
    if (flight) {
      const earliest = trip.lastArrives + EMPTY_LEG_TURNAROUND_MINUTES * MINUTE;
      const block = flight.blockMinutes * MINUTE;
      let latest = Math.min(earliest + EMPTY_LEG_WINDOW_HOURS * HOUR, (stays.after?.to ?? Infinity) - block);
      for (const w of others) if (w.to.getTime() > earliest) latest = Math.min(latest, w.from.getTime() - block);
      windows.push({ id: emptyLegId(trip.id, 'OUT'), trip: booked, direction: 'OUT', entry, flight, earliest, latest });
    }
  }
  return windows;
}

/** Earliest window first, then by id: the order the list shows them in. */
export function byWindow(a: MarketLegWindow, b: MarketLegWindow): number {
  return a.earliest - b.earliest || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The legs of those windows still offered at `now` (from 24 hours to 45 days ahead). */
export function offeredLegs(windows: readonly MarketLegWindow[], now: number): EmptyLeg[] {
  return windows
    .map((w) => windowedLeg(w.trip, w.direction, w.entry, w.flight, w.earliest, w.latest, now))
    .filter((leg) => leg.departures.length > 0);
}
