/**
 * The shutdown sequence of src/http/server-lifecycle.ts on a real listening server, with
 * handlers standing in for the app: an event stream (the Server-Sent Events to come), a request
 * the test answers when it chooses, and one that never answers. The production build under a
 * real signal: test/e2e/graceful-shutdown.test.ts.
 */
import type { RequestListener, ServerResponse } from 'node:http';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { Drain } from '../../src/http/drain';
import { serve, type RunningServer } from '../../src/http/server-lifecycle';
import { gate } from '../support/gate';
import { connectionRefused, eventually, httpGet } from '../support/slow-client';

const logger = pino({ level: 'silent' });

interface Stage {
  running: RunningServer;
  url: string;
  steps: string[];
  /** Resolves once the server has the first `count` requests. */
  received(count: number): Promise<void>;
  answerSlow(): void;
}

const stages: Stage[] = [];
afterEach(async () => {
  for (const { running, answerSlow } of stages.splice(0)) {
    answerSlow();
    running.server.closeAllConnections();
    await running.shutdown('test over');
  }
});

async function stage(options: { graceMs?: number } = {}): Promise<Stage> {
  const drain = new Drain();
  const steps: string[] = [];
  const slow = gate();
  const jobRun = gate();
  let requests = 0;
  const handler: RequestListener = (req, res) => {
    requests += 1;
    if (req.url === '/events') return openStream(drain, res);
    if (req.url === '/slow') {
      // A streamed page: its headers (keep-alive) and first part leave before the signal.
      res.write('start, ');
      void (async () => {
        await slow.opened;
        steps.push('slow request answered');
        res.end('done');
      })();
      return;
    }
    if (req.url === '/hang') return;
    res.end('ok');
  };
  const running = await serve(handler, {
    port: 0,
    host: '127.0.0.1',
    logger,
    drain,
    brandName: 'Contrail',
    delayMs: 0,
    graceMs: options.graceMs,
    // A job run in progress: it ends only after the slow request is answered.
    stopJobs: async () => {
      await jobRun.opened;
      steps.push('jobs stopped');
    },
    close: async () => {
      steps.push('application closed');
    },
  });
  const staged: Stage = {
    running,
    url: `http://127.0.0.1:${running.port}`,
    steps,
    received: (count) => eventually(async () => requests >= count),
    answerSlow: () => {
      slow.open();
      setTimeout(jobRun.open, 50);
    },
  };
  stages.push(staged);
  return staged;
}

function openStream(drain: Drain, res: ServerResponse) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream' });
  res.write('data: hello\n\n');
  const forget = drain.closeOnDrain(() => res.end());
  res.once('close', forget);
}

/** Sends a GET and answers the whole response once it ends (or how the connection failed). */
function fetchText(url: string, options = { keepAlive: false }): Promise<string> {
  return httpGet(url, options).then(
    (answer) => answer.body,
    (err: NodeJS.ErrnoException) => `failed: ${err.code ?? err.message}`,
  );
}

describe('the server lifecycle', () => {
  it('ends event streams at once, lets the request in flight finish, stops the jobs, then closes the application', async () => {
    const { running, url, steps, received, answerSlow } = await stage();
    // Kept alive, as a browser's EventSource is: its headers promised the connection would stay.
    const stream = fetchText(`${url}/events`, { keepAlive: true });
    const slow = fetchText(`${url}/slow`, { keepAlive: true });
    await received(2);

    const code = running.shutdown('SIGTERM');
    // The stream's client has its (whole) answer and would reconnect elsewhere.
    expect(await stream).toBe('data: hello\n\n');
    expect(await connectionRefused(running.port)).toBe(true);
    expect(steps).toEqual([]);

    answerSlow();
    expect(await slow).toBe('start, done');
    expect(await code).toBe(0);
    expect(steps).toEqual(['slow request answered', 'jobs stopped', 'application closed']);
  });

  it('cuts a request still in flight when the grace period ends, closes the application all the same, and answers 1', async () => {
    const { running, url, steps, received, answerSlow } = await stage({ graceMs: 200 });
    const hung = fetchText(`${url}/hang`);
    await received(1);

    const code = running.shutdown('SIGTERM');
    answerSlow();
    expect(await hung).toBe('failed: ECONNRESET');
    expect(await code).toBe(1);
    expect(steps).toEqual(['jobs stopped', 'application closed']);
  });

  it('closes at once a stream that opens while the server drains', () => {
    const drain = new Drain();
    drain.start(() => {});
    let closed = false;
    drain.closeOnDrain(() => (closed = true));
    expect(closed).toBe(true);
  });
});
