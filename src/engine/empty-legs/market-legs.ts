import { AIRCRAFT_CATEGORIES, type AircraftCategory } from '../../core/aircraft-categories';
import type { EmptyLeg } from '../../core/empty-legs/empty-legs';
import { byWindow, marketLegWindows, offeredLegs, type MarketLegWindow } from '../../core/market/market-empty-legs';
import { EMPTY_LEG_WINDOW_HOURS } from '../../core/quotes/rates';
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

/** The windows of the weeks a query spans, earliest first, and their positions by tail number. */
interface WindowsBetween {
  first: number;
  last: number;
  windows: MarketLegWindow[];
  byTail: Map<string, number[]>;
  /** The same windows' opening, seats, category (its position in AIRCRAFT_CATEGORIES) and airports, flat. */
  earliest: Float64Array;
  seats: Uint16Array;
  category: Uint8Array;
  from: string[];
  to: string[];
}

/** Which legs a list asks for: a route's airports (ICAO), a category, seats for the party. */
export interface LegFilter {
  from?: string;
  to?: string;
  category?: AircraftCategory;
  passengers: number;
}

function accepts(filter: LegFilter, window: MarketLegWindow): boolean {
  return (
    (!filter.from || window.flight.from.icao === filter.from) &&
    (!filter.to || window.flight.to.icao === filter.to) &&
    (!filter.category || window.entry.model.category === filter.category) &&
    window.entry.aircraft.seats >= filter.passengers
  );
}

/**
 * The market's empty legs (docs/decisions/040): the windows of every positioning flight of
 * other customers' trips, worked out once per week of trips and kept, earliest first, so a
 * query only filters and counts. Contrail's bookings move them: a tail Contrail has booked has
 * its windows worked out again against those bookings, and a leg sold through Contrail is gone.
 */
export class MarketLegs {
  private readonly weeks = new Map<number, MarketLegWindow[]>();
  private between: WindowsBetween | undefined;

  constructor(
    private readonly schedules: AircraftSchedules,
    private readonly fleet: FleetIndex,
    private readonly findStops: () => StopFinder,
  ) {}

  /**
   * How many windows `filter` accepts are still offered at `now`, and the first `limit` of them
   * in the order listed (earliest window first, then by id), Contrail's bookings (`busy`, by
   * tail) applied.
   */
  offered(
    now: number,
    busy: ReadonlyMap<string, BusyWindow[]>,
    filter: LegFilter,
    limit = Infinity,
  ): { total: number; windows: MarketLegWindow[] } {
    const from = now + CONCIERGE_ONLY_WITHIN_HOURS * HOUR;
    const until = now + CONCIERGE_ONLY_FROM_DAYS_AHEAD * 24 * HOUR - MINUTE;
    // Trips that began up to a week ago may still fly home within the window.
    const between = this.windowsBetween(weekOf(now) - 1, weekOf(until));
    const { windows, byTail } = between;
    // Only the windows of tails Contrail has booked can move (a few hundred of tens of
    // thousands): those are worked out first, by position, the rest are taken as they are.
    const moved = new Map<number, MarketLegWindow | undefined>();
    for (const [tail, others] of busy) {
      for (const at of byTail.get(tail) ?? [])
        moved.set(at, this.againstBookings(windows[at] as MarketLegWindow, others));
    }
    const movedAt = [...moved.keys()].sort((a, b) => a - b);
    const found: MarketLegWindow[] = [];
    const shifted: MarketLegWindow[] = [];
    // Past the first `limit` in place, the rest are only counted (a moved one may still come earlier).
    let counted = 0;
    const category = filter.category ? AIRCRAFT_CATEGORIES.indexOf(filter.category) : -1;
    // The filter reads the flat columns (tens of thousands of windows a query); no window is
    // longer than EMPTY_LEG_WINDOW_HOURS, so those that open earlier are over.
    let next = 0;
    for (let at = firstOpening(between.earliest, from - EMPTY_LEG_WINDOW_HOURS * HOUR); at < windows.length; at++) {
      if ((between.earliest[at] ?? 0) > until) break;
      while ((movedAt[next] ?? Infinity) < at) next++;
      if (movedAt[next] === at) {
        const current = moved.get(at);
        if (!current || !accepts(filter, current) || !departsWithin(current, from, until)) continue;
        if (current !== windows[at]) shifted.push(current);
        else if (found.length < limit) found.push(current);
        else counted++;
        continue;
      }
      if ((between.seats[at] ?? 0) < filter.passengers) continue;
      if (category >= 0 && between.category[at] !== category) continue;
      if (filter.from && between.from[at] !== filter.from) continue;
      if (filter.to && between.to[at] !== filter.to) continue;
      const window = windows[at] as MarketLegWindow;
      if (!departsWithin(window, from, until)) continue;
      if (found.length < limit) found.push(window);
      else counted++;
    }
    const total = found.length + counted + shifted.length;
    const first = shifted.length === 0 ? found : merged(found, shifted.sort(byWindow)).slice(0, limit);
    return { total, windows: first };
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

  /** The windows of the weeks `first` to `last`, earliest first, with their positions by tail (kept until the weeks change). */
  private windowsBetween(first: number, last: number): WindowsBetween {
    if (this.between?.first === first && this.between.last === last) return this.between;
    const windows: MarketLegWindow[] = [];
    for (let week = first; week <= last; week++) for (const window of this.windowsOf(week)) windows.push(window);
    // Each week is in order; where weeks meet, a window may open before the last of the week before.
    windows.sort(byWindow);
    const byTail = new Map<string, number[]>();
    const columns = {
      earliest: new Float64Array(windows.length),
      seats: new Uint16Array(windows.length),
      category: new Uint8Array(windows.length),
      from: windows.map((w) => w.flight.from.icao),
      to: windows.map((w) => w.flight.to.icao),
    };
    for (const [at, window] of windows.entries()) {
      const list = byTail.get(window.trip.tailNumber);
      if (list) list.push(at);
      else byTail.set(window.trip.tailNumber, [at]);
      columns.earliest[at] = window.earliest;
      columns.seats[at] = window.entry.aircraft.seats;
      columns.category[at] = AIRCRAFT_CATEGORIES.indexOf(window.entry.model.category);
    }
    this.between = { first, last, windows, byTail, ...columns };
    return this.between;
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

/** The position of the first window opening at or after `time` (binary search; windows earliest first). */
function firstOpening(earliest: Float64Array, time: number): number {
  let [low, high] = [0, earliest.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((earliest[middle] ?? Infinity) < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Two lists in `byWindow` order as one. */
function merged(a: readonly MarketLegWindow[], b: readonly MarketLegWindow[]): MarketLegWindow[] {
  const out: MarketLegWindow[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    const [x, y] = [a[i], b[j]];
    if (x && (!y || byWindow(x, y) <= 0)) {
      out.push(x);
      i++;
    } else if (y) {
      out.push(y);
      j++;
    }
  }
  return out;
}
