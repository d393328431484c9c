import type { Request, Response } from 'express';
import type { Drain } from '../drain';

/**
 * Server-Sent Events (decision 036): one long response per page, `event:`/`data:` frames, and
 * an `id:` on each stored message so the browser's own reconnect sends Last-Event-ID and
 * resumes where it was. Through a load balancer: `X-Accel-Buffering: no` (nginx passes each
 * frame at once), `no-transform` (neither compression here nor a proxy holds frames back), a
 * comment every 20 seconds (idle proxies and their read timeouts keep the connection), and the
 * stream is ended when the node drains, so its page reconnects to another node at once.
 */
export const HEARTBEAT_MS = 20_000;
/** How soon the browser reconnects after a stream ends (the node drained, the network dropped). */
export const RETRY_MS = 1_000;

export interface EventStream {
  send(event: string, data: unknown, id?: number): void;
  /** Called once when the stream ends, whoever ends it. */
  onClose(listener: () => void): void;
  close(): void;
}

export function openEventStream(req: Request, res: Response, drain: Drain | undefined): EventStream {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  req.socket.setNoDelay(true);
  res.write(`retry: ${RETRY_MS}\n\n`);

  const listeners: (() => void)[] = [];
  let closed = false;
  // Counted while open (contrail_chat_streams_open): the node's metrics, from request-metrics.ts.
  const metrics = res.locals.metrics;
  metrics?.chatStreams(1);
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const finish = () => {
    if (closed) return;
    closed = true;
    metrics?.chatStreams(-1);
    clearInterval(heartbeat);
    forget();
    for (const listener of listeners.splice(0)) listener();
  };
  const close = () => {
    finish();
    res.end();
  };
  const forget = drain?.closeOnDrain(close) ?? (() => undefined);
  res.on('close', finish);
  return {
    send(event, data, id) {
      if (closed) return;
      // JSON keeps the data on one line: a line break inside a message cannot end the frame.
      res.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
    close,
  };
}

/**
 * Where a stream resumes: after the Last-Event-ID the browser sends when it reconnects by itself,
 * else after `?after=` (a page that opens the stream after loading the history). 0: from the start.
 */
export function resumeAfter(req: Request): number {
  for (const candidate of [req.get('last-event-id'), req.query.after]) {
    if (typeof candidate !== 'string') continue;
    const n = Number(candidate);
    if (Number.isSafeInteger(n) && n >= 0) return n;
  }
  return 0;
}
