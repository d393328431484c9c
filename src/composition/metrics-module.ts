import { ContainerModule, type Container } from 'inversify';
import type { Database } from '../../adapters/postgres-store/database';
import { CLOCK, type Clock } from '../../ports/clock';
import { MESSAGE_OUTBOX, type MessageOutbox } from '../../ports/message-outbox';
import { METRICS, type Metrics } from '../../ports/metrics';

/** The node's one Metrics (decision 055), for the rooms that count. */
export const metricsModule = (metrics: Metrics) =>
  new ContainerModule(({ bind }) => {
    bind<Metrics>(METRICS).toConstantValue(metrics);
  });

/**
 * The gauges read when Prometheus scrapes, through the ports that know them: the outbox's
 * unsent messages per channel (one grouped query over its due index) and PostgreSQL's pool.
 */
export function readOnScrape(metrics: Metrics, container: Container, database: Database): void {
  const outbox = container.get<MessageOutbox>(MESSAGE_OUTBOX);
  const clock = container.get<Clock>(CLOCK);
  metrics.readOnScrape({ kind: 'outbox', backlog: () => outbox.backlog(), now: () => clock.now() });
  const poolStats = database.poolStats?.bind(database);
  if (poolStats) metrics.readOnScrape({ kind: 'database-pool', stats: poolStats });
}
