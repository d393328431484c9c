import type { Clock } from '../../ports/clock';

/** A clock that moves only when the test says so. */
export class ManualClock implements Clock {
  constructor(private current = new Date(Date.UTC(2026, 10, 22, 12, 0, 0))) {}

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
