import { z } from 'zod';

/**
 * The one schema for the environment. Nothing else in the project reads process.env:
 * every setting is named here, parsed once at start-up, and a bad value stops the process
 * with every offending field listed (see `loadConfig`).
 */
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const url = z.url({ protocol: /^https?$/ });

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

    /** PostgreSQL connection string. When absent the embedded PGlite database is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    /** PGlite data directory, or "memory://" for a throw-away in-memory database. */
    DATA_DIR: z.string().min(1).default('.data/pglite'),

    BRAND_NAME: z.string().min(1).default('Contrail'),
    CONCIERGE_EMAIL: z.email().default('concierge@contrail.example'),
    CONCIERGE_PHONE: z
      .string()
      .regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number')
      .default('+1 (888) 555-0142'),
    /** The page served at "/": the consumer marketing landing, or the operator platform pitch. */
    LANDING_PAGE: z.enum(['marketing', 'iq-platform']).default('marketing'),
    DEMO_SCHEDULING_URL: url.default('https://cal.contrail.example/iq-platform-demo'),
    APP_STORE_URL: url.default('https://apps.apple.com/app/contrail-private-jets/id0000000000'),
    PLAY_STORE_URL: url.default('https://play.google.com/store/apps/details?id=example.contrail'),
    INSTAGRAM_URL: url.default('https://www.instagram.com/contrail.example'),
    X_URL: url.default('https://x.com/contrail_example'),
    FACEBOOK_URL: url.default('https://www.facebook.com/contrail.example'),
    PRESS_URL: url.default('https://press.contrail.example/launch'),

    /** Chromium used to print itinerary PDFs (Debian's, installed by scripts/ensure-chromium.sh). */
    PDF_CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    /** PDFs rendered at once per node; each holds a browser tab. */
    PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    PDF_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),

    /**
     * The charter backend. Unset: the embedded engine in this process. Set: the charter REST
     * API at this base URL (the web tier pointed at the api tier).
     */
    CHARTER_API_URL: url.optional(),
    CHARTER_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),

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
  })
  .superRefine((env, ctx) => {
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
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    isProduction: env.NODE_ENV === 'production',
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
