import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';
import { PDF_RENDERER, type PdfRenderer } from '../ports/pdf-renderer';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { DB, openDatabase, type Database, type Db } from '../adapters/postgres-store/database';
import { backfillSmsPhones } from '../adapters/postgres-store/sms-phone-backfill';
import { SandboxPaymentGateway } from '../adapters/payments-sandbox/sandbox-gateway';
import { FEDERATED_IDENTITY, type FederatedIdentity } from '../ports/federated-identity';
import { REFERENCE_DATA, type ReferenceData } from '../ports/reference-data';
import { TRIPS, type Trips } from '../ports/charter/trips';
import { FLIGHT_SEARCH, type FlightSearch } from '../ports/charter/flight-search';
import { AUDIT_LOG, type AuditLog } from '../ports/audit-log';
import { ITINERARIES, type Itineraries } from '../ports/charter/itineraries';
import { BOOKING_PAYMENTS, type BookingPayments } from '../ports/charter/booking-payments';
import { EMPTY_LEGS, type EmptyLegs } from '../ports/charter/empty-legs';
import { CLOCK, type Clock } from '../ports/clock';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../ports/payment-gateway';
import { LOCAL_MAILBOX, type LocalMailbox } from '../ports/mailer';
import { SESSION_EVENTS, type SessionEvents } from '../ports/session-events';
import type { Config } from './config';
import { AccountService } from './engine/accounts/account-service';
import { ItineraryAccess } from './engine/itinerary/itinerary-access';
import { SupportDesk } from './engine/desk/support-desk';
import { createHttpApp } from './http/app';
import { ItineraryDocumentMaker } from './http/itinerary-documents';
import type { PageRenderer } from './http/page-renderer';
import {
  identityModule,
  loadReferenceData,
  mailModule,
  smsModule,
  paymentsModule,
  pdfModule,
  postgresModule,
  referenceDataModule,
  SANDBOX_GATEWAY_PATH,
  systemModule,
} from './composition/adapter-modules';
import {
  accountsModule,
  bookingPaymentsModule,
  charterModule,
  chatModule,
  deskModule,
  messagingModule,
} from './composition/engine-modules';
import { ConciergeChat } from './engine/chat/concierge-chat';
import { startJobs, type RunningJobs } from './composition/jobs';
import {
  databaseOptions,
  peakTravelSettings,
  publicFileSettings,
  siteInfo,
  wireTransferDetails,
} from './composition/settings';
import type { Drain } from './http/drain';
import { verifyTwilioSignature } from '../adapters/sms-twilio/twilio-sms';
import { SmsReplies } from './engine/notifications/sms-replies';
import { PushRegistrations } from './engine/notifications/push-registrations';
import { pushModule, vapidKeys } from './composition/push-module';
import { watchesModule } from './composition/watches-module';
import { secondFactorModule } from './composition/second-factor-module';
import { devicesModule } from './composition/devices-module';
import { passkeysModule } from './composition/passkeys-module';
import { Passkeys } from './engine/passkeys/passkeys';
import { carbonOffsetsModule } from './composition/carbon-offsets-module';
import { CarbonOffsets } from './engine/carbon-offsets/carbon-offsets';
import { SignedInDevices } from './engine/devices/signed-in-devices';
import { StaffSecondFactor } from './engine/second-factor/staff-second-factor';
import { RouteWatches } from './engine/watches/route-watches';
import {
  WATCH_MANAGE_PATH,
  WATCH_UNSUBSCRIBE_PATH,
  watchManageRoutes,
  watchUnsubscribeRoutes,
} from './http/watch-links';
import { SMS_WEBHOOK_PATH, smsWebhook } from './http/sms-webhook';
import { PrometheusMetrics } from '../adapters/metrics-prometheus/prometheus-metrics';
import { noMetrics, type MetricsExposition } from '../ports/metrics';
import { metricsModule, readOnScrape } from './composition/metrics-module';

/**
 * The composition root: the one place that knows which adapter serves each port. Each adapter
 * group is one ContainerModule (src/composition/); configuration picks among them.
 */
export interface Application {
  http: ReturnType<typeof createHttpApp>;
  container: Container;
  database: Database;
  /** The node's background work (payment jobs, e-mail): tests run a job now with `jobs.runner.runNow`. */
  jobs: RunningJobs;
  /** The account use cases: the staff desk ends a person's sign-ins with `accounts.endSessions`. */
  accounts: AccountService;
  /** Stops the background jobs, waiting for a run in progress; `close` does it too. */
  stopJobs(): Promise<void>;
  /** Stops the jobs, closes the adapters, then the database, last. */
  close(): Promise<void>;
  /** The registry's text for the metrics port; absent unless `countMetrics` was asked. */
  metrics?: MetricsExposition;
}

export interface ComposeOptions {
  pages?: PageRenderer;
  assets?: RequestHandler;
  /** Tests hand in a ready database (a PGlite snapshot, a scratch PostgreSQL database). */
  database?: Database;
  /** Tests replace adapters (a fixed clock, say) after the defaults are bound. */
  overrides?: ContainerModule[];
  /** The process's shutdown state (server.ts): /readyz and long-lived connections follow it. */
  drain?: Drain;
  /** When the pages were built (the sitemap's dates); the start of the process when unknown. */
  builtAt?: Date;
  /**
   * Count in a Prometheus registry (`Application.metrics`, served by src/http/metrics-server.ts
   * on METRICS_PORT). Without it nothing is counted: most tests compose many apps in one process.
   */
  countMetrics?: boolean;
}

export async function composeApplication(
  config: Config,
  logger: Logger,
  options: ComposeOptions = {},
): Promise<Application> {
  const referenceStarted = performance.now();
  const prometheus = options.countMetrics ? new PrometheusMetrics() : undefined;
  const metrics = prometheus ?? noMetrics;
  const [database, referenceData] = await Promise.all([
    options.database ??
      openDatabase({ ...databaseOptions(config), observeQuery: (s, f) => metrics.observeQuery(s, f) }),
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
    metricsModule(metrics),
    postgresModule(database),
    pdfModule(config),
    paymentsModule(config, metrics),
    referenceDataModule(referenceData),
    mailModule(config),
    smsModule(config),
    identityModule(config),
    charterModule(config),
    bookingPaymentsModule(config, logger),
    messagingModule(config, logger),
    accountsModule,
    deskModule,
    chatModule(config, logger),
    watchesModule(config),
    secondFactorModule(config),
    devicesModule,
    passkeysModule(config),
    carbonOffsetsModule(config, logger),
  );
  for (const override of options.overrides ?? []) {
    await container.load(override);
  }
  // Push signs with the key pair browsers subscribed with: read (or made) once the database is up.
  await container.load(pushModule(config, logger, await vapidKeys(container, config)));

  // Accounts older than texts get the E.164 number their replies are matched by.
  const numbered = await backfillSmsPhones(container.get<Db>(DB));
  if (numbered > 0) logger.info({ accounts: numbered }, 'text message numbers written for older accounts');

  readOnScrape(metrics, container, database);
  const jobs = await startJobs(container, config, logger, database.dialect);
  const accounts = container.get(AccountService);
  // Sign-outs and profile changes made on any node reach this node's session cache (decision
  // 034). Without the feed the cache still checks each session every few seconds.
  const unwatchSessions = await container
    .get<SessionEvents>(SESSION_EVENTS)
    .watch((event) => accounts.applySessionEvent(event))
    .catch((err: unknown) => {
      logger.warn({ err }, 'cannot listen for sign-outs on other nodes; sessions are checked every few seconds');
      return async () => {};
    });
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
    drain: options.drain,
    pages: options.pages,
    publicFiles: publicFileSettings(config, options.builtAt ?? new Date(), container.get<Clock>(CLOCK).now()),
    assets: options.assets,
    watches: container.get(RouteWatches),
    serviceRoutes: [
      { path: WATCH_UNSUBSCRIBE_PATH, router: watchUnsubscribeRoutes(container.get(RouteWatches)) },
      { path: WATCH_MANAGE_PATH, router: watchManageRoutes(container.get(RouteWatches)) },
      ...(config.PAYMENTS === 'sandbox'
        ? [{ path: SANDBOX_GATEWAY_PATH, router: container.get(SandboxPaymentGateway).routes() }]
        : []),
      // Replies to our texts, from the provider (docs/decisions/043): none without one.
      ...(config.SMS === 'twilio'
        ? [
            {
              path: SMS_WEBHOOK_PATH,
              router: smsWebhook({
                replies: container.get(SmsReplies),
                publicUrl: config.PUBLIC_URL,
                signedByProvider: ({ url, params, signature }) =>
                  verifyTwilioSignature({ authToken: config.TWILIO_AUTH_TOKEN ?? '', url, params, signature }),
              }),
            },
          ]
        : []),
    ],
    flightSearch,
    itineraries: new ItineraryAccess(
      container.get<Itineraries>(ITINERARIES),
      container.get<AuditLog>(AUDIT_LOG),
      container.get<Clock>(CLOCK),
    ),
    itineraryDocuments: container.get(ItineraryDocumentMaker),
    carbonFiles: { pdf: container.get<PdfRenderer>(PDF_RENDERER), offsets: container.get(CarbonOffsets) },
    trips: container.get<Trips>(TRIPS),
    bookingPayments: container.get<BookingPayments>(BOOKING_PAYMENTS),
    emptyLegs: container.get<EmptyLegs>(EMPTY_LEGS),
    externalOrigins: { script: gateway.scriptOrigins, connect: gateway.connectOrigins },
    accounts,
    desk: container.get(SupportDesk),
    secondFactor: container.get(StaffSecondFactor),
    devices: container.get(SignedInDevices),
    passkeys: container.get(Passkeys),
    chat: container.get(ConciergeChat),
    push: {
      registrations: container.get(PushRegistrations),
      allowedHosts: config.PUSH_SERVICE_HOSTS,
    },
    session: { secure: config.PUBLIC_URL.startsWith('https:'), refreshTokenDays: config.REFRESH_TOKEN_DAYS },
    federated: container.get<FederatedIdentity>(FEDERATED_IDENTITY),
    devMailbox:
      config.isProduction || config.MAILER !== 'outbox' ? undefined : container.get<LocalMailbox>(LOCAL_MAILBOX),
    metrics,
  });

  return {
    http,
    container,
    database,
    jobs,
    accounts,
    metrics: prometheus,
    stopJobs: () => jobs.stop(),
    close: async () => {
      // Jobs first (a run in progress finishes), the adapters next, the database last.
      await jobs.stop();
      await unwatchSessions().catch(() => undefined);
      await container.unbindAllAsync();
      await database.close();
    },
  };
}
