import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { serverNodeFlags } from '../server-command';

/**
 * One node of the fleet: the production build (`node dist/server/server.js`, what `npm start`
 * and the image run) with a ROLE, in its own process group so that a Ctrl-C at the terminal
 * reaches only the runner, which stops the nodes in order. Its log goes to a file.
 */
const root = join(import.meta.dirname, '../..');
export const SERVER_BUNDLE = join(root, 'dist/server/server.js');

export type Role = 'api' | 'web';

export class FleetNode {
  private child: ChildProcess | undefined;
  private exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }> = Promise.resolve({
    code: null,
    signal: null,
  });
  private log: WriteStream | undefined;
  /** How often this node was started (its log says which run a line belongs to). */
  starts = 0;

  constructor(
    readonly name: string,
    readonly role: Role,
    readonly port: number,
    /** Where Prometheus scrapes it (METRICS_PORT). */
    readonly metricsPort: number,
    private readonly env: Record<string, string>,
    private readonly logPath: string,
  ) {}

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  get url(): string {
    return `http://${this.address}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Spawns the node; `ready()` tells when it serves. */
  start(): void {
    if (this.running) throw new Error(`${this.name} is already running`);
    this.starts += 1;
    this.log ??= createWriteStream(this.logPath, { flags: 'a' });
    this.log.write(`--- ${this.name} start ${this.starts} at ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, [...serverNodeFlags(), SERVER_BUNDLE], {
      cwd: root,
      env: {
        ...process.env,
        ...this.env,
        NODE_ENV: 'production',
        ROLE: this.role,
        PORT: String(this.port),
        METRICS_PORT: String(this.metricsPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    this.exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    this.child = child;
  }

  /** 200 from /readyz: serving, and not draining. */
  async ready(): Promise<boolean> {
    if (!this.running) return false;
    try {
      const res = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      return res.status === 200;
    } catch {
      return false;
    }
  }

  /** Resolves once ready; rejects if the node exits first or takes longer than `timeoutMs`. */
  async whenReady(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.ready())) {
      if (!this.running) throw new Error(`${this.name} exited before it was ready (its log: ${this.logPath})`);
      if (Date.now() > deadline) throw new Error(`${this.name} was not ready within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  signal(signal: NodeJS.Signals): void {
    if (!this.running || !this.child?.pid) return;
    try {
      // The group: the node has no children of its own, but a crash must not leave any.
      process.kill(signal === 'SIGKILL' ? -this.child.pid : this.child.pid, signal);
    } catch {
      // Already gone.
    }
  }

  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    return this.exit;
  }

  /** SIGTERM (the node drains), SIGKILL after `graceMs`. */
  async stop(graceMs = 20_000): Promise<void> {
    if (!this.running) return;
    this.signal('SIGTERM');
    const forced = setTimeout(() => this.signal('SIGKILL'), graceMs);
    await this.exit;
    clearTimeout(forced);
  }

  closeLog(): void {
    this.log?.end();
    this.log = undefined;
  }
}
