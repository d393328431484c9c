import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox card gateway's own tables (adapters/payments-sandbox): tokens, charges and refunds.
 * Part of the one schema (drizzle.config.ts lists its files).
 */

/** Sandbox card gateway: single-use card tokens (hashes only; never a card number). */
export const sandboxTokens = pgTable('sandbox_gateway_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  outcome: text('outcome').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** Sandbox card gateway: one row per charge attempt, unique per idempotency key. */
export const sandboxCharges = pgTable('sandbox_gateway_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  outcome: text('outcome').notNull(),
  amount: integer('amount').notNull(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const sandboxRefunds = pgTable('sandbox_gateway_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => sandboxCharges.id),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
