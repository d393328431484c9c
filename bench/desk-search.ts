/**
 * The back office's bookings search over 100,000 bookings (issue 16): seeds 100,000 bookings of
 * 20,000 customers (routes over 300 airports, departures over two years, every status, wire
 * holds among the reservations) into a fresh database, then times the searches staff make,
 * each through the real adapter followed by the audit line the desk writes for it. Prints
 * p50/p95/p99 per kind of search and for all of them. Target: p95 under 50 ms on PGlite and on
 * PostgreSQL.
 *
 *   npm run bench:desk-search                   # PGlite, then a throw-away PostgreSQL
 *   BENCH_DB=pglite npm run bench:desk-search   # one of them
 *   BOOKINGS=20000 RUNS=20 npm run bench:desk-search
 */
import { randomUUID } from 'node:crypto';
import { PostgresAuditLog } from '../adapters/postgres-store/audit-log';
import type { Database } from '../adapters/postgres-store/database';
import { PostgresDeskStore } from '../adapters/postgres-store/desk';
import type { BookingQuery } from '../ports/support-desk';
import { machineLine, onEachDatabase } from './each-database';
import { seedBookings } from './desk-seed';

const BOOKINGS = Number(process.env.BOOKINGS ?? 100_000);
const CUSTOMERS = Math.max(10, Math.round(BOOKINGS / 5));
const RUNS = Number(process.env.RUNS ?? 40);
const PAGE = { limit: 25, offset: 0 };
const DAY = 86_400_000;

function searches(now: Date, someId: string, someEmail: string): [string, BookingQuery, number][] {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY);
  return [
    ['everything, newest departures', {}, 1],
    ['everything, page 40', {}, 40],
    ['reference (8 characters)', { text: someId.slice(0, 8) }, 1],
    ['customer e-mail', { text: someEmail }, 1],
    ['customer name', { text: 'maya okafor' }, 1],
    ['last name prefix', { text: 'tanaka1' }, 1],
    ['route from and to', { from: 'K017', to: 'K119' }, 1],
    ['route from', { from: 'K042' }, 1],
    ['dates, one week', { departsFrom: day(10), departsTo: day(17) }, 1],
    ['status held', { status: 'held' }, 1],
    ['status payment pending', { status: 'payment-pending' }, 1],
    ['status cancelled, page 5', { status: 'cancelled' }, 5],
    ['route + dates + booked', { from: 'K042', departsFrom: day(-200), departsTo: day(200), status: 'booked' }, 1],
    ['name + status booked', { text: 'sofia', status: 'booked' }, 1],
    // Worst cases: nothing matches, so no page fills early.
    ['route nobody flies', { from: 'K999', to: 'K017' }, 1],
    ['text nothing matches', { text: 'zzzz' }, 1],
    ['held, a day without any', { status: 'held', departsFrom: day(400), departsTo: day(401) }, 1],
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (n: number) => n.toFixed(1).padStart(6);

async function run(name: string, database: Database): Promise<void> {
  const now = new Date();
  const seeding = performance.now();
  const { someId, someEmail } = await seedBookings(database, now, { bookings: BOOKINGS, customers: CUSTOMERS });
  console.log(
    `\n${name}: ${BOOKINGS.toLocaleString('en-US')} bookings of ${CUSTOMERS.toLocaleString('en-US')} customers seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const desk = new PostgresDeskStore(database.db);
  const audit = new PostgresAuditLog(database.db);
  const all: number[] = [];
  console.log(`${'search'.padEnd(34)}  found   p50 ms  p95 ms  p99 ms`);
  for (const [label, query, page] of searches(now, someId, someEmail)) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < RUNS + 3; i += 1) {
      const start = performance.now();
      const result = await desk.searchBookings(query, { ...PAGE, offset: (page - 1) * PAGE.limit });
      await audit.recordStaffAccess({
        actorUserId: 'staff-bench',
        action: 'desk.bookings.search',
        bookingId: null,
        found: result.bookings.length > 0,
        details: label,
        requestId: randomUUID(),
        at: new Date(),
      });
      // The first runs warm the caches and the JIT.
      if (i >= 3) times.push(performance.now() - start);
      found = result.bookings.length;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${label.padEnd(34)}  ${String(found).padStart(5)}  ${ms(percentile(times, 0.5))}  ${ms(percentile(times, 0.95))}  ${ms(percentile(times, 0.99))}`,
    );
  }
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 0.95);
  console.log(
    `${'all searches'.padEnd(34)}  ${''.padStart(5)}  ${ms(percentile(all, 0.5))}  ${ms(p95)}  ${ms(percentile(all, 0.99))}`,
  );
  console.log(`${name}: p95 ${p95.toFixed(1)} ms, target under 50 ms: ${p95 < 50 ? 'met' : 'NOT met'}`);
  console.log(machineLine());
}

await onEachDatabase('bench:desk-search', run);
