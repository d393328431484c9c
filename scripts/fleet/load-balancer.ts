import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/**
 * Debian's nginx in front of the fleet, with the same site configuration as docker-compose's
 * load balancer (deploy/nginx.conf.template): the runner fills in the addresses, writes the
 * main context nginx needs to run unprivileged-style from a scratch folder, and reloads (SIGHUP
 * to the master) whenever a node goes in or out of rotation.
 */
const root = join(import.meta.dirname, '../..');
export const SITE_TEMPLATE = join(root, 'deploy/nginx.conf.template');

export interface Upstream {
  /** host:port of the node. */
  address: string;
  /** False while the node is not ready (starting, draining, dead): nginx sends it nothing. */
  inRotation: boolean;
}

export interface Upstreams {
  api: Upstream[];
  web: Upstream[];
}

const TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** The template has two places per tier, as docker-compose has two nodes per tier. */
const PLACES_PER_TIER = 2;

/** The site configuration with every ${CONTRAIL_...} placeholder filled in. */
export function renderSite(template: string, listen: string, upstreams: Upstreams): string {
  const values: Record<string, string> = { CONTRAIL_LISTEN: listen };
  for (const tier of ['api', 'web'] as const) {
    const nodes = upstreams[tier];
    if (nodes.length < 1 || nodes.length > PLACES_PER_TIER) {
      throw new Error(`the load balancer takes 1 or ${PLACES_PER_TIER} ${tier} nodes, not ${nodes.length}`);
    }
    for (let place = 0; place < PLACES_PER_TIER; place++) {
      // One node in a tier: its second place repeats it, marked down, so it takes no share.
      const node = nodes[place] ?? { address: nodes[0]?.address ?? '', inRotation: false };
      values[`CONTRAIL_${tier.toUpperCase()}_${place + 1}`] = `${node.address}${node.inRotation ? '' : ' down'}`;
    }
  }
  const rendered = template.replace(/\$\{(CONTRAIL_[A-Z0-9_]+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf.template: no value for ${placeholder}`);
    return value;
  });
  return rendered;
}

export class LoadBalancer {
  private child: ChildProcess | undefined;
  private text = '';
  /** Bumped by every reload; nginx's control port answers the one its workers run. */
  private generation = 0;
  private controlPort = 0;
  private readonly sitePath: string;
  private readonly listen: string;
  /** Resolves with nginx's exit code once it has run and exited. */
  exited: Promise<number | null> = new Promise(() => {});

  /** nginx on 127.0.0.1:`port`, run from `dir`; `start` runs it. */
  constructor(
    private readonly dir: string,
    private readonly port: number,
    /** Where nginx's error log goes (kept after the fleet stops, beside the nodes' logs). */
    private readonly errorLog = join(dir, 'error.log'),
  ) {
    this.listen = `127.0.0.1:${port}`;
    this.sitePath = join(dir, 'site.conf');
  }

  /** Starts nginx (its control port on `controlPort`) and resolves once it accepts connections. */
  async start(upstreams: Upstreams, controlPort: number): Promise<void> {
    ensureNginx();
    const { dir } = this;
    this.controlPort = controlPort;
    for (const temp of TEMP_PATHS) {
      // nginx's workers run as nobody when the master is root: their buffers must be writable.
      mkdirSync(join(dir, temp), { recursive: true, mode: 0o777 });
    }
    const mainPath = this.write(upstreams);
    const child = spawn('nginx', ['-p', dir, '-c', mainPath, '-e', this.errorLog], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.text += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.text += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + 10_000;
    while (!(await accepts(this.port))) {
      if (child.exitCode !== null) {
        throw new Error(`nginx exited (${child.exitCode}): ${this.text || readLog(this.errorLog)}`);
      }
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${this.listen} within 10 s: ${this.text}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Rewrites the site for `upstreams`, has nginx reload it (SIGHUP: new workers start, old ones
   * finish what they have), and resolves once new connections are served by the new workers.
   * nginx applies a reload a moment after the signal: until then the old upstreams are in force.
   */
  async reload(upstreams: Upstreams): Promise<void> {
    const oldWorkers = this.workers();
    this.generation += 1;
    this.write(upstreams);
    this.kill('SIGHUP');
    const deadline = Date.now() + 10_000;
    // The master starts new workers, waits 100 ms, then tells the old ones to stop accepting:
    // an old worker then calls itself "worker process is shutting down", or has exited.
    const oldAccept = () => oldWorkers.some((pid) => commandOf(pid).endsWith('worker process'));
    while ((await this.servedGeneration()) !== this.generation || oldAccept()) {
      if (Date.now() > deadline) throw new Error(`nginx did not apply its reload within 10 s: ${this.text}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** The pids of nginx's worker processes (children of the master), from /proc. */
  private workers(): number[] {
    const master = this.child?.pid;
    if (!master) return [];
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => parentOf(pid) === master);
  }

  private write(upstreams: Upstreams): string {
    writeFileSync(this.sitePath, renderSite(readFileSync(SITE_TEMPLATE, 'utf8'), this.listen, upstreams));
    const mainPath = join(this.dir, 'nginx.conf');
    writeFileSync(mainPath, mainConfig(this.dir, this.sitePath, this.errorLog, this.controlPort, this.generation));
    return mainPath;
  }

  private async servedGeneration(): Promise<number> {
    try {
      const res = await fetch(`http://127.0.0.1:${this.controlPort}/generation`, {
        headers: { Connection: 'close' },
        signal: AbortSignal.timeout(1_000),
      });
      return Number(await res.text());
    } catch {
      return -1;
    }
  }

  /** Graceful stop (SIGQUIT: requests in flight finish), forced after 5 s. */
  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.kill('SIGQUIT');
    const forced = setTimeout(() => this.kill('SIGKILL'), 5_000);
    await this.exited;
    clearTimeout(forced);
  }

  /** Every process of nginx's group (master and workers), for a stop that must leave nothing. */
  kill(signal: NodeJS.Signals): void {
    try {
      if (this.child?.pid) process.kill(signal === 'SIGKILL' ? -this.child.pid : this.child.pid, signal);
    } catch {
      // Already gone.
    }
  }

  get printed(): string {
    return this.text;
  }
}

function mainConfig(dir: string, sitePath: string, errorLog: string, controlPort: number, generation: number): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${errorLog} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    ...TEMP_PATHS.map((temp) => `  ${temp}_temp_path ${join(dir, temp)};`),
    `  include ${sitePath};`,
    // The fleet runner's own port: which configuration the workers taking connections run.
    `  server { listen 127.0.0.1:${controlPort}; location = /generation { return 200 "${generation}"; } }`,
    '}',
    '',
  ].join('\n');
}

function ensureNginx(): void {
  execFileSync('bash', [join(root, 'scripts/ensure-nginx.sh')], { stdio: 'inherit' });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
}

function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function readLog(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
