/**
 * What a node counts for its operators (docs/decisions/055). The rooms that count call these
 * narrow methods; the Prometheus adapter (adapters/metrics-prometheus/) turns them into a
 * registry served on the node's metrics port, and tests get `noMetrics`. Every label is from a
 * small fixed set (a route's pattern, a page's pattern, a job's name, an outcome), never a raw
 * URL or an id: each label value is a time series kept for the life of the process.
 */
export interface Metrics {
  /** One answered HTTP request: `route` is the route's pattern ("/api/trips/all", "/booking-details/:id"). */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** One server render of a page, `page` its route pattern. */
  observeRender(page: string, seconds: number): void;
  /** A background job is on a node's runner, `everyMs` its interval (0: only when woken). */
  jobScheduled(job: { name: string; everyMs: number }): void;
  /** One background job's run (its lag is the time since its last good run less its interval). */
  jobRan(job: { name: string; everyMs: number }, outcome: 'ok' | 'failed', seconds: number): void;
  /** One call to the card gateway: approved, declined (the card's answer), or failed (no answer). */
  gatewayCall(operation: string, outcome: 'approved' | 'declined' | 'failed', seconds: number): void;
  /** A chat's event stream opened (+1) or closed (-1) on this node. */
  chatStreams(change: 1 | -1): void;
  /** One database query (PostgreSQL or PGlite), whether it failed. */
  observeQuery(seconds: number, failed: boolean): void;
  /** Read when scraped: a gauge that is cheaper to read than to keep up to date. */
  readOnScrape(source: ScrapeSource): void;
}

/** Gauges read at scrape time through the ports that know them. */
export type ScrapeSource =
  | {
      kind: 'outbox';
      /** Unsent messages per channel and the creation time of the oldest of each. */
      backlog(): Promise<{ channel: string; unsent: number; oldestCreatedAt: Date | null }[]>;
      now(): Date;
    }
  | { kind: 'database-pool'; stats(): { total: number; idle: number; waiting: number; max: number } };

/** The registry's text, as the metrics port serves it to Prometheus. */
export interface MetricsExposition {
  contentType: string;
  text(): Promise<string>;
}

export const METRICS = Symbol.for('contrail.Metrics');
export const METRICS_EXPOSITION = Symbol.for('contrail.MetricsExposition');

/** Counts nothing: tests and commands that serve no metrics port. */
export const noMetrics: Metrics = {
  observeRequest: () => undefined,
  observeRender: () => undefined,
  jobScheduled: () => undefined,
  jobRan: () => undefined,
  gatewayCall: () => undefined,
  chatStreams: () => undefined,
  observeQuery: () => undefined,
  readOnScrape: () => undefined,
};
