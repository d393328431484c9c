/**
 * Counts attempts per key in fixed windows. Every node shares one store (Postgres), so a
 * limit holds however many web or api processes run behind the load balancer.
 */
export interface RateLimitStore {
  /** Records one attempt at `now` and reports whether it is within `limit` for the window. */
  hit(key: string, rule: RateLimitRule, now: Date): Promise<RateLimitVerdict>;
  /** Forgets the attempts for a key (after a successful sign-in, say). */
  reset(key: string): Promise<void>;
}

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  hits: number;
  /** When the current window ends and attempts are allowed again. */
  resetsAt: Date;
}

export const RATE_LIMIT_STORE = Symbol.for('contrail.RateLimitStore');
