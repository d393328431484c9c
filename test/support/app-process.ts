import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Cleanup } from '../../scripts/cleanup';
import { QUIET_MARKET } from './quiet-market';
import { freePort } from '../../scripts/fleet/postgres-cluster';

const root = join(import.meta.dirname, '../..');

export interface AppProcess {
  url: string;
  /** Everything the process printed so far (its log lines and, with MAILER=outbox, its mail). */
  output(): string;
  /** Waits until the output contains `text` (or matches it). */
  waitForOutput(match: string | RegExp, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The app as `npm start` runs it, in a process of its own (a node of a fleet, a newcomer's
 * quick start): production mode, the built pages, the given environment on top. Listens on a
 * free port; answers once /readyz does. Given a script's `cleanup`, its stop is registered
 * there as soon as it is started: a Ctrl-C while it starts stops it too (it runs in a process
 * group of its own, which the terminal's signal does not reach).
 */
export async function startAppProcess(
  env: Record<string, string>,
  options: { cleanup?: Cleanup } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    // On a quiet market, as every test app (test/support/app.ts): dates count from today.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // A free metrics port of its own (decision 055): processes of other test files run beside it.
      METRICS_PORT: '0',
      ...QUIET_MARKET,
      SERVICE_WORKER: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopping it stops npm's child node process too.
    detached: true,
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  // 'close', not 'exit': npm dies of a signal at once, while the server it started is still
  // closing its database; the output pipes close only when that server has exited too.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const waitForOutput = async (match: string | RegExp, timeoutMs = 60_000): Promise<string> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = typeof match === 'string' ? printed.includes(match) : match.test(printed);
      if (found) return printed;
      if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${printed}`);
      if (Date.now() > deadline)
        throw new Error(`the app did not print ${String(match)} in ${timeoutMs} ms:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    if (child.exitCode === null) signalGroup(child, 'SIGTERM');
    // A ceiling, not a wait: a clean stop (jobs, then the embedded database written out and let
    // go) took longer than 10 s once on a loaded 2-core machine, and the kill left the lock behind.
    const killed = setTimeout(() => signalGroup(child, 'SIGKILL'), 30_000);
    await exited;
    clearTimeout(killed);
  };
  options.cleanup?.add('the app (npm start)', stop);
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i += 1) {
      const ready = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      // A start that is refused (a bad configuration, a database another process holds) ends here.
      if (child.exitCode !== null)
        throw new Error(`the app exited (${child.exitCode}) before it was ready:\n${printed}`);
      if (i > 600) throw new Error(`the app never became ready:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { url, output: () => printed, waitForOutput, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The six-digit code of the newest code e-mail to `email` that the app printed on its terminal
 * (MAILER=outbox in production: the quick start's only inbox), waiting for it to be printed.
 */
export async function codeOnTerminal(app: AppProcess, email: string): Promise<string> {
  const heading = `E-mail to ${email} `;
  const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const output = await app.waitForOutput(new RegExp(`${escaped}[\\s\\S]*?\\n\\d{6}\\n`), 30_000);
  const code = /\n(\d{6})\n/.exec(output.slice(output.lastIndexOf(heading)))?.[1];
  if (!code) throw new Error(`no code printed for ${email}`);
  return code;
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run -s <command> -- <options>` run to its end, as support staff type it: from the
 * project folder, with an operator's environment (not Vitest's NODE_ENV=test) and `env` on top.
 */
export function staffCommand(command: string, options: string[], env: Record<string, string>): Promise<Finished> {
  const inherited = { ...process.env };
  for (const key of Object.keys(inherited)) {
    if (key === 'NODE_ENV' || key === 'TEST' || key.startsWith('VITEST')) delete inherited[key];
  }
  const child = spawn('npm', ['run', '-s', command, '--', ...options], {
    cwd: root,
    env: { ...inherited, npm_config_update_notifier: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * A new, empty database on the test run's PostgreSQL server (or the one at `adminUrl`: the
 * Cucumber run's own); answers its URL and how to drop it.
 */
export async function scratchPostgresDatabase(
  adminUrl: string = inject('postgresUrl'),
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nodes_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Server processes of one test file on data directories under a temporary directory of its
 * own: `start` starts one (on `dataDir(name)`), and after the file every one is stopped and
 * the directory removed.
 */
export function serversOfThisFile(): {
  dataDir(name: string): string;
  start(env: { DATA_DIR: string }): Promise<AppProcess>;
} {
  let dir = '';
  const servers: AppProcess[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'contrail-one-writer-'));
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dataDir: (name) => join(dir, name),
    async start(env) {
      const server = await startAppProcess(env);
      servers.push(server);
      return server;
    },
  };
}
