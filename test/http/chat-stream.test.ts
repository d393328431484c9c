import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { Drain } from '../../src/http/drain';
import { openEventStream, resumeAfter } from '../../src/http/realtime/event-stream';
import { openStream } from '../support/event-stream';

/**
 * The event stream under the chat (decision 036): frames pass compression untouched, a stream
 * resumes after Last-Event-ID, and a draining node ends its streams so their pages reconnect to
 * another node, forgetting those that ended on their own.
 */
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function serve(drain: Drain) {
  const app = express();
  app.use(compression());
  app.get('/events', (req, res) => {
    const stream = openEventStream(req, res, drain);
    stream.send('hello', { after: resumeAfter(req), text: 'two\nlines' }, 7);
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;
}

describe('an event stream', () => {
  it('sends each frame at once, uncompressed, resuming after the Last-Event-ID', async () => {
    const url = await serve(new Drain());
    const stream = await openStream(url, { headers: { 'Accept-Encoding': 'gzip', 'Last-Event-ID': '41' } });
    const hello = await stream.next((e) => e.event === 'hello');
    expect(hello).toEqual({ event: 'hello', id: '7', data: { after: 41, text: 'two\nlines' } });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['cache-control']).toBe('no-store, no-transform');
    stream.close();
  });

  it('ends when the node drains, and is forgotten when its page leaves first', async () => {
    const drain = new Drain();
    const url = await serve(drain);
    const leaving = await openStream(url);
    await leaving.next((e) => e.event === 'hello');
    leaving.close();
    const staying = await openStream(url);
    await staying.next((e) => e.event === 'hello');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drain.start(() => undefined)).toBe(1);
    await staying.ended;
  });
});
