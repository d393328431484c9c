import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FleetNode, SERVER_BUNDLE, type Role } from './fleet-node';
import { LoadBalancer, type Upstreams } from './load-balancer';
import { MailCatcher, type CaughtMessage } from './mail-catcher';
import { freePort, startPostgres, type PostgresServer } from './postgres-cluster';
import { FleetPrometheus } from './prometheus';

/**
 * docker-compose.yml's topology on loopback, without Docker: PostgreSQL, api and web nodes of
 * the production build, nginx in front with deploy/nginx.conf.template, and a mail catcher.
 * The runner owns the rotation: it polls every node's /readyz and marks a node down in nginx
 * (and reloads it) as soon as it is not ready, which a draining node says for
 * SHUTDOWN_DELAY_SECONDS before it stops listening (decision 033), and up again once it is.
 */
export interface FleetOptions {
  /** The load balancer's port on 127.0.0.1; 0 for a free one. */
  port: number;
  apiNodes?: 1 | 2;
  webNodes?: 1 | 2;
  /** Settings for every node, over the fleet's own. */
  env?: Record<string, string>;
  /** Progress, one line at a time. */
  say?: (line: string) => void;
  onMail?: (message: CaughtMessage) => void;
  /** A node or nginx exited without being asked to: the fleet is no longer what was started. */
  onFailure?: (reason: string) => void;
  /** Also start Prometheus, scraping every node's metrics port with the fleet's rules. */
  prometheus?: boolean;
}

export interface Fleet {
  /** The load balancer: what a browser opens. */
  url: string;
  databaseUrl: string;
  mail: MailCatcher;
  nodes: readonly FleetNode[];
  /** Where each node's log is kept after the fleet stops. */
  logDir: string;
  /** When asked for: Prometheus, scraping every node. */
  prometheus?: FleetPrometheus;
  node(name: string): FleetNode;
  /** True while nginx sends the node requests. */
  inRotation(name: string): boolean;
  /**
   * Resolves after a poll of every node that started after the call found nothing to change:
   * whatever happened before the call is reflected in nginx by then.
   */
  settled(): Promise<void>;
  /** Kills a node at once (kill -9): nginx finds out from failed connections and the runner's poll. */
  kill(name: string): Promise<void>;
  /** Starts a stopped or killed node and waits until it is back in rotation. */
  start(name: string): Promise<void>;
  /** Stops a node gracefully: out of rotation while it drains, then it exits. */
  stopNode(name: string): Promise<void>;
  /** A fast restart of PostgreSQL: every connection of every node is cut. */
  restartPostgres(): Promise<void>;
  /** Stops everything: nginx, the nodes (draining), the mail catcher, PostgreSQL. */
  stop(): Promise<void>;
}

const POLL_MS = 200;
/** Longer than a poll plus a reload: the node leaves nginx before it refuses connections. */
const SHUTDOWN_DELAY_SECONDS = 2;

export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const say = options.say ?? (() => {});
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run npm run build first`);
  const scratch = mkdtempSync(join(tmpdir(), 'contrail-fleet-'));
  const logDir = join(import.meta.dirname, '../../.data/fleet');
  mkdirSync(logDir, { recursive: true });
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(scratch, { recursive: true, force: true })];
  const nodes: FleetNode[] = [];
  let postgres: PostgresServer | undefined;
  let balancer: LoadBalancer | undefined;
  let stopping = false;
  // A runner that dies (an exception, a second Ctrl-C) still takes its processes with it.
  let prometheusRunning: FleetPrometheus | undefined;
  const killAll = () => {
    for (const node of nodes) node.signal('SIGKILL');
    prometheusRunning?.kill();
    balancer?.kill('SIGKILL');
    postgres?.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
  process.once('exit', killAll);

  const teardown = async () => {
    stopping = true;
    monitor.stop();
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    process.removeListener('exit', killAll);
  };

  const rotation = new Map<string, boolean>();
  const monitor = pollRotation(nodes, rotation, async (wanted) => {
    await balancer?.reload(wanted);
    const line = [...wanted.api, ...wanted.web].map((u) => u.inRotation);
    say(`rotation: ${nodes.map((n, i) => `${n.name} ${line[i] ? 'in' : 'out'}`).join(', ')}`);
  });
  const expectedExit = new Set<string>();
  const watchExit = (node: FleetNode) => {
    const started = node.starts;
    void (async () => {
      const { code, signal } = await node.exited();
      // A later start has its own watch; this one is about the run it was set for.
      if (stopping || expectedExit.has(node.name) || node.starts !== started) return;
      options.onFailure?.(`${node.name} exited (${code ?? signal}); its log: ${join(logDir, `${node.name}.log`)}`);
    })();
  };

  try {
    say('starting PostgreSQL...');
    postgres = await startPostgres();
    const pg = postgres;
    cleanups.push(() => pg.stop());
    const mail = await MailCatcher.start(options.onMail);
    cleanups.push(() => mail.stop());
    const port = options.port || (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      HOST: '127.0.0.1',
      DATABASE_URL: pg.url,
      // One secret for the fleet: a token issued by any node is good on every node.
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: url,
      TRUST_PROXY: 'true',
      MAILER: 'smtp',
      SMTP_URL: mail.url,
      MAIL_FROM: 'Contrail <no-reply@contrail.example>',
      LOG_LEVEL: 'info',
      SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
      ...options.env,
    };
    const tiers: [Role, number][] = [
      ['api', options.apiNodes ?? 2],
      ['web', options.webNodes ?? 2],
    ];
    for (const [role, count] of tiers) {
      for (let i = 1; i <= count; i++) {
        const name = `${role}-${i}`;
        const logPath = join(logDir, `${name}.log`);
        writeFileSync(logPath, '');
        // The web tier reaches the charter engine through the load balancer's /api route.
        const own = role === 'web' ? { ...env, CHARTER_API_URL: url } : env;
        nodes.push(new FleetNode(name, role, await freePort(), await freePort(), own, logPath));
      }
    }
    cleanups.push(async () => {
      await Promise.all(nodes.map((n) => n.stop()));
      for (const n of nodes) n.closeLog();
    });
    say(`starting nginx on ${url}...`);
    const errorLog = join(logDir, 'nginx-error.log');
    writeFileSync(errorLog, '');
    const lb = new LoadBalancer(join(scratch, 'nginx'), port, errorLog);
    balancer = lb;
    cleanups.push(() => lb.stop());
    await lb.start(upstreamsOf(nodes, rotation), await freePort());
    void (async () => {
      const code = await lb.exited;
      if (!stopping) options.onFailure?.(`nginx exited (${code}): ${lb.printed}`);
    })();
    say(`starting ${nodes.map((n) => n.name).join(', ')}...`);
    for (const node of nodes) {
      node.start();
      watchExit(node);
    }
    const prometheus = options.prometheus ? await startPrometheus(nodes, scratch, logDir) : undefined;
    prometheusRunning = prometheus;
    if (prometheus) {
      cleanups.push(() => prometheus.stop());
      void (async () => {
        const code = await prometheus.exited;
        if (!stopping) options.onFailure?.(`prometheus exited (${code}); its log: ${join(logDir, 'prometheus.log')}`);
      })();
    }
    await Promise.all(nodes.map((n) => n.whenReady()));
    monitor.start();
    await waitFor(() => nodes.every((n) => rotation.get(n.name)), 10_000, 'every node in rotation');

    const find = (name: string) => {
      const node = nodes.find((n) => n.name === name);
      if (!node) throw new Error(`no node ${name} in this fleet`);
      return node;
    };
    return {
      url,
      databaseUrl: pg.url,
      mail,
      nodes,
      logDir,
      prometheus,
      node: find,
      inRotation: (name) => rotation.get(name) ?? false,
      settled: () => monitor.settled(),
      async kill(name) {
        const node = find(name);
        expectedExit.add(name);
        node.signal('SIGKILL');
        await node.exited();
      },
      async start(name) {
        const node = find(name);
        expectedExit.delete(name);
        node.start();
        watchExit(node);
        await node.whenReady();
        await waitFor(() => rotation.get(name) === true, 10_000, `${name} back in rotation`);
      },
      async stopNode(name) {
        expectedExit.add(name);
        await find(name).stop();
      },
      restartPostgres: () => pg.restart(),
      stop: teardown,
    };
  } catch (error) {
    await teardown();
    throw error;
  }
}

/**
 * Polls every node's /readyz and, when any answer changed, has `apply` put that rotation in
 * force (nginx reloaded). `rotation` says what is in force: a node counts as in only once nginx
 * sends it work.
 */
function pollRotation(
  nodes: readonly FleetNode[],
  rotation: Map<string, boolean>,
  apply: (wanted: Upstreams) => Promise<void>,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let passes = 0;
  /** The number of the last pass that changed nothing (passes run one after another). */
  let lastQuiet = 0;
  const pass = async () => {
    const number = ++passes;
    const answers = await Promise.all(nodes.map((n) => n.ready()));
    if (!running) return;
    const wanted = new Map(nodes.map((node, i) => [node.name, answers[i] ?? false]));
    if (nodes.some((node) => wanted.get(node.name) !== (rotation.get(node.name) ?? false))) {
      const applied = await apply(upstreamsOf(nodes, wanted)).then(
        () => true,
        () => false,
      );
      if (applied) for (const [name, ready] of wanted) rotation.set(name, ready);
    } else {
      lastQuiet = number;
    }
    if (running) timer = setTimeout(() => void pass(), POLL_MS);
  };
  return {
    start() {
      running = true;
      void pass();
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
    async settled() {
      const after = passes;
      const quietSince = () => lastQuiet > after;
      while (!quietSince()) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

/** nginx's upstreams for the nodes, each in rotation as `ready` says. */
function upstreamsOf(nodes: readonly FleetNode[], ready: ReadonlyMap<string, boolean>): Upstreams {
  const of = (role: Role) =>
    nodes.filter((n) => n.role === role).map((n) => ({ address: n.address, inRotation: ready.get(n.name) ?? false }));
  return { api: of('api'), web: of('web') };
}

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Prometheus on a free port, scraping each node's metrics port (scripts/fleet/prometheus.ts). */
async function startPrometheus(nodes: readonly FleetNode[], scratch: string, logDir: string) {
  const logPath = join(logDir, 'prometheus.log');
  writeFileSync(logPath, '');
  return FleetPrometheus.start({
    dir: join(scratch, 'prometheus'),
    port: await freePort(),
    targets: nodes.map((n) => ({ node: n.name, role: n.role, address: `127.0.0.1:${n.metricsPort}` })),
    logPath,
  });
}
