import { PostgresQuoteStore } from '../adapters/postgres-store/charter-quotes';
import type { Database } from '../adapters/postgres-store/database';
import { PostgresRouteWatchStore } from '../adapters/postgres-store/route-watches';
import { routeWatches } from '../adapters/postgres-store/watch-schema';
import { AIRCRAFT_CATEGORIES } from '../src/core/aircraft-categories';
import { ALL_POPULAR_ROUTES } from '../src/core/popular-routes';
import { seededRandom } from '../src/core/random';
import { EmbeddedFlightSearch } from '../src/engine/embedded-flight-search';
import { repriceWatches } from '../src/engine/watches/price-watches';
import { WatchLinks } from '../src/engine/watches/watch-links';
import { benchEngineDeps } from './engine-deps';

const PRICE_WATCHES = Number(process.env.PRICE_WATCHES ?? 2_000);
const DAY_MS = 86_400_000;

const ymd = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The daily re-pricing of price watches (docs/decisions/048): PRICE_WATCHES active price watches
 * over the popular routes (a round trip or one way, 3 to 60 days out, any category, 1 to 6
 * passengers), all a day since their last pricing, priced again by the job as a node runs it:
 * the embedded engine over the fresh install's market, each search's quote kept in the database.
 * Prints the job's time for them and per 10,000 watches (the job's work for 10,000 a day).
 */
export async function timePriceWatchJob(name: string, database: Database): Promise<void> {
  const now = new Date();
  const flightSearch = new EmbeddedFlightSearch(
    await benchEngineDeps(database, now, new PostgresQuoteStore(database.db)),
  );
  const seeded = seededRandom(48);
  const store = new PostgresRouteWatchStore(database.db);
  const rows = [];
  for (let i = 0; i < PRICE_WATCHES; i++) {
    const route = seeded.pick(ALL_POPULAR_ROUTES);
    const departs = new Date(now.getTime() + (3 + Math.floor(seeded.next() * 57)) * DAY_MS);
    const roundTrip = seeded.next() < 0.6;
    const category = seeded.pick(AIRCRAFT_CATEGORIES);
    const day = ymd(departs);
    const back = ymd(new Date(departs.getTime() + 4 * DAY_MS));
    rows.push({
      id: `pw-${i}`,
      userId: `user-${i % 5_000}`,
      status: 'ACTIVE',
      fromLabel: route.deptICAO,
      toLabel: route.arrivalICAO,
      fromAirports: [route.deptICAO],
      toAirports: [route.arrivalICAO],
      firstDay: day,
      lastDay: roundTrip ? back : day,
      passengers: 1 + Math.floor(seeded.next() * 6),
      categories: [category],
      emptyLegs: false,
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
      price: {
        search: {
          routeType: roundTrip ? ('ROUND_TRIP' as const) : ('ONE_WAY' as const),
          travelCities: [
            {
              origin: route.deptICAO,
              destination: route.arrivalICAO,
              departureTime: `${day} 10:00`,
              returnTime: roundTrip ? `${back} 15:00` : null,
              order: '1',
            },
          ],
        },
        category,
        dropPercent: 10,
        watchedCents: 10_000_000,
      },
      pricedAt: new Date(now.getTime() - DAY_MS - 60_000),
      pricedCents: 10_000_000,
    });
  }
  for (let i = 0; i < rows.length; i += 1_000) await database.db.insert(routeWatches).values(rows.slice(i, i + 1_000));

  const deps = { store, flightSearch, clock: { now: () => now }, links: new WatchLinks('x'.repeat(32)) };
  const start = performance.now();
  const cpu = process.cpuUsage();
  let priced = 0;
  let alerts = 0;
  let runs = 0;
  for (;;) {
    const done = await repriceWatches(deps);
    if (done.priced === 0) break;
    priced += done.priced;
    alerts += done.priceAlerts;
    runs += 1;
  }
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(
    `price watches: ${priced.toLocaleString('en-US')} priced again in ${runs} runs of the job, ${seconds.toFixed(1)} s ` +
      `(${cpuSeconds.toFixed(1)} s CPU), ${((seconds * 1000) / Math.max(1, priced)).toFixed(1)} ms a watch; ${alerts} alerts`,
  );
  console.log(
    `${name}: the daily price-watch job, per 10,000 watches: ${((seconds * 10_000) / Math.max(1, priced)).toFixed(0)} s ` +
      `(measured on ${priced.toLocaleString('en-US')}; spread over the day: each run of the job takes at most 200)`,
  );
}
