import { ContainerModule } from 'inversify';
import { DateTime } from 'luxon';
import { SandboxPaymentGateway } from '../../../adapters/payments-sandbox/sandbox-gateway';
import { BOOKING_PAYMENTS, type BookingDetails, type BookingPayments } from '../../../ports/charter/booking-payments';
import { FLIGHT_SEARCH, type FlightSearch } from '../../../ports/charter/flight-search';
import { LEDGER_STORE, type LedgerStore } from '../../../ports/charter/ledger-store';
import { PAYMENT_STORE, type PaymentStore, type RefundRecord } from '../../../ports/charter/payment-store';
import { CLOCK, type Clock } from '../../../ports/clock';
import { MESSAGE_OUTBOX, type MessageOutbox } from '../../../ports/message-outbox';
import { REFERENCE_DATA, type ReferenceData } from '../../../ports/reference-data';
import { EmbeddedBookingPayments } from '../../../src/engine/payments/embedded-booking-payments';
import { ManualClock } from '../../../test/fakes/manual-clock';
import { MemoryReferenceData } from '../../../test/fakes/memory-reference-data';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { openSnapshot } from '../../../test/support/snapshot';
import { signedInCustomer, type SignedInCustomer } from '../../../test/support/trips';

const HOUR = 3_600_000;
/** Every trip of these scenarios leaves Teterboro: its clock is the one she reads. */
export const ORIGIN_ZONE = 'America/New_York';
const DEPARTS_AT = '10:00';
const RETURNS_AT = '15:00';
const AIRPORTS: Record<string, string> = { Teterboro: 'KTEB', 'West Palm Beach': 'KPBI', Nassau: 'MYNN' };

export type PaidBy = 'card' | 'wallet' | 'wire';

/**
 * One scenario's app, on a clock the scenario moves, over the hand-made charter world, and
 * Maya's booked trip in it. The trip is arranged through the engine as the review page would
 * pay for it; what she then does goes through each driver's own way (trip-tasks.ts), and what
 * happened is read back here, from the engine's records.
 */
export class TripScenario {
  maya!: SignedInCustomer;
  bookingId = '';
  /** What she paid toward the flight (the card fee excluded), cents. */
  paidCents = 0;
  method: PaidBy = 'card';
  departure: DateTime = DateTime.now();
  nights = 3;

  private constructor(
    readonly app: TestApp,
    readonly clock: ManualClock,
  ) {}

  /** `env` and `more`: more settings and bindings of the app (the phone scenarios' providers). */
  static async start(
    snapshot: string,
    env: Record<string, string> = {},
    more: ContainerModule[] = [],
  ): Promise<TripScenario> {
    const clock = new ManualClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
    const app = await startTestApp({
      pages: 'built',
      database: await openSnapshot(snapshot),
      env: { PAYMENT_JOBS_INTERVAL_SECONDS: '0', ...env },
      overrides: [
        new ContainerModule(({ isBound, bind, rebind }) => {
          rebind<Clock>(CLOCK).toConstantValue(clock);
          const reference = new MemoryReferenceData();
          if (isBound(REFERENCE_DATA)) rebind<ReferenceData>(REFERENCE_DATA).toConstantValue(reference);
          else bind<ReferenceData>(REFERENCE_DATA).toConstantValue(reference);
        }),
        ...more,
      ],
    });
    return new TripScenario(app, clock);
  }

  close(): Promise<void> {
    return this.app.close();
  }

  private get<T>(token: symbol): T {
    return this.app.app.container.get<T>(token);
  }

  get payments(): BookingPayments {
    return this.get<BookingPayments>(BOOKING_PAYMENTS);
  }

  get store(): PaymentStore {
    return this.get<PaymentStore>(PAYMENT_STORE);
  }

  /** A single-use card token, as the gateway's script makes one in her browser. */
  async cardToken(): Promise<{ dataDescriptor: string; dataValue: string }> {
    const gateway = this.app.app.container.get(SandboxPaymentGateway);
    const config = gateway.clientConfig();
    const answer = await gateway.tokenize({
      clientKey: config.clientKey,
      apiLoginID: config.apiLoginId,
      cardData: { cardNumber: '4111111111111111', month: '12', year: '2035', cardCode: '123' },
    });
    if (!('opaqueData' in answer)) throw new Error(`tokenising failed: ${JSON.stringify(answer.messages)}`);
    return answer.opaqueData;
  }

  /** Maya books a round trip leaving in ten days at 10:00 and pays for it in full (with its carbon offset). */
  async bookRoundTrip(to: string, method: PaidBy, nights = 3, offsetCarbon = false): Promise<void> {
    this.maya ??= await signedInCustomer(this.app, 'Maya');
    this.method = method;
    this.nights = nights;
    const destination = AIRPORTS[to];
    if (!destination) throw new Error(`no airport for ${to}`);
    const day = DateTime.fromJSDate(this.clock.now(), { zone: ORIGIN_ZONE }).plus({ days: 10 });
    this.departure = DateTime.fromISO(`${day.toISODate()}T${DEPARTS_AT}`, { zone: ORIGIN_ZONE });
    const caller = this.maya.caller;
    const search = this.get<FlightSearch>(FLIGHT_SEARCH);
    const results = await search.searchResults(
      {
        routeType: 'ROUND_TRIP',
        travelCities: [
          {
            origin: 'KTEB',
            destination,
            departureTime: `${day.toISODate()} ${DEPARTS_AT}`,
            returnTime: `${day.plus({ days: nights }).toISODate()} ${RETURNS_AT}`,
            order: '0',
          },
        ],
        passengers: 2,
        petFriendly: false,
      },
      caller,
    );
    const option = results.data?.LIGHT_JET.find((o) => o.aboneSearchId);
    if (!option?.aboneSearchId) throw new Error(`no light jet offered: ${results.error}`);
    const priced = await search.updateAddons(
      {
        aboneSearchId: option.aboneSearchId,
        bookingId: '',
        sessionId: null,
        addonIds: [],
        useRewards: false,
        offsetCarbon,
        legDataList: [],
      },
      caller,
    );
    if (!priced.ok) throw new Error(priced.message);
    this.bookingId = priced.answer.bookingId;
    await this.pay(method);
    this.paidCents = (await this.store.attemptsOf(this.bookingId))
      .filter((a) => a.status === 'APPROVED')
      .reduce((sum, a) => sum + a.flightAmount, 0);
  }

  private async pay(method: PaidBy): Promise<void> {
    const caller = this.maya.caller;
    const bookingId = this.bookingId;
    if (method === 'card') {
      const started = await this.payments.initiate(caller, {
        bookingId,
        paymentMethod: 'CREDIT_CARD',
        paymentMode: 'FULL_PAYMENT',
        peakAcknowledged: true,
      });
      if (!started.ok) throw new Error(started.refusal.message);
      const paid = await this.payments.confirm(caller, {
        paymentId: started.answer.paymentId,
        paymentMethod: 'CREDIT_CARD',
        mode: 'FULL_PAYMENT',
        ...(await this.cardToken()),
      });
      if (!paid.ok || paid.answer.bookingStatus !== 'BOOKED') throw new Error(`not booked: ${JSON.stringify(paid)}`);
      return;
    }
    if (method === 'wallet') {
      await this.get<LedgerStore>(LEDGER_STORE).addWallet(this.maya.userId, {
        amount: 20_000_000,
        status: 'ADDED',
        at: this.clock.now(),
        display: 'Wire deposit',
      });
      const paid = await this.payments.walletPay(caller, { bookingId, peakAcknowledged: true });
      if (!paid.ok) throw new Error(paid.refusal.message);
      return;
    }
    const held = await this.payments.wire(caller, { bookingId, peakAcknowledged: true });
    if (!held.ok) throw new Error(held.refusal.message);
    const due = Math.round(held.answer.amountDue * 100);
    const received = await this.app.app.container.get(EmbeddedBookingPayments).pay.wireReceived(bookingId, due);
    if (!received.ok) throw new Error(received.message);
  }

  /** The clock moves on until the trip departs in `hours` hours. */
  departsIn(hours: number): void {
    this.clock.advance(this.departure.toMillis() - hours * HOUR - this.clock.now().getTime());
  }

  /** The clock moves on past the trip's return, and the engine's jobs run as a node's timer would. */
  async fly(): Promise<void> {
    this.clock.advance(this.departure.plus({ days: this.nights + 1 }).toMillis() - this.clock.now().getTime());
    await this.app.app.container.get(EmbeddedBookingPayments).runJobs({ reconcileGraceMs: 0 });
  }

  passHours(hours: number): void {
    this.clock.advance(hours * HOUR);
  }

  /** Today on Teterboro's clock, moved by `days` (and `hours`), as the change form takes it. */
  localDate(offset: { days?: number; hours?: number }): { date: string; time: string } {
    const at = DateTime.fromJSDate(this.clock.now(), { zone: ORIGIN_ZONE }).plus(offset);
    return { date: at.toISODate() ?? '', time: at.toFormat('HH:mm') };
  }

  async details(): Promise<BookingDetails> {
    const details = await this.payments.details(this.maya.caller, this.bookingId);
    if (!details.ok) throw new Error(details.refusal.message);
    return details.answer;
  }

  async refunds(): Promise<RefundRecord[]> {
    return this.store.refundsOf(this.bookingId);
  }

  async mails(kind: string): Promise<number> {
    const messages = await this.get<MessageOutbox>(MESSAGE_OUTBOX).ofBooking(this.bookingId);
    return messages.filter((m) => m.kind === kind).length;
  }
}
