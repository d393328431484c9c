import type { RequestListener, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createAppServer } from './app-server';
import type { Drain } from './drain';

/** How long requests in flight may take to finish once the server stops listening. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ServeOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Shared with the HTTP app: /readyz and long-lived connections follow it. */
  drain: Drain;
  /** Named in the ready line. */
  brandName: string;
  /**
   * How long the server keeps accepting connections after the signal, answering /readyz with
   * 503, so that a balancer polling it stops sending first (SHUTDOWN_DELAY_SECONDS). 0 stops
   * listening at once: a balancer then meets a refused connection, which it retries elsewhere.
   */
  delayMs: number;
  graceMs?: number;
  /** Stops the background jobs, waiting for a run in progress. */
  stopJobs(): Promise<void>;
  /** Closes the application: its adapters, then the database. */
  close(): Promise<void>;
}

export interface RunningServer {
  server: Server;
  port: number;
  /**
   * Drains and closes everything, in order; answers the exit code: 0 when every request in
   * flight finished within the grace period and everything closed, 1 otherwise.
   */
  shutdown(reason: string): Promise<number>;
}

/**
 * Listens, prints the start-to-ready line, and knows how to stop gracefully:
 *   1. draining starts: /readyz answers 503, long-lived connections registered with the drain
 *      are closed, every response from now on says "Connection: close", and the background
 *      jobs are told to stop;
 *   2. after the optional delay the server stops listening (new connections are refused) and
 *      idle keep-alive connections are closed; each busy one closes after its response;
 *   3. requests in flight get up to the grace period (10 s) to finish, then are cut;
 *   4. the jobs have stopped; the application closes, the database last.
 */
export async function serve(handler: RequestListener, options: ServeOptions): Promise<RunningServer> {
  const { logger, drain } = options;
  const server = createAppServer(handler);
  // Longer than a balancer's idle timeout (nginx 60 s): the balancer, not us, closes first.
  server.keepAliveTimeout = 65_000;
  const inFlight = new Set<ServerResponse>();
  // Before the app's own listener, so that the header is set before anything is written.
  server.prependListener('request', (_req, res) => {
    if (drain.draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      // A response whose headers left before draining began promised keep-alive: its
      // connection is idle now, and is closed here rather than after keepAliveTimeout.
      if (drain.draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  // performance.now() counts from the process's start, so this includes Node's own start-up,
  // loading the code, the reference data, opening (and migrating) the database.
  const startToReadyMs = Math.round(performance.now());
  logger.info(
    { port, startToReadyMs },
    `${options.brandName} is ready on http://localhost:${port} (${startToReadyMs} ms from process start)`,
  );

  let stopping: Promise<number> | undefined;
  const shutdown = (reason: string) => (stopping ??= drainAndClose(server, inFlight, options, reason));
  return { server, port, shutdown };
}

async function drainAndClose(
  server: Server,
  inFlight: Set<ServerResponse>,
  options: ServeOptions,
  reason: string,
): Promise<number> {
  const { logger, drain } = options;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const longLived = drain.start((err) => logger.error({ err }, 'closing a long-lived connection failed'));
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  logger.info({ reason, inFlight: inFlight.size, longLived, delayMs: options.delayMs }, 'draining');
  let clean = true;
  const jobsStopped = options.stopJobs().catch((err: unknown) => {
    clean = false;
    logger.error({ err }, 'stopping the background jobs failed');
  });

  if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  logger.info({ inFlight: inFlight.size, ms: elapsed() }, 'stopped listening');

  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace over'>((resolve) => {
    timer = setTimeout(() => resolve('grace over'), options.graceMs ?? SHUTDOWN_GRACE_MS);
  });
  if ((await Promise.race([closed, graceOver])) === 'grace over') {
    clean = false;
    logger.warn({ cut: inFlight.size }, 'requests still in flight after the grace period: cutting them');
    server.closeAllConnections();
  } else {
    logger.info({ ms: elapsed() }, 'requests drained');
  }
  clearTimeout(timer);

  await jobsStopped;
  logger.info({ ms: elapsed() }, 'background jobs stopped');
  try {
    await options.close();
    logger.info({ ms: elapsed() }, 'database closed; stopped');
  } catch (err) {
    clean = false;
    logger.error({ err }, 'closing the application failed');
  }
  return clean ? 0 : 1;
}

/**
 * SIGTERM (a process manager, a container platform) and SIGINT (Ctrl-C) both drain; the
 * process exits with the shutdown's code. A second signal exits at once, with 1.
 */
export function exitOnSignals(running: RunningServer, logger: Logger, exit: (code: number) => void): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      exit(1);
      return;
    }
    signalled = true;
    void running.shutdown(signal).then(exit);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
