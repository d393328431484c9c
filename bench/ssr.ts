/**
 * Server-side rendering throughput: starts the built app (`npm run build` first) as its own
 * process, then loads each page with autocannon over loopback and prints requests per second
 * and latency percentiles. Target (issue 2): at least 800 requests/s for /faq on 2 cores.
 *
 *   npm run bench:ssr                # default pages
 *   npm run bench:ssr -- /faq /      # chosen pages
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = join(import.meta.dirname, '..');
const port = 3400 + Math.floor(Math.random() * 500);
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/faq'];
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: 'memory://' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

try {
  await waitForServer();
  console.log(`SSR benchmark: ${seconds} s per page, 10 connections, loopback, NODE_ENV=production\n`);
  console.log('page                 req/s    p50 ms   p90 ms   p99 ms   errors  non-2xx');
  for (const page of pages) {
    // Warm-up: the first requests compile routes and fill caches.
    await autocannon({ url: `http://127.0.0.1:${port}${page}`, connections: 10, duration: 2 });
    const r = await autocannon({ url: `http://127.0.0.1:${port}${page}`, connections: 10, duration: seconds });
    console.log(
      `${page.padEnd(20)} ${r.requests.average.toFixed(0).padStart(6)} ${r.latency.p50.toFixed(1).padStart(9)} ${r.latency.p90
        .toFixed(1)
        .padStart(
          8,
        )} ${r.latency.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(8)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
