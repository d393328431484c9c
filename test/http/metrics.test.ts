import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer, type MetricsServer } from '../../src/http/metrics-server';
import { startTestApp, type TestApp } from '../support/app';
import { openStream, type OpenStream } from '../support/event-stream';
import { signedInAgent } from '../support/customers';

/**
 * Operators see a node (issue 30, decision 055): its metrics port answers every named metric,
 * labelled by route patterns and not by the addresses asked, and the public port does not serve
 * them.
 */
let app: TestApp;
let metricsServer: MetricsServer;
let chat: OpenStream | undefined;
const SAME_PAGE = { 'Sec-Fetch-Site': 'same-origin' };

beforeAll(async () => {
  app = await startTestApp({ countMetrics: true });
  const exposition = app.app.metrics;
  if (!exposition) throw new Error('the app was asked to count metrics');
  // Port 0: test apps run side by side; a node's own default is METRICS_PORT (9464).
  metricsServer = await startMetricsServer(exposition, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  chat?.close();
  await metricsServer.close();
  await app.close();
});

const scrape = async () => {
  const res = await request(`http://127.0.0.1:${metricsServer.port}`).get('/metrics').expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text;
};

const METRICS = [
  'http_server_request_duration_seconds',
  'contrail_page_render_duration_seconds',
  'contrail_db_query_duration_seconds',
  'contrail_db_pool_connections',
  'contrail_outbox_unsent_messages',
  'contrail_outbox_oldest_unsent_age_seconds',
  'contrail_job_runs_total',
  'contrail_job_duration_seconds',
  'contrail_job_last_run_timestamp_seconds',
  'contrail_job_interval_seconds',
  'contrail_job_lag_seconds',
  'contrail_payment_gateway_calls_total',
  'contrail_payment_gateway_call_duration_seconds',
  'contrail_chat_streams_open',
  // Node's own, from prom-client's default metrics.
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
];

describe("a node's metrics port", () => {
  it('answers each named metric, requests by route pattern and status, never by the address asked', async () => {
    await request(app.url).get('/faq').expect(200);
    const customer = await signedInAgent(app, 'maya.metrics@example.com');
    await customer.get('/booking-details/BK-some-booking-1234');
    await request(app.url).get('/no-such-page-7f3a').expect(404);
    await request(app.url).get('/api/airport/search?searchStr=teterboro').expect(200);
    await request(app.url).get('/api/no-such-call-7f3a').expect(404);
    await request(app.url).get('/healthz').expect(200);
    const visitor = { name: 'Sam Lee', email: 'sam.metrics@example.com' };
    const started = await request(app.url)
      .post('/api/chat/conversations')
      .set(SAME_PAGE)
      .send({ text: 'Can my dog fly?', visitor })
      .expect(201);
    const id = (started.body as { conversation: { id: string } }).conversation.id;
    const cookie = (started.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('contrail_chat='));
    chat = await openStream(`${app.url}/api/chat/conversations/${id}/events`, {
      headers: { Cookie: cookie?.split(';')[0] ?? '' },
    });
    await app.app.jobs.runner.runNow('chat');

    const text = await scrape();
    expect(METRICS.filter((name) => !text.includes(`# TYPE ${name} `))).toEqual([]);
    const requests = (route: string, status: number) =>
      new RegExp(
        `http_server_request_duration_seconds_count\\{http_request_method="GET",http_route="${route}",http_response_status_code="${status}"\\} [1-9]`,
      );
    expect(text).toMatch(requests('/faq', 200));
    expect(text).toMatch(/http_route="\/booking-details\/:id"/);
    expect(text).toMatch(requests('/\\*', 404));
    expect(text).toMatch(requests('/api/airport/search', 200));
    expect(text).toMatch(requests('unmatched', 404));
    expect(text).toMatch(requests('/healthz', 200));
    expect(text).toMatch(/http_route="\/api\/chat\/conversations",http_response_status_code="201"/);
    expect(text).not.toMatch(/7f3a|BK-some-booking|teterboro/);
    expect(text).toMatch(/contrail_page_render_duration_seconds_count\{page="\/faq"\} [1-9]/);
    expect(text).toMatch(/contrail_chat_streams_open 1\b/);
    expect(text).toMatch(/contrail_outbox_unsent_messages\{channel="email"\} \d+/);
    expect(text).toMatch(/contrail_outbox_oldest_unsent_age_seconds\{channel="email"\} [\d.]+/);
    expect(text).toMatch(/contrail_job_runs_total\{job_name="chat",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/contrail_job_lag_seconds\{job_name="chat"\} [\d.]+/);
  });

  it('is not served on the public port', async () => {
    expect((await request(app.url).get('/metrics')).status).toBe(404);
    expect((await request(app.url).get('/api/metrics')).status).toBe(404);
  });

  it('answers nothing but /metrics', async () => {
    expect((await request(`http://127.0.0.1:${metricsServer.port}`).get('/')).status).toBe(404);
    expect((await request(`http://127.0.0.1:${metricsServer.port}`).post('/metrics')).status).toBe(404);
  });
});
