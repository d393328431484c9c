import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one schema, shared by PGlite (embedded) and PostgreSQL (production). Money is integer
 * cents; times are timestamptz (UTC). Migrations are generated from this file by drizzle-kit
 * (`npm run db:generate`) and applied at start-up.
 */

/** Fixed-window counters shared by every node (sign-in, code and reset attempts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  hits: integer('hits').notNull(),
});
