/**
 * Signed-in /book-flight through nginx with one web node and with two (issue 18): the fleet of
 * `npm run fleet` (`npm run build` first), a customer signed in with a stored search (as in
 * bench/ssr.ts), then autocannon through the load balancer. The same fleet serves both
 * variants: the second web node is stopped (taken out of nginx first) for the one-node runs and
 * started again for the two-node runs, in turns, so the machine's other load falls on both.
 *
 *   npm run bench:fleet
 *   BENCH_SECONDS=20 BENCH_ROUNDS=3 BENCH_CONNECTIONS=20 npm run bench:fleet
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { printedCaughtMail } from '../scripts/fleet/mail-catcher';
import { startFleet } from '../scripts/fleet/fleet';
import { newCustomer } from '../test/fleet/customers';
import { CookieJar, searchThroughPages, signInThroughPages } from '../test/support/page-session';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

interface Run {
  webNodes: 1 | 2;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const mailPrinted: string[] = [];
const fleet = await startFleet({
  port: 0,
  env: { LOG_LEVEL: 'warn', MAIL_ITINERARY_PDF: 'false' },
  onMail: (message) => mailPrinted.push(printedCaughtMail(message)),
});
try {
  const customer = await newCustomer(fleet, 0, mailPrinted);
  const jar = await signInThroughPages(fleet.url, customer, new CookieJar(), { 'X-Forwarded-For': customer.address });
  await searchThroughPages(fleet.url, jar);
  const options = { url: `${fleet.url}/book-flight`, connections, headers: { Cookie: jar.header() } };

  const runs: Run[] = [];
  console.log(
    `fleet benchmark: signed-in /book-flight through nginx, ${connections} connections, ${seconds} s per run, ` +
      `${rounds} rounds; ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}\n`,
  );
  console.log('web nodes   req/s    p99 ms   errors  non-2xx');
  for (let round = 0; round < rounds; round++) {
    for (const webNodes of [1, 2] as const) {
      if (webNodes === 1) await fleet.stopNode('web-2');
      else await fleet.start('web-2');
      // Warm-up: a node just started compiles its routes and fills its session cache.
      await autocannon({ ...options, duration: 2 });
      const r = await autocannon({ ...options, duration: seconds });
      const run = { webNodes, rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
      runs.push(run);
      console.log(
        `${String(webNodes).padStart(9)} ${run.rps.toFixed(0).padStart(7)} ${run.p99.toFixed(1).padStart(9)} ` +
          `${String(run.errors).padStart(8)} ${String(run.non2xx).padStart(8)}`,
      );
    }
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  };
  const of = (n: 1 | 2) => runs.filter((r) => r.webNodes === n);
  const one = { rps: median(of(1).map((r) => r.rps)), p99: median(of(1).map((r) => r.p99)) };
  const two = { rps: median(of(2).map((r) => r.rps)), p99: median(of(2).map((r) => r.p99)) };
  console.log(`\nmedian, 1 web node:  ${one.rps.toFixed(0)} req/s, p99 ${one.p99.toFixed(1)} ms`);
  console.log(`median, 2 web nodes: ${two.rps.toFixed(0)} req/s, p99 ${two.p99.toFixed(1)} ms`);
  console.log(`ratio 2/1: ${(two.rps / Math.max(1, one.rps)).toFixed(2)}`);
} finally {
  await fleet.stop();
}
