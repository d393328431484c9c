import { noMetrics, type Metrics } from '../../../ports/metrics';

/**
 * The one runner of a node's background work (sending e-mail, hold reminders and expiry,
 * refunds, reconciliation): each job runs on its interval and whenever it is woken, never twice
 * at once in this process. A wake during a run asks for one more run right after it, so work
 * queued meanwhile is not left for the next interval. Several nodes may run the same jobs: each
 * job's own storage decides who does what (SKIP LOCKED claims, unique keys).
 */
export interface Job {
  name: string;
  /** 0: only when woken. */
  everyMs: number;
  /** Answers counts worth a log line when any is above zero. */
  run(): Promise<Record<string, number>>;
}

type Log = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>) => void;

interface Slot {
  job: Job;
  timer: ReturnType<typeof setInterval> | undefined;
  running: Promise<void> | undefined;
  again: boolean;
}

export class JobRunner {
  private readonly slots = new Map<string, Slot>();
  private stopped = false;

  /** `metrics` counts each run and tells how late each interval job is (decision 055). */
  constructor(
    private readonly log: Log,
    private readonly metrics: Metrics = noMetrics,
  ) {}

  add(job: Job): void {
    if (this.slots.has(job.name)) throw new Error(`job ${job.name} is already added`);
    this.slots.set(job.name, { job, timer: undefined, running: undefined, again: false });
    this.metrics.jobScheduled(job);
  }

  /** Starts every job's interval. */
  start(): void {
    for (const slot of this.slots.values()) {
      if (slot.job.everyMs <= 0 || slot.timer) continue;
      slot.timer = setInterval(() => this.wake(slot.job.name), slot.job.everyMs);
      slot.timer.unref();
    }
  }

  /** Runs the job soon (now, or right after the run in progress). */
  wake(name: string): void {
    const slot = this.slots.get(name);
    if (!slot || this.stopped) return;
    if (slot.running) {
      slot.again = true;
      return;
    }
    slot.running = this.runSlot(slot).finally(() => {
      slot.running = undefined;
      if (slot.again && !this.stopped) {
        slot.again = false;
        this.wake(name);
      }
    });
  }

  /** Runs the job now and waits for it (tests and commands): after a run in progress, if any. */
  async runNow(name: string): Promise<void> {
    const slot = this.slots.get(name);
    if (!slot) throw new Error(`no job ${name}`);
    while (slot.running) await slot.running;
    slot.running = this.runSlot(slot).finally(() => {
      slot.running = undefined;
    });
    await slot.running;
  }

  /** Stops the intervals and waits for the runs in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const slot of this.slots.values()) {
      clearInterval(slot.timer);
      slot.timer = undefined;
    }
    await Promise.all([...this.slots.values()].map((slot) => slot.running));
  }

  private async runSlot(slot: Slot): Promise<void> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const report = await slot.job.run();
      this.metrics.jobRan(slot.job, 'ok', seconds());
      if (Object.values(report).some((n) => n > 0)) this.log('info', `${slot.job.name} ran`, report);
    } catch (err) {
      this.metrics.jobRan(slot.job, 'failed', seconds());
      this.log('error', `${slot.job.name} failed`, { err: err instanceof Error ? err.message : String(err) });
    }
  }
}
