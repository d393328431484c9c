import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestBookingPayments } from '../../adapters/charter-rest/rest-booking-payments';
import type { Caller } from '../../ports/caller';
import type { BookingPayments } from '../../ports/charter/booking-payments';
import { inDays, roundTrip } from '../fixtures/charter';
import { cardToken, draftBooking, newCustomer, startPaymentsWorld, type PaymentsWorld } from '../support/payments';

/** A peak window no other trip of these tests touches (their dates run 5 to 41 days out). */
const PEAK = { PEAK_TRAVEL_FROM: inDays(42), PEAK_TRAVEL_TO: inDays(43) };

interface Subject {
  name: string;
  port(world: PaymentsWorld): BookingPayments;
}

const subjects: Subject[] = [
  { name: 'embedded engine', port: (world) => world.payments },
  {
    name: 'charter-rest against a live api server',
    port: (world) => new RestBookingPayments({ baseUrl: world.server.url, timeoutMs: 20_000 }),
  },
];

describe.each(subjects)('BookingPayments contract: $name', (subject) => {
  let world: PaymentsWorld;
  let port: BookingPayments;
  beforeAll(async () => {
    world = await startPaymentsWorld({ env: { ...PEAK, ROLE: 'api' } });
    port = subject.port(world);
  });
  afterAll(() => world.close());

  async function initiate(
    caller: Caller,
    bookingId: string,
    mode: 'FULL_PAYMENT' | 'PARTIAL_PAYMENT' = 'FULL_PAYMENT',
  ) {
    const initiated = await port.initiate(caller, { bookingId, paymentMethod: 'CREDIT_CARD', paymentMode: mode });
    if (!initiated.ok) throw new Error(initiated.refusal.message);
    return initiated.answer;
  }

  it('shows a draft with what each way of paying costs and the rules that apply', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    const details = await port.details(maya, bookingId);
    if (!details.ok) throw new Error(details.refusal.message);
    expect(details.answer).toMatchObject({
      bookingId,
      status: 'DRAFT',
      tripStatus: 'UPCOMING',
      infoText: null,
      rules: { bookableOnline: true, onDemand: false, canReserve: true, peakNoticeShown: false, phoneRequired: false },
      balance: { rewardBalance: 0, walletBalance: 0, walletPayApplicable: false },
    });
    expect(Object.keys(details.answer.checkout).sort()).toEqual(
      ['APPLE_PAY', 'PAY_BY_WIRE', 'PAY_NOW_CARD', 'PAY_NOW_WALLET', 'RESERVE_CARD'].sort(),
    );
    expect(details.answer.checkout.RESERVE_CARD).toMatchObject({ dueNow: 1000, cardFee: 0 });
    expect(details.answer.legs.length).toBe(2);
    expect(details.answer.addonResponse.length).toBeGreaterThan(0);
  });

  it('answers another customer’s booking, and an unknown one, as not found', async () => {
    const maya = await newCustomer(world);
    const theo = await newCustomer(world, { name: 'theo' });
    const bookingId = await draftBooking(world, maya);
    expect(await port.details(theo, bookingId)).toMatchObject({ ok: false, refusal: { code: 'NOT_FOUND' } });
    expect(await port.receipt(maya, 'no-such-booking')).toMatchObject({ ok: false, refusal: { code: 'NOT_FOUND' } });
    expect(
      await port.initiate(theo, { bookingId, paymentMethod: 'CREDIT_CARD', paymentMode: 'FULL_PAYMENT' }),
    ).toMatchObject({ ok: false, refusal: { code: 'NOT_FOUND' } });
  });

  it('pays by card: initiate answers the tokenising script, confirm books, the receipt shows the card', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    const initiated = await initiate(maya, bookingId);
    expect(initiated.authorizeNetData).toEqual({
      apiLoginId: expect.any(String),
      clientKey: expect.any(String),
      acceptJsUrl: expect.stringMatching(/Accept\.js$/),
    });
    expect(initiated.flightData.total).toBeCloseTo(initiated.flightData.flight + initiated.flightData.surcharge, 2);
    const confirmed = await port.confirm(maya, {
      paymentId: initiated.paymentId,
      paymentMethod: 'CREDIT_CARD',
      mode: 'FULL_PAYMENT',
      ...(await cardToken(world)),
    });
    expect(confirmed).toMatchObject({ ok: true, answer: { status: 'SUCCESS', bookingId, bookingStatus: 'BOOKED' } });
    const receipt = await port.receipt(maya, bookingId);
    if (!receipt.ok) throw new Error(receipt.refusal.message);
    expect(receipt.answer.totalPrice).toBeCloseTo(initiated.flightData.total, 2);
    expect(receipt.answer.paidPaymentDetails.map((p) => p.paymentMethod)).toEqual(['CREDIT_CARD']);
  });

  it('answers a declined card with the spec message', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    const initiated = await initiate(maya, bookingId);
    const confirmed = await port.confirm(maya, {
      paymentId: initiated.paymentId,
      paymentMethod: 'CREDIT_CARD',
      mode: 'FULL_PAYMENT',
      ...(await cardToken(world, '4000000000009995')),
    });
    expect(confirmed).toMatchObject({
      ok: true,
      answer: { status: 'FAILED', message: 'Credit card payment failed!', bookingStatus: 'DRAFT' },
    });
  });

  it('reserves with the deposit: RESERVED, "Complete payment in 23 hours"', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    const initiated = await initiate(maya, bookingId, 'PARTIAL_PAYMENT');
    const reserved = await port.reserve(maya, {
      paymentId: initiated.paymentId,
      paymentMethod: 'CREDIT_CARD',
      ...(await cardToken(world)),
    });
    expect(reserved).toMatchObject({
      ok: true,
      answer: {
        status: 'SUCCESS',
        bookingStatus: 'RESERVED',
        amountPaid: 1000,
        infoText: 'Complete payment in 23 hours',
      },
    });
    const details = await port.details(maya, bookingId);
    expect(details.ok && details.answer).toMatchObject({
      status: 'RESERVED',
      infoText: 'Complete payment in 23 hours',
    });
  });

  it('refuses to pay without a phone, past the peak gate unticked, or from a wallet below its minimum', async () => {
    const noPhone = await newCustomer(world, { phone: '' });
    const first = await draftBooking(world, noPhone);
    expect(
      await port.initiate(noPhone, { bookingId: first, paymentMethod: 'CREDIT_CARD', paymentMode: 'FULL_PAYMENT' }),
    ).toEqual({ ok: false, refusal: { code: 'PHONE_REQUIRED', message: 'Please enter a phone number' } });

    const maya = await newCustomer(world);
    const peak = await draftBooking(world, maya, {
      trip: roundTrip('KTEB', 'KPBI', { departDays: 42, returnDays: 43 }),
    });
    const details = await port.details(maya, peak);
    expect(details.ok && details.answer.rules.peakNoticeShown).toBe(true);
    expect(
      await port.initiate(maya, { bookingId: peak, paymentMethod: 'CREDIT_CARD', paymentMode: 'FULL_PAYMENT' }),
    ).toEqual({
      ok: false,
      refusal: {
        code: 'PEAK_ACKNOWLEDGEMENT_REQUIRED',
        message: 'By Clicking the above you acknowledge the current Peak Travel Period to continue booking.',
      },
    });
    const acknowledged = await port.initiate(maya, {
      bookingId: peak,
      paymentMethod: 'CREDIT_CARD',
      paymentMode: 'FULL_PAYMENT',
      peakAcknowledged: true,
    });
    expect(acknowledged.ok).toBe(true);
    expect(await port.walletPay(maya, { bookingId: peak, peakAcknowledged: true })).toMatchObject({
      ok: false,
      refusal: { code: 'WALLET_BALANCE' },
    });
  });

  it('holds a booking awaiting a wire transfer', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    expect(await port.wire(maya, { bookingId })).toMatchObject({
      ok: true,
      answer: { status: 'SUCCESS', bookingStatus: 'RESERVED', amountPaid: 0 },
    });
  });

  it('answers an Apple Pay merchant session', async () => {
    const maya = await newCustomer(world);
    const session = await port.appleMerchantSession(maya, {
      validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      client: 'WEB',
    });
    expect(session).toMatchObject({ ok: true, answer: { merchantSessionIdentifier: expect.any(String) } });
  });
});
