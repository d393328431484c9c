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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LimoRequest } from '../../src/core/limo/limo-request';
import { sql } from 'drizzle-orm';
import type { StoredQuote } from '../../src/core/quotes/search-quotes';
import type { LegView, PriceBreakup } from '../../src/core/quotes/quote-view';
import type { FboContact } from '../../src/core/itinerary/itinerary';
import type { CrewMember } from '../../src/core/itinerary/itinerary-rules';

/**
 * The one schema, shared by PGlite (embedded) and PostgreSQL (production), in files by area:
 * this one (bookings, payments, ledgers, itineraries, passengers, the audit log),
 * identity-schema.ts, sandbox-schema.ts and chat-schema.ts. Money is integer cents; times are
 * timestamptz (UTC). Migrations are generated from them by drizzle-kit (`npm run db:generate`,
 * drizzle.config.ts lists the files) and applied at start-up.
 */

/** Fixed-window counters shared by every node (sign-in, code and reset attempts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  hits: integer('hits').notNull(),
});

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
    /** RESERVED: when the hold lapses and the booking is cancelled. */
    holdUntil: timestamp('hold_until', { withTimezone: true, mode: 'date' }),
    /** When the last leg lands: a BOOKED trip is COMPLETED after it. */
    arrivesAt: timestamp('arrives_at', { withTimezone: true, mode: 'date' }),
    /** The payment being charged right now, if any: no second charge, no hold expiry meanwhile. */
    pendingPaymentId: text('pending_payment_id'),
    /** When the first leg departs: the back office searches and sorts by it. */
    departsAt: timestamp('departs_at', { withTimezone: true, mode: 'date' }),
    /** Every airport of the legs, in order (ICAO): the back office's route search. */
    routeCodes: text('route_codes').array(),
    /**
     * An empty leg (docs/decisions/038): the paid trip whose repositioning flight it is, and
     * which one (IN from the base, OUT home). Null for any other booking.
     */
    emptyLegOf: text('empty_leg_of'),
    emptyLegDirection: text('empty_leg_direction'),
  },
  (t) => [
    index('bookings_busy').on(t.status, t.busyTo),
    index('bookings_owner_user').on(t.ownerUserId),
    index('bookings_hold').on(t.status, t.holdUntil),
    index('bookings_departs').on(t.departsAt),
    // The back office lists bookings by departure, newest first (adapters/postgres-store/desk.ts).
    index('bookings_desk_order').on(t.departsAt.desc().nullsLast(), t.createdAt.desc(), t.id),
    // No pending list: PGlite runs no autovacuum to flush one, and every search would read it.
    index('bookings_route').using('gin', t.routeCodes).with({ fastupdate: false }),
    // A payment checks the tail's other bookings (src/engine/payments: no tail taken twice).
    index('bookings_tail').on(t.tailNumber, t.busyTo),
    // An empty leg is sold once: one reserved or booked booking per trip and direction.
    uniqueIndex('bookings_empty_leg_once')
      .on(t.emptyLegOf, t.emptyLegDirection)
      .where(sql`status in ('RESERVED', 'BOOKED')`),
  ],
);

/**
 * Payments of bookings: one row per attempt (its id is the paymentId and the gateway's
 * idempotency key). Recorded PENDING before the gateway is called, so a crash in between is
 * found and reconciled at start-up. At most one attempt of a booking is PENDING, and each
 * stage (full payment, deposit, balance) is APPROVED at most once.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: text('user_id').notNull(),
    /** CHANGE: the higher price of a change of dates (booking_changes), paid by the customer. */
    kind: text('kind', { enum: ['FULL', 'DEPOSIT', 'BALANCE', 'CHANGE'] }).notNull(),
    method: text('method', { enum: ['CREDIT_CARD', 'APPLE_PAY', 'WALLET', 'WIRE'] }).notNull(),
    status: text('status', {
      enum: ['INITIATED', 'PENDING', 'APPROVED', 'DECLINED', 'AWAITING_TRANSFER', 'LAPSED'],
    }).notNull(),
    amount: integer('amount_cents').notNull(),
    cardFee: integer('card_fee_cents').notNull(),
    flightAmount: integer('flight_amount_cents').notNull(),
    rewardsUsed: integer('rewards_used_cents').notNull(),
    /** The booking's updated_at when the attempt was opened: a re-priced booking is not charged. */
    bookingVersion: timestamp('booking_version', { withTimezone: true, mode: 'date' }).notNull(),
    clientKey: text('client_key'),
    chargeId: text('charge_id'),
    maskedCard: text('masked_card'),
    brand: text('brand'),
    declineReason: text('decline_reason'),
    /** A CHANGE payment: the change of dates it pays for, applied when it is approved. */
    changeId: text('change_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('payments_booking').on(t.bookingId),
    index('payments_status').on(t.status, t.updatedAt),
    uniqueIndex('payments_one_pending_per_booking')
      .on(t.bookingId)
      .where(sql`status = 'PENDING'`),
    // A booking may be changed (and a change paid) more than once; each change is paid once.
    uniqueIndex('payments_one_approved_per_stage')
      .on(t.bookingId, t.kind)
      .where(sql`status = 'APPROVED' and kind <> 'CHANGE'`),
    uniqueIndex('payments_one_approved_per_change')
      .on(t.changeId)
      .where(sql`status = 'APPROVED' and change_id is not null`),
    uniqueIndex('payments_client_key').on(t.userId, t.clientKey),
  ],
);

/**
 * Money returned: one row per payment and reason (per payment and change, for the lower price of
 * a change of dates), so a refund is made once.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    bookingId: text('booking_id').notNull(),
    reason: text('reason', { enum: ['LAPSED_HOLD', 'CANCELLED', 'CHANGED'] }).notNull(),
    /** CHANGED: the change of dates whose lower price this refunds. */
    changeId: text('change_id'),
    amount: integer('amount_cents').notNull(),
    adminFee: integer('admin_fee_cents').notNull(),
    status: text('status', { enum: ['PENDING', 'REFUNDED', 'FAILED'] }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_refunds_once')
      .on(t.paymentId, t.reason)
      .where(sql`change_id is null`),
    uniqueIndex('payment_refunds_once_per_change')
      .on(t.paymentId, t.changeId)
      .where(sql`change_id is not null`),
    index('payment_refunds_status').on(t.status),
  ],
);

/**
 * A customer's change of a booked trip's dates (decision 037): the trip before, the trip after
 * at its guaranteed price, and what moves. QUOTED until the customer confirms (the price holds
 * until valid_until); PAYING while the card that pays a higher price is charged, which keeps
 * the aircraft's new window from anyone else; APPLIED once the booking shows the new dates.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: text('user_id').notNull(),
    status: text('status', { enum: ['QUOTED', 'PAYING', 'APPLIED'] }).notNull(),
    /** The booking's updated_at when quoted: a booking changed since is not changed again by this quote. */
    bookingVersion: timestamp('booking_version', { withTimezone: true, mode: 'date' }).notNull(),
    previousLegs: jsonb('previous_legs').$type<LegView[]>().notNull(),
    previousTailNumber: text('previous_tail_number').notNull(),
    previousTotalCents: integer('previous_total_cents').notNull(),
    aboneSearchId: text('abone_search_id').notNull(),
    tailNumber: text('tail_number').notNull(),
    legs: jsonb('legs').$type<LegView[]>().notNull(),
    priceBreakup: jsonb('price_breakup').$type<PriceBreakup>().notNull(),
    totalCents: integer('total_cents').notNull(),
    busyFrom: timestamp('busy_from', { withTimezone: true, mode: 'date' }).notNull(),
    busyTo: timestamp('busy_to', { withTimezone: true, mode: 'date' }).notNull(),
    departsAt: timestamp('departs_at', { withTimezone: true, mode: 'date' }),
    arrivesAt: timestamp('arrives_at', { withTimezone: true, mode: 'date' }),
    /** The refund a lower price gives as quoted (worked out again when applied), and its fee. */
    quotedRefundCents: integer('quoted_refund_cents').notNull(),
    quotedAdminFeeCents: integer('quoted_admin_fee_cents').notNull(),
    rule: text('rule'),
    /** What a lower price released from each payment (no longer paid toward the trip). */
    released: jsonb('released').$type<{ paymentId: string; amount: number }[]>().notNull(),
    paymentId: text('payment_id'),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('booking_changes_booking').on(t.bookingId, t.createdAt),
    index('booking_changes_paying')
      .on(t.tailNumber)
      .where(sql`status = 'PAYING'`),
  ],
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
    /** A deposit's bank wire reference: one wire is credited once. */
    reference: text('reference'),
  },
  (t) => [
    index('wallet_entries_user').on(t.userId),
    uniqueIndex('wallet_entries_reference')
      .on(t.reference)
      .where(sql`reference is not null`),
  ],
);

/**
 * What each booked leg's operator assigned (tail, crew, FBOs, notes): written once per
 * booking, all legs in one insert, so every reading shows the same crew.
 */
export const itineraryLegs = pgTable(
  'itinerary_legs',
  {
    bookingId: text('booking_id').notNull(),
    legOrder: integer('leg_order').notNull(),
    tailNumber: text('tail_number'),
    crews: jsonb('crews').$type<CrewMember[]>().notNull(),
    crewSettings: boolean('crew_settings'),
    originFbo: jsonb('origin_fbo').$type<FboContact>().notNull(),
    destinationFbo: jsonb('destination_fbo').$type<FboContact>().notNull(),
    groundTransportationNotes: text('ground_transportation_notes'),
    cateringNotes: text('catering_notes'),
    miscellaneousNotes: text('miscellaneous_notes'),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.legOrder] })],
);

/**
 * The staff audit log: every reading and every action of support staff and administrators,
 * who, what, on which booking or customer, when (never deleted by the app).
 */
export const staffAccessLog = pgTable(
  'staff_access_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: text('actor_user_id').notNull(),
    action: text('action').notNull(),
    /** The booking read or changed; null for what concerns a customer or a staff account only. */
    bookingId: text('booking_id'),
    /** The customer concerned, when there is one. */
    customerUserId: text('customer_user_id'),
    found: boolean('found').notNull(),
    /** What was done, for the reader of the log (an amount, a reason, the account made). */
    details: text('details'),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('staff_access_booking').on(t.bookingId, t.at),
    index('staff_access_actor').on(t.actorUserId, t.at),
    index('staff_access_customer').on(t.customerUserId, t.at),
    index('staff_access_at').on(t.at),
  ],
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
    /** Insertion order: passengers assigned in the same instant keep the order they came in. */
    seq: serial('seq').notNull(),
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
