import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Metrics, MetricsExposition, ScrapeSource } from '../../ports/metrics';

/** OpenTelemetry's advised boundaries for HTTP durations (seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];
/** Database queries: most take a millisecond or two. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Methods counted by name; any other is `_OTHER` (OpenTelemetry's rule), so no client can add series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type Backlog = { channel: string; unsent: number; ageSeconds: number }[];

/** The outbox's unsent messages per channel; none while the database is away (the node is still up). */
async function readBacklog(sources: readonly ScrapeSource[]): Promise<Backlog> {
  const rows: Backlog = [];
  for (const source of sources) {
    if (source.kind !== 'outbox') continue;
    const now = source.now().getTime();
    for (const { channel, unsent, oldestCreatedAt } of await source.backlog().catch(() => [])) {
      const ageSeconds = oldestCreatedAt ? Math.max(0, (now - oldestCreatedAt.getTime()) / 1000) : 0;
      rows.push({ channel, unsent, ageSeconds });
    }
  }
  return rows;
}

/**
 * The Metrics port on a prom-client registry of this node's own (tests compose several nodes in
 * one process: the library's global registry would be shared). Names and labels: decision 055.
 */
export class PrometheusMetrics implements Metrics, MetricsExposition {
  readonly registry = new Registry();
  readonly contentType: string;
  private readonly requests: Histogram<'http_request_method' | 'http_route' | 'http_response_status_code'>;
  private readonly renders: Histogram<'page'>;
  private readonly queries: Histogram<'outcome'>;
  private readonly jobRuns: Counter<'job_name' | 'outcome'>;
  private readonly jobDuration: Histogram<'job_name'>;
  private readonly jobLastRun: Gauge<'job_name'>;
  private readonly jobInterval: Gauge<'job_name'>;
  private readonly gatewayCalls: Counter<'operation' | 'outcome'>;
  private readonly gatewayDuration: Histogram<'operation'>;
  private readonly openStreams: Gauge;
  private readonly sources: ScrapeSource[] = [];

  constructor(options: { defaultMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.contentType = this.registry.contentType;
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'http_server_request_duration_seconds',
      help: 'Duration of HTTP server requests, by method, route pattern and status.',
      labelNames: ['http_request_method', 'http_route', 'http_response_status_code'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.renders = new Histogram({
      name: 'contrail_page_render_duration_seconds',
      help: 'Server render time of a page (loaders and React), by route pattern.',
      labelNames: ['page'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.queries = new Histogram({
      name: 'contrail_db_query_duration_seconds',
      help: 'Duration of database queries, by outcome (ok or failed).',
      labelNames: ['outcome'],
      buckets: QUERY_BUCKETS,
      registers,
    });
    const sources = this.sources;
    // Gauges that compute their value when scraped: registered like the others, kept here.
    const onScrape: Gauge<string>[] = [];
    onScrape.push(
      new Gauge({
        name: 'contrail_db_pool_connections',
        help: 'PostgreSQL connections of this node: used, idle, max, and callers waiting for one.',
        labelNames: ['state'],
        registers,
        collect() {
          this.reset();
          for (const source of sources) {
            if (source.kind !== 'database-pool') continue;
            const { total, idle, waiting, max } = source.stats();
            this.set({ state: 'used' }, total - idle);
            this.set({ state: 'idle' }, idle);
            this.set({ state: 'waiting' }, waiting);
            this.set({ state: 'max' }, max);
          }
        },
      }),
    );
    // Both outbox gauges from one read per scrape (the registry collects its metrics at once).
    let backlogRead: { at: number; rows: Promise<Backlog> } | undefined;
    const backlog = (): Promise<Backlog> => {
      if (!backlogRead || performance.now() - backlogRead.at > 1000) {
        backlogRead = { at: performance.now(), rows: readBacklog(sources) };
      }
      return backlogRead.rows;
    };
    onScrape.push(
      new Gauge({
        name: 'contrail_outbox_unsent_messages',
        help: 'Messages queued and not yet sent (pending or being sent), by channel.',
        labelNames: ['channel'],
        registers,
        async collect() {
          this.reset();
          for (const { channel, unsent } of await backlog()) this.set({ channel }, unsent);
        },
      }),
    );
    onScrape.push(
      new Gauge({
        name: 'contrail_outbox_oldest_unsent_age_seconds',
        help: 'Age of the oldest message not yet sent (pending or being sent), by channel; 0 when none.',
        labelNames: ['channel'],
        registers,
        async collect() {
          this.reset();
          for (const { channel, ageSeconds } of await backlog()) this.set({ channel }, ageSeconds);
        },
      }),
    );
    this.jobRuns = new Counter({
      name: 'contrail_job_runs_total',
      help: 'Background job runs, by job and outcome (ok or failed).',
      labelNames: ['job_name', 'outcome'],
      registers,
    });
    this.jobDuration = new Histogram({
      name: 'contrail_job_duration_seconds',
      help: 'Duration of background job runs, by job.',
      labelNames: ['job_name'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
      registers,
    });
    this.jobLastRun = new Gauge({
      name: 'contrail_job_last_run_timestamp_seconds',
      help: 'When each job last finished a run (Unix seconds); its start when it has not run yet.',
      labelNames: ['job_name'],
      registers,
    });
    this.jobInterval = new Gauge({
      name: 'contrail_job_interval_seconds',
      help: 'How often each job runs (0: only when woken).',
      labelNames: ['job_name'],
      registers,
    });
    const lastRun = this.jobLastRun;
    const interval = this.jobInterval;
    onScrape.push(
      new Gauge({
        name: 'contrail_job_lag_seconds',
        help: 'How far each interval job is behind: time since its last run less its interval (0 when on time).',
        labelNames: ['job_name'],
        registers,
        async collect() {
          this.reset();
          const now = Date.now() / 1000;
          const intervals = new Map((await interval.get()).values.map((v) => [String(v.labels.job_name), v.value]));
          for (const { labels, value } of (await lastRun.get()).values) {
            const every = intervals.get(String(labels.job_name)) ?? 0;
            if (every > 0) this.set({ job_name: String(labels.job_name) }, Math.max(0, now - value - every));
          }
        },
      }),
    );
    this.gatewayCalls = new Counter({
      name: 'contrail_payment_gateway_calls_total',
      help: 'Calls to the card gateway, by operation and outcome (approved, declined, failed).',
      labelNames: ['operation', 'outcome'],
      registers,
    });
    this.gatewayDuration = new Histogram({
      name: 'contrail_payment_gateway_call_duration_seconds',
      help: 'Duration of calls to the card gateway, by operation.',
      labelNames: ['operation'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.openStreams = new Gauge({
      name: 'contrail_chat_streams_open',
      help: 'Chat event streams (Server-Sent Events) open on this node.',
      registers,
    });
  }

  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void {
    this.requests.observe(
      {
        http_request_method: METHODS.has(request.method) ? request.method : '_OTHER',
        http_route: request.route,
        http_response_status_code: request.status,
      },
      request.seconds,
    );
  }

  observeRender(page: string, seconds: number): void {
    this.renders.observe({ page }, seconds);
  }

  jobScheduled(job: { name: string; everyMs: number }): void {
    this.jobInterval.set({ job_name: job.name }, job.everyMs / 1000);
    this.jobLastRun.set({ job_name: job.name }, Date.now() / 1000);
  }

  jobRan(job: { name: string; everyMs: number }, outcome: 'ok' | 'failed', seconds: number): void {
    this.jobRuns.inc({ job_name: job.name, outcome });
    this.jobDuration.observe({ job_name: job.name }, seconds);
    this.jobInterval.set({ job_name: job.name }, job.everyMs / 1000);
    // A failed run is not a run: the lag grows until one succeeds.
    if (outcome === 'ok') this.jobLastRun.set({ job_name: job.name }, Date.now() / 1000);
  }

  gatewayCall(operation: string, outcome: 'approved' | 'declined' | 'failed', seconds: number): void {
    this.gatewayCalls.inc({ operation, outcome });
    this.gatewayDuration.observe({ operation }, seconds);
  }

  chatStreams(change: 1 | -1): void {
    this.openStreams.inc(change);
  }

  observeQuery(seconds: number, failed: boolean): void {
    this.queries.observe({ outcome: failed ? 'failed' : 'ok' }, seconds);
  }

  readOnScrape(source: ScrapeSource): void {
    this.sources.push(source);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
