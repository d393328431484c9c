import { request, type Agent, type IncomingMessage } from 'node:http';

/** One event of a Server-Sent Events stream, as a browser's EventSource reads it. */
export interface StreamEvent {
  event: string;
  data: unknown;
  id?: string;
}

export interface OpenStream {
  status: number;
  headers: IncomingMessage['headers'];
  events: StreamEvent[];
  /** Waits for an event (already received or to come) that `match` accepts. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens an event stream over plain HTTP and parses it as EventSource does (for tests and the
 * chat benchmark): `event:`, `data:` and `id:` lines, a blank line ending each event, comments
 * ignored. `onEvent` hears each event as it arrives.
 */
export function openStream(
  url: string,
  options: { headers?: Record<string, string>; agent?: Agent; onEvent?: (event: StreamEvent) => void } = {},
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Accept: 'text/event-stream', ...options.headers }, agent: options.agent });
    req.once('error', reject);
    req.once('response', (res) => {
      const events: StreamEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let current: { event?: string; data: string[]; id?: string } = { data: [] };
      const ended = new Promise<void>((done) => {
        res.once('end', done);
        res.once('close', done);
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (current.data.length > 0) {
              const text = current.data.join('\n');
              const event: StreamEvent = { event: current.event ?? 'message', data: parse(text), id: current.id };
              events.push(event);
              options.onEvent?.(event);
              for (const wake of waiters) wake();
            }
            current = { data: [] };
          } else if (!line.startsWith(':')) {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') current.event = value;
            else if (field === 'data') current.data.push(value);
            else if (field === 'id') current.id = value;
          }
        }
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        ended,
        close: () => req.destroy(),
        next: (match, timeoutMs = 5_000) =>
          new Promise((found, fail) => {
            let seen = 0;
            const look = () => {
              for (; seen < events.length; seen += 1) {
                const event = events[seen];
                if (event && match(event)) {
                  clearTimeout(timer);
                  waiters.delete(look);
                  found(event);
                  return;
                }
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(look);
            look();
          }),
      });
    });
    req.end();
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
