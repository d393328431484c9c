import type { ChildProcess } from 'node:child_process';
import { constants } from 'node:os';

type StopSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP';
const SIGNALS: readonly StopSignal[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * What a benchmark or script started (a throw-away PostgreSQL, app processes, a browser),
 * stopped on every way out: the end of the run, a failure, Ctrl-C (SIGINT), SIGTERM or a
 * closed terminal (SIGHUP). Node runs no `finally` when a signal ends it, so a failed or
 * interrupted run used to leave its PostgreSQL server running and its data directory behind.
 *
 *   const cleanup = new Cleanup();
 *   try {
 *     const postgres = await startPostgres();
 *     cleanup.add('PostgreSQL', () => postgres.stop());
 *     ...
 *   } finally {
 *     await cleanup.run();
 *   }
 */
export class Cleanup {
  private readonly steps: { name: string; stop: () => unknown }[] = [];
  private running: Promise<void> | undefined;
  private readonly onSignal = (signal: StopSignal) => {
    console.error(`\n${signal}: stopping what this run started...`);
    void this.run().finally(() => process.exit(128 + constants.signals[signal]));
  };

  constructor() {
    for (const signal of SIGNALS) process.once(signal, this.onSignal);
  }

  /** Something to stop; steps run in the reverse order of adding (the last started stops first). */
  add(name: string, stop: () => unknown): void {
    this.steps.push({ name, stop });
  }

  /**
   * Runs every step once, however often it is called: from `finally` and from a signal at the
   * same time, the second call waits for the first. A failing step is reported and the others
   * still run.
   */
  run(): Promise<void> {
    this.running ??= (async () => {
      for (const { name, stop } of [...this.steps].reverse()) {
        try {
          await stop();
        } catch (error) {
          console.error(`Could not stop ${name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      for (const signal of SIGNALS) process.off(signal, this.onSignal);
    })();
    return this.running;
  }
}

/**
 * Ends a child process and waits until it has exited: SIGTERM, then SIGKILL if it is still
 * there after `graceMs`. An already exited child answers at once (waiting for its 'exit' event
 * then would wait forever).
 */
export async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
