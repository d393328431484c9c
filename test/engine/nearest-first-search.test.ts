import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../src/composition/adapter-modules';
import { AIRCRAFT_CATEGORIES } from '../../src/core/aircraft-categories';
import { MARKET_DEFAULTS } from '../../src/core/market/week-plan';
import { ALL_POPULAR_ROUTES } from '../../src/core/popular-routes';
import type { BusyWindow } from '../../src/core/quotes/busy-windows';
import type { FleetEntry } from '../../src/core/quotes/fleet-index';
import { greatCircleNm } from '../../src/core/quotes/geo';
import { priceAircraft } from '../../src/core/quotes/price-aircraft';
import { placedAt, priceTrips, type PricingDeps } from '../../src/core/quotes/price-trips';
import { BUSY_BUFFER_HOURS, FULLY_PRICED_PER_CATEGORY } from '../../src/core/quotes/rates';
import { createStopFinder } from '../../src/core/quotes/routing';
import { readTrip, type Trip } from '../../src/core/quotes/trip';
import { SyntheticMarket } from '../../src/engine/market/synthetic-market';
import { quoteDeps } from '../../src/engine/quote-deps';
import type { ReferenceData } from '../../ports/reference-data';
import { oneWay } from '../fixtures/charter';

const DAY = 86_400_000;
const NOW = new Date('2027-02-01T12:00:00Z');

/**
 * A search reads the airports where aircraft wait nearest its trip first and stops where no
 * aircraft further away could rank (docs/decisions/063). What it offers must be exactly what
 * looking at every aircraft of the fleet would: checked here against that plain scan, on the
 * fresh install's fleet, with and without the market, with busy tails, over several days at
 * once (the flexible-dates strip) and over party sizes that rule aircraft out.
 */
describe('a search that reads the nearest airports first', () => {
  let referenceData: ReferenceData;
  beforeAll(async () => {
    referenceData = await loadReferenceData('.data/reference/airports.json');
  }, 60_000);

  /** Every third tail of the fleet taken, on and off, over the weeks searched. */
  function someBusyTails(): Map<string, BusyWindow[]> {
    const busy = new Map<string, BusyWindow[]>();
    const tails = [...quoteDeps(referenceData, new Map()).fleet.byTail.keys()];
    tails.forEach((tail, i) => {
      if (i % 3 !== 0) return;
      const from = NOW.getTime() + ((i % 40) + 1) * DAY;
      busy.set(tail, [{ from: new Date(from), to: new Date(from + (i % 5) * DAY + 6 * 3_600_000) }]);
    });
    return busy;
  }

  /** What a search offers per trip and category: tail and total, cheapest first. */
  const offers = (priced: ReturnType<typeof priceTrips>) =>
    priced.map((trip) =>
      Object.fromEntries(
        AIRCRAFT_CATEGORIES.map((c) => [c, trip[c].map((q) => `${q.entry.aircraft.tailNumber} ${q.total}`)]),
      ),
    );

  /** The same, from every aircraft of the fleet: placed, estimated, the best few priced. */
  function everyAircraft(trips: Trip[], deps: PricingDeps) {
    const findStops = createStopFinder(deps.airportsNear, deps.fleet.stopCache);
    const overlaps = (windows: readonly BusyWindow[] | undefined, from: number, to: number) =>
      (windows ?? []).some((w) => w.from.getTime() < to && w.to.getTime() > from);
    return trips.map((trip) => {
      const [first, last] = [trip.legs[0], trip.legs.at(-1)];
      if (!first || !last) throw new Error('a trip without legs');
      const tripNm = trip.legs.reduce((sum, leg) => sum + greatCircleNm(leg.from, leg.to), 0);
      const lastLegNm = greatCircleNm(last.from, last.to);
      const priced = {} as ReturnType<typeof priceTrips>[number];
      for (const category of AIRCRAFT_CATEGORIES) {
        const candidates: {
          entry: FleetEntry;
          estimate: number;
          stay?: ReturnType<NonNullable<PricingDeps['market']>['place']>;
        }[] = [];
        for (const entry of deps.fleet.byCategory[category]) {
          if (entry.aircraft.seats < trip.passengers) continue;
          const stay = deps.market ? deps.market.place(entry, first.departs) : undefined;
          if (stay === null) continue;
          const at = stay?.airport ?? entry.home;
          const [inNm, outNm] = [greatCircleNm(at, first.from), greatCircleNm(last.to, at)];
          const from = first.departs - (inNm * entry.hoursPerNm + 1 + BUSY_BUFFER_HOURS) * 3_600_000;
          const to = last.departs + ((lastLegNm + outNm) * entry.hoursPerNm + 2 + BUSY_BUFFER_HOURS) * 3_600_000;
          if (overlaps(deps.busy(entry.aircraft.tailNumber), from, to)) continue;
          if (stay && (from < stay.from || to > stay.to)) continue;
          candidates.push({ entry, estimate: (tripNm + inNm + outNm) * entry.centsPerNm, stay: stay ?? undefined });
        }
        candidates.sort((a, b) => a.estimate - b.estimate || a.entry.position - b.entry.position);
        priced[category] = candidates
          .slice(0, FULLY_PRICED_PER_CATEGORY)
          .flatMap(({ entry, stay }) => {
            const quote = priceAircraft(placedAt(entry, stay), trip, findStops, deps.surcharges);
            if (!quote || overlaps(deps.busy(entry.aircraft.tailNumber), quote.busyFrom, quote.busyTo)) return [];
            return stay && (quote.busyFrom < stay.from || quote.busyTo > stay.to) ? [] : [quote];
          })
          .sort((a, b) => a.total - b.total);
      }
      return priced;
    });
  }

  const tripsOf = (from: string, to: string, day: number, days: number, passengers: number) =>
    Array.from({ length: days }, (_, d) => {
      const date = new Date(NOW.getTime() + (day + d) * DAY).toISOString().slice(0, 10);
      const read = readTrip(oneWay(from, to, { date, time: '10:00', passengers }), (c) => referenceData.airport(c));
      if (!read.ok) throw new Error(read.message);
      return read.trip;
    });

  it('offers what a look at every aircraft of the fleet offers, with the market and without', () => {
    const busy = someBusyTails();
    const market = new SyntheticMarket(referenceData, MARKET_DEFAULTS);
    const worlds = {
      'the market': quoteDeps(referenceData, busy, { schedules: market }, NOW),
      'every aircraft at its base': quoteDeps(referenceData, busy),
    };
    let compared = 0;
    for (const deps of Object.values(worlds)) {
      ALL_POPULAR_ROUTES.forEach((route, i) => {
        if (i % 3 !== 0) return;
        const trips = tripsOf(
          route.deptICAO,
          route.arrivalICAO,
          2 + (i % 30),
          i % 2 === 0 ? 7 : 1,
          [2, 7, 13][Math.floor(i / 3) % 3] ?? 2,
        );
        expect(offers(priceTrips(trips, deps))).toEqual(offers(everyAircraft(trips, deps)));
        compared += trips.length;
      });
    }
    expect(compared).toBeGreaterThan(100);
  });
});
