import { AsyncLocalStorage } from 'node:async_hooks';
import { randomFillSync } from 'node:crypto';
import type { RequestHandler } from 'express';
import {
  childSpan,
  formatTraceparent,
  newTrace,
  parseTraceparent,
  type TraceContext,
} from '../core/tracing/traceparent';

/** The request a piece of work is done for: its id (X-Request-Id) and its W3C trace. */
export interface RequestTrace {
  requestId: string;
  trace: TraceContext;
}

/**
 * One store per process: whatever runs for a request, however deep and however asynchronous
 * (a loader, a use case, the charter-rest adapter's fetch, a log line from an engine), finds the
 * request's id and trace here without each layer passing them on (decision 055 measures its cost).
 */
const store = new AsyncLocalStorage<RequestTrace>();

/**
 * Random bytes for trace and span ids, drawn 4 KB at a time (like Node's own randomUUID): one
 * call into OpenSSL per 170 requests instead of two per request, which a CPU profile of a page
 * showed costing more than the rest of the tracing. Trace ids are not secrets.
 */
const pool = Buffer.alloc(4096);
let used = pool.length;
function randomHex(bytes: number): string {
  if (used + bytes > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += bytes;
  return pool.toString('hex', used - bytes, used);
}

/**
 * Runs the rest of the request inside its trace: the id request-log.ts chose (nginx's
 * X-Request-Id, or a web node's when an api node is called), and the incoming `traceparent`'s
 * trace when it is valid (this node's span its child), else a new one.
 */
export function requestTrace(): RequestHandler {
  return (req, res, next) => {
    const incoming = parseTraceparent(req.headers.traceparent);
    const trace = incoming ? childSpan(incoming, randomHex) : newTrace(randomHex);
    store.run({ requestId: req.id, trace }, next);
  };
}

/** The request being served here, if any. */
export function currentRequest(): RequestTrace | undefined {
  return store.getStore();
}

/**
 * The headers an outbound call made for the current request carries: the same request id and
 * the same trace with a span of the call's own. None outside a request (a background job).
 */
export function outboundTraceHeaders(): Record<string, string> {
  const current = store.getStore();
  if (!current) return {};
  return { 'x-request-id': current.requestId, traceparent: formatTraceparent(childSpan(current.trace, randomHex)) };
}

/** pino's mixin: every log line written while serving a request names it, whichever logger wrote it. */
export function traceLogFields(): object {
  const current = store.getStore();
  return current ? { requestId: current.requestId, traceId: current.trace.traceId } : {};
}
