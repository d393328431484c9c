/**
 * The empty-legs list over the market (issue 25): the fresh install's fleet and market
 * (src/engine/market), Contrail's bookings in a real database (10,000 seeded by the desk
 * bench's seed: their busy windows and paid trips are read on every query), and the engine's
 * list as GET /api/empty-legs runs it, first page and a later one, with and without filters.
 * Prints the first (cold) query, then p50/p95 per query and for all (no booking written between
 * them: the list reuses its read of the bookings, decision 052), then for all queries each after a
 * booking was written (read anew). Target: p95 under 20 ms, on PGlite and on PostgreSQL.
 *
 *   npm run bench:empty-legs                    # PGlite, then a throw-away PostgreSQL
 *   BENCH_DB=pglite npm run bench:empty-legs    # one of them
 *   BOOKINGS=2000 RUNS=20 npm run bench:empty-legs
 */
import type { Database } from '../adapters/postgres-store/database';
import { anonymous } from '../ports/caller';
import { machineLine, onEachDatabase } from './each-database';
import type { EmptyLegQuery } from '../src/core/empty-legs/empty-leg-requests';
import { EmbeddedEmptyLegs } from '../src/engine/empty-legs/embedded-empty-legs';
import { MemoryQuoteStore } from '../test/fakes/memory-charter-stores';
import { PostgresBookingStore } from '../adapters/postgres-store/bookings';
import { PostgresBookingsChanged } from '../adapters/postgres-store/bookings-changed';
import { bookings } from '../adapters/postgres-store/schema';
import { benchEngineDeps } from './engine-deps';
import { seedBookings } from './desk-seed';

const BOOKINGS = Number(process.env.BOOKINGS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 40);

const QUERIES: [string, EmptyLegQuery][] = [
  ['everything, 2 passengers', { passengers: 2 }],
  ['everything, page 50', { passengers: 2, page: 50 }],
  ['from Teterboro', { passengers: 2, from: 'KTEB' }],
  ['to West Palm Beach', { passengers: 2, to: 'KPBI' }],
  ['light jets, 4 passengers', { passengers: 4, category: 'LIGHT_JET' }],
  ['large jets, 12 passengers', { passengers: 12, category: 'LARGE_JET' }],
  ['a route nobody flies empty', { passengers: 2, from: 'KTEB', to: 'PHNL' }],
];

/** Resolves once `done()` holds, looking every millisecond. */
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 10_000 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 1));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (n: number) => n.toFixed(1).padStart(7);

async function run(name: string, database: Database): Promise<void> {
  const now = new Date();
  await seedBookings(database, now, { bookings: BOOKINGS, customers: Math.max(10, Math.round(BOOKINGS / 5)) });
  const emptyLegs = new EmbeddedEmptyLegs(await benchEngineDeps(database, now, new MemoryQuoteStore()));
  const cold = performance.now();
  const first = await emptyLegs.list({ passengers: 2 }, anonymous());
  console.log(
    `\n${name}: ${BOOKINGS.toLocaleString('en-US')} bookings; ${first.total.toLocaleString('en-US')} empty legs for sale ` +
      `(${first.pages.toLocaleString('en-US')} pages); the first query, planning the market's weeks: ${(performance.now() - cold).toFixed(0)} ms`,
  );
  console.log(`${'query'.padEnd(30)}     found   p50 ms  p95 ms`);
  const all: number[] = [];
  for (const [label, query] of QUERIES) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const start = performance.now();
      const page = await emptyLegs.list(query, anonymous());
      if (i >= 3) times.push(performance.now() - start);
      found = page.total;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${label.padEnd(30)}  ${String(found).padStart(8)}  ${ms(percentile(times, 0.5))} ${ms(percentile(times, 0.95))}`,
    );
  }
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 0.95);
  console.log(`${'all queries'.padEnd(30)}  ${''.padStart(8)}  ${ms(percentile(all, 0.5))} ${ms(p95)}`);
  // The same queries, each after a booking was written (a status set again): the list reads
  // Contrail's bookings anew every time, as on a node whose bookings change between every two
  // queries (docs/decisions/052).
  const store = new PostgresBookingStore(database.db);
  const [someone] = await database.db.select({ id: bookings.id, status: bookings.status }).from(bookings).limit(1);
  let heard = 0;
  const stop = await new PostgresBookingsChanged(database).watch(() => (heard += 1));
  const afterWrite: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    for (const [, query] of QUERIES) {
      const before = heard;
      if (someone) await store.setStatus(someone.id, someone.status as never, now);
      // PostgreSQL delivers the word over its own connection: wait for it, untimed.
      await waitFor(() => heard > before);
      const start = performance.now();
      await emptyLegs.list(query, anonymous());
      if (i >= 3) afterWrite.push(performance.now() - start);
    }
  }
  await stop();
  afterWrite.sort((a, b) => a - b);
  console.log(
    `${'all, a booking written before'.padEnd(30)}  ${''.padStart(8)}  ${ms(percentile(afterWrite, 0.5))} ${ms(percentile(afterWrite, 0.95))}`,
  );
  console.log(`${name}: p95 ${p95.toFixed(1)} ms, target under 20 ms: ${p95 < 20 ? 'met' : 'NOT met'}`);
  console.log(machineLine());
}

await onEachDatabase('bench:empty-legs', run);
