import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * People and their mail: users, their codes, federated links and refresh tokens, the local
 * mailbox and the e-mail outbox. Part of the one schema (schema.ts, chat-schema.ts,
 * sandbox-schema.ts; drizzle.config.ts lists them all).
 */

/** Local identity provider: one row per person; the e-mail (lower-cased) is the username. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    /** scrypt, self-describing (parameters and salt inside); null for federated-only users. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['CUSTOMER', 'SUPPORT', 'ADMIN'] }).notNull(),
    federated: boolean('federated').notNull().default(false),
    confirmed: boolean('confirmed').notNull().default(false),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    enableEmail: boolean('enable_email').notNull().default(true),
    enableNotification: boolean('enable_notification').notNull().default(true),
    enableSms: boolean('enable_sms').notNull().default(false),
    /** `phone` in E.164 when it reads as a number (texts go to it; a reply's STOP finds it), else null. */
    smsPhone: text('sms_phone'),
    /** The customer's IANA time zone, as their browser last told it: e-mailed deadlines are shown in it. */
    timeZone: text('time_zone'),
    /** A staff account an administrator disabled: it cannot sign in, and its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('users_sms_phone').on(t.smsPhone)],
);

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
    /** When the sign-in proved its second factor (staff, decision 053); every token of the family after carries it. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * The local mailbox of MAILER=outbox: every message the outbox sender "delivered" without
 * leaving the machine, for /dev/mailbox and tests. Attachments are kept by name and size only.
 */
export const localMailbox = pgTable(
  'local_mailbox',
  {
    id: text('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number }[]>()
      .notNull()
      .default([]),
    /** The message's own headers (List-Unsubscribe on an alert), as a mail server would get them. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('local_mailbox_created_idx').on(t.createdAt)],
);

/**
 * The e-mail outbox: each message a customer must get is written here in the same transaction
 * as the event that causes it, under a key unique to that event, and sent afterwards by
 * whichever node claims it first (docs/decisions/025). Facts, not rendered text: the words are
 * written when the message is sent. An insert notifies `outbox_messages` listeners on commit.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    /** Where it goes: e-mail, a text message, or the customer's devices' push (docs/decisions/043). */
    channel: text('channel', { enum: ['email', 'sms', 'push'] })
      .notNull()
      .default('email'),
    kind: text('kind').notNull(),
    /**
     * A push to one device (a row of push_subscriptions); null on the account's push message,
     * which its sender expands into one per device (docs/decisions/045).
     */
    deviceId: text('device_id'),
    userId: text('user_id'),
    email: text('email'),
    bookingId: text('booking_id'),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['PENDING', 'SENDING', 'SENT', 'FAILED', 'SKIPPED'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** While SENDING: the claim's token and when its lease ends (a crashed node's claim lapses). */
    claimToken: text('claim_token'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** As sent: the subject and the address it went to. */
    subject: text('subject'),
    recipient: text('recipient'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('outbox_messages_due').on(t.status, t.nextAttemptAt),
    index('outbox_messages_booking').on(t.bookingId, t.createdAt),
    index('outbox_messages_user').on(t.userId, t.createdAt),
  ],
);

/**
 * Text messages received (docs/decisions/043): a STOP, START or HELP to our number, from the
 * provider's webhook, with what it did: the record of a customer's consent.
 */
export const smsInbound = pgTable(
  'sms_inbound',
  {
    id: text('id').primaryKey(),
    /** The sender's number, E.164. */
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    action: text('action', { enum: ['opt-out', 'opt-in', 'help', 'none'] }).notNull(),
    /** How many accounts with that number had their SMS switch turned by it. */
    accounts: integer('accounts').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sms_inbound_phone').on(t.phone, t.receivedAt)],
);

/**
 * A customer's devices that accept push notifications (docs/decisions/045): the browser's push
 * subscription, one per endpoint. Removed when the customer turns notifications off on that
 * device, when the push service answers 404 or 410, and with the account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the customer would call the device ("Chrome on Android"), from its user agent. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('push_subscriptions_user').on(t.userId)],
);

/**
 * Settings the application makes for itself once and every node shares: the embedded default's
 * VAPID key pair for Web Push (docs/decisions/045), when none is configured.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A staff member's second factor (decision 053): the TOTP secret, sealed with the app's key,
 * pending until a first code confirms it; the last time step a code was accepted at (a code is
 * used once); and the recovery codes' hashes, each removed when spent. No row: enrolment pending.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  lastTimeStep: integer('last_time_step'),
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Each sign-in (a refresh-token family) and the device it was made on, for My Account > Security
 * (issue 28): "Chrome on Mac", when it signed in, when it was last seen (its last refresh). The
 * device's key is a hash of the browser's device cookie (null for API sign-ins), so a sign-in from a
 * browser the account never used can be told. Ended sign-ins' rows go with the account.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    sessionId: text('session_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    deviceKey: text('device_key'),
    signedInAt: timestamp('signed_in_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId)],
);
