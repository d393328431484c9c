/**
 * Server-side rendering throughput: starts the built app (`npm run build` first) as its own
 * process (bench/ssr-server.ts), then loads each page with autocannon over loopback and prints
 * requests per second and latency percentiles. Targets: at least 800 requests/s for /faq
 * (issue 2); at least 300 for /consumer-booking and /book-flight (issue 5).
 *
 * A page written "customer:/path" is loaded signed in as a customer who has searched KTEB to
 * KPBI (a stored search), so /book-flight renders real results.
 *
 *   npm run bench:ssr                                  # default pages
 *   npm run bench:ssr -- /faq customer:/book-flight    # chosen pages
 *   BENCH_PROFILE=/tmp/prof npm run bench:ssr -- customer:/book-flight   # with a CPU profile
 */
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { Cleanup } from '../scripts/cleanup';
import { searchThroughPages, signInThroughPages } from '../test/support/page-session';
import { processCpuMs, startServerProcess } from './server-process';

const port = 3400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const DEFAULT_PAGES = ['/', '/faq', '/consumer-booking', 'customer:/consumer-booking', 'customer:/book-flight'];
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PAGES;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMER = { email: 'bench.customer@example.com', password: 'Jetstream2026' };

// BENCH_PROFILE=<dir> writes the server's CPU profile there (open it in Chrome DevTools).
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const cleanup = new Cleanup();
const server = startServerProcess(
  'bench/ssr-server.ts',
  {
    ...process.env,
    // React reads NODE_ENV itself: without it the server renders with React's development build.
    NODE_ENV: 'production',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    BENCH_CUSTOMER: `${CUSTOMER.email}:${CUSTOMER.password}`,
  },
  cleanup,
  { nodeArgs: profile, stdout: 'pipe' },
);

function waitForServer(): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 60_000);
    if (!server.stdout) return reject(new Error('no output from the server'));
    createInterface({ input: server.stdout }).on('line', (line) => {
      if (line === 'bench-ssr-server ready') {
        clearTimeout(timer);
        resolve();
      } else console.log(line);
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Signs the bench customer in and runs a search, answering the browser's Cookie header. */
async function customerCookies(): Promise<string> {
  const jar = await signInThroughPages(base, CUSTOMER);
  await searchThroughPages(base, jar);
  return jar.header();
}

try {
  await waitForServer();
  const cookie = pages.some((p) => p.startsWith('customer:')) ? await customerCookies() : '';
  console.log(`SSR benchmark: ${seconds} s per page, 10 connections, loopback, NODE_ENV=production\n`);
  console.log('page                           req/s    p50 ms   p90 ms   p99 ms   errors  non-2xx  cpu ms/req');
  for (const page of pages) {
    const signedIn = page.startsWith('customer:');
    const path = signedIn ? page.slice('customer:'.length) : page;
    const options = { url: base + path, connections: 10, headers: signedIn ? { Cookie: cookie } : {} };
    // Warm-up: the first requests compile routes and fill caches.
    await autocannon({ ...options, duration: 2 });
    const cpuBefore = processCpuMs(server.pid);
    const r = await autocannon({ ...options, duration: seconds });
    const cpuPerRequest = (processCpuMs(server.pid) - cpuBefore) / Math.max(1, r.requests.total);
    console.log(
      `${page.padEnd(30)} ${r.requests.average.toFixed(0).padStart(6)} ${r.latency.p50.toFixed(1).padStart(9)} ${r.latency.p90
        .toFixed(1)
        .padStart(
          8,
        )} ${r.latency.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(8)} ${cpuPerRequest.toFixed(2).padStart(11)}`,
    );
  }
} finally {
  await cleanup.run();
}
