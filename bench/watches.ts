/**
 * Route watches' matching (issue 27, docs/decisions/047): 100,000 active watches in a real
 * database, spread over the metro areas' and the busiest airports' routes, then new empty legs
 * matched one at a time as the job does (the watches a leg fits found and its matches written).
 * Prints p50/p95 per leg and how many watches each matched. Target: p95 under 20 ms, on PGlite
 * and on PostgreSQL. Then the price watches' daily job (price-watch-job.ts): its time per
 * 10,000 watches.
 *
 *   npm run bench:watches                    # PGlite, then a throw-away PostgreSQL
 *   BENCH_DB=pglite WATCHES=20000 PRICE_WATCHES=500 npm run bench:watches
 */
import type { Database } from '../adapters/postgres-store/database';
import { PostgresRouteWatchStore } from '../adapters/postgres-store/route-watches';
import { routeWatches } from '../adapters/postgres-store/watch-schema';
import { AIRCRAFT_CATEGORIES } from '../src/core/aircraft-categories';
import { airportsOf, METRO_AREAS } from '../src/core/charter/metro-areas';
import { seededRandom } from '../src/core/random';
import type { WatchedLegFacts } from '../src/core/watches/watch-matching';
import type { RouteWatch } from '../src/core/watches/watch-rules';
import { machineLine, onEachDatabase } from './each-database';
import { timePriceWatchJob } from './price-watch-job';

const WATCHES = Number(process.env.WATCHES ?? 100_000);
const LEGS = Number(process.env.LEGS ?? 200);
const BATCH = 2_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const day = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The places people watch: each metro area, or one of its airports. */
const PLACES: string[][] = METRO_AREAS.flatMap((metro) => {
  const airports = airportsOf(metro);
  return [airports].concat(airports.map((a) => [a]));
});

async function run(name: string, database: Database): Promise<void> {
  const seeded = seededRandom(2027);
  const random = () => seeded.next();
  const pick = <T>(list: readonly T[]): T => seeded.pick(list);
  const now = new Date();
  const store = new PostgresRouteWatchStore(database.db);
  const seeding = performance.now();
  for (let i = 0; i < WATCHES; i += BATCH) {
    const rows: (RouteWatch & { lastAlertedAt: null })[] = [];
    for (let j = i; j < Math.min(WATCHES, i + BATCH); j++) {
      const from = pick(PLACES);
      let to = pick(PLACES);
      while (to.some((a) => from.includes(a))) to = pick(PLACES);
      const start = Math.floor(random() * 30);
      rows.push({
        id: `w-${j}`,
        userId: `user-${j % 20_000}`,
        status: 'ACTIVE',
        fromLabel: from.join(','),
        toLabel: to.join(','),
        fromAirports: from,
        toAirports: to,
        firstDay: day(now, start),
        lastDay: day(now, start + 1 + Math.floor(random() * 59)),
        passengers: 1 + Math.floor(random() * 6),
        categories: [pick(AIRCRAFT_CATEGORIES)],
        price: null,
        emptyLegs: true,
        createdAt: new Date(now.getTime() - 86_400_000),
        lastAlertedAt: null,
      });
    }
    await database.db.insert(routeWatches).values(rows);
  }
  console.log(
    `\n${name}: ${WATCHES.toLocaleString('en-US')} active watches seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const times: number[] = [];
  let matched = 0;
  for (let i = 0; i < LEGS + 5; i++) {
    const from = pick(pick(PLACES));
    let to = pick(pick(PLACES));
    while (to === from) to = pick(pick(PLACES));
    const departs = day(now, Math.floor(random() * 60));
    const leg: WatchedLegFacts = {
      id: `leg-${i}`,
      from: { code: from, name: from },
      to: { code: to, name: to },
      category: pick(AIRCRAFT_CATEGORIES),
      categoryName: 'Jet',
      seats: 4 + Math.floor(random() * 10),
      earliest: '01-01-2027 10:00:00',
      earliestAt: now.toISOString(),
      firstDay: departs,
      lastDay: departs,
      totalCents: 500_000,
    };
    const start = performance.now();
    const n = await store.match(leg, now);
    if (i >= 5) {
      times.push(performance.now() - start);
      matched += n;
    }
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  console.log(
    `matching one new leg (${LEGS} legs, ${(matched / LEGS).toFixed(1)} watches matched per leg): ` +
      `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(`${name}: p95 ${p95.toFixed(1)} ms, target under 20 ms: ${p95 < 20 ? 'met' : 'NOT met'}`);
  await timePriceWatchJob(name, database);
  console.log(machineLine());
}

await onEachDatabase('bench:watches', run);
