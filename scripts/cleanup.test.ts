import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Cleanup } from './cleanup';

/**
 * A script as a benchmark is one: it starts a long-running child process (standing in for a
 * server), registers its stop with Cleanup, says "started <pid>", then fails or waits to be
 * interrupted.
 */
const SCRIPT = (ending: 'fail' | 'wait') => `
  import { spawn } from 'node:child_process';
  import { Cleanup, stopProcess } from ${JSON.stringify(join(import.meta.dirname, 'cleanup.ts'))};
  const cleanup = new Cleanup();
  try {
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    cleanup.add('server', () => stopProcess(server));
    console.log('started ' + server.pid);
    ${ending === 'fail' ? "throw new Error('the benchmark failed');" : 'await new Promise(() => setInterval(() => {}, 1000));'}
  } finally {
    await cleanup.run();
  }
`;

function runScript(ending: 'fail' | 'wait'): { script: ChildProcess; started: Promise<number> } {
  const script = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT(ending)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = new Promise<number>((resolve, reject) => {
    if (!script.stdout) return reject(new Error('no output'));
    createInterface({ input: script.stdout }).on('line', (line) => {
      const pid = /^started (\d+)$/.exec(line)?.[1];
      if (pid) resolve(Number(pid));
    });
    script.once('exit', () => reject(new Error('the script ended before starting its server')));
  });
  return { script, started };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('Cleanup', () => {
  it('stops what a script started when it is interrupted (Ctrl-C), and exits 130', async () => {
    const { script, started } = runScript('wait');
    const server = await started;
    expect(alive(server)).toBe(true);
    script.kill('SIGINT');
    const [code] = await once(script, 'exit');
    expect(code).toBe(130);
    expect(alive(server)).toBe(false);
  });

  it('stops what a script started when the script fails', async () => {
    const { script, started } = runScript('fail');
    const server = await started;
    const [code] = await once(script, 'exit');
    expect(code).toBe(1);
    expect(alive(server)).toBe(false);
  });

  it('runs each step once, last added first, and goes on past a step that fails', async () => {
    const cleanup = new Cleanup();
    const stopped: string[] = [];
    cleanup.add('database', () => stopped.push('database'));
    cleanup.add('server', () => {
      stopped.push('server');
      throw new Error('already gone');
    });
    cleanup.add('browser', async () => {
      stopped.push('browser');
    });
    await Promise.all([cleanup.run(), cleanup.run()]);
    await cleanup.run();
    expect(stopped).toEqual(['browser', 'server', 'database']);
  });
});
