import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RestBookingPayments } from '../../adapters/charter-rest/rest-booking-payments';
import type { Caller } from '../../ports/caller';
import type { BookingPayments } from '../../ports/charter/booking-payments';
import { inDays, roundTrip } from '../fixtures/charter';
import {
  bookedByCard,
  cardToken,
  draftBooking,
  newCustomer,
  startPaymentsWorld,
  type PaymentsWorld,
} from '../support/payments';

// Each test signs customers up and pays through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

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
    // The trip's carbon as its quote answered it, both legs and any repositioning.
    expect(details.answer.carbon?.legs.map((leg) => leg.legOrder)).toEqual([1, 2]);
    expect(details.answer.carbon?.totalKg).toBeGreaterThan(0);
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

  it('cancels a booked trip for the refund shown, once; again, or for another refund, changes nothing', async () => {
    const maya = await newCustomer(world);
    const theo = await newCustomer(world, { name: 'theo' });
    const bookingId = await bookedByCard(world, maya, {
      trip: roundTrip('KTEB', 'KPBI', { departDays: 8, returnDays: 11 }),
    });
    expect(await port.cancellationQuote(theo, bookingId)).toMatchObject({ ok: false, refusal: { code: 'NOT_FOUND' } });
    const quote = await port.cancellationQuote(maya, bookingId);
    if (!quote.ok) throw new Error(quote.refusal.message);
    expect(quote.answer).toMatchObject({
      bookingId,
      rule: expect.stringContaining('more than 72 hours'),
      refunds: [{ paymentMethod: 'CREDIT_CARD', maskedCard: 'XXXX1111', amount: quote.answer.refund }],
    });
    expect(quote.answer.refund).toBeCloseTo(quote.answer.paid * 0.965, 1);
    const moved = await port.cancel(maya, { bookingId, expectedRefund: quote.answer.refund + 1 });
    expect(moved).toMatchObject({ ok: false, refusal: { code: 'TERMS_CHANGED' } });
    expect(await port.cancel(maya, { bookingId, expectedRefund: quote.answer.refund })).toMatchObject({
      ok: true,
      answer: { bookingStatus: 'CANCELLED', refund: quote.answer.refund },
    });
    expect(await port.cancel(maya, { bookingId, expectedRefund: quote.answer.refund })).toEqual({
      ok: false,
      refusal: { code: 'ALREADY_CANCELLED', message: 'This booking is already cancelled.' },
    });
  });

  it('changes a trip to a later return: the difference quoted, charged by card through confirm', async () => {
    const maya = await newCustomer(world);
    const bookingId = await bookedByCard(world, maya, {
      trip: roundTrip('KTEB', 'KPBI', { departDays: 24, returnDays: 26 }),
    });
    const quote = await port.changeQuote(maya, {
      bookingId,
      legs: [{ legOrder: 2, departureTime: `${inDays(29)} 16:00` }],
    });
    if (!quote.ok) throw new Error(quote.refusal.message);
    expect(quote.answer).toMatchObject({ bookingId, sameAircraft: true, refund: null });
    expect(quote.answer.difference).toBeGreaterThan(0);
    expect(quote.answer.newTotal - quote.answer.previousTotal).toBeCloseTo(quote.answer.difference, 2);
    const started = await port.change(maya, {
      changeId: quote.answer.changeId,
      paymentMethod: 'CREDIT_CARD',
      expectedDifference: quote.answer.difference,
    });
    if (!started.ok || started.answer.status !== 'PAYMENT_REQUIRED') throw new Error(JSON.stringify(started));
    expect(started.answer.payment.flightData.surcharge).toBeCloseTo(quote.answer.difference * 0.03, 2);
    const confirmed = await port.confirm(maya, {
      paymentId: started.answer.payment.paymentId,
      paymentMethod: 'CREDIT_CARD',
      mode: 'FULL_PAYMENT',
      ...(await cardToken(world)),
    });
    expect(confirmed).toMatchObject({ ok: true, answer: { status: 'SUCCESS', bookingStatus: 'BOOKED' } });
    const details = await port.details(maya, bookingId);
    expect(details.ok && details.answer.legs[1]?.departureDateTime.slice(0, 10)).toBe(
      inDays(29).split('-').reverse().join('-'),
    );
  });

  it('changes a trip to an earlier return at once, refunding what the terms give of the lower price', async () => {
    const maya = await newCustomer(world);
    const bookingId = await bookedByCard(world, maya, {
      trip: roundTrip('KTEB', 'KPBI', { departDays: 31, returnDays: 34 }),
    });
    const quote = await port.changeQuote(maya, {
      bookingId,
      legs: [{ legOrder: 2, departureTime: `${inDays(32)} 16:00` }],
    });
    if (!quote.ok) throw new Error(quote.refusal.message);
    expect(quote.answer.difference).toBeLessThan(0);
    expect(quote.answer.payment).toBeNull();
    const refund = quote.answer.refund?.amount ?? 0;
    expect(refund).toBeCloseTo(-quote.answer.difference * 0.965, 1);
    expect(
      await port.change(maya, {
        changeId: quote.answer.changeId,
        paymentMethod: null,
        expectedDifference: quote.answer.difference,
      }),
    ).toMatchObject({ ok: true, answer: { status: 'CHANGED', refund } });
    const receipt = await port.receipt(maya, bookingId);
    expect(receipt.ok && receipt.answer.paidPaymentDetails[0]?.refunded).toBeCloseTo(refund, 2);
  });

  it('refuses new dates in the past or too soon with a message, and changes nothing', async () => {
    const maya = await newCustomer(world);
    const bookingId = await bookedByCard(world, maya, {
      trip: roundTrip('KTEB', 'KPBI', { departDays: 36, returnDays: 38 }),
    });
    expect(
      await port.changeQuote(maya, { bookingId, legs: [{ legOrder: 1, departureTime: `${inDays(-3)} 09:00` }] }),
    ).toEqual({
      ok: false,
      refusal: { code: 'DATES_REFUSED', message: 'The departure time has already passed. Please choose a later date.' },
    });
    expect(
      await port.changeQuote(maya, { bookingId, legs: [{ legOrder: 1, departureTime: `${inDays(0)} 23:00` }] }),
    ).toMatchObject({ ok: false, refusal: { code: 'DATES_REFUSED' } });
    const details = await port.details(maya, bookingId);
    expect(details.ok && details.answer.legs[0]?.departureDateTime.slice(0, 10)).toBe(
      inDays(36).split('-').reverse().join('-'),
    );
  });
});
