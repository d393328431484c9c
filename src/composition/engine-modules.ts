import { outboundTraceHeaders } from '../http/request-trace';
import { randomBytes, randomUUID } from 'node:crypto';
import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { RestTrips } from '../../adapters/charter-rest/rest-trips';
import {
  CHARTER_REST_SETTINGS,
  RestFlightSearch,
  type CharterRestSettings,
} from '../../adapters/charter-rest/rest-flight-search';
import { RestItineraries } from '../../adapters/charter-rest/rest-itineraries';
import { RestBookingPayments } from '../../adapters/charter-rest/rest-booking-payments';
import { RestEmptyLegs } from '../../adapters/charter-rest/rest-empty-legs';
import { ADDRESS_BOOK_STORE, type AddressBookStore } from '../../ports/charter/address-book-store';
import { TRIPS, type Trips } from '../../ports/charter/trips';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { LEDGER_STORE, type LedgerStore } from '../../ports/charter/ledger-store';
import { FLIGHT_SEARCH, type FlightSearch } from '../../ports/charter/flight-search';
import { BOOKINGS_CHANGED, type BookingsChanged } from '../../ports/charter/bookings-changed';
import { EMPTY_LEGS, type EmptyLegs } from '../../ports/charter/empty-legs';
import { AIRCRAFT_SCHEDULES, type AircraftSchedules } from '../../ports/charter/aircraft-schedules';
import { SyntheticMarket } from '../engine/market/synthetic-market';
import type { MarketDeps } from '../engine/quote-deps';
import { marketParameters, surchargeSettings } from './market-settings';
import { QUOTE_STORE, type QuoteStore } from '../../ports/charter/quote-store';
import { BOOKING_TRAVELLERS, type BookingTravellers } from '../../ports/charter/booking-travellers';
import { BOOKING_GROUND_TRANSPORT, type BookingGroundTransport } from '../../ports/charter/booking-ground-transport';
import { ITINERARIES, type Itineraries } from '../../ports/charter/itineraries';
import { LEG_ASSIGNMENT_STORE, type LegAssignmentStore } from '../../ports/charter/leg-assignment-store';
import { BOOKING_PAYMENTS, type BookingPayments } from '../../ports/charter/booking-payments';
import { PAYMENT_STORE, type PaymentStore } from '../../ports/charter/payment-store';
import { CLOCK, type Clock } from '../../ports/clock';
import { PDF_RENDERER, type PdfRenderer } from '../../ports/pdf-renderer';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../ports/payment-gateway';
import {
  IDENTITY_PROVIDER,
  PROFILE_STORE,
  type IdentityProvider,
  type ProfileStore,
} from '../../ports/identity-provider';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log';
import { DESK_STORE, type DeskStore } from '../../ports/support-desk';
import { AccountService } from '../engine/accounts/account-service';
import { SignedInDevices } from '../engine/devices/signed-in-devices';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../../ports/rate-limit-store';
import { SECOND_FACTOR_STORE, type SecondFactorStore } from '../../ports/second-factors';
import { SupportDesk } from '../engine/desk/support-desk';
import { ITINERARY_DOCUMENTS, type ItineraryDocuments } from '../../ports/itinerary-documents';
import { MAILER, type Mailer } from '../../ports/mailer';
import { MESSAGE_OUTBOX, type MessageOutbox } from '../../ports/message-outbox';
import { REFERENCE_DATA, type ReferenceData } from '../../ports/reference-data';
import type { Config } from '../config';
import { EmbeddedFlightSearch } from '../engine/embedded-flight-search';
import { EmbeddedEmptyLegs } from '../engine/empty-legs/embedded-empty-legs';
import type { EngineDeps } from '../engine/search-flights';
import { EmbeddedItineraries } from '../engine/itinerary/embedded-itineraries';
import { MessageSender } from '../engine/messages/message-sender';
import { SmsReplies } from '../engine/notifications/sms-replies';
import { TextSender } from '../engine/notifications/text-sender';
import { SMS_CONSENT, type SmsConsent } from '../../ports/sms-consent';
import { ROUTE_WATCH_STORE, type RouteWatchStore } from '../../ports/route-watches';
import { SMS_SENDER, type SmsSender } from '../../ports/sms';
import { EmbeddedBookingPayments } from '../engine/payments/embedded-booking-payments';
import { EmbeddedTrips } from '../engine/trips/embedded-trips';
import { AddressBookItineraryTravellers } from '../engine/trips/itinerary-travellers';
import { AddressBookItineraryGroundTransport } from '../engine/trips/itinerary-ground-transport';
import { ItineraryDocumentMaker } from '../http/itinerary-documents';
import { CHAT_BUS, type ChatBus } from '../../ports/chat-bus';
import { CHAT_STORE, type ChatStore } from '../../ports/chat-store';
import { ChatHub } from '../engine/chat/chat-hub';
import { ConciergeChat } from '../engine/chat/concierge-chat';
import { VisitorKeys } from '../engine/chat/visitor-keys';
import { dollarsToCents } from '../core/money';
import {
  conciergeHours,
  embeddedAuthSecret,
  mailBrand,
  mailDomain,
  peakTravelSettings,
  wireTransferDetails,
} from './settings';

/**
 * The charter backend: the embedded engine over this process's reference data and database,
 * or, when CHARTER_API_URL is set, the charter REST API there (web nodes pointed at the api
 * tier). docs/decisions/014-charter-backend.md.
 */
export const charterModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    // The market is bound on every node: a web node's back office changes trips through the
    // payment engine on the shared database, and prices them where the aircraft are.
    bind<AircraftSchedules>(AIRCRAFT_SCHEDULES)
      .toDynamicValue(
        (context) => new SyntheticMarket(context.get<ReferenceData>(REFERENCE_DATA), marketParameters(config)),
      )
      .inSingletonScope();
    if (config.CHARTER_API_URL) {
      bind<CharterRestSettings>(CHARTER_REST_SETTINGS).toConstantValue({
        baseUrl: config.CHARTER_API_URL,
        timeoutMs: config.CHARTER_API_TIMEOUT_MS,
        // The page's request followed onto the api tier (decision 055).
        outboundHeaders: outboundTraceHeaders,
      });
      bind<FlightSearch>(FLIGHT_SEARCH).to(RestFlightSearch).inSingletonScope();
      bind<Itineraries>(ITINERARIES).to(RestItineraries).inSingletonScope();
      bind<Trips>(TRIPS).to(RestTrips).inSingletonScope();
      bind<EmptyLegs>(EMPTY_LEGS).to(RestEmptyLegs).inSingletonScope();
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
            quotes: context.get<QuoteStore>(QUOTE_STORE),
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
            quotes: context.get<QuoteStore>(QUOTE_STORE),
          }),
      )
      .inSingletonScope();
    // Searching and empty legs price over the same engine, stores and fleet index.
    const engineDeps = (context: { get<T>(id: symbol): T }): EngineDeps => ({
      referenceData: context.get<ReferenceData>(REFERENCE_DATA),
      quotes: context.get<QuoteStore>(QUOTE_STORE),
      bookings: context.get<BookingStore>(BOOKING_STORE),
      ledger: context.get<LedgerStore>(LEDGER_STORE),
      clock: context.get<Clock>(CLOCK),
      newId: () => randomUUID(),
      market: marketDeps(config, context),
      bookingsChanged: context.get<BookingsChanged>(BOOKINGS_CHANGED),
      offsetCentsPerTonne: dollarsToCents(config.CARBON_OFFSET_USD_PER_TONNE),
    });
    bind<FlightSearch>(FLIGHT_SEARCH)
      .toDynamicValue((context) => new EmbeddedFlightSearch(engineDeps(context)))
      .inSingletonScope();
    bind<EmptyLegs>(EMPTY_LEGS)
      .toDynamicValue((context) => new EmbeddedEmptyLegs(engineDeps(context)))
      .inSingletonScope();
  });

/**
 * Paying for bookings: the embedded engine's payment use cases, or the charter REST API's
 * payment calls when CHARTER_API_URL is set (docs/decisions/018-payments-exactly-once.md).
 */
export const bookingPaymentsModule = (config: Config, logger: Logger) =>
  new ContainerModule(({ bind }) => {
    // The payment engine is bound on every node: a web node's back office records wires and
    // cancels through it on the shared database, while its pages pay through the api tier.
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
            market: marketDeps(config, context),
            merchant: { domain: new URL(config.PUBLIC_URL).hostname, displayName: config.BRAND_NAME },
            // Short enough for Authorize.Net's 20-character invoice number.
            newPaymentId: () => `P${randomBytes(12).toString('base64url').slice(0, 16)}`,
            log: (level, event, fields) => logger[level](fields, event),
          }),
      )
      .inSingletonScope();
    if (config.CHARTER_API_URL) bind<BookingPayments>(BOOKING_PAYMENTS).to(RestBookingPayments).inSingletonScope();
    else bind<BookingPayments>(BOOKING_PAYMENTS).toService(EmbeddedBookingPayments);
  });

const marketDeps = (config: Config, context: { get<T>(id: symbol): T }): MarketDeps => ({
  schedules: context.get<AircraftSchedules>(AIRCRAFT_SCHEDULES),
  surcharges: surchargeSettings(config),
});

/**
 * The account use cases (sign-in, sessions, profile) over the identity provider, one per node:
 * its session cache is the node's (decision 023).
 */
export const accountsModule = new ContainerModule(({ bind }) => {
  bind(AccountService)
    .toDynamicValue(
      (context) =>
        new AccountService(
          context.get<IdentityProvider>(IDENTITY_PROVIDER),
          context.get<ProfileStore>(PROFILE_STORE),
          context.get<RateLimitStore>(RATE_LIMIT_STORE),
          context.get<Clock>(CLOCK),
          undefined,
          context.get(SignedInDevices),
        ),
    )
    .inSingletonScope();
});

/**
 * The back office (issue 16, src/engine/desk): staff use cases over the stores, the payment
 * engine and the identity provider, every one audited. The account service ends a disabled
 * member's sessions and counts the passwords staff enter again.
 */
export const deskModule = new ContainerModule(({ bind }) => {
  bind(SupportDesk)
    .toDynamicValue(
      (context) =>
        new SupportDesk({
          desk: context.get<DeskStore>(DESK_STORE),
          bookings: context.get<BookingStore>(BOOKING_STORE),
          payments: context.get<PaymentStore>(PAYMENT_STORE),
          ledger: context.get<LedgerStore>(LEDGER_STORE),
          addressBook: context.get<AddressBookStore>(ADDRESS_BOOK_STORE),
          watches: context.get<RouteWatchStore>(ROUTE_WATCH_STORE),
          outbox: context.get<MessageOutbox>(MESSAGE_OUTBOX),
          audit: context.get<AuditLog>(AUDIT_LOG),
          identity: context.get<IdentityProvider>(IDENTITY_PROVIDER),
          secondFactors: context.get<SecondFactorStore>(SECOND_FACTOR_STORE),
          engine: context.get(EmbeddedBookingPayments),
          clock: context.get<Clock>(CLOCK),
          endSessions: (userId) => context.get(AccountService).endSessions(userId),
          passwordCheckAllowed: (userId) => context.get(AccountService).passwordCheckAllowed(userId),
        }),
    )
    .inSingletonScope();
});

/**
 * Customer e-mail (docs/decisions/025): the itinerary's files for the confirmations, and the
 * sender that delivers the outbox. Every node binds them; only engine nodes run the sender.
 */
export const messagingModule = (config: Config, logger: Logger) =>
  new ContainerModule(({ bind }) => {
    bind(ItineraryDocumentMaker)
      .toDynamicValue(
        (context) =>
          new ItineraryDocumentMaker({
            itineraries: context.get<Itineraries>(ITINERARIES),
            pdf: context.get<PdfRenderer>(PDF_RENDERER),
            clock: context.get<Clock>(CLOCK),
            brandName: config.BRAND_NAME,
            publicUrl: config.PUBLIC_URL,
            // Without it (MAIL_ITINERARY_PDF=false), confirmations carry the calendar file only.
            pdfInFiles: config.MAIL_ITINERARY_PDF,
          }),
      )
      .inSingletonScope();
    bind<ItineraryDocuments>(ITINERARY_DOCUMENTS).toService(ItineraryDocumentMaker);
    bind(MessageSender)
      .toDynamicValue((context) => {
        return new MessageSender({
          outbox: context.get<MessageOutbox>(MESSAGE_OUTBOX),
          mailer: context.get<Mailer>(MAILER),
          profiles: context.get<ProfileStore>(PROFILE_STORE),
          documents: context.get<ItineraryDocuments>(ITINERARY_DOCUMENTS),
          clock: context.get<Clock>(CLOCK),
          brand: mailBrand(config),
          wire: wireTransferDetails(config),
          mailDomain: mailDomain(config),
          log: (level, event, fields) => logger[level](fields, event),
        });
      })
      .inSingletonScope();
    bind(SmsReplies)
      .toDynamicValue(
        (context) =>
          new SmsReplies({
            consent: context.get<SmsConsent>(SMS_CONSENT),
            clock: context.get<Clock>(CLOCK),
            newId: () => randomUUID(),
            reply: {
              brand: config.BRAND_NAME,
              supportEmail: config.CONCIERGE_EMAIL,
              supportPhone: config.CONCIERGE_PHONE,
            },
          }),
      )
      .inSingletonScope();
    bind(TextSender)
      .toDynamicValue(
        (context) =>
          new TextSender({
            outbox: context.get<MessageOutbox>(MESSAGE_OUTBOX),
            sms: context.get<SmsSender>(SMS_SENDER),
            profiles: context.get<ProfileStore>(PROFILE_STORE),
            clock: context.get<Clock>(CLOCK),
            brand: mailBrand(config),
            defaultTimeZone: config.CONCIERGE_TIME_ZONE,
            log: (level, event, fields) => logger[level](fields, event),
          }),
      )
      .inSingletonScope();
  });

/**
 * The concierge chat (issue 17, docs/decisions/036): one per node, with the node's hub (its one
 * subscription to the chat bus, the pages it holds open); closed with the node.
 */
export const chatModule = (config: Config, logger: Logger) =>
  new ContainerModule(({ bind }) => {
    bind(ConciergeChat)
      .toDynamicValue((context) => {
        const store = context.get<ChatStore>(CHAT_STORE);
        const bus = context.get<ChatBus>(CHAT_BUS);
        const clock = context.get<Clock>(CLOCK);
        const log = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>) =>
          logger[level](fields, event);
        return new ConciergeChat({
          store,
          bus,
          hub: new ChatHub({ bus, store, clock, log }),
          rateLimits: context.get<RateLimitStore>(RATE_LIMIT_STORE),
          bookings: context.get<BookingStore>(BOOKING_STORE),
          desk: context.get<DeskStore>(DESK_STORE),
          audit: context.get<AuditLog>(AUDIT_LOG),
          clock,
          hours: conciergeHours(config),
          // Keys every node checks alike: derived from the secret they share.
          keys: new VisitorKeys(config.AUTH_SECRET ?? embeddedAuthSecret(config.DATA_DIR)),
          newId: () => randomBytes(15).toString('base64url'),
          log,
        });
      })
      .inSingletonScope()
      .onDeactivation((chat) => chat.close());
  });
