import type { EmptyLeg } from '../../core/empty-legs/empty-legs';
import { byWindow, marketLegWindows, offeredLegs, type MarketLegWindow } from '../../core/market/market-empty-legs';
import { weekOf, weekStart, WEEK_MS } from '../../core/market/week-plan';
import {
  CONCIERGE_ONLY_FROM_DAYS_AHEAD,
  CONCIERGE_ONLY_WITHIN_HOURS,
  inServiceArea,
} from '../../core/payments/booking-window';
import type { BusyWindow } from '../../core/quotes/busy-windows';
import type { FleetIndex } from '../../core/quotes/fleet-index';
import type { StopFinder } from '../../core/quotes/routing';
import type { AircraftSchedules } from '../../../ports/charter/aircraft-schedules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;
/** Weeks of windows kept (a booking window of 45 days spans at most 8). */
const WEEKS_KEPT = 10;

/**
 * The market's empty legs (docs/decisions/040): the windows of every positioning flight of
 * other customers' trips, worked out once per week of trips and kept, earliest first, so a
 * query only filters and counts. Contrail's bookings move them: a tail Contrail has booked has
 * its windows worked out again against those bookings, and a leg sold through Contrail is gone.
 */
export class MarketLegs {
  private readonly weeks = new Map<number, MarketLegWindow[]>();

  constructor(
    private readonly schedules: AircraftSchedules,
    private readonly fleet: FleetIndex,
    private readonly findStops: () => StopFinder,
  ) {}

  /**
   * The windows still offered at `now` that `keep` accepts, in the order listed (earliest
   * window first, then by id), Contrail's bookings (`busy`, by tail) applied.
   */
  offered(now: number, busy: ReadonlyMap<string, BusyWindow[]>, keep: (w: MarketLegWindow) => boolean) {
    const from = now + CONCIERGE_ONLY_WITHIN_HOURS * HOUR;
    const until = now + CONCIERGE_ONLY_FROM_DAYS_AHEAD * 24 * HOUR - MINUTE;
    const found: MarketLegWindow[] = [];
    // Trips that began up to a week ago may still fly home within the window.
    for (let week = weekOf(now) - 1; weekStart(week) <= until; week++) {
      for (const window of this.windowsOf(week)) {
        if (window.earliest > until) break;
        if (!keep(window)) continue;
        const others = busy.get(window.trip.tailNumber);
        const current = others ? this.againstBookings(window, others) : window;
        if (current && departsWithin(current, from, until)) found.push(current);
      }
    }
    // Each week is in order; where weeks meet, a window may start before the last of the week
    // before: nearly sorted, which the sort merges in about one pass.
    return found.sort(byWindow);
  }

  /** The empty leg of a window as offered at `now` (its departure times), or undefined when none is left. */
  leg(window: MarketLegWindow, now: number): EmptyLeg | undefined {
    return offeredLegs([window], now)[0];
  }

  /** The empty leg `direction` of the market trip `tripId` at `now`, Contrail's bookings (by tail) applied. */
  find(
    tripId: string,
    direction: 'IN' | 'OUT',
    now: number,
    busy: ReadonlyMap<string, BusyWindow[]>,
  ): EmptyLeg | undefined {
    const trip = this.schedules.trip(tripId);
    const entry = trip ? this.fleet.byTail.get(trip.tailNumber) : undefined;
    if (!trip || !entry) return undefined;
    const others = busy.get(trip.tailNumber) ?? [];
    const windows = marketLegWindows(trip, entry, this.staysAround(trip), others, this.findStops());
    return offeredLegs(
      windows.filter((w) => w.direction === direction),
      now,
    )[0];
  }

  private againstBookings(window: MarketLegWindow, others: readonly BusyWindow[]): MarketLegWindow | undefined {
    // Only a booking near the window (or one that names the leg) can move it: most do not.
    const near = others.some(
      (w) =>
        w.emptyLeg?.of === window.trip.bookingId ||
        (w.from.getTime() < window.latest + DAY && w.to.getTime() > window.earliest - DAY),
    );
    if (!near) return window;
    const trip = this.schedules.trip(window.trip.bookingId);
    if (!trip) return undefined;
    return marketLegWindows(trip, window.entry, this.staysAround(trip), others, this.findStops()).find(
      (w) => w.direction === window.direction,
    );
  }

  private windowsOf(week: number): MarketLegWindow[] {
    let windows = this.weeks.get(week);
    if (windows) return windows;
    windows = [];
    const start = weekStart(week);
    const findStops = this.findStops();
    for (const trip of this.schedules.tripsLeaving(start, start + WEEK_MS)) {
      const entry = this.fleet.byTail.get(trip.tailNumber);
      if (!entry) continue;
      for (const window of marketLegWindows(trip, entry, this.staysAround(trip), [], findStops)) {
        const online = inServiceArea(window.flight.from.countryCode) && inServiceArea(window.flight.to.countryCode);
        if (online && window.earliest <= window.latest) windows.push(window);
      }
    }
    windows.sort(byWindow);
    this.weeks.set(week, windows);
    while (this.weeks.size > WEEKS_KEPT) {
      const oldest = Math.min(...this.weeks.keys());
      this.weeks.delete(oldest);
    }
    return windows;
  }

  private staysAround(trip: { tailNumber: string; flights: readonly { departs: number; arrives: number }[] }) {
    const entry = this.fleet.byTail.get(trip.tailNumber);
    const first = trip.flights[0];
    const last = trip.flights[trip.flights.length - 1];
    if (!entry || !first || !last) return { before: null, after: null };
    return {
      before: this.schedules.placeAt(entry, first.departs - 1),
      after: this.schedules.placeAt(entry, last.arrives),
    };
  }
}

/** Whether a departure time on the quarter hour falls in the window and in [from, until]. */
function departsWithin(window: MarketLegWindow, from: number, until: number): boolean {
  const first = Math.ceil(Math.max(window.earliest, from) / QUARTER_HOUR) * QUARTER_HOUR;
  return first <= Math.min(window.latest, until);
}
