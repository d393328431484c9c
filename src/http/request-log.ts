import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

type LogLine = (obj: object | string, msg?: string) => void;

/** What handlers log through: a request's lines all carry `req: { id, method, url }`. */
export interface RequestLogger {
  debug: LogLine;
  info: LogLine;
  warn: LogLine;
  error: LogLine;
}

declare module 'http' {
  interface IncomingMessage {
    /** The request's id: the load balancer's X-Request-Id when it sent a sane one, else a fresh one. */
    id: string;
    /** The logger of this request. */
    log: RequestLogger;
  }
}

/** The health checks a balancer polls every few seconds: never logged. */
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/**
 * The request id (answered in X-Request-Id) and one short log line per answered request, at
 * info (warn for a 4xx, error for a 5xx), with its status and time. Headers may carry cookies
 * and tokens: only the id, method and address are logged.
 *
 * The request's child logger is made when something first logs, not on every request: most
 * answers log one line at most, and a quiet log level (the benchmarks', a node told to log
 * warnings only) then costs a request no logger at all. (pino-http made one per request and
 * serialised the whole request for it, a few per cent of a cached page's CPU; decision 039.)
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = Date.now();
    const id = requestIdFor(req);
    const log = new LazyRequestLogger(logger, { req: { id, method: req.method, url: req.url } });
    req.id = id;
    req.log = log;
    res.setHeader('X-Request-Id', id);
    if (!QUIET_PATHS.has(req.url)) {
      // A response emits close once it is done, after finish, or when the client went away.
      res.once('close', () => {
        const level = levelOf(res);
        if (!logger.isLevelEnabled(level)) return;
        const line = { res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
        // A stream the client left (a chat's events, a page closed while it streamed) ends here too.
        log[level](line, res.writableFinished ? 'request completed' : 'request closed by the client');
      });
    }
    next();
  };
}

class LazyRequestLogger implements RequestLogger {
  private child: Logger | undefined;

  constructor(
    private readonly root: Logger,
    private readonly bindings: object,
  ) {}

  private get log(): Logger {
    return (this.child ??= this.root.child(this.bindings));
  }

  debug(obj: object | string, msg?: string): void {
    if (msg === undefined) this.log.debug(obj);
    else this.log.debug(obj, msg);
  }

  info(obj: object | string, msg?: string): void {
    if (msg === undefined) this.log.info(obj);
    else this.log.info(obj, msg);
  }

  warn(obj: object | string, msg?: string): void {
    if (msg === undefined) this.log.warn(obj);
    else this.log.warn(obj, msg);
  }

  error(obj: object | string, msg?: string): void {
    if (msg === undefined) this.log.error(obj);
    else this.log.error(obj, msg);
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** A request id from the load balancer when it sent a sane one, else a fresh one. */
export function requestIdFor(req: Request): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function levelOf(res: Response): 'info' | 'warn' | 'error' {
  return res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
}
