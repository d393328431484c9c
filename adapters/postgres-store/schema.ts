import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LimoRequest } from '../../src/core/limo/limo-request';
import type { StoredQuote } from '../../src/core/quotes/search-quotes';
import type { LegView, PriceBreakup } from '../../src/core/quotes/quote-view';

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

/** Local identity provider: one row per person; the e-mail (lower-cased) is the username. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** scrypt, self-describing (parameters and salt inside); null for federated-only users. */
  passwordHash: text('password_hash'),
  role: text('role', { enum: ['CUSTOMER', 'SUPPORT'] }).notNull(),
  federated: boolean('federated').notNull().default(false),
  confirmed: boolean('confirmed').notNull().default(false),
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  phone: text('phone').notNull().default(''),
  enableEmail: boolean('enable_email').notNull().default(true),
  enableNotification: boolean('enable_notification').notNull().default(true),
  enableSms: boolean('enable_sms').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** One live code per user and purpose (sign-up confirmation, password reset); hashes only. */
export const identityCodes = pgTable(
  'identity_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm-sign-up', 'reset-password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

/** Sign-ins through Apple, Google or Facebook: the provider's subject, linked to our user. */
export const federatedIdentities = pgTable(
  'federated_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/** Rotating refresh tokens (hashes only), grouped in families for reuse detection. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** The development outbox: every message the outbox mailer "sent". */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * Guaranteed quotes: each search's options and prices as plain JSON, until they expire. Stored
 * as json, not jsonb: a quote is only ever read back whole, and json (kept as text) is written
 * about twice as fast, which counts with one quote per search.
 */
export const charterQuotes = pgTable('charter_quotes', {
  searchId: text('search_id').primaryKey(),
  quote: json('quote').$type<StoredQuote>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Bookings, from the add-ons draft on. A RESERVED or BOOKED booking takes its tail from
 * busy_from to busy_to (ferries included); searches skip a tail while it is taken.
 * The owner is a user id, or a visitor's session id before sign-in.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    status: text('status').notNull(),
    ownerUserId: text('owner_user_id'),
    ownerSessionId: text('owner_session_id'),
    aboneSearchId: text('abone_search_id').notNull(),
    category: text('category').notNull(),
    tailNumber: text('tail_number').notNull(),
    addonIds: jsonb('addon_ids').$type<string[]>().notNull(),
    useRewards: boolean('use_rewards').notNull(),
    priceBreakup: jsonb('price_breakup').$type<PriceBreakup>().notNull(),
    totalCents: integer('total_cents').notNull(),
    legs: jsonb('legs').$type<LegView[]>().notNull(),
    busyFrom: timestamp('busy_from', { withTimezone: true, mode: 'date' }).notNull(),
    busyTo: timestamp('busy_to', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('bookings_busy').on(t.status, t.busyTo), index('bookings_owner_user').on(t.ownerUserId)],
);

/** Reward ledger: 1% of a paid flight ADDED, CAPTURED when used; balances are computed. */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    bookingId: text('booking_id').notNull(),
    amount: integer('amount_cents').notNull(),
    status: text('status', { enum: ['ADDED', 'CAPTURED'] }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('reward_entries_user').on(t.userId)],
);

/** Wallet ledger: deposits and credits ADDED, bookings PAID from it, REFUNDED money back. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    amount: integer('amount_cents').notNull(),
    status: text('status', { enum: ['ADDED', 'PAID', 'REFUNDED'] }).notNull(),
    display: text('display').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('wallet_entries_user').on(t.userId)],
);

/** Each customer's address book (spec 001 section 3, Traveller); removed_at hides a removed one. */
export const travellers = pgTable(
  'travellers',
  {
    id: text('id').primaryKey(),
    ownerUserId: text('owner_user_id').notNull(),
    fname: text('fname').notNull(),
    mname: text('mname').notNull(),
    lname: text('lname').notNull(),
    dob: text('dob').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    passportNumber: text('passport_number').notNull(),
    passportExpiry: text('passport_expiry').notNull(),
    /** ISO 3166-1 alpha-3. */
    passportCountry: text('passport_country').notNull(),
    tag: text('tag', { enum: ['COLLEAGUE', 'FAMILY', 'FRIEND'] }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('travellers_owner').on(t.ownerUserId)],
);

/** Who flies on a booking: the legs on board (1-based) and the one lead passenger. */
export const bookingPassengers = pgTable(
  'booking_passengers',
  {
    bookingId: text('booking_id').notNull(),
    travellerId: text('traveller_id')
      .notNull()
      .references(() => travellers.id),
    legs: jsonb('legs').$type<number[]>().notNull(),
    lead: boolean('lead').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.travellerId] })],
);

/** A booking's emergency contact (first name, last name, phone). */
export const bookingEmergencyContacts = pgTable('booking_emergency_contacts', {
  bookingId: text('booking_id').primaryKey(),
  fname: text('fname').notNull(),
  lname: text('lname').notNull(),
  phoneNumber: text('phone_number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Limo orders of the ground-transportation add-on, as submitted (spec 000 section 7). */
export const limoRequests = pgTable(
  'limo_requests',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull(),
    userId: text('user_id').notNull(),
    request: jsonb('request').$type<LimoRequest>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('limo_requests_booking').on(t.bookingId)],
);
