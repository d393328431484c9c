import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { WatchedLegFacts } from '../../src/core/watches/watch-matching';
import type { PriceWatch } from '../../src/core/watches/price-watch';

/** A price watch's terms as kept (its pricing's figures are columns of their own). */
export type PriceTerms = Pick<PriceWatch, 'search' | 'category' | 'dropPercent' | 'watchedCents'>;

/**
 * Route watches (issue 27, docs/decisions/047), beside the one schema (schema.ts) and read by
 * drizzle-kit with it. A watch keeps the airports its places stand for, so one new empty leg
 * finds its watches by two array lookups (GIN indexes); each match is a row of its own, keyed
 * by watch and leg, so a watch hears of a leg once whichever node saw it first.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const routeWatches = pgTable(
  'route_watches',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    status: text('status').notNull(),
    fromLabel: text('from_label').notNull(),
    toLabel: text('to_label').notNull(),
    fromAirports: text('from_airports').array().notNull(),
    toAirports: text('to_airports').array().notNull(),
    /** yyyy-mm-dd, on the departure airport's calendar. */
    firstDay: text('first_day').notNull(),
    lastDay: text('last_day').notNull(),
    passengers: integer('passengers').notNull(),
    categories: text('categories').array().notNull(),
    emptyLegs: boolean('empty_legs').notNull(),
    createdAt: at('created_at').notNull(),
    /** The last alert queued: at most one a day, the rest wait for the next (a digest). */
    lastAlertedAt: at('last_alerted_at'),
    /** The search whose guaranteed price it watches, if any (docs/decisions/048). */
    price: jsonb('price').$type<PriceTerms>(),
    pricedAt: at('priced_at'),
    pricedCents: integer('priced_cents'),
    priceToldCents: integer('price_told_cents'),
  },
  (t) => [
    // The customer's alone: with the status in it, PGlite (no autovacuum, so no statistics)
    // planned a leg's matching on it, reading every active watch.
    index('route_watches_user').on(t.userId),
    // Without fastupdate: a pending list of new entries is read in full by every lookup.
    index('route_watches_from').using('gin', t.fromAirports).with({ fastupdate: false }),
    index('route_watches_to').using('gin', t.toAirports).with({ fastupdate: false }),
    // The daily re-pricing reads the price watches longest unpriced.
    index('route_watches_priced')
      .on(t.pricedAt)
      .where(sql`${t.price} is not null`),
  ],
);

/** Empty legs already matched against the watches (each once, on whichever node saw it first). */
export const watchedLegs = pgTable('watched_legs', {
  legId: text('leg_id').primaryKey(),
  seenAt: at('seen_at').notNull(),
});

export const watchMatches = pgTable(
  'watch_matches',
  {
    watchId: text('watch_id').notNull(),
    legId: text('leg_id').notNull(),
    leg: jsonb('leg').$type<WatchedLegFacts>().notNull(),
    matchedAt: at('matched_at').notNull(),
    /** Told in an alert (null: waiting for the watch's next one). */
    alertedAt: at('alerted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.watchId, t.legId] }),
    index('watch_matches_waiting')
      .on(t.watchId)
      .where(sql`${t.alertedAt} is null`),
  ],
);
