import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../ports/caller';
import { rewardBalance } from '../../src/core/ledger/rewards';
import { walletBalance } from '../../src/core/ledger/wallet';
import { roundTrip } from '../fixtures/charter';
import { cardToken, draftBooking, newCustomer, startPaymentsWorld, type PaymentsWorld } from '../support/payments';

let world: PaymentsWorld;
beforeAll(async () => {
  world = await startPaymentsWorld();
});
afterAll(() => world.close());

const dollars = (n: number) => Math.round(n * 100);

async function payByCard(caller: Caller, bookingId: string, card = '4111111111111111') {
  const initiated = await world.payments.initiate(caller, {
    bookingId,
    paymentMethod: 'CREDIT_CARD',
    paymentMode: 'FULL_PAYMENT',
  });
  if (!initiated.ok) throw new Error(initiated.refusal.message);
  const token = await cardToken(world, card);
  const confirmed = await world.payments.confirm(caller, {
    paymentId: initiated.answer.paymentId,
    paymentMethod: 'CREDIT_CARD',
    mode: 'FULL_PAYMENT',
    ...token,
  });
  return { initiated: initiated.answer, confirmed, token };
}

describe('paying for a booking', () => {
  it('pays in full by card with the 3% fee, books, and adds 1% of the flight in rewards', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    const details = await world.payments.details(maya, bookingId);
    if (!details.ok) throw new Error('no details');
    expect(details.answer.status).toBe('DRAFT');
    const total = dollars(details.answer.priceBreakup.totalPrice);
    expect(dollars(details.answer.checkout.PAY_NOW_CARD?.cardFee ?? 0)).toBe(Math.round(total * 0.03));
    expect(details.answer.checkout.PAY_NOW_WALLET?.cardFee).toBe(0);
    expect(dollars(details.answer.checkout.RESERVE_CARD?.dueNow ?? 0)).toBe(100_000);

    const { initiated, confirmed } = await payByCard(maya, bookingId);
    expect(initiated.authorizeNetData.acceptJsUrl).toMatch(/Accept\.js$/);
    expect(dollars(initiated.flightData.total)).toBe(total + Math.round(total * 0.03));
    expect(confirmed).toMatchObject({ ok: true, answer: { status: 'SUCCESS', bookingId, bookingStatus: 'BOOKED' } });

    const receipt = await world.payments.receipt(maya, bookingId);
    expect(receipt.ok && receipt.answer.paidPaymentDetails).toEqual([
      expect.objectContaining({ paymentMethod: 'CREDIT_CARD', kind: 'FULL', maskedCard: 'XXXX1111' }),
    ]);
    expect(receipt.ok && dollars(receipt.answer.totalPrice)).toBe(total + Math.round(total * 0.03));
    const rewards = await world.ledger.rewards(maya.userId);
    expect(rewards).toEqual([expect.objectContaining({ bookingId, status: 'ADDED', amount: Math.round(total / 100) })]);

    // Paying again is refused: the booking is paid.
    const again = await world.payments.initiate(maya, {
      bookingId,
      paymentMethod: 'CREDIT_CARD',
      paymentMode: 'FULL_PAYMENT',
    });
    expect(again).toMatchObject({ ok: false, refusal: { code: 'NOT_PAYABLE' } });
  });

  it('shows the spec message for a declined card, and a new attempt can pay', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    const declined = await payByCard(maya, bookingId, '4000000000000002');
    expect(declined.confirmed).toMatchObject({
      ok: true,
      answer: { status: 'FAILED', message: 'Credit card payment failed!', bookingStatus: 'DRAFT' },
    });
    const paid = await payByCard(maya, bookingId);
    expect(paid.confirmed).toMatchObject({ ok: true, answer: { status: 'SUCCESS', bookingStatus: 'BOOKED' } });
  });

  it('answers a repeated confirm with the first outcome and charges once', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    const { initiated, confirmed, token } = await payByCard(maya, bookingId);
    const repeat = await world.payments.confirm(maya, {
      paymentId: initiated.paymentId,
      paymentMethod: 'CREDIT_CARD',
      mode: 'FULL_PAYMENT',
      ...token,
    });
    expect(repeat).toEqual(confirmed);
    const receipt = await world.payments.receipt(maya, bookingId);
    expect(receipt.ok && receipt.answer.paidPaymentDetails).toHaveLength(1);
  });

  it('reserves with the $1,000 deposit, holds 24 hours, and books when the balance is paid', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    const initiated = await world.payments.initiate(maya, {
      bookingId,
      paymentMethod: 'CREDIT_CARD',
      paymentMode: 'PARTIAL_PAYMENT',
    });
    if (!initiated.ok) throw new Error(initiated.refusal.message);
    expect(initiated.answer.flightData).toMatchObject({ total: 1000, surcharge: 0 });
    const reserved = await world.payments.reserve(maya, {
      paymentId: initiated.answer.paymentId,
      paymentMethod: 'CREDIT_CARD',
      ...(await cardToken(world)),
    });
    expect(reserved).toMatchObject({
      ok: true,
      answer: { status: 'SUCCESS', bookingStatus: 'RESERVED', infoText: 'Complete payment in 23 hours' },
    });
    const details = await world.payments.details(maya, bookingId);
    if (!details.ok) throw new Error('no details');
    const total = dollars(details.answer.priceBreakup.totalPrice);
    expect(dollars(details.answer.dueAmountDetails.dueAmount)).toBe(total - 100_000);
    expect(dollars(details.answer.checkout.PAY_NOW_CARD?.dueNow ?? 0)).toBe(
      total - 100_000 + Math.round((total - 100_000) * 0.03),
    );
    expect(await world.ledger.rewards(maya.userId)).toEqual([]);

    const balance = await payByCard(maya, bookingId);
    expect(balance.initiated.flightData.flight).toBe((total - 100_000) / 100);
    expect(balance.confirmed).toMatchObject({ ok: true, answer: { status: 'SUCCESS', bookingStatus: 'BOOKED' } });
    const receipt = await world.payments.receipt(maya, bookingId);
    expect(receipt.ok && receipt.answer.paidPaymentDetails.map((p) => p.kind)).toEqual(['DEPOSIT', 'BALANCE']);
    expect(receipt.ok && receipt.answer.dueAmountDetails.dueAmount).toBe(0);
    expect(rewardBalance(await world.ledger.rewards(maya.userId), world.clock.now())).toBe(Math.round(total / 100));
  });

  it('refuses to pay without a phone number on the profile', async () => {
    const noPhone = await newCustomer(world, { phone: '' });
    const bookingId = await draftBooking(world, noPhone);
    const details = await world.payments.details(noPhone, bookingId);
    expect(details.ok && details.answer.rules.phoneRequired).toBe(true);
    expect(
      await world.payments.initiate(noPhone, { bookingId, paymentMethod: 'CREDIT_CARD', paymentMode: 'FULL_PAYMENT' }),
    ).toEqual({ ok: false, refusal: { code: 'PHONE_REQUIRED', message: 'Please enter a phone number' } });
  });

  it('answers another customer’s booking as not found', async () => {
    const maya = await newCustomer(world);
    const theo = await newCustomer(world, { name: 'theo' });
    const bookingId = await draftBooking(world, maya);
    expect(await world.payments.details(theo, bookingId)).toMatchObject({ ok: false, refusal: { code: 'NOT_FOUND' } });
    expect(await world.payments.receipt(theo, bookingId)).toMatchObject({ ok: false, refusal: { code: 'NOT_FOUND' } });
  });

  it('requires full payment for an On-Demand Flight and leaves trips within 24 hours to the concierge', async () => {
    const maya = await newCustomer(world);
    const soon = await draftBooking(world, maya, { trip: roundTrip('KTEB', 'KPBI', { departDays: 2, returnDays: 4 }) });
    const details = await world.payments.details(maya, soon);
    expect(details.ok && details.answer.rules).toMatchObject({ onDemand: true, canReserve: false });
    expect(details.ok && details.answer.checkout.RESERVE_CARD).toBeUndefined();
    expect(
      await world.payments.initiate(maya, {
        bookingId: soon,
        paymentMethod: 'CREDIT_CARD',
        paymentMode: 'PARTIAL_PAYMENT',
      }),
    ).toMatchObject({ ok: false, refusal: { code: 'FULL_PAYMENT_REQUIRED' } });
    expect(await world.payments.wire(maya, { bookingId: soon })).toMatchObject({
      ok: false,
      refusal: { code: 'FULL_PAYMENT_REQUIRED' },
    });
    const sooner = await draftBooking(world, maya, {
      trip: roundTrip('KTEB', 'KPBI', { departDays: 1, returnDays: 3, time: '09:00' }),
    });
    expect(
      await world.payments.initiate(maya, {
        bookingId: sooner,
        paymentMethod: 'CREDIT_CARD',
        paymentMode: 'FULL_PAYMENT',
      }),
    ).toMatchObject({ ok: false, refusal: { code: 'CONCIERGE_ONLY' } });
  });

  it('pays from the wallet only when $10,000 stays in it', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    const details = await world.payments.details(maya, bookingId);
    if (!details.ok) throw new Error('no details');
    const total = dollars(details.answer.priceBreakup.totalPrice);
    await world.ledger.addWallet(maya.userId, {
      amount: total + 1_000_000 - 1,
      status: 'ADDED',
      at: world.clock.now(),
      display: 'Deposit',
    });
    expect(await world.payments.walletPay(maya, { bookingId })).toMatchObject({
      ok: false,
      refusal: { code: 'WALLET_BALANCE' },
    });
    await world.ledger.addWallet(maya.userId, { amount: 1, status: 'ADDED', at: world.clock.now(), display: 'Top-up' });
    const paid = await world.payments.walletPay(maya, { bookingId, idempotencyKey: 'click-1' });
    expect(paid).toMatchObject({ ok: true, answer: { status: 'SUCCESS', bookingStatus: 'BOOKED' } });
    expect(await world.payments.walletPay(maya, { bookingId, idempotencyKey: 'click-1' })).toEqual(paid);
    expect(walletBalance(await world.ledger.wallet(maya.userId))).toBe(1_000_000);
  });

  it('holds a booking for a wire transfer', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    expect(await world.payments.wire(maya, { bookingId })).toMatchObject({
      ok: true,
      answer: { status: 'SUCCESS', bookingStatus: 'RESERVED', amountPaid: 0, infoText: 'Complete payment in 23 hours' },
    });
  });
});
