import type { RateLimitRule, RateLimitStore, RateLimitVerdict } from '../../ports/rate-limit-store';

/** In-memory RateLimitStore for fast unit tests; passes the same contract as Postgres. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { startedAt: Date; hits: number }>();

  async hit(key: string, rule: RateLimitRule, now: Date): Promise<RateLimitVerdict> {
    const current = this.windows.get(key);
    const expired = !current || current.startedAt.getTime() <= now.getTime() - rule.windowSeconds * 1000;
    const window = expired ? { startedAt: now, hits: 1 } : { startedAt: current.startedAt, hits: current.hits + 1 };
    this.windows.set(key, window);
    return {
      allowed: window.hits <= rule.limit,
      hits: window.hits,
      resetsAt: new Date(window.startedAt.getTime() + rule.windowSeconds * 1000),
    };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}
