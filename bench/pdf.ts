/**
 * Itinerary PDF rendering: composes the application in this process (in-memory database,
 * Debian chromium), books Maya a three-leg trip and fetches GET /itinerary/{id}/pdf over
 * loopback as she would. Prints the cold render (browser start included), warm render
 * percentiles, and the rate and failures for 10 requests at once. Target (issue 7): warm p50
 * under 800 ms, no failures.
 *
 *   npm run bench:pdf
 *   PDF_CONCURRENCY=4 npm run bench:pdf    # more renders at once (each holds a browser tab)
 */
import 'reflect-metadata';
import { createAppServer } from '../src/http/app-server';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { BOOKING_STORE, type BookingStore } from '../ports/charter/booking-store';
import { REFERENCE_DATA, type ReferenceData } from '../ports/reference-data';
import { loadConfig } from '../src/config';
import { composeApplication } from '../src/container';
import type { PageRenderer } from '../src/http/page-renderer';
import { aBookedTrip } from '../test/fixtures/itinerary';
import { aCustomer } from '../test/support/customers';
import { Cleanup } from '../scripts/cleanup';

const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 20);
const CONCURRENT = 10;

// The PDF route lives beside the pages; the pages themselves are not measured here.
const noPages: PageRenderer = {
  render: async (_request, _context, res) => {
    res.statusCode = 404;
    res.end();
  },
};

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: 'memory://',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
});
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

// The app holds the PDF renderer's browser: closing it closes that too.
const cleanup = new Cleanup();
try {
  const app = await composeApplication(config, pino({ level: 'warn' }), { pages: noPages });
  cleanup.add('the application', () => app.close());
  const server = createAppServer(app.http);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.add('the HTTP server', () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const maya = await aCustomer(app, 'Maya', 'Okafor');
  const tail = app.container.get<ReferenceData>(REFERENCE_DATA).fleet()[0]?.tailNumber;
  await app.container
    .get<BookingStore>(BOOKING_STORE)
    .save(aBookedTrip({ id: 'BK-BENCH-1', ownerUserId: maya.caller.userId, tailNumber: tail }));

  const fetchPdf = async (): Promise<{ ms: number; ok: boolean; bytes: number }> => {
    const started = performance.now();
    try {
      const res = await fetch(`${base}/itinerary/BK-BENCH-1/pdf`, {
        headers: { authorization: `Bearer ${maya.caller.accessToken}` },
      });
      const body = new Uint8Array(await res.arrayBuffer());
      const ok = res.status === 200 && res.headers.get('content-type') === 'application/pdf';
      return { ms: performance.now() - started, ok, bytes: body.byteLength };
    } catch {
      return { ms: performance.now() - started, ok: false, bytes: 0 };
    }
  };

  console.log(
    `Itinerary PDF benchmark: 3 legs, Letter, chromium ${config.PDF_CHROMIUM_PATH}, ` +
      `PDF_CONCURRENCY=${config.PDF_CONCURRENCY}, PDF_TIMEOUT_MS=${config.PDF_TIMEOUT_MS}\n`,
  );
  const cold = await fetchPdf();
  console.log(
    `cold (browser start included)  ${cold.ms.toFixed(0).padStart(6)} ms  ${cold.ok ? 'ok' : 'FAILED'}  ${cold.bytes} bytes`,
  );

  const warm: number[] = [];
  let warmFailures = 0;
  for (let i = 0; i < WARM_RUNS; i++) {
    const r = await fetchPdf();
    warm.push(r.ms);
    if (!r.ok) warmFailures++;
  }
  console.log(
    `warm, one at a time (${WARM_RUNS})     p50 ${percentile(warm, 50).toFixed(0)} ms  p90 ${percentile(warm, 90).toFixed(0)} ms  ` +
      `max ${Math.max(...warm).toFixed(0)} ms  failures ${warmFailures}`,
  );

  const started = performance.now();
  const batch = await Promise.all(Array.from({ length: CONCURRENT }, fetchPdf));
  const seconds = (performance.now() - started) / 1000;
  const times = batch.map((r) => r.ms);
  console.log(
    `${CONCURRENT} at once                     ${(CONCURRENT / seconds).toFixed(2)} PDFs/s  all done in ${(seconds * 1000).toFixed(0)} ms  ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms  max ${Math.max(...times).toFixed(0)} ms  failures ${batch.filter((r) => !r.ok).length}`,
  );
  const p50 = percentile(warm, 50);
  console.log(
    `\ntarget: warm p50 under 800 ms, no failures -> ${p50 < 800 && warmFailures === 0 && batch.every((r) => r.ok) ? 'met' : 'NOT met'}`,
  );
} finally {
  await cleanup.run();
}
