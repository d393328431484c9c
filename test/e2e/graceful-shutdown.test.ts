/**
 * The production build as `npm start` runs it (dist/server/server.js under plain Node; `npm run
 * build` first), stopped by a signal while a request is in flight. Decision 033.
 *
 * The request in flight is a search whose client sends its body in two halves and holds the
 * second back across the signal: a slow client, so no route exists only for this test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, describe, expect, it } from 'vitest';
import { oneWay } from '../fixtures/charter';
import { serverNodeFlags } from '../../scripts/server-command';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { connectionRefused, eventually, httpGet, slowUpload, socketClosed, type Answer } from '../support/slow-client';

const root = join(import.meta.dirname, '../..');
const dataRoot = mkdtempSync(join(tmpdir(), 'contrail-shutdown-'));
// One PGlite directory for every start, one process at a time: the first start migrates it,
// and each later start opening it shows that the previous process closed it cleanly.
const dataDir = join(dataRoot, 'pglite');
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

const SEARCH = '/api/aircraft/search-results-v2';
/** Dated from the real clock: the process under test runs on it. */
const searchBody = () =>
  JSON.stringify(oneWay('KTEB', 'KPBI', { date: DateTime.utc().plus({ days: 10 }).toISODate() ?? '' }));

/** The shutdown's steps in the order the server logs them. */
const SHUTDOWN_STEPS = [
  'draining',
  'stopped listening',
  'requests drained',
  'background jobs stopped',
  'database closed; stopped',
];

async function withServer(env: Record<string, string>, run: (server: ServerProcess) => Promise<void>) {
  const server = await startServerProcess({
    cwd: root,
    args: [...serverNodeFlags(), 'dist/server/server.js'],
    env: { DATA_DIR: dataDir, ...env },
  });
  try {
    await run(server);
  } catch (err) {
    throw new Error(`${String(err)}\n--- server output ---\n${server.output()}`, { cause: err });
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.kill('SIGKILL');
      await server.exited;
    }
  }
}

function expectSearchAnswered(answer: Answer) {
  expect(answer.status).toBe(200);
  // The connection is not kept for another request: the client's next one goes elsewhere.
  expect(answer.headers.connection).toBe('close');
  const body = JSON.parse(answer.body) as { error: unknown; data: unknown };
  expect(body.error).toBeNull();
  expect(body.data).not.toBeNull();
}

/**
 * The log's messages in the order they were logged (by their time): pino writes asynchronously,
 * and on a loaded machine one line was once printed after lines logged later.
 */
function logged(server: ServerProcess): string[] {
  return server
    .logs()
    .toSorted((a, b) => Number(a.time) - Number(b.time))
    .map((line) => line.msg);
}

describe.each(['SIGTERM', 'SIGINT'] as const)('%s to the production server', (signal) => {
  it('finishes the request in flight, closes idle connections, refuses new ones and exits 0 within 10 s', async () => {
    await withServer({}, async (server) => {
      expect(server.readyLine?.msg).toMatch(/is ready on http:\/\/localhost:\d+ \(\d+ ms from process start\)$/);
      expect(server.readyLine?.startToReadyMs).toBeGreaterThan(0);

      const idle = await httpGet(`${server.url}/healthz`, { keepAlive: true });
      expect(idle.status).toBe(200);
      const search = slowUpload(server.url + SEARCH, searchBody());
      await search.started;

      const signalled = performance.now();
      server.kill(signal);
      await socketClosed(idle.socket);
      await eventually(() => connectionRefused(server.port));
      search.finish();
      expectSearchAnswered(await search.answer);

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(performance.now() - signalled).toBeLessThan(10_000);
      expect(logged(server).filter((msg) => SHUTDOWN_STEPS.includes(msg))).toEqual(SHUTDOWN_STEPS);
    });
  }, 90_000);
});

describe('SIGTERM with SHUTDOWN_DELAY_SECONDS', () => {
  it('answers /readyz with 503 and still serves through the delay, then refuses connections and exits 0', async () => {
    await withServer({ SHUTDOWN_DELAY_SECONDS: '3' }, async (server) => {
      const search = slowUpload(server.url + SEARCH, searchBody());
      await search.started;

      server.kill('SIGTERM');
      // A balancer's health check, each on a new connection: 200 until the signal lands.
      let readiness: Answer | undefined;
      await eventually(async () => {
        readiness = await httpGet(`${server.url}/readyz`, { keepAlive: false });
        return readiness.status !== 200;
      });
      expect(readiness?.status).toBe(503);
      expect(JSON.parse(readiness?.body ?? '')).toEqual({ status: 'draining' });
      // Still served while the balancer catches up, on a connection closed after the answer.
      const served = await httpGet(`${server.url}/healthz`, { keepAlive: true });
      expect(served.status).toBe(200);
      expect(served.headers.connection).toBe('close');
      await socketClosed(served.socket);

      search.finish();
      expectSearchAnswered(await search.answer);
      await eventually(() => connectionRefused(server.port));
      expect(await server.exited).toEqual({ code: 0, signal: null });
    });
  }, 90_000);
});
