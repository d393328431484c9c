import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  private readonly sitePath: string;
  private readonly listen: string;
  /** Resolves with nginx's exit code once it has run and exited. */
  exited: Promise<number | null> = new Promise(() => {});

  /** nginx on 127.0.0.1:`port`, run from `dir`; `start` runs it. */
  constructor(
    private readonly dir: string,
    private readonly port: number,
  ) {
    this.listen = `127.0.0.1:${port}`;
    this.sitePath = join(dir, 'site.conf');
  }

  /** Starts nginx and resolves once it accepts connections. */
  async start(upstreams: Upstreams): Promise<void> {
    ensureNginx();
    const { dir } = this;
    for (const temp of TEMP_PATHS) {
      // nginx's workers run as nobody when the master is root: their buffers must be writable.
      mkdirSync(join(dir, temp), { recursive: true, mode: 0o777 });
    }
    writeFileSync(this.sitePath, renderSite(readFileSync(SITE_TEMPLATE, 'utf8'), this.listen, upstreams));
    const mainPath = join(dir, 'nginx.conf');
    writeFileSync(mainPath, mainConfig(dir, this.sitePath));
    const child = spawn('nginx', ['-p', dir, '-c', mainPath, '-e', join(dir, 'error.log')], {
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
        throw new Error(`nginx exited (${child.exitCode}): ${this.text || readLog(join(dir, 'error.log'))}`);
      }
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${this.listen} within 10 s: ${this.text}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Rewrites the site for `upstreams` and has nginx reload it (new workers; old ones finish). */
  reload(upstreams: Upstreams): void {
    writeFileSync(this.sitePath, renderSite(readFileSync(SITE_TEMPLATE, 'utf8'), this.listen, upstreams));
    this.kill('SIGHUP');
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

function mainConfig(dir: string, sitePath: string): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    ...TEMP_PATHS.map((temp) => `  ${temp}_temp_path ${join(dir, temp)};`),
    `  include ${sitePath};`,
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

function readLog(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
