import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The fleet's Prometheus (Debian's, installed on first use by scripts/ensure-prometheus.sh):
 * scrapes every node's metrics port as job "contrail", labelled with the node's name and role,
 * and evaluates deploy/prometheus/rules.yml. For a quick fleet test it scrapes and evaluates
 * every second and shortens each rule's `for:` (FOR_SECONDS); otherwise the rules are
 * production's. Its data lives in the fleet's scratch directory and goes with it.
 */
const root = join(import.meta.dirname, '../..');
export const RULES_FILE = join(root, 'deploy/prometheus/rules.yml');
const INTERVAL = '1s';
/** Long enough that an alert is seen pending before it fires; short enough for a test. */
const FOR_SECONDS = 10;

export interface ScrapeTarget {
  node: string;
  role: string;
  /** host:port of the node's metrics port. */
  address: string;
}

const ALERTS = z.object({
  data: z.object({
    alerts: z.array(z.object({ labels: z.record(z.string(), z.string()), state: z.string() })),
  }),
});
const VECTOR = z.object({
  data: z.object({
    result: z.array(z.object({ metric: z.record(z.string(), z.string()), value: z.tuple([z.number(), z.string()]) })),
  }),
});

export class FleetPrometheus {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly exit: Promise<number | null>,
  ) {}

  static async start(options: { dir: string; port: number; targets: ScrapeTarget[]; logPath: string }) {
    ensurePrometheus();
    mkdirSync(options.dir, { recursive: true });
    const rulesPath = join(options.dir, 'rules.yml');
    writeFileSync(rulesPath, readFileSync(RULES_FILE, 'utf8').replace(/^(\s+)for: \S+$/gm, `$1for: ${FOR_SECONDS}s`));
    const configPath = join(options.dir, 'prometheus.yml');
    writeFileSync(configPath, prometheusConfig(options.targets, rulesPath));
    const log = createWriteStream(options.logPath, { flags: 'a' });
    const child = spawn(
      'prometheus',
      [
        `--config.file=${configPath}`,
        `--storage.tsdb.path=${join(options.dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${options.port}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const prometheus = new FleetPrometheus(child, `http://127.0.0.1:${options.port}`, exit);
    await prometheus.whenReady();
    return prometheus;
  }

  get exited(): Promise<number | null> {
    return this.exit;
  }

  /** The value of an instant query, one entry per series. */
  async query(expr: string): Promise<{ metric: Record<string, string>; value: number }[]> {
    const res = await fetch(`${this.url}/api/v1/query?${new URLSearchParams({ query: expr })}`);
    if (!res.ok) throw new Error(`Prometheus answered ${res.status} to ${expr}`);
    return VECTOR.parse(await res.json()).data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
  }

  /** The alerts pending or firing now. */
  async alerts(): Promise<{ labels: Record<string, string>; state: string }[]> {
    const res = await fetch(`${this.url}/api/v1/alerts`);
    if (!res.ok) throw new Error(`Prometheus answered ${res.status} to /api/v1/alerts`);
    return ALERTS.parse(await res.json()).data.alerts;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const forced = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exit;
    clearTimeout(forced);
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }

  private async whenReady(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.child.exitCode !== null)
        throw new Error(`prometheus exited (${this.child.exitCode}) before it was ready`);
      const ready = await fetch(`${this.url}/-/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`prometheus was not ready within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function prometheusConfig(targets: readonly ScrapeTarget[], rulesPath: string): string {
  const lines = [
    'global:',
    `  scrape_interval: ${INTERVAL}`,
    `  scrape_timeout: ${INTERVAL}`,
    `  evaluation_interval: ${INTERVAL}`,
    'rule_files:',
    `  - ${rulesPath}`,
    'scrape_configs:',
    '  - job_name: contrail',
    '    static_configs:',
    ...targets.flatMap((t) => [
      `      - targets: ['${t.address}']`,
      `        labels: { node: '${t.node}', role: '${t.role}' }`,
    ]),
  ];
  return `${lines.join('\n')}\n`;
}

function ensurePrometheus(): void {
  execFileSync('bash', [join(root, 'scripts/ensure-prometheus.sh')], { stdio: 'inherit' });
}
