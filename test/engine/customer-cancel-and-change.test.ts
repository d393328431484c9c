import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../adapters/postgres-store/identity-schema';
import { sandboxRefunds } from '../../adapters/postgres-store/sandbox-schema';
import type { Caller } from '../../ports/caller';
import type { ChangeQuote } from '../../ports/charter/booking-payments';
import { PAYMENT_STORE, type PaymentStore } from '../../ports/charter/payment-store';
import { SupportDesk } from '../../src/engine/desk/support-desk';
import { aSupportAgent } from '../support/customers';
import { inDays, roundTrip } from '../fixtures/charter';
import { dialects } from '../support/database';
import { bookedByCard, cardToken, newCustomer, startPaymentsWorld, type PaymentsWorld } from '../support/payments';

// Each test signs customers up and pays through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const SAME_PAGE = { 'Sec-Fetch-Site': 'same-origin' };

/** A three-night round trip from Teterboro to West Palm Beach, `days` out (distinct per test). */
const threeNights = (days: number) => roundTrip('KTEB', 'KPBI', { departDays: days, returnDays: days + 3 });

/**
 * A customer cancels or changes her own booked trip (issue 19): the refund the terms give,
 * through the payments' ledger, exactly once, on PGlite and PostgreSQL, through the
 * BookingPayments port and through the REST API.
 */
describe.each(dialects)('a customer cancels and changes her trip on $name', ({ open }) => {
  const worlds: PaymentsWorld[] = [];
  afterEach(async () => {
    for (const started of worlds.splice(0).reverse()) await started.close();
  });

  async function world() {
    const started = await startPaymentsWorld({ database: await open() });
    worlds.push(started);
    return started;
  }
  const store = (w: PaymentsWorld) => w.server.app.container.get<PaymentStore>(PAYMENT_STORE);
  const mailOf = async (w: PaymentsWorld, bookingId: string, kind: string) =>
    (
      await w.server.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, bookingId))
    ).filter((m) => m.kind === kind && m.channel === 'email');

  /** The booking as staff see it on its /desk page: payments, refunds and e-mails. */
  async function deskView(w: PaymentsWorld, bookingId: string) {
    const agent = await aSupportAgent(w.server.app, 'Ana', `Desk${Date.now() % 100000}`);
    const staff = { userId: agent.caller.userId, role: 'SUPPORT' as const, requestId: null };
    const view = await w.server.app.container.get(SupportDesk).bookings.view(staff, bookingId);
    if (!view.ok) throw new Error(view.message);
    return {
      payments: view.value.payments.map((p) => [p.kind, p.method, p.status]),
      refunds: view.value.refunds.map((r) => [r.reason, r.method, r.amount, r.status]),
      mails: view.value.messages.map((m) => m.kind),
    };
  }

  async function quoteCancel(w: PaymentsWorld, caller: Caller, bookingId: string) {
    const quoted = await w.payments.cancellationQuote(caller, bookingId);
    if (!quoted.ok) throw new Error(quoted.refusal.message);
    return quoted.answer;
  }

  async function quoteChange(
    w: PaymentsWorld,
    caller: Caller,
    bookingId: string,
    returnDays: number,
    departDays: number,
  ) {
    const quoted = await w.payments.changeQuote(caller, {
      bookingId,
      legs: [{ legOrder: 2, departureTime: `${inDays(departDays + returnDays)} 17:00` }],
    });
    if (!quoted.ok) throw new Error(quoted.refusal.message);
    return quoted.answer;
  }

  it('refunds a card once when the customer cancels 20 times at once through the port', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await bookedByCard(w, maya, { trip: threeNights(10) });
    const quote = await quoteCancel(w, maya, bookingId);
    expect(quote.refund).toBeGreaterThan(0);
    expect(quote.rule).toContain('more than 72 hours');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => w.payments.cancel(maya, { bookingId, expectedRefund: quote.refund })),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.ok)) {
      expect(refused).toMatchObject({
        ok: false,
        refusal: { code: 'ALREADY_CANCELLED', message: 'This booking is already cancelled.' },
      });
    }
    // One refund at the gateway, one in the ledger, one e-mail.
    const refunds = await w.server.app.database.db.select().from(sandboxRefunds);
    expect(refunds.map((r) => r.amount / 100)).toEqual([quote.refund]);
    const ledger = await store(w).refundsOf(bookingId);
    expect(ledger.map((r) => [r.reason, r.method, r.amount / 100, r.status])).toEqual([
      ['CANCELLED', 'CREDIT_CARD', quote.refund, 'REFUNDED'],
    ]);
    expect(await mailOf(w, bookingId, 'booking-cancelled')).toHaveLength(1);
    const details = await w.payments.details(maya, bookingId);
    expect(details.ok && details.answer.status).toBe('CANCELLED');
    // Staff see it on the booking's /desk page.
    const desk = await deskView(w, bookingId);
    expect(desk.refunds).toEqual([['CANCELLED', 'CREDIT_CARD', Math.round(quote.refund * 100), 'REFUNDED']]);
    expect(desk.mails).toContain('booking-cancelled');
  });

  it('refunds once when the customer cancels 20 times at once over HTTP', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await bookedByCard(w, maya, { trip: threeNights(12) });
    const auth = { Authorization: `Bearer ${maya.accessToken}` };
    const quoted = await request(w.server.url)
      .get(`/api/booking/cancellation-quote?booking-id=${bookingId}`)
      .set(auth)
      .expect(200);
    const refund = (quoted.body as { refund: number }).refund;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(w.server.url)
          .post('/api/booking/cancel')
          .set(auth)
          .set(SAME_PAGE)
          .send({ bookingId, expectedRefund: refund }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.filter((a) => a.status === 409).map((a) => (a.body as { code: string }).code)).toEqual(
      Array(19).fill('ALREADY_CANCELLED'),
    );
    const refunds = await store(w).refundsOf(bookingId);
    expect(refunds.map((r) => [r.method, r.amount / 100, r.status])).toEqual([['CREDIT_CARD', refund, 'REFUNDED']]);
    const atGateway = await w.server.app.database.db.select().from(sandboxRefunds);
    expect(atGateway.map((r) => r.amount / 100)).toEqual([refund]);
    expect(await mailOf(w, bookingId, 'booking-cancelled')).toHaveLength(1);
  });

  it('changes nothing when the refund moved since it was shown, or for a trip already flown', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await bookedByCard(w, maya, { trip: threeNights(4) });
    const quote = await quoteCancel(w, maya, bookingId);
    // Two days pass: the trip is now inside the 50% band.
    w.clock.advance(2 * 24 * 60);
    const moved = await w.payments.cancel(maya, { bookingId, expectedRefund: quote.refund });
    expect(moved).toMatchObject({ ok: false, refusal: { code: 'TERMS_CHANGED' } });
    expect(!moved.ok && moved.refusal.message).toMatch(/^The refund has changed to \$[\d,.]+ since it was shown/);
    expect(await store(w).refundsOf(bookingId)).toEqual([]);

    w.clock.advance(3 * 24 * 60);
    const flown = await w.payments.cancel(maya, { bookingId, expectedRefund: 0 });
    expect(flown).toEqual({
      ok: false,
      refusal: { code: 'ALREADY_FLOWN', message: 'This trip has already flown and can no longer be cancelled.' },
    });
  });

  it('charges the difference of a higher price by card once, and moves the trip', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await bookedByCard(w, maya, { trip: threeNights(14) });
    const quote: ChangeQuote = await quoteChange(w, maya, bookingId, 6, 14);
    expect(quote.difference).toBeGreaterThan(0);
    expect(quote.sameAircraft).toBe(true);
    expect(quote.payment?.card.total).toBeCloseTo(quote.difference * 1.03, 2);

    const started = await w.payments.change(maya, {
      changeId: quote.changeId,
      paymentMethod: 'CREDIT_CARD',
      expectedDifference: quote.difference,
    });
    if (!started.ok || started.answer.status !== 'PAYMENT_REQUIRED') throw new Error(JSON.stringify(started));
    const token = await cardToken(w);
    const confirms = await Promise.all(
      Array.from({ length: 5 }, () =>
        w.payments.confirm(maya, {
          paymentId: started.answer.status === 'PAYMENT_REQUIRED' ? started.answer.payment.paymentId : '',
          paymentMethod: 'CREDIT_CARD',
          mode: 'FULL_PAYMENT',
          ...token,
        }),
      ),
    );
    expect(confirms.every((c) => c.ok && c.answer.status === 'SUCCESS')).toBe(true);
    const details = await w.payments.details(maya, bookingId);
    if (!details.ok) throw new Error('no details');
    expect(details.answer.legs.map((l) => l.departureDateTime)).toEqual(quote.legs.map((l) => l.departureDateTime));
    expect(details.answer.priceBreakup.totalPrice).toBe(quote.newTotal);
    const receipt = await w.payments.receipt(maya, bookingId);
    expect(receipt.ok && receipt.answer.paidPaymentDetails.map((p) => p.kind)).toEqual(['FULL', 'CHANGE']);
    expect(await mailOf(w, bookingId, 'booking-changed')).toHaveLength(1);
    const desk = await deskView(w, bookingId);
    expect(desk.payments).toContainEqual(['CHANGE', 'CREDIT_CARD', 'APPROVED']);
    expect(desk.mails).toContain('booking-changed');
    // Confirmed again: the outcome, nothing more.
    expect(
      await w.payments.change(maya, {
        changeId: quote.changeId,
        paymentMethod: 'CREDIT_CARD',
        expectedDifference: quote.difference,
      }),
    ).toMatchObject({ ok: true, answer: { status: 'CHANGED' } });
  });

  it('refunds what the terms give of a lower price once, and a later cancellation only what is still paid', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await bookedByCard(w, maya, { trip: threeNights(16) });
    const quote = await quoteChange(w, maya, bookingId, 1, 16);
    expect(quote.difference).toBeLessThan(0);
    expect(quote.refund?.amount).toBeCloseTo(-quote.difference * 0.965, 1);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        w.payments.change(maya, {
          changeId: quote.changeId,
          paymentMethod: null,
          expectedDifference: quote.difference,
        }),
      ),
    );
    expect(answers.every((a) => a.ok && a.answer.status === 'CHANGED')).toBe(true);
    const refunds = await store(w).refundsOf(bookingId);
    expect(refunds.map((r) => [r.reason, r.amount / 100, r.status])).toEqual([
      ['CHANGED', quote.refund?.amount, 'REFUNDED'],
    ]);
    expect(await mailOf(w, bookingId, 'booking-changed')).toHaveLength(1);
    const desk = await deskView(w, bookingId);
    expect(desk.refunds).toEqual([
      ['CHANGED', 'CREDIT_CARD', Math.round((quote.refund?.amount ?? 0) * 100), 'REFUNDED'],
    ]);
    expect(desk.mails).toContain('booking-changed');

    const cancel = await quoteCancel(w, maya, bookingId);
    expect(cancel.paid).toBeCloseTo(quote.newTotal, 2);
    expect(cancel.refund).toBeCloseTo(quote.newTotal * 0.965, 1);
  });

  it('refuses a past date, a date within 24 hours, no change at all, and a cancelled trip, changing nothing', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await bookedByCard(w, maya, { trip: threeNights(18) });
    const changeTo = (departureTime: string) =>
      w.payments.changeQuote(maya, { bookingId, legs: [{ legOrder: 1, departureTime }] });
    expect(await changeTo(`${inDays(-1)} 09:00`)).toEqual({
      ok: false,
      refusal: { code: 'DATES_REFUSED', message: 'The departure time has already passed. Please choose a later date.' },
    });
    expect(await changeTo(`${inDays(0)} 20:00`)).toMatchObject({
      ok: false,
      refusal: { code: 'DATES_REFUSED', message: expect.stringContaining('at least 24 hours from now') },
    });
    expect(await changeTo(`${inDays(60)} 09:00`)).toMatchObject({
      ok: false,
      refusal: { code: 'DATES_REFUSED', message: expect.stringContaining('Return Date should be grater') },
    });
    const details = await w.payments.details(maya, bookingId);
    const departs = details.ok ? details.answer.legs[0]?.departureDateTime : '';
    const [d, m, y] = (departs ?? '').slice(0, 10).split('-');
    expect(await changeTo(`${y}-${m}-${d} ${(departs ?? '').slice(11, 16)}`)).toMatchObject({
      ok: false,
      refusal: { code: 'DATES_REFUSED', message: 'Please choose a new date or time for at least one flight.' },
    });
    const quote = await quoteCancel(w, maya, bookingId);
    expect(await w.payments.cancel(maya, { bookingId, expectedRefund: quote.refund })).toMatchObject({ ok: true });
    expect(await changeTo(`${inDays(20)} 09:00`)).toMatchObject({
      ok: false,
      refusal: { code: 'ALREADY_CANCELLED' },
    });
    expect(await store(w).changesOf(bookingId)).toEqual([]);
  });
});
