import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { OidcProviderSettings } from '../../adapters/identity-oidc/oidc-federated-identity';
import type { DatabaseOptions } from '../../adapters/postgres-store/database';
import type { Config } from '../config';
import { parseConciergeHours, type ConciergeHours } from '../core/chat/concierge-hours';
import type { Brand } from '../core/messages/layout';
import type { PeakTravelSettings } from '../core/notices/peak-travel';
import type { WireTransferDetails } from '../core/payments/wire-transfer';
import type { PublicFileSettings } from '../http/public-files';
import type { SiteInfo } from '../web/site';
import { dollarsToCents } from '../core/money';

/**
 * The settings objects the composition hands to adapters, use cases and pages, each read from
 * the one configuration (src/config.ts).
 */

export function databaseOptions(config: Config): DatabaseOptions {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.DATA_DIR };
}

/**
 * The embedded production (one node on PGlite, `npm start`) needs no AUTH_SECRET: it makes a
 * random one on first start and keeps it beside the data directory, so sessions survive a
 * restart. A throw-away in-memory database gets a throw-away secret.
 */
export function embeddedAuthSecret(dataDir: string): string {
  if (dataDir === 'memory://') return randomBytes(32).toString('base64url');
  const file = join(dirname(resolve(dataDir)), 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function oidcProviders(config: Config): OidcProviderSettings[] {
  const candidates = [
    ['apple', config.OIDC_APPLE_ISSUER, config.OIDC_APPLE_CLIENT_ID, config.OIDC_APPLE_CLIENT_SECRET],
    ['google', config.OIDC_GOOGLE_ISSUER, config.OIDC_GOOGLE_CLIENT_ID, config.OIDC_GOOGLE_CLIENT_SECRET],
    ['facebook', config.OIDC_FACEBOOK_ISSUER, config.OIDC_FACEBOOK_CLIENT_ID, config.OIDC_FACEBOOK_CLIENT_SECRET],
  ] as const;
  const { OIDC_APPLE_TEAM_ID: teamId, OIDC_APPLE_KEY_ID: keyId, OIDC_APPLE_PRIVATE_KEY: privateKey } = config;
  const appleKey = teamId && keyId && privateKey ? { teamId, keyId, privateKey } : undefined;
  return candidates.flatMap(([name, issuer, clientId, fixedSecret]): OidcProviderSettings[] => {
    const clientSecret = name === 'apple' ? (appleKey ?? fixedSecret) : fixedSecret;
    if (!issuer || !clientId || !clientSecret) return [];
    // Apple POSTs its answer to the callback and knows only the name and email scopes.
    const apple = name === 'apple' ? { responseMode: 'form_post' as const, scope: 'openid email name' } : {};
    return [{ name, issuer, clientId, clientSecret, ...apple }];
  });
}

export function siteInfo(config: Config): SiteInfo {
  return {
    brandName: config.BRAND_NAME,
    publicUrl: config.PUBLIC_URL,
    conciergeEmail: config.CONCIERGE_EMAIL,
    conciergePhone: config.CONCIERGE_PHONE,
    landingPage: config.LANDING_PAGE,
    serviceWorker: config.SERVICE_WORKER,
    carbonOffsetCentsPerTonne: dollarsToCents(config.CARBON_OFFSET_USD_PER_TONNE),
    mapTiles: config.MAP_TILE_URL ? { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION } : undefined,
    links: {
      demoScheduling: config.DEMO_SCHEDULING_URL,
      ...(config.APP_STORE_URL ? { appStore: config.APP_STORE_URL } : {}),
      ...(config.PLAY_STORE_URL ? { playStore: config.PLAY_STORE_URL } : {}),
      instagram: config.INSTAGRAM_URL,
      x: config.X_URL,
      facebook: config.FACEBOOK_URL,
      press: config.PRESS_URL,
    },
  };
}

export function wireTransferDetails(config: Config): WireTransferDetails {
  return {
    bankName: config.WIRE_BANK_NAME,
    bankAddress: config.WIRE_BANK_ADDRESS,
    accountName: config.WIRE_ACCOUNT_NAME,
    accountNumber: config.WIRE_ACCOUNT_NUMBER,
    routingNumber: config.WIRE_ROUTING_NUMBER,
    swiftCode: config.WIRE_SWIFT_CODE,
  };
}

export function peakTravelSettings(config: Config): PeakTravelSettings {
  return {
    window:
      config.PEAK_TRAVEL_FROM && config.PEAK_TRAVEL_TO
        ? { fromDate: config.PEAK_TRAVEL_FROM, toDate: config.PEAK_TRAVEL_TO }
        : undefined,
    homeScreenMessage: config.PEAK_TRAVEL_HOME_MESSAGE,
    bookingMessage: config.PEAK_TRAVEL_BOOKING_MESSAGE,
  };
}

/** Who the e-mails are from and how to reach the concierge, for every message's frame. */
export function mailBrand(config: Config): Brand {
  return {
    name: config.BRAND_NAME,
    conciergeEmail: config.CONCIERGE_EMAIL,
    conciergePhone: config.CONCIERGE_PHONE,
    publicUrl: config.PUBLIC_URL,
  };
}

/** The domain of our Message-IDs: the From address's, else the site's. */
export function mailDomain(config: Config): string {
  const from = /@([^>\s]+)>?\s*$/.exec(config.MAIL_FROM)?.[1];
  return from ?? new URL(config.PUBLIC_URL).hostname;
}

/** The concierge's chat hours (checked when the configuration was read). */
export function conciergeHours(config: Config): ConciergeHours {
  const parsed = parseConciergeHours(config.CONCIERGE_HOURS, config.CONCIERGE_TIME_ZONE);
  if (!parsed.ok) throw new Error(`CONCIERGE_HOURS: ${parsed.error}`);
  return parsed.hours;
}

/** robots.txt, the sitemap and security.txt (docs/decisions/051): security.txt holds 180 days from `now` unless set. */
export function publicFileSettings(config: Config, builtAt: Date, now: Date): PublicFileSettings {
  return {
    publicUrl: config.PUBLIC_URL,
    securityContact: config.SECURITY_CONTACT ?? `mailto:${config.CONCIERGE_EMAIL}`,
    securityExpires: config.SECURITY_TXT_EXPIRES
      ? new Date(`${config.SECURITY_TXT_EXPIRES}T00:00:00Z`)
      : new Date(now.getTime() + 180 * 86_400_000),
    builtAt,
  };
}
