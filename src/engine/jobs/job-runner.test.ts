import { describe, expect, it } from 'vitest';
import { JobRunner } from './job-runner';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the job runner', () => {
  it('never runs a job twice at once, and runs it once more when woken during a run', async () => {
    const runner = new JobRunner(() => undefined);
    let running = 0;
    let most = 0;
    let runs = 0;
    const first = gate();
    runner.add({
      name: 'mail',
      everyMs: 0,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        runs += 1;
        if (runs === 1) await first.opened;
        running -= 1;
        return {};
      },
    });
    runner.wake('mail');
    runner.wake('mail');
    runner.wake('mail');
    await tick();
    expect(runs).toBe(1);
    first.open();
    await runner.runNow('mail');
    // The three wakes during the first run asked for one more run, and runNow for another.
    expect(runs).toBe(3);
    expect(most).toBe(1);
    await runner.stop();
  });

  it('keeps running after a job throws, and logs the failure', async () => {
    const logged: string[] = [];
    const runner = new JobRunner((_level, event) => logged.push(event));
    let runs = 0;
    runner.add({
      name: 'payments',
      everyMs: 0,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
        return { cancelled: 1 };
      },
    });
    await runner.runNow('payments');
    await runner.runNow('payments');
    expect(logged).toEqual(['payments failed', 'payments ran']);
    await runner.stop();
  });

  it('waits for a run in progress when stopped, and starts none after', async () => {
    const runner = new JobRunner(() => undefined);
    const release = gate();
    let finished = false;
    let runs = 0;
    runner.add({
      name: 'mail',
      everyMs: 0,
      run: async () => {
        runs += 1;
        await release.opened;
        finished = true;
        return {};
      },
    });
    runner.wake('mail');
    const stopped = runner.stop();
    runner.wake('mail');
    release.open();
    await stopped;
    expect(finished).toBe(true);
    expect(runs).toBe(1);
  });
});
