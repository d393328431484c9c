import { marketAirports, type MarketAirports } from '../../core/market/market-airports';
import {
  planWeek,
  weekOf,
  weekStart,
  type MarketParameters,
  type MarketTrip,
  type Stay,
  type WeekPlan,
} from '../../core/market/week-plan';
import { ALL_POPULAR_ROUTES } from '../../core/popular-routes';
import { keepRecent } from '../../core/recent-map';
import {
  byCostPerMile,
  emptyByCategory,
  type AircraftAt,
  type FleetEntry,
  type FleetIndex,
} from '../../core/quotes/fleet-index';
import type { AircraftSchedules } from '../../../ports/charter/aircraft-schedules';
import type { ReferenceData } from '../../../ports/reference-data';
import { fleetIndexOf } from '../fleet';
import { BUSINESS_AVIATION_HUBS } from '../reference/fleet-generator';

/** Weeks of plans kept (every aircraft's): about 3 MB each on the full fleet. */
const WEEKS_KEPT = 10;
/** How many weeks a stay at the base is followed into, each side (a trip booked through Contrail lasts less). */
const WEEKS_JOINED = 2;

/**
 * The embedded engine's market (docs/decisions/040): every aircraft of the fleet flies other
 * customers' trips, planned a week at a time from the seed (src/core/market/week-plan.ts) when
 * first asked for, and kept for the most recently used weeks. Plans depend on the seed, the
 * tail and the week alone, so a week dropped and planned again is the same week, and every
 * node plans the same world.
 */
export class SyntheticMarket implements AircraftSchedules {
  private readonly fleet: FleetIndex;
  private world: MarketAirports | undefined;
  /** Plans by week, then tail; a Map keeps insertion order, so the first week is the least recently used. */
  private readonly weeks = new Map<number, Map<string, WeekPlan>>();
  private readonly tripsByWeek = new Map<number, MarketTrip[]>();
  private lastWeek: number | undefined;
  private readonly placements = new Map<number, (readonly Stay[] | undefined)[]>();
  /** Where aircraft wait, by the weeks asked for ("first:last"), the most recent kept. */
  private readonly whereabouts = new Map<string, readonly AircraftAt[]>();

  constructor(
    private readonly referenceData: ReferenceData,
    private readonly parameters: MarketParameters,
  ) {
    this.fleet = fleetIndexOf(referenceData);
  }

  placeAt(entry: FleetEntry, at: number): Stay | null {
    if (this.parameters.tripsPerWeek <= 0) return { airport: entry.home, from: -Infinity, to: Infinity };
    const week = weekOf(at);
    const placements = this.placementsOf(week);
    // A search asks this for every aircraft of a category, and the strip for seven days: the
    // week's stays of each aircraft are joined once, in an array by its position in the fleet.
    let stays = placements[entry.position];
    if (!stays) {
      stays = this.joinedStays(entry, week);
      placements[entry.position] = stays;
    }
    for (let i = 0; i < stays.length; i++) {
      const stay = stays[i] as Stay;
      if (stay.from <= at && at < stay.to) return stay;
    }
    return null;
  }

  waitingAt(from: number, to: number): readonly AircraftAt[] {
    if (this.parameters.tripsPerWeek <= 0 || to <= from) return this.fleet.atHome;
    const [first, last] = [weekOf(from), weekOf(to - 1)];
    const key = `${first}:${last}`;
    let found = this.whereabouts.get(key);
    if (!found) {
      const at = new Map<string, AircraftAt>();
      for (let week = first; week <= last; week++) {
        for (const [category, entries] of Object.entries(this.fleet.byCategory)) {
          for (const entry of entries) {
            for (const stay of this.planOf(entry, week).stays) {
              let place = at.get(stay.airport.icao);
              if (!place) {
                place = { airport: stay.airport, byCategory: emptyByCategory() };
                at.set(stay.airport.icao, place);
              }
              const list = place.byCategory[category as keyof AircraftAt['byCategory']];
              if (list.at(-1) !== entry) list.push(entry);
            }
          }
        }
      }
      found = [...at.values()];
      for (const place of found) for (const list of Object.values(place.byCategory)) list.sort(byCostPerMile);
      keepRecent(this.whereabouts, key, found, WEEKS_KEPT);
    }
    return found;
  }

  tripsLeaving(from: number, to: number): readonly MarketTrip[] {
    if (this.parameters.tripsPerWeek <= 0 || to <= from) return [];
    const found: MarketTrip[] = [];
    for (let week = weekOf(from); weekStart(week) < to; week++) {
      for (const trip of this.tripsOfWeek(week)) {
        const leaves = trip.flights[0]?.departs ?? 0;
        if (leaves >= from && leaves < to) found.push(trip);
      }
    }
    return found;
  }

  trip(id: string): MarketTrip | undefined {
    const [, tail, week] = /^m-(.+)-(-?\d+)-\d+$/.exec(id) ?? [];
    const entry = tail ? this.fleet.byTail.get(tail) : undefined;
    if (!entry || week === undefined || this.parameters.tripsPerWeek <= 0) return undefined;
    return this.planOf(entry, Number(week)).trips.find((t) => t.id === id);
  }

  /** Every trip of a week, by first departure. */
  private tripsOfWeek(week: number): MarketTrip[] {
    let trips = this.tripsByWeek.get(week);
    if (!trips) {
      trips = [];
      for (const entries of Object.values(this.fleet.byCategory)) {
        for (const entry of entries) trips.push(...this.planOf(entry, week).trips);
      }
      trips.sort((a, b) => (a.flights[0]?.departs ?? 0) - (b.flights[0]?.departs ?? 0));
      this.tripsByWeek.set(week, trips);
    }
    return trips;
  }

  /**
   * The week's stays of an aircraft, the first and the last joined to the stays at the same
   * airport that run on into the weeks each side (a week ends and begins at the base).
   */
  private joinedStays(entry: FleetEntry, week: number): readonly Stay[] {
    const stays = this.planOf(entry, week).stays;
    const first = stays[0];
    const last = stays.at(-1);
    if (!first || !last) return stays;
    let from = first.from;
    for (let w = week - 1; w >= week - WEEKS_JOINED && from === weekStart(w + 1); w--) {
      const previous = this.planOf(entry, w).stays.at(-1);
      if (!previous || previous.airport.icao !== first.airport.icao) break;
      from = previous.from;
    }
    let to = last.to;
    for (let w = week + 1; w <= week + WEEKS_JOINED && to === weekStart(w); w++) {
      const next = this.planOf(entry, w).stays[0];
      if (!next || next.airport.icao !== last.airport.icao) break;
      to = next.to;
    }
    if (from === first.from && to === last.to) return stays;
    const joined = stays.slice();
    joined[0] = { ...first, from };
    const end = joined.length - 1;
    joined[end] = { ...(joined[end] as Stay), to };
    return joined;
  }

  /** The joined stays of a week, by aircraft position (the most recent weeks kept). */
  private placementsOf(week: number): (readonly Stay[] | undefined)[] {
    let placements = this.placements.get(week);
    if (!placements) {
      placements = [];
      keepRecent(this.placements, week, placements, WEEKS_KEPT);
    }
    return placements;
  }

  private planOf(entry: FleetEntry, week: number): WeekPlan {
    let plans = this.weeks.get(week);
    if (plans) {
      // Most recently used last (a search asks for one week thousands of times in a row).
      if (this.lastWeek !== week) {
        this.weeks.delete(week);
        this.weeks.set(week, plans);
      }
    } else {
      plans = new Map();
      keepRecent(this.weeks, week, plans, WEEKS_KEPT, (dropped) => this.tripsByWeek.delete(dropped));
    }
    this.lastWeek = week;
    const tail = entry.aircraft.tailNumber;
    let plan = plans.get(tail);
    if (!plan) {
      plan = planWeek(entry, week, this.airports(), this.parameters);
      plans.set(tail, plan);
    }
    return plan;
  }

  private airports(): MarketAirports {
    this.world ??= marketAirports({
      hubs: BUSINESS_AVIATION_HUBS,
      popularRoutes: ALL_POPULAR_ROUTES.map((r) => [r.deptICAO, r.arrivalICAO] as const),
      bases: this.fleet.homes,
      airport: (icao) => this.referenceData.airport(icao),
    });
    return this.world;
  }
}
