import { eq, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { RateLimitRule, RateLimitStore, RateLimitVerdict } from '../../ports/rate-limit-store';
import { DB, type Db } from './database';
import { rateLimits } from './schema';

@injectable()
export class PostgresRateLimitStore implements RateLimitStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async hit(key: string, rule: RateLimitRule, now: Date): Promise<RateLimitVerdict> {
    const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
    // One atomic upsert: concurrent hits from several nodes each get their own count, and an
    // expired window restarts at this hit.
    const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart}`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStartedAt: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now} else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
    if (!row) throw new Error('rate limit upsert returned no row');
    return {
      allowed: row.hits <= rule.limit,
      hits: row.hits,
      resetsAt: new Date(row.windowStartedAt.getTime() + rule.windowSeconds * 1000),
    };
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }
}
