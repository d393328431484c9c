import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxPaymentGateway } from '../../adapters/payments-sandbox/sandbox-gateway';
import { cardToken, draftBooking, newCustomer, startPaymentsWorld, type PaymentsWorld } from '../support/payments';

// Each test signs customers up and pays through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

/** The payment jobs as the server runs them: on its own timer, stopped when the server closes. */
describe('the payment jobs on a running server', () => {
  let world: PaymentsWorld | undefined;
  afterEach(async () => {
    await world?.close();
    world = undefined;
  });

  it('cancels lapsed holds on its own timer: the deposit refunded less 3.5%, an unpaid wire hold released', async () => {
    world = await startPaymentsWorld({ env: { PAYMENT_JOBS_INTERVAL_SECONDS: '1' } });
    const w = world;
    const maya = await newCustomer(w);
    const held = await draftBooking(w, maya);
    const initiated = await w.payments.initiate(maya, {
      bookingId: held,
      paymentMethod: 'CREDIT_CARD',
      paymentMode: 'PARTIAL_PAYMENT',
    });
    if (!initiated.ok) throw new Error(initiated.refusal.message);
    await w.payments.reserve(maya, {
      paymentId: initiated.answer.paymentId,
      paymentMethod: 'CREDIT_CARD',
      ...(await cardToken(w)),
    });
    const paid = await draftBooking(w, maya);
    expect(await w.payments.wire(maya, { bookingId: paid })).toMatchObject({ ok: true });

    w.clock.advance(24 * 60 + 1);
    await expect
      .poll(
        async () => {
          const details = await w.payments.details(maya, held);
          return details.ok && details.answer.status;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('CANCELLED');
    const receipt = await w.payments.receipt(maya, held);
    expect(receipt.ok && receipt.answer.paidPaymentDetails).toEqual([
      expect.objectContaining({ kind: 'DEPOSIT', amount: 1000, refunded: 965 }),
    ]);
    expect(receipt.ok && receipt.answer.totalPrice).toBe(35);
    // The wire that never came: the hold lapsed too, with nothing to refund.
    const wired = await w.payments.details(maya, paid);
    expect(wired.ok && wired.answer).toMatchObject({ status: 'CANCELLED', tripStatus: 'PAST' });
  });

  it('keeps a refund the gateway cannot make yet (an unsettled charge) and sends it on a later run', async () => {
    world = await startPaymentsWorld({ env: { PAYMENT_JOBS_INTERVAL_SECONDS: '1' } });
    const w = world;
    const gateway = w.server.app.container.get(SandboxPaymentGateway);
    const refund = vi
      .spyOn(gateway, 'refund')
      .mockResolvedValueOnce({ status: 'RETRY_LATER', gatewayMessage: 'The charge has not settled yet.' });
    const maya = await newCustomer(w);
    const held = await draftBooking(w, maya);
    const initiated = await w.payments.initiate(maya, {
      bookingId: held,
      paymentMethod: 'CREDIT_CARD',
      paymentMode: 'PARTIAL_PAYMENT',
    });
    if (!initiated.ok) throw new Error(initiated.refusal.message);
    await w.payments.reserve(maya, {
      paymentId: initiated.answer.paymentId,
      paymentMethod: 'CREDIT_CARD',
      ...(await cardToken(w)),
    });

    w.clock.advance(24 * 60 + 1);
    await expect.poll(() => refund.mock.calls.length, { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
    // Owed, not lost: the receipt already shows what is coming back.
    const owed = await w.payments.receipt(maya, held);
    expect(owed.ok && owed.answer.paidPaymentDetails[0]?.refunded).toBe(965);

    // Past the grace period the job sends the refund still owed, with the same idempotency key.
    w.clock.advance(10);
    await expect.poll(() => refund.mock.calls.length, { timeout: 30_000, interval: 250 }).toBeGreaterThan(1);
    const [first, second] = refund.mock.calls;
    expect(second?.[0]).toEqual(first?.[0]);
    expect(await refund.mock.results[1]?.value).toMatchObject({ status: 'REFUNDED', amount: 96_500 });
  });

  it('marks a paid trip COMPLETED once its last leg has landed', async () => {
    world = await startPaymentsWorld();
    const w = world;
    const maya = await newCustomer(w);
    await w.ledger.addWallet(maya.userId, {
      amount: 20_000_000,
      status: 'ADDED',
      at: w.clock.now(),
      display: 'Deposit',
    });
    const bookingId = await draftBooking(w, maya);
    expect(await w.payments.walletPay(maya, { bookingId })).toMatchObject({
      ok: true,
      answer: { bookingStatus: 'BOOKED' },
    });
    w.clock.advance(45 * 24 * 60);
    expect((await w.engine.runJobs({ reconcileGraceMs: 0 })).completed).toBe(1);
    const details = await w.payments.details(maya, bookingId);
    expect(details.ok && details.answer).toMatchObject({ status: 'COMPLETED', tripStatus: 'PAST' });
  });
});
