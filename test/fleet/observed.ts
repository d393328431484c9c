import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Fleet } from '../../scripts/fleet/fleet';
import type { FleetPrometheus } from '../../scripts/fleet/prometheus';

/**
 * What an operator of the fleet sees (issue 30): Prometheus's view of the nodes, its alerts, and
 * one request followed through the nodes' logs. Each waits for its condition, polling, never
 * for a fixed time.
 */
export function prometheusOf(fleet: Fleet): FleetPrometheus {
  if (!fleet.prometheus) throw new Error('the fleet was started without Prometheus');
  return fleet.prometheus;
}

/** The nodes Prometheus scrapes and finds up (`up == 1`), once every node is. */
export async function nodesUp(fleet: Fleet, timeoutMs = 30_000): Promise<string[]> {
  const prometheus = prometheusOf(fleet);
  return until(timeoutMs, 'every node up in Prometheus', async () => {
    const up = await prometheus.query('up{job="contrail"}');
    const nodes = up.filter((s) => s.value === 1).map((s) => s.metric.node ?? '?');
    return nodes.length === fleet.nodes.length ? nodes.sort() : undefined;
  });
}

/** The series of `expr` once there are `count` of them (a recording rule evaluated, a gauge read on scrape). */
export async function series(fleet: Fleet, expr: string, count: number) {
  const prometheus = prometheusOf(fleet);
  return until(30_000, `${count} series of ${expr}`, async () => {
    const found = await prometheus.query(expr);
    return found.length === count ? found : undefined;
  });
}

/** Resolves with the alert once Prometheus has `name` for `node` in `state`. */
export async function alertFor(fleet: Fleet, name: string, node: string, state: 'pending' | 'firing') {
  const prometheus = prometheusOf(fleet);
  return until(60_000, `${name} ${state} for ${node}`, async () =>
    (await prometheus.alerts()).find((a) => a.labels.alertname === name && a.labels.node === node && a.state === state),
  );
}

/** The nodes whose log has a line about the request `requestId` (its lines are JSON, one a line). */
export async function nodesThatLogged(
  fleet: Fleet,
  requestId: string,
  wanted: (nodes: string[]) => boolean,
): Promise<string[]> {
  return until(15_000, `request ${requestId} in the nodes' logs`, async () => {
    const nodes = fleet.nodes
      .filter((node) => loggedRequest(join(fleet.logDir, `${node.name}.log`), requestId))
      .map((node) => node.name);
    return wanted(nodes) ? nodes : undefined;
  });
}

function loggedRequest(path: string, requestId: string): boolean {
  return readFileSync(path, 'utf8')
    .split('\n')
    .some((line) => {
      if (!line.startsWith('{')) return false;
      const parsed = JSON.parse(line) as { req?: { id?: unknown }; requestId?: unknown };
      return parsed.req?.id === requestId || parsed.requestId === requestId;
    });
}

async function until<T>(timeoutMs: number, what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
