import { Agent, get, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface SlowUpload {
  /** Resolves once the server has read the headers and asked for the body (100 Continue). */
  started: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  answer: Promise<Answer>;
}

/**
 * A request kept in flight by its client: a POST whose body arrives in two halves, the second
 * only when `finish` is called (a phone on a slow network does the same). The server has the
 * request from the moment it answers "100 Continue" to the headers.
 */
export function slowUpload(url: string, body: string): SlowUpload {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const req = request(url, {
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': 'application/json', 'Content-Length': bytes.length, Expect: '100-continue' },
  });
  const started = new Promise<void>((resolve, reject) => {
    req.once('continue', () => {
      req.write(bytes.subarray(0, half));
      resolve();
    });
    req.once('error', reject);
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => readAnswer(res, resolve, reject));
  });
  req.flushHeaders();
  return { started, finish: () => req.end(bytes.subarray(half)), answer };
}

/**
 * A GET answering its connection too: kept alive, it stays open and idle after the answer;
 * otherwise the client asks the server to close it.
 */
export function httpGet(url: string, options: { keepAlive: boolean }): Promise<Answer & { socket: Socket }> {
  const agent = options.keepAlive ? new Agent({ keepAlive: true, maxSockets: 1 }) : false;
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      const socket = res.socket;
      readAnswer(res, (answer) => resolve({ ...answer, socket }), reject);
    }).once('error', reject);
  });
}

/** Resolves when the socket has closed (at once when it already has). */
export function socketClosed(socket: Socket): Promise<void> {
  return socket.closed ? Promise.resolve() : new Promise((resolve) => socket.once('close', () => resolve()));
}

/** Whether a new TCP connection to the port is refused (nothing listens there any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/** Tries `check` every 20 ms until it answers true. */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

function readAnswer(res: IncomingMessage, resolve: (answer: Answer) => void, reject: (err: unknown) => void): void {
  let body = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (body += chunk));
  res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
  res.once('error', reject);
}
