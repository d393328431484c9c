import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTraceparent } from '../../src/core/tracing/traceparent';
import { requestLog } from '../../src/http/request-log';
import { outboundTraceHeaders, requestTrace, traceLogFields } from '../../src/http/request-trace';
import { startTestApp, type TestApp } from '../support/app';

/**
 * One request followed across the tiers (issue 30, decision 055): its id (nginx's X-Request-Id,
 * or one made here) and its W3C trace are on every line logged while it is served, whichever
 * logger writes it, and on every call a web node makes to the api tier for it.
 */
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const INCOMING = `00-${TRACE}-00f067aa0ba902b7-01`;

/** A logger as server.ts makes it (the trace mixin), its lines kept. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info', mixin: traceLogFields }, sink), lines };
}

function tracedApp() {
  const { logger, lines } = recordingLogger();
  const app = express()
    .use(requestLog(logger), requestTrace())
    .get('/work', async (_req, res) => {
      // Later, on another tick: an engine's own line through the root logger.
      await new Promise((resolve) => setImmediate(resolve));
      logger.info('engine work done');
      res.json(outboundTraceHeaders());
    });
  return { app, lines };
}

describe('a request followed by its id and trace', () => {
  it("keeps nginx's id and a valid incoming trace, on its log lines and its outbound calls (a span of their own)", async () => {
    const { app, lines } = tracedApp();
    const res = await request(app).get('/work').set({ 'X-Request-Id': 'nginx-req-0001', traceparent: INCOMING });
    expect(res.headers['x-request-id']).toBe('nginx-req-0001');
    const outbound = res.body as Record<string, string>;
    expect(outbound['x-request-id']).toBe('nginx-req-0001');
    const trace = parseTraceparent(outbound.traceparent);
    expect(trace).toMatchObject({ traceId: TRACE, flags: '01' });
    expect(trace?.spanId).not.toBe('00f067aa0ba902b7');
    expect(lines.find((l) => l.msg === 'engine work done')).toMatchObject({
      requestId: 'nginx-req-0001',
      traceId: TRACE,
    });
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ req: { id: 'nginx-req-0001' } });
  });

  it('makes an id and a trace when none (or a malformed one) came, and each request has its own', async () => {
    const { app } = tracedApp();
    const [a, b] = await Promise.all([
      request(app)
        .get('/work')
        .set({ traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` }),
      request(app).get('/work'),
    ]);
    const [first, second] = [a, b].map((res) => res.body as Record<string, string>);
    expect(first?.['x-request-id']).toBe(a?.headers['x-request-id']);
    expect(second?.['x-request-id']).toBe(b?.headers['x-request-id']);
    expect(first?.['x-request-id']).not.toBe(second?.['x-request-id']);
    const traces = [first, second].map((o) => parseTraceparent(o?.traceparent));
    expect(traces[0]?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(traces[0]?.traceId).not.toBe(traces[1]?.traceId);
  });

  it('carries nothing outside a request (a background job)', () => {
    expect(outboundTraceHeaders()).toEqual({});
    expect(traceLogFields()).toEqual({});
  });
});

describe('a web node calling the api tier', () => {
  let web: TestApp | undefined;
  let api: Server | undefined;
  afterAll(async () => {
    await web?.close();
    api?.closeAllConnections();
    await new Promise((resolve) => api?.close(resolve));
  });

  it("passes the page request's id and trace on to every call it makes for it", async () => {
    const seen: IncomingHttpHeaders[] = [];
    api = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down"}');
    });
    await new Promise<void>((resolve) => api?.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    web = await startTestApp({ env: { ROLE: 'web', CHARTER_API_URL: apiUrl } });
    await request(web.url).get('/empty-legs').set({ 'X-Request-Id': 'nginx-page-0002', traceparent: INCOMING });
    expect(seen.length).toBeGreaterThan(0);
    for (const headers of seen) {
      expect(headers['x-request-id']).toBe('nginx-page-0002');
      expect(parseTraceparent(headers.traceparent)?.traceId).toBe(TRACE);
    }
  });
});
