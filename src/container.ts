import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Container, ContainerModule } from 'inversify';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { DB, openDatabase, type Database, type DatabaseOptions } from '../adapters/postgres-store/database';
import { PostgresRateLimitStore } from '../adapters/postgres-store/rate-limits';
import { PostgresSandboxGatewayStore } from '../adapters/postgres-store/sandbox-gateway';
import { PostgresProfileStore, PostgresUserStore } from '../adapters/postgres-store/users';
import { PostgresMailOutboxStore } from '../adapters/postgres-store/mail-outbox';
import {
  LOCAL_IDENTITY_SETTINGS,
  LocalIdentityProvider,
  type LocalIdentitySettings,
} from '../adapters/identity-local/local-identity-provider';
import { OUTBOX_MAILER_SETTINGS, OutboxMailer, type OutboxMailerSettings } from '../adapters/mail-outbox/outbox-mailer';
import {
  OIDC_SETTINGS,
  OidcFederatedIdentity,
  type OidcProviderSettings,
  type OidcSettings,
} from '../adapters/identity-oidc/oidc-federated-identity';
import { FEDERATED_IDENTITY, type FederatedIdentity } from '../ports/federated-identity';
import { SMTP_MAILER_SETTINGS, SmtpMailer, type SmtpMailerSettings } from '../adapters/mail-smtp/smtp-mailer';
import {
  AUTHORIZE_NET_SETTINGS,
  AuthorizeNetGateway,
  type AuthorizeNetSettings,
} from '../adapters/payments-authorize-net/authorize-net-gateway';
import {
  SANDBOX_GATEWAY_SETTINGS,
  SandboxPaymentGateway,
  type SandboxGatewaySettings,
} from '../adapters/payments-sandbox/sandbox-gateway';
import {
  PUPPETEER_PDF_SETTINGS,
  PuppeteerPdfRenderer,
  type PuppeteerPdfSettings,
} from '../adapters/pdf-puppeteer/puppeteer-pdf-renderer';
import { SystemClock } from '../adapters/system-clock/system-clock';
import { loadAirports } from '../adapters/npm-reference-data/airport-dataset';
import { MemoryReferenceData } from '../adapters/npm-reference-data/memory-reference-data';
import { REFERENCE_DATA, type ReferenceData } from '../ports/reference-data';
import { fbosAt } from './engine/reference/fbo-generator';
import { generateFleet } from './engine/reference/fleet-generator';
import { PostgresBookingStore } from '../adapters/postgres-store/bookings';
import { PostgresLedgerStore } from '../adapters/postgres-store/ledgers';
import { PostgresAddressBookStore } from '../adapters/postgres-store/address-book';
import { RestTrips } from '../adapters/charter-rest/rest-trips';
import { ADDRESS_BOOK_STORE, type AddressBookStore } from '../ports/charter/address-book-store';
import { TRIPS, type Trips } from '../ports/charter/trips';
import { EmbeddedTrips } from './engine/trips/embedded-trips';
import { PostgresQuoteStore } from '../adapters/postgres-store/charter-quotes';
import {
  CHARTER_REST_SETTINGS,
  RestFlightSearch,
  type CharterRestSettings,
} from '../adapters/charter-rest/rest-flight-search';
import { BOOKING_STORE, type BookingStore } from '../ports/charter/booking-store';
import { LEDGER_STORE, type LedgerStore } from '../ports/charter/ledger-store';
import { FLIGHT_SEARCH, type FlightSearch } from '../ports/charter/flight-search';
import { QUOTE_STORE, type QuoteStore } from '../ports/charter/quote-store';
import { EmbeddedFlightSearch } from './engine/embedded-flight-search';
import { RestItineraries } from '../adapters/charter-rest/rest-itineraries';
import { PostgresAuditLog } from '../adapters/postgres-store/audit-log';
import { PostgresLegAssignmentStore } from '../adapters/postgres-store/leg-assignments';
import { AUDIT_LOG, type AuditLog } from '../ports/audit-log';
import { BOOKING_TRAVELLERS, type BookingTravellers } from '../ports/charter/booking-travellers';
import { BOOKING_GROUND_TRANSPORT, type BookingGroundTransport } from '../ports/charter/booking-ground-transport';
import { ITINERARIES, type Itineraries } from '../ports/charter/itineraries';
import { LEG_ASSIGNMENT_STORE, type LegAssignmentStore } from '../ports/charter/leg-assignment-store';
import { EmbeddedItineraries } from './engine/itinerary/embedded-itineraries';
import { AddressBookItineraryTravellers } from './engine/trips/itinerary-travellers';
import { AddressBookItineraryGroundTransport } from './engine/trips/itinerary-ground-transport';
import { ItineraryAccess } from './engine/itinerary/itinerary-access';
import { PostgresPaymentStore } from '../adapters/postgres-store/payments';
import { RestBookingPayments } from '../adapters/charter-rest/rest-booking-payments';
import { BOOKING_PAYMENTS, type BookingPayments } from '../ports/charter/booking-payments';
import { PAYMENT_STORE, type PaymentStore } from '../ports/charter/payment-store';
import { EmbeddedBookingPayments } from './engine/payments/embedded-booking-payments';
import { CLOCK, type Clock } from '../ports/clock';
import { PDF_RENDERER, type PdfRenderer } from '../ports/pdf-renderer';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../ports/payment-gateway';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../ports/rate-limit-store';
import { AccountService } from './engine/accounts/account-service';
import { SANDBOX_GATEWAY_STORE } from '../ports/sandbox-gateway-store';
import { IDENTITY_PROVIDER, PROFILE_STORE, type IdentityProvider, type ProfileStore } from '../ports/identity-provider';
import { MAIL_OUTBOX_STORE, MAILER, type Mailer, type MailOutboxStore } from '../ports/mailer';
import { USER_STORE } from '../ports/user-store';
import type { Config } from './config';
import type { PeakTravelSettings } from './core/notices/peak-travel';
import { createHttpApp } from './http/app';
import type { PageRenderer } from './http/page-renderer';
import type { SiteInfo } from './web/site';
import type { WireTransferDetails } from './core/payments/wire-transfer';

/**
 * The composition root: the one place that knows which adapter serves each port. Each adapter
 * group is one ContainerModule; configuration picks among them.
 */
export interface Application {
  http: ReturnType<typeof createHttpApp>;
  container: Container;
  database: Database;
  close(): Promise<void>;
}

export interface ComposeOptions {
  pages?: PageRenderer;
  assets?: RequestHandler;
  /** Tests hand in a ready database (a PGlite snapshot, a scratch PostgreSQL database). */
  database?: Database;
  /** Tests replace adapters (a fixed clock, say) after the defaults are bound. */
  overrides?: ContainerModule[];
}

export function databaseOptions(config: Config): DatabaseOptions {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.DATA_DIR };
}

const systemModule = new ContainerModule(({ bind }) => {
  bind<Clock>(CLOCK).to(SystemClock).inSingletonScope();
});

const pdfModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind<PuppeteerPdfSettings>(PUPPETEER_PDF_SETTINGS).toConstantValue({
      executablePath: config.PDF_CHROMIUM_PATH,
      concurrency: config.PDF_CONCURRENCY,
      timeoutMs: config.PDF_TIMEOUT_MS,
    });
    bind<PdfRenderer>(PDF_RENDERER)
      .to(PuppeteerPdfRenderer)
      .inSingletonScope()
      .onDeactivation((renderer) => renderer.close());
  });

const postgresModule = (database: Database) =>
  new ContainerModule(({ bind }) => {
    bind(DB).toConstantValue(database.db);
    bind(RATE_LIMIT_STORE).to(PostgresRateLimitStore).inSingletonScope();
    bind(SANDBOX_GATEWAY_STORE).to(PostgresSandboxGatewayStore).inSingletonScope();
    bind(USER_STORE).to(PostgresUserStore).inSingletonScope();
    bind(PROFILE_STORE).to(PostgresProfileStore).inSingletonScope();
    bind(MAIL_OUTBOX_STORE).to(PostgresMailOutboxStore).inSingletonScope();
    bind<QuoteStore>(QUOTE_STORE).to(PostgresQuoteStore).inSingletonScope();
    bind<BookingStore>(BOOKING_STORE).to(PostgresBookingStore).inSingletonScope();
    bind<LedgerStore>(LEDGER_STORE).to(PostgresLedgerStore).inSingletonScope();
    bind<LegAssignmentStore>(LEG_ASSIGNMENT_STORE).to(PostgresLegAssignmentStore).inSingletonScope();
    bind<AuditLog>(AUDIT_LOG).to(PostgresAuditLog).inSingletonScope();
    bind<AddressBookStore>(ADDRESS_BOOK_STORE).to(PostgresAddressBookStore).inSingletonScope();
    bind<PaymentStore>(PAYMENT_STORE).to(PostgresPaymentStore).inSingletonScope();
  });

const mailModule = (config: Config, logger: Logger) =>
  new ContainerModule(({ bind }) => {
    if (config.MAILER === 'smtp') {
      bind<SmtpMailerSettings>(SMTP_MAILER_SETTINGS).toConstantValue({
        url: config.SMTP_URL ?? '',
        from: config.MAIL_FROM,
      });
      bind(SmtpMailer)
        .toSelf()
        .inSingletonScope()
        .onDeactivation((mailer) => mailer.close());
      bind<Mailer>(MAILER).toService(SmtpMailer);
      return;
    }
    bind<OutboxMailerSettings>(OUTBOX_MAILER_SETTINGS).toConstantValue({
      onSent: (message) => logger.info({ mail: message }, 'mail stored in the outbox'),
    });
    bind<Mailer>(MAILER).to(OutboxMailer).inSingletonScope();
  });

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

const identityModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind<LocalIdentitySettings>(LOCAL_IDENTITY_SETTINGS).toConstantValue({
      secret: config.AUTH_SECRET ?? embeddedAuthSecret(config.DATA_DIR),
      issuer: config.PUBLIC_URL,
      accessTokenSeconds: config.ACCESS_TOKEN_MINUTES * 60,
      refreshTokenDays: config.REFRESH_TOKEN_DAYS,
      codeMinutes: config.CODE_MINUTES,
      maxCodeAttempts: config.CODE_MAX_ATTEMPTS,
      brand: { name: config.BRAND_NAME, conciergeEmail: config.CONCIERGE_EMAIL, publicUrl: config.PUBLIC_URL },
    });
    bind<OidcSettings>(OIDC_SETTINGS).toConstantValue({
      providers: oidcProviders(config),
      allowHttp: config.OIDC_ALLOW_HTTP,
    });
    bind<FederatedIdentity>(FEDERATED_IDENTITY).to(OidcFederatedIdentity).inSingletonScope();
    bind(LocalIdentityProvider).toSelf().inSingletonScope();
    bind<IdentityProvider>(IDENTITY_PROVIDER).toService(LocalIdentityProvider);
  });

/**
 * The reference data is read-only once built, so one copy per process serves every
 * application composed in it (tests compose many).
 */
const referenceDataByCacheFile = new Map<string, Promise<ReferenceData>>();

export function loadReferenceData(cacheFile: string): Promise<ReferenceData> {
  let loading = referenceDataByCacheFile.get(cacheFile);
  if (!loading) {
    loading = (async () => {
      const airports = await loadAirports(cacheFile === 'none' ? undefined : cacheFile);
      const fleet = generateFleet(airports);
      return new MemoryReferenceData({ airports, ...fleet, fbosAt });
    })();
    // A failed load is not kept: the next composition tries again.
    loading.catch(() => referenceDataByCacheFile.delete(cacheFile));
    referenceDataByCacheFile.set(cacheFile, loading);
  }
  return loading;
}

const referenceDataModule = (referenceData: ReferenceData) =>
  new ContainerModule(({ bind }) => {
    bind<ReferenceData>(REFERENCE_DATA).toConstantValue(referenceData);
  });

/**
 * The charter backend: the embedded engine over this process's reference data and database,
 * or, when CHARTER_API_URL is set, the charter REST API there (web nodes pointed at the api
 * tier). docs/decisions/014-charter-backend.md.
 */
const charterModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    if (config.CHARTER_API_URL) {
      bind<CharterRestSettings>(CHARTER_REST_SETTINGS).toConstantValue({
        baseUrl: config.CHARTER_API_URL,
        timeoutMs: config.CHARTER_API_TIMEOUT_MS,
      });
      bind<FlightSearch>(FLIGHT_SEARCH).to(RestFlightSearch).inSingletonScope();
      bind<Itineraries>(ITINERARIES).to(RestItineraries).inSingletonScope();
      bind<Trips>(TRIPS).to(RestTrips).inSingletonScope();
      return;
    }
    // The itinerary's passengers are the booking's passengers in the address book.
    bind<BookingTravellers>(BOOKING_TRAVELLERS)
      .toDynamicValue(
        (context) => new AddressBookItineraryTravellers(context.get<AddressBookStore>(ADDRESS_BOOK_STORE)),
      )
      .inSingletonScope();
    // Its ground transportation notes are the booking's limo requests.
    bind<BookingGroundTransport>(BOOKING_GROUND_TRANSPORT)
      .toDynamicValue(
        (context) => new AddressBookItineraryGroundTransport(context.get<AddressBookStore>(ADDRESS_BOOK_STORE)),
      )
      .inSingletonScope();
    bind<Itineraries>(ITINERARIES)
      .toDynamicValue(
        (context) =>
          new EmbeddedItineraries({
            bookings: context.get<BookingStore>(BOOKING_STORE),
            assignments: context.get<LegAssignmentStore>(LEG_ASSIGNMENT_STORE),
            referenceData: context.get<ReferenceData>(REFERENCE_DATA),
            profiles: context.get<ProfileStore>(PROFILE_STORE),
            travellers: context.get<BookingTravellers>(BOOKING_TRAVELLERS),
            groundTransport: context.get<BookingGroundTransport>(BOOKING_GROUND_TRANSPORT),
            clock: context.get<Clock>(CLOCK),
            providerContact: { phone: config.CONCIERGE_PHONE, email: config.CONCIERGE_EMAIL },
          }),
      )
      .inSingletonScope();
    bind<Trips>(TRIPS)
      .toDynamicValue(
        (context) =>
          new EmbeddedTrips({
            bookings: context.get<BookingStore>(BOOKING_STORE),
            addressBook: context.get<AddressBookStore>(ADDRESS_BOOK_STORE),
            ledger: context.get<LedgerStore>(LEDGER_STORE),
            referenceData: context.get<ReferenceData>(REFERENCE_DATA),
            clock: context.get<Clock>(CLOCK),
            newId: () => randomUUID(),
          }),
      )
      .inSingletonScope();
    bind<FlightSearch>(FLIGHT_SEARCH)
      .toDynamicValue(
        (context) =>
          new EmbeddedFlightSearch({
            referenceData: context.get<ReferenceData>(REFERENCE_DATA),
            quotes: context.get<QuoteStore>(QUOTE_STORE),
            bookings: context.get<BookingStore>(BOOKING_STORE),
            ledger: context.get<LedgerStore>(LEDGER_STORE),
            clock: context.get<Clock>(CLOCK),
            newId: () => randomUUID(),
          }),
      )
      .inSingletonScope();
  });

/**
 * Paying for bookings: the embedded engine's payment use cases, or the charter REST API's
 * payment calls when CHARTER_API_URL is set (docs/decisions/018-payments-exactly-once.md).
 */
const bookingPaymentsModule = (config: Config, logger: Logger) =>
  new ContainerModule(({ bind }) => {
    if (config.CHARTER_API_URL) {
      bind<BookingPayments>(BOOKING_PAYMENTS).to(RestBookingPayments).inSingletonScope();
      return;
    }
    bind(EmbeddedBookingPayments)
      .toDynamicValue(
        (context) =>
          new EmbeddedBookingPayments({
            bookings: context.get<BookingStore>(BOOKING_STORE),
            payments: context.get<PaymentStore>(PAYMENT_STORE),
            ledger: context.get<LedgerStore>(LEDGER_STORE),
            quotes: context.get<QuoteStore>(QUOTE_STORE),
            gateway: context.get<PaymentGateway>(PAYMENT_GATEWAY),
            profiles: context.get<ProfileStore>(PROFILE_STORE),
            referenceData: context.get<ReferenceData>(REFERENCE_DATA),
            clock: context.get<Clock>(CLOCK),
            peakTravel: peakTravelSettings(config),
            merchant: { domain: new URL(config.PUBLIC_URL).hostname, displayName: config.BRAND_NAME },
            // Short enough for Authorize.Net's 20-character invoice number.
            newPaymentId: () => `P${randomBytes(12).toString('base64url').slice(0, 16)}`,
            log: (level, event, fields) => logger[level](fields, event),
          }),
      )
      .inSingletonScope();
    bind<BookingPayments>(BOOKING_PAYMENTS).toService(EmbeddedBookingPayments);
  });

/**
 * The payment jobs on an engine node: reconcile once before serving (a crash between a
 * gateway's approval and our commit is settled with nothing lost), then every interval.
 * Returns the stop function.
 */
async function startPaymentJobs(
  container: Container,
  config: Config,
  logger: Logger,
  dialect: Database['dialect'],
): Promise<() => void> {
  if (config.CHARTER_API_URL) return () => {};
  const engine = container.get(EmbeddedBookingPayments);
  const graceMs = config.PAYMENT_RECONCILE_AFTER_SECONDS * 1000;
  try {
    // On PostgreSQL only payments pending longer than the grace: another node may be charging
    // one right now. A PGlite database belongs to this one process, so everything pending was
    // left by its previous run.
    const report = await engine.pay.reconcile(dialect === 'pglite' ? -1 : graceMs);
    if (report.approved + report.declined > 0) logger.warn(report, 'payments reconciled at start');
  } catch (err) {
    logger.error({ err }, 'payment reconciliation at start failed; the interval job retries');
  }
  if (config.PAYMENT_JOBS_INTERVAL_SECONDS === 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await engine.runJobs({ reconcileGraceMs: graceMs });
      if (Object.values(report).some((n) => n > 0)) logger.info(report, 'payment jobs ran');
    } catch (err) {
      logger.error({ err }, 'payment jobs failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), config.PAYMENT_JOBS_INTERVAL_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Where the sandbox gateway's own routes (its script and token endpoint) are mounted. */
const SANDBOX_GATEWAY_PATH = '/sandbox-gateway';

const paymentsModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    if (config.PAYMENTS === 'authorize-net') {
      bind<AuthorizeNetSettings>(AUTHORIZE_NET_SETTINGS).toConstantValue({
        apiLoginId: config.AUTHORIZE_NET_API_LOGIN_ID ?? '',
        transactionKey: config.AUTHORIZE_NET_TRANSACTION_KEY ?? '',
        clientKey: config.AUTHORIZE_NET_CLIENT_KEY ?? '',
        environment: config.AUTHORIZE_NET_ENVIRONMENT,
        applePay:
          config.APPLE_PAY_MERCHANT_ID && config.APPLE_PAY_CERT_PATH && config.APPLE_PAY_KEY_PATH
            ? {
                merchantId: config.APPLE_PAY_MERCHANT_ID,
                certPath: config.APPLE_PAY_CERT_PATH,
                keyPath: config.APPLE_PAY_KEY_PATH,
              }
            : undefined,
      });
      bind<PaymentGateway>(PAYMENT_GATEWAY).to(AuthorizeNetGateway).inSingletonScope();
      return;
    }
    bind<SandboxGatewaySettings>(SANDBOX_GATEWAY_SETTINGS).toConstantValue({
      basePath: SANDBOX_GATEWAY_PATH,
      apiLoginId: config.SANDBOX_GATEWAY_API_LOGIN_ID,
      clientKey: config.SANDBOX_GATEWAY_CLIENT_KEY,
    });
    bind(SandboxPaymentGateway).toSelf().inSingletonScope();
    bind<PaymentGateway>(PAYMENT_GATEWAY).toService(SandboxPaymentGateway);
  });

function oidcProviders(config: Config): OidcProviderSettings[] {
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
    mapTiles: config.MAP_TILE_URL ? { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION } : undefined,
    links: {
      demoScheduling: config.DEMO_SCHEDULING_URL,
      appStore: config.APP_STORE_URL,
      playStore: config.PLAY_STORE_URL,
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

export async function composeApplication(
  config: Config,
  logger: Logger,
  options: ComposeOptions = {},
): Promise<Application> {
  const referenceStarted = performance.now();
  const [database, referenceData] = await Promise.all([
    options.database ?? openDatabase(databaseOptions(config)),
    loadReferenceData(config.REFERENCE_CACHE_FILE).then((data) => {
      logger.info(
        {
          operators: data.operators().length,
          aircraft: data.fleet().length,
          ms: Math.round(performance.now() - referenceStarted),
        },
        'reference data ready',
      );
      return data;
    }),
  ]);
  const container = new Container();
  await container.load(
    systemModule,
    postgresModule(database),
    pdfModule(config),
    paymentsModule(config),
    referenceDataModule(referenceData),
    mailModule(config, logger),
    identityModule(config),
    charterModule(config),
    bookingPaymentsModule(config, logger),
  );
  for (const override of options.overrides ?? []) {
    await container.load(override);
  }

  const stopPaymentJobs = await startPaymentJobs(container, config, logger, database.dialect);
  const gateway = container.get<PaymentGateway>(PAYMENT_GATEWAY).clientConfig();
  const flightSearch = container.get<FlightSearch>(FLIGHT_SEARCH);
  const http = createHttpApp({
    logger,
    clock: container.get<Clock>(CLOCK),
    referenceData: container.get<ReferenceData>(REFERENCE_DATA),
    site: siteInfo(config),
    peakTravel: peakTravelSettings(config),
    wireTransfer: wireTransferDetails(config),
    publicUrl: config.PUBLIC_URL,
    role: config.ROLE,
    production: config.isProduction,
    secure: config.PUBLIC_URL.startsWith('https:'),
    trustProxy: config.TRUST_PROXY,
    ready: () => database.ping(),
    pages: options.pages,
    assets: options.assets,
    serviceRoutes:
      config.PAYMENTS === 'sandbox'
        ? [{ path: SANDBOX_GATEWAY_PATH, router: container.get(SandboxPaymentGateway).routes() }]
        : [],
    flightSearch,
    itineraries: new ItineraryAccess(
      container.get<Itineraries>(ITINERARIES),
      container.get<AuditLog>(AUDIT_LOG),
      container.get<Clock>(CLOCK),
    ),
    pdf: container.get<PdfRenderer>(PDF_RENDERER),
    trips: container.get<Trips>(TRIPS),
    bookingPayments: container.get<BookingPayments>(BOOKING_PAYMENTS),
    externalOrigins: { script: gateway.scriptOrigins, connect: gateway.connectOrigins },
    accounts: new AccountService(
      container.get<IdentityProvider>(IDENTITY_PROVIDER),
      container.get<ProfileStore>(PROFILE_STORE),
      container.get<RateLimitStore>(RATE_LIMIT_STORE),
      container.get<Clock>(CLOCK),
    ),
    session: { secure: config.PUBLIC_URL.startsWith('https:'), refreshTokenDays: config.REFRESH_TOKEN_DAYS },
    federated: container.get<FederatedIdentity>(FEDERATED_IDENTITY),
    devMailbox:
      config.isProduction || config.MAILER !== 'outbox' ? undefined : container.get<MailOutboxStore>(MAIL_OUTBOX_STORE),
  });

  return {
    http,
    container,
    database,
    close: async () => {
      stopPaymentJobs();
      await container.unbindAllAsync();
      await database.close();
    },
  };
}
