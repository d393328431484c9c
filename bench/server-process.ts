import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopProcess, type Cleanup } from '../scripts/cleanup';

const root = join(import.meta.dirname, '..');

/**
 * `node --import tsx <script>` from the project root (or `cwd`: another commit's worktree), as its own process (the load generator
 * must not share the server's event loop), stopped by `cleanup` however the run ends.
 */
export function startServerProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  cleanup: Cleanup,
  options: { nodeArgs?: string[]; stdout?: 'inherit' | 'pipe'; cwd?: string } = {},
): ChildProcess {
  const stdio: StdioOptions = ['ignore', options.stdout ?? 'inherit', 'inherit'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', script], {
    cwd: options.cwd ?? root,
    // A free metrics port of its own unless told one: a bench may run two servers side by side.
    env: { METRICS_PORT: '0', ...env },
    stdio,
  });
  cleanup.add(script, () => stopProcess(child));
  return child;
}

/**
 * Resolves once `<base>/readyz` answers 200. Rejects as soon as the process exits (a bad
 * configuration, a missing build) rather than polling a server that will never come, and
 * after `timeoutMs`.
 */
export async function waitUntilReady(base: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
}

/**
 * A process's CPU time so far in ms (Linux /proc; clock ticks of 10 ms), or NaN. On a shared
 * machine requests/s and latency depend on the neighbours; CPU time per request much less.
 */
export function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
