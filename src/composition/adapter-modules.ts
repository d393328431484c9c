import { ContainerModule } from 'inversify';
import { DATABASE, DB, type Database } from '../../adapters/postgres-store/database';
import { PostgresRateLimitStore } from '../../adapters/postgres-store/rate-limits';
import { PostgresSandboxGatewayStore } from '../../adapters/postgres-store/sandbox-gateway';
import { PostgresProfileStore, PostgresUserStore } from '../../adapters/postgres-store/users';
import { PostgresLocalMailbox } from '../../adapters/postgres-store/local-mailbox';
import { PostgresMessageOutbox } from '../../adapters/postgres-store/message-outbox';
import { PostgresSmsConsent } from '../../adapters/postgres-store/sms-consent';
import { PostgresPushDevices, PostgresVapidKeyStore } from '../../adapters/postgres-store/push-devices';
import { PUSH_DEVICES, VAPID_KEY_STORE, type PushDevices, type VapidKeyStore } from '../../ports/push-devices';
import { SMS_CONSENT, type SmsConsent } from '../../ports/sms-consent';
import { PostgresBookingStore } from '../../adapters/postgres-store/bookings';
import { PostgresLedgerStore } from '../../adapters/postgres-store/ledgers';
import { PostgresAddressBookStore } from '../../adapters/postgres-store/address-book';
import { PostgresQuoteStore } from '../../adapters/postgres-store/charter-quotes';
import { PostgresAuditLog } from '../../adapters/postgres-store/audit-log';
import { PostgresLegAssignmentStore } from '../../adapters/postgres-store/leg-assignments';
import { PostgresPaymentStore } from '../../adapters/postgres-store/payments';
import { PostgresDeskStore } from '../../adapters/postgres-store/desk';
import { PostgresChatStore } from '../../adapters/postgres-store/chat';
import { PostgresChatBus } from '../../adapters/postgres-store/chat-bus';
import { InProcessChatBus } from '../../adapters/memory-chat-bus/in-process-chat-bus';
import { CHAT_BUS, type ChatBus } from '../../ports/chat-bus';
import { CHAT_STORE, type ChatStore } from '../../ports/chat-store';
import { DESK_STORE, type DeskStore } from '../../ports/support-desk';
import { PostgresSessionEvents } from '../../adapters/postgres-store/session-events';
import { PostgresBookingsChanged } from '../../adapters/postgres-store/bookings-changed';
import {
  LOCAL_IDENTITY_SETTINGS,
  LocalIdentityProvider,
  type LocalIdentitySettings,
} from '../../adapters/identity-local/local-identity-provider';
import {
  OUTBOX_MAILER_SETTINGS,
  OutboxMailer,
  type OutboxMailerSettings,
} from '../../adapters/mail-outbox/outbox-mailer';
import {
  OIDC_SETTINGS,
  OidcFederatedIdentity,
  type OidcSettings,
} from '../../adapters/identity-oidc/oidc-federated-identity';
import { SMTP_MAILER_SETTINGS, SmtpMailer, type SmtpMailerSettings } from '../../adapters/mail-smtp/smtp-mailer';
import {
  CONSOLE_SMS_SETTINGS,
  ConsoleSmsSender,
  type ConsoleSmsSettings,
} from '../../adapters/sms-console/console-sms';
import { TWILIO_SMS_SETTINGS, TwilioSmsSender, type TwilioSmsSettings } from '../../adapters/sms-twilio/twilio-sms';
import { SMS_SENDER, type SmsSender } from '../../ports/sms';
import {
  AUTHORIZE_NET_SETTINGS,
  AuthorizeNetGateway,
  type AuthorizeNetSettings,
} from '../../adapters/payments-authorize-net/authorize-net-gateway';
import {
  SANDBOX_GATEWAY_SETTINGS,
  SandboxPaymentGateway,
  type SandboxGatewaySettings,
} from '../../adapters/payments-sandbox/sandbox-gateway';
import {
  PUPPETEER_PDF_SETTINGS,
  PuppeteerPdfRenderer,
  type PuppeteerPdfSettings,
} from '../../adapters/pdf-puppeteer/puppeteer-pdf-renderer';
import { SystemClock } from '../../adapters/system-clock/system-clock';
import { loadAirports } from '../../adapters/npm-reference-data/airport-dataset';
import { MemoryReferenceData } from '../../adapters/npm-reference-data/memory-reference-data';
import { FEDERATED_IDENTITY, type FederatedIdentity } from '../../ports/federated-identity';
import { REFERENCE_DATA, type ReferenceData } from '../../ports/reference-data';
import { ADDRESS_BOOK_STORE, type AddressBookStore } from '../../ports/charter/address-book-store';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { LEDGER_STORE, type LedgerStore } from '../../ports/charter/ledger-store';
import { QUOTE_STORE, type QuoteStore } from '../../ports/charter/quote-store';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log';
import { LEG_ASSIGNMENT_STORE, type LegAssignmentStore } from '../../ports/charter/leg-assignment-store';
import { PAYMENT_STORE, type PaymentStore } from '../../ports/charter/payment-store';
import { CLOCK, type Clock } from '../../ports/clock';
import { PDF_RENDERER, type PdfRenderer } from '../../ports/pdf-renderer';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../ports/payment-gateway';
import { noMetrics, type Metrics } from '../../ports/metrics';
import { MeteredPaymentGateway } from '../engine/payments/metered-gateway';
import { RATE_LIMIT_STORE } from '../../ports/rate-limit-store';
import { SANDBOX_GATEWAY_STORE } from '../../ports/sandbox-gateway-store';
import { IDENTITY_PROVIDER, PROFILE_STORE, type IdentityProvider } from '../../ports/identity-provider';
import { LOCAL_MAILBOX, MAILER, type Mailer } from '../../ports/mailer';
import { MESSAGE_OUTBOX, type MessageOutbox } from '../../ports/message-outbox';
import { USER_STORE } from '../../ports/user-store';
import { SESSION_EVENTS, type SessionEvents } from '../../ports/session-events';
import { BOOKINGS_CHANGED, type BookingsChanged } from '../../ports/charter/bookings-changed';
import type { Config } from '../config';
import { fbosAt } from '../engine/reference/fbo-generator';
import { generateFleet } from '../engine/reference/fleet-generator';
import { embeddedAuthSecret, oidcProviders } from './settings';

/**
 * The adapters, one ContainerModule per group, each chosen by configuration: the system
 * clock, the database's stores, the PDF printer, the mail transport, identity, the card
 * gateway and the reference data.
 */

export const systemModule = new ContainerModule(({ bind }) => {
  bind<Clock>(CLOCK).to(SystemClock).inSingletonScope();
});

export const pdfModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind<PuppeteerPdfSettings>(PUPPETEER_PDF_SETTINGS).toConstantValue({
      executablePath: config.PDF_CHROMIUM_PATH,
      browserURL: config.PDF_BROWSER_URL,
      concurrency: config.PDF_CONCURRENCY,
      timeoutMs: config.PDF_TIMEOUT_MS,
    });
    bind<PdfRenderer>(PDF_RENDERER)
      .to(PuppeteerPdfRenderer)
      .inSingletonScope()
      .onDeactivation((renderer) => renderer.close());
  });

export const postgresModule = (database: Database) =>
  new ContainerModule(({ bind }) => {
    bind(DB).toConstantValue(database.db);
    bind<Database>(DATABASE).toConstantValue(database);
    bind(RATE_LIMIT_STORE).to(PostgresRateLimitStore).inSingletonScope();
    bind(SANDBOX_GATEWAY_STORE).to(PostgresSandboxGatewayStore).inSingletonScope();
    bind(USER_STORE).to(PostgresUserStore).inSingletonScope();
    bind(PROFILE_STORE).to(PostgresProfileStore).inSingletonScope();
    bind<SessionEvents>(SESSION_EVENTS).to(PostgresSessionEvents).inSingletonScope();
    bind<BookingsChanged>(BOOKINGS_CHANGED).to(PostgresBookingsChanged).inSingletonScope();
    bind(LOCAL_MAILBOX).to(PostgresLocalMailbox).inSingletonScope();
    bind<MessageOutbox>(MESSAGE_OUTBOX).to(PostgresMessageOutbox).inSingletonScope();
    bind<SmsConsent>(SMS_CONSENT).to(PostgresSmsConsent).inSingletonScope();
    bind<PushDevices>(PUSH_DEVICES).to(PostgresPushDevices).inSingletonScope();
    bind<VapidKeyStore>(VAPID_KEY_STORE).to(PostgresVapidKeyStore).inSingletonScope();
    bind<QuoteStore>(QUOTE_STORE).to(PostgresQuoteStore).inSingletonScope();
    bind<BookingStore>(BOOKING_STORE).to(PostgresBookingStore).inSingletonScope();
    bind<LedgerStore>(LEDGER_STORE).to(PostgresLedgerStore).inSingletonScope();
    bind<LegAssignmentStore>(LEG_ASSIGNMENT_STORE).to(PostgresLegAssignmentStore).inSingletonScope();
    bind<AuditLog>(AUDIT_LOG).to(PostgresAuditLog).inSingletonScope();
    bind<AddressBookStore>(ADDRESS_BOOK_STORE).to(PostgresAddressBookStore).inSingletonScope();
    bind<PaymentStore>(PAYMENT_STORE).to(PostgresPaymentStore).inSingletonScope();
    bind<DeskStore>(DESK_STORE).to(PostgresDeskStore).inSingletonScope();
    bind<ChatStore>(CHAT_STORE).to(PostgresChatStore).inSingletonScope();
    // The chat's signals (decision 036): the embedded PGlite is one node, so they stay in
    // process; on PostgreSQL they reach every node by NOTIFY.
    if (database.dialect === 'pglite') bind<ChatBus>(CHAT_BUS).to(InProcessChatBus).inSingletonScope();
    else bind<ChatBus>(CHAT_BUS).to(PostgresChatBus).inSingletonScope();
  });

/**
 * How e-mail leaves (docs/decisions/025): an SMTP relay, or the local mailbox of the embedded
 * default, which prints each message on the terminal unless logging is silenced (tests).
 */
export const mailModule = (config: Config) =>
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
    bind<OutboxMailerSettings>(OUTBOX_MAILER_SETTINGS).toConstantValue(
      config.LOG_LEVEL === 'silent' ? {} : { print: (text) => process.stdout.write(`${text}\n`) },
    );
    bind<Mailer>(MAILER).to(OutboxMailer).inSingletonScope();
  });

/**
 * How text messages leave (docs/decisions/043): Twilio's Messages API, or the embedded
 * default's terminal (silent in tests, whose texts are read from the outbox).
 */
export const smsModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    if (config.SMS === 'twilio') {
      bind<TwilioSmsSettings>(TWILIO_SMS_SETTINGS).toConstantValue({
        accountSid: config.TWILIO_ACCOUNT_SID ?? '',
        authToken: config.TWILIO_AUTH_TOKEN ?? '',
        from: config.TWILIO_FROM ?? '',
        baseUrl: config.TWILIO_API_URL,
      });
      bind<SmsSender>(SMS_SENDER).to(TwilioSmsSender).inSingletonScope();
      return;
    }
    bind<ConsoleSmsSettings>(CONSOLE_SMS_SETTINGS).toConstantValue(
      config.LOG_LEVEL === 'silent' ? {} : { print: (text) => process.stdout.write(`${text}\n`) },
    );
    bind<SmsSender>(SMS_SENDER).to(ConsoleSmsSender).inSingletonScope();
  });

export const identityModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind<LocalIdentitySettings>(LOCAL_IDENTITY_SETTINGS).toConstantValue({
      secret: config.AUTH_SECRET ?? embeddedAuthSecret(config.DATA_DIR),
      issuer: config.PUBLIC_URL,
      accessTokenSeconds: config.ACCESS_TOKEN_MINUTES * 60,
      refreshTokenDays: config.REFRESH_TOKEN_DAYS,
      codeMinutes: config.CODE_MINUTES,
      maxCodeAttempts: config.CODE_MAX_ATTEMPTS,
      passwordCost: config.PASSWORD_SCRYPT_N,
    });
    bind<OidcSettings>(OIDC_SETTINGS).toConstantValue({
      providers: oidcProviders(config),
      allowHttp: config.OIDC_ALLOW_HTTP,
    });
    bind<FederatedIdentity>(FEDERATED_IDENTITY).to(OidcFederatedIdentity).inSingletonScope();
    bind(LocalIdentityProvider).toSelf().inSingletonScope();
    bind<IdentityProvider>(IDENTITY_PROVIDER).toService(LocalIdentityProvider);
  });

/** Where the sandbox gateway's own routes (its script and token endpoint) are mounted. */
export const SANDBOX_GATEWAY_PATH = '/sandbox-gateway';

/** The gateway adapter of PAYMENTS, each call counted (src/engine/payments/metered-gateway.ts). */
export const paymentsModule = (config: Config, metrics: Metrics = noMetrics) =>
  new ContainerModule(({ bind }) => {
    const metered = (gateway: typeof AuthorizeNetGateway | typeof SandboxPaymentGateway) =>
      bind<PaymentGateway>(PAYMENT_GATEWAY)
        .toDynamicValue((context) => new MeteredPaymentGateway(context.get<PaymentGateway>(gateway), metrics))
        .inSingletonScope();
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
      bind(AuthorizeNetGateway).toSelf().inSingletonScope();
      metered(AuthorizeNetGateway);
      return;
    }
    bind<SandboxGatewaySettings>(SANDBOX_GATEWAY_SETTINGS).toConstantValue({
      basePath: SANDBOX_GATEWAY_PATH,
      apiLoginId: config.SANDBOX_GATEWAY_API_LOGIN_ID,
      clientKey: config.SANDBOX_GATEWAY_CLIENT_KEY,
    });
    bind(SandboxPaymentGateway).toSelf().inSingletonScope();
    metered(SandboxPaymentGateway);
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

export const referenceDataModule = (referenceData: ReferenceData) =>
  new ContainerModule(({ bind }) => {
    bind<ReferenceData>(REFERENCE_DATA).toConstantValue(referenceData);
  });
