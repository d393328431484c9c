import { eq, sql } from 'drizzle-orm';
import { ContainerModule } from 'inversify';
import request from 'supertest';
import { SandboxPaymentGateway } from '../../adapters/payments-sandbox/sandbox-gateway';
import type { Database } from '../../adapters/postgres-store/database';
import { sandboxCharges } from '../../adapters/postgres-store/sandbox-schema';
import type { Caller } from '../../ports/caller';
import {
  BOOKING_PAYMENTS,
  type BookingPayments,
  type ConfirmPaymentAnswer,
} from '../../ports/charter/booking-payments';
import { FLIGHT_SEARCH, type FlightSearch } from '../../ports/charter/flight-search';
import { LEDGER_STORE, type LedgerStore } from '../../ports/charter/ledger-store';
import { CLOCK, type Clock } from '../../ports/clock';
import {
  IDENTITY_PROVIDER,
  PROFILE_STORE,
  type IdentityProvider,
  type ProfileStore,
} from '../../ports/identity-provider';
import { mailedCode } from './mailbox';
import { signInThroughApi, signUpThroughApi } from './customers';
import { REFERENCE_DATA, type ReferenceData } from '../../ports/reference-data';
import type { AircraftCategory } from '../../src/core/aircraft-categories';
import type { SearchOptions } from '../../src/core/search/search-form';
import { EmbeddedBookingPayments } from '../../src/engine/payments/embedded-booking-payments';
import { MemoryReferenceData } from '../fakes/memory-reference-data';
import { roundTrip } from '../fixtures/charter';
import { startTestApp, type TestApp } from './app';
import { ManualClock } from './charter';

export interface PaymentsWorld {
  server: TestApp;
  clock: ManualClock;
  payments: BookingPayments;
  engine: EmbeddedBookingPayments;
  flightSearch: FlightSearch;
  ledger: LedgerStore;
  close(): Promise<void>;
}

/** The whole application over the fixture world, a clock the test moves, and no interval jobs. */
export async function startPaymentsWorld(
  options: {
    clock?: ManualClock;
    database?: Database;
    env?: Record<string, string>;
    overrides?: ContainerModule[];
  } = {},
): Promise<PaymentsWorld> {
  const clock = options.clock ?? new ManualClock();
  const server = await startTestApp({
    env: { PAYMENT_JOBS_INTERVAL_SECONDS: '0', ...options.env },
    database: options.database,
    overrides: [
      new ContainerModule(({ bind, isBound, rebind }) => {
        const referenceData = new MemoryReferenceData();
        if (isBound(REFERENCE_DATA)) rebind<ReferenceData>(REFERENCE_DATA).toConstantValue(referenceData);
        else bind<ReferenceData>(REFERENCE_DATA).toConstantValue(referenceData);
        rebind<Clock>(CLOCK).toConstantValue(clock);
      }),
      ...(options.overrides ?? []),
    ],
  });
  const container = server.app.container;
  return {
    ...paymentsOf(server),
    clock,
    engine: container.get(EmbeddedBookingPayments),
    ledger: container.get<LedgerStore>(LEDGER_STORE),
    close: () => server.close(),
  };
}

/**
 * The payment side of an application already running on the real clock (a browser test's, a
 * Cucumber scenario's): what draftBooking, cardToken and cardPayment need of a PaymentsWorld.
 */
export type RunningPayments = Pick<PaymentsWorld, 'server' | 'payments' | 'flightSearch'>;

export function paymentsOf(server: TestApp): RunningPayments {
  return {
    server,
    payments: server.app.container.get<BookingPayments>(BOOKING_PAYMENTS),
    flightSearch: server.app.container.get<FlightSearch>(FLIGHT_SEARCH),
  };
}

let people = 0;

/** Signs a new customer up (with a phone, unless told otherwise) and answers their caller. */
export async function newCustomer(
  world: RunningPayments,
  options: { name?: string; phone?: string } = {},
): Promise<Extract<Caller, { kind: 'customer' }>> {
  people += 1;
  const email = `${options.name ?? 'maya'}.${people}.${Date.now()}@example.com`;
  const { url } = world.server;
  const { password } = await signUpThroughApi(url, email, (to) => mailedCode(world.server.app, to));
  const accessToken = await signInThroughApi(url, email, password);
  const identity = await world.server.app.container
    .get<IdentityProvider>(IDENTITY_PROVIDER)
    .verifyAccessToken(accessToken);
  if (!identity) throw new Error('sign-in gave no usable token');
  if (options.phone === '') {
    const profiles = world.server.app.container.get<ProfileStore>(PROFILE_STORE);
    await profiles.updateProfile(identity.userId, { firstname: 'Maya', lastname: 'Okafor', phone: '' });
  }
  return { kind: 'customer', userId: identity.userId, accessToken, role: 'CUSTOMER' };
}

const tripsBy = new WeakMap<object, number>();

/**
 * A round trip from Teterboro to West Palm Beach on dates no recent draft of this world used,
 * a day apart from the next: drafts made before any is paid never want one aircraft for the
 * same hours, which paying would refuse (docs/decisions/038). Counted per world (a test file's
 * application), not per process: a worker runs many files, and a file's dates must not depend
 * on which files ran before it.
 */
export function freshRoundTrip(world: object = tripsBy): SearchOptions {
  const trips = (tripsBy.get(world) ?? 0) + 1;
  tripsBy.set(world, trips);
  const departDays = 5 + 2 * (trips % 18);
  return roundTrip('KTEB', 'KPBI', { departDays, returnDays: departDays + 1 });
}

/** Searches and chooses the cheapest light jet (or `category`): the customer's booking draft. */
export async function draftBooking(
  world: Pick<PaymentsWorld, 'flightSearch'>,
  caller: Caller,
  options: { trip?: SearchOptions; useRewards?: boolean; category?: AircraftCategory } = {},
): Promise<string> {
  const results = await world.flightSearch.searchResults(options.trip ?? freshRoundTrip(world.flightSearch), caller);
  if (results.error !== null) throw new Error(`search refused: ${results.error}`);
  const option = results.data[options.category ?? 'LIGHT_JET'][0];
  if (!option?.aboneSearchId) throw new Error('nothing offered');
  const priced = await world.flightSearch.updateAddons(
    {
      aboneSearchId: option.aboneSearchId,
      bookingId: '',
      sessionId: null,
      addonIds: [],
      useRewards: options.useRewards ?? false,
      legDataList: [],
    },
    caller,
  );
  if (!priced.ok) throw new Error(priced.message);
  return priced.answer.bookingId;
}

/** Opens a full card payment of the booking and confirms it with a fresh card token. */
export function payInFullByCard(world: RunningPayments, caller: Caller, bookingId: string) {
  return cardPayment(world, caller, bookingId, 'FULL_PAYMENT');
}

/** What the gateway's browser script does with a card: a single-use opaque token. */
export async function cardToken(world: Pick<PaymentsWorld, 'server'>, cardNumber = '4111111111111111') {
  const gateway = world.server.app.container.get(SandboxPaymentGateway);
  const config = gateway.clientConfig();
  const answer = await gateway.tokenize({
    clientKey: config.clientKey,
    apiLoginID: config.apiLoginId,
    cardData: { cardNumber, month: '12', year: '2030', cardCode: cardNumber.startsWith('3') ? '1234' : '123' },
  });
  if (!('opaqueData' in answer)) throw new Error(`tokenising failed: ${JSON.stringify(answer.messages)}`);
  return answer.opaqueData;
}

/**
 * Opens a card payment of the booking, in full (which books it) or the $1,000 deposit (which
 * holds it), and confirms it with a fresh token of the sandbox Visa, as the review page does.
 */
export async function cardPayment(
  world: RunningPayments,
  caller: Caller,
  bookingId: string,
  mode: 'FULL_PAYMENT' | 'PARTIAL_PAYMENT' = 'FULL_PAYMENT',
) {
  return (await openCardPayment(world, caller, bookingId, mode))();
}

/**
 * Starts paying a draft by card (initiate, and the card tokenised as the gateway's script
 * would): answers the confirm to send, so tests can send several at once.
 */
export async function openCardPayment(
  world: RunningPayments,
  caller: Caller,
  bookingId: string,
  mode: 'FULL_PAYMENT' | 'PARTIAL_PAYMENT' = 'FULL_PAYMENT',
) {
  const opened = await world.payments.initiate(caller, {
    bookingId,
    paymentMethod: 'CREDIT_CARD',
    paymentMode: mode,
    // As the review page's box is ticked when the trip meets the peak-travel window.
    peakAcknowledged: true,
  });
  if (!opened.ok) throw new Error(opened.refusal.message);
  const token = await cardToken(world);
  return () =>
    world.payments.confirm(caller, {
      paymentId: opened.answer.paymentId,
      paymentMethod: 'CREDIT_CARD',
      mode,
      ...token,
    });
}

/** A draft paid in full by card now; throws unless it is booked. */
export async function payInFull(world: RunningPayments, caller: Caller, bookingId: string) {
  const paid = await cardPayment(world, caller, bookingId);
  if (!paid.ok || paid.answer.status !== 'SUCCESS') throw new Error(`not paid: ${JSON.stringify(paid)}`);
}

/**
 * A booking held awaiting a wire, made through the API as the customer's browser would (search,
 * choose the cheapest light jet, pay by wire): for a server in another process.
 */
export async function wireHeldBookingThroughApi(url: string, accessToken: string) {
  const auth = { Authorization: `Bearer ${accessToken}` };
  const search = await request(url)
    .post('/api/aircraft/search-results-v2')
    .set(auth)
    .send(roundTrip('KTEB', 'KPBI', { departDays: 20, returnDays: 22, from: new Date() }))
    .expect(200);
  const results = search.body as { error: string | null; data: Record<string, { aboneSearchId?: string }[]> };
  const aboneSearchId = results.data.LIGHT_JET?.[0]?.aboneSearchId;
  if (!aboneSearchId) throw new Error(`no light jet offered: ${results.error}`);
  const chosen = await request(url)
    .post('/api/book-aircraft/update-addons')
    .set(auth)
    .send({ aboneSearchId, bookingId: '', sessionId: null, addonIds: [], useRewards: false, legDataList: [] })
    .expect(200);
  const { bookingId } = chosen.body as { bookingId: string };
  const wired = await request(url).post('/api/payment/wire').set(auth).send({ bookingId, peakAcknowledged: true });
  const held = wired.body as ConfirmPaymentAnswer;
  if (wired.status !== 200 || held.bookingStatus !== 'RESERVED') {
    throw new Error(`the wire did not hold the booking: ${wired.status} ${JSON.stringify(wired.body)}`);
  }
  return { bookingId, amountDue: held.amountDue };
}

/** The booking's status as its owner reads it through the API. */
export async function bookingStatusThroughApi(url: string, accessToken: string, bookingId: string) {
  const res = await request(url)
    .get(`/api/book-aircraft/details?booking-id=${bookingId}`)
    .set('Authorization', `Bearer ${accessToken}`)
    .expect(200);
  return (res.body as { status: string }).status;
}

/** How many card charges the sandbox gateway approved in this world. */
export async function approvedCharges(w: PaymentsWorld): Promise<number> {
  const rows = await w.server.app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sandboxCharges)
    .where(eq(sandboxCharges.outcome, 'APPROVED'));
  return rows[0]?.n ?? 0;
}

/** A booking paid in full by card (the cheapest light jet of `trip`), as the review page pays it. */
export async function bookedByCard(
  world: RunningPayments,
  caller: Caller,
  options: { trip?: SearchOptions } = {},
): Promise<string> {
  const bookingId = await draftBooking(world, caller, { trip: options.trip });
  await payInFull(world, caller, bookingId);
  return bookingId;
}
