/**
 * Search API throughput: POST /api/aircraft/search-results-v2 over loopback with autocannon,
 * against an api server (bench/search-api-server.ts, its own process) pricing the synthetic
 * 5,000-aircraft world and storing each quote in PGlite. Each request is one of 200 varied
 * searches (round trips, one-ways, multi-city), so the fuel-stop cache is not the only thing
 * measured. Prints requests/s and latency percentiles. Target: at least 100 requests/s with p99
 * under 250 ms on the shared 2-core machine.
 *
 *   npm run bench:search-api                      # embedded PGlite, as `npm start` runs
 *   BENCH_DB=postgres npm run bench:search-api    # a throw-away PostgreSQL, as the api tier runs
 *   BENCH_SECONDS=20 CONNECTIONS=20 npm run bench:search-api
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { Cleanup } from '../scripts/cleanup';
import { startPostgres } from '../scripts/fleet/postgres-cluster';
import { processCpuMs, startServerProcess, waitUntilReady } from './server-process';
import { aSearch } from './synthetic-world';

const port = 3900 + Math.floor(Math.random() * 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${port}`;
const url = `${base}/api/aircraft/search-results-v2`;

const bodies = Array.from({ length: 200 }, () => JSON.stringify(aSearch()));
let next = 0;
const requests = [
  {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    setupRequest: (request: autocannon.Request) => ({ ...request, body: bodies[next++ % bodies.length] }),
  },
];

const cleanup = new Cleanup();
try {
  const postgres = process.env.BENCH_DB === 'postgres' ? await startPostgres() : undefined;
  if (postgres) cleanup.add('PostgreSQL', () => postgres.stop());
  const database = postgres
    ? {
        DATABASE_URL: postgres.url,
        // Production with a shared database wants a secret every node shares; this run is its
        // only node, and its sessions die with it.
        AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-secret-bench-secret-bench-secret-01',
      }
    : {};
  const server = startServerProcess(
    'bench/search-api-server.ts',
    { ...process.env, PORT: String(port), METRICS_PORT: '0', ...database },
    cleanup,
  );
  await waitUntilReady(base, server);
  // Warm-up: JIT, the fleet index (built on the first search) and the fuel-stop cache.
  await autocannon({ url, connections, duration: 3, requests });
  const cpuBefore = processCpuMs(server.pid);
  const r = await autocannon({ url, connections, duration: seconds, requests });
  const cpuPerRequest = (processCpuMs(server.pid) - cpuBefore) / Math.max(1, r.requests.total);
  console.log(
    `POST /api/aircraft/search-results-v2: ${seconds} s, ${connections} connections, loopback, 200 varied searches over 5,000 aircraft, quotes stored in ${postgres ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(
    `requests/s ${r.requests.average.toFixed(0)}   p50 ${r.latency.p50} ms   p90 ${r.latency.p90} ms   p99 ${r.latency.p99} ms   max ${r.latency.max} ms   errors ${r.errors}   non-2xx ${r.non2xx}   server CPU ${cpuPerRequest.toFixed(2)} ms/request`,
  );
  console.log(
    `target: at least 100 requests/s, p99 under 250 ms (machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} while measuring)`,
  );
} finally {
  await cleanup.run();
}
