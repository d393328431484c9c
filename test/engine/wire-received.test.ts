import { describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../ports/caller';
import { PAYMENT_STORE, type PaymentStore } from '../../ports/charter/payment-store';
import { MESSAGE_OUTBOX, type MessageOutbox } from '../../ports/message-outbox';
import { rewardEarned } from '../../src/core/ledger/rewards';
import { holdEnds, WIRE_HOURS } from '../../src/core/payments/payment-plan';
import { lapsedHoldRefund } from '../../src/core/payments/refunds';
import { dialects } from '../support/database';
import { draftBooking, newCustomer, type PaymentsWorld } from '../support/payments';
import { paymentsWorldsOn } from '../support/payments-worlds';

// Each test signs customers up and pays through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

/**
 * The back office records a wire transfer that arrived (staff:wire-received): the wire hold is
 * booked once, with its 1% rewards, only in time and for the amount due, and never both booked
 * and cancelled when the hold-expiry job runs at the same moment.
 */
describe.each(dialects)('wire received on $name', ({ open }) => {
  const world = paymentsWorldsOn(open);

  const store = (w: PaymentsWorld) => w.server.app.container.get<PaymentStore>(PAYMENT_STORE);

  /** A customer's booking held for a wire: the booking, its wire attempt and the customer. */
  async function wireHold(w: PaymentsWorld) {
    const maya = await newCustomer(w);
    const bookingId = await draftBooking(w, maya);
    const held = await w.payments.wire(maya, { bookingId, peakAcknowledged: true });
    expect(held).toMatchObject({ ok: true, answer: { bookingStatus: 'RESERVED' } });
    const [attempt] = await store(w).attemptsOf(bookingId);
    if (!attempt) throw new Error('no wire attempt');
    expect(attempt.status).toBe('AWAITING_TRANSFER');
    return { maya, bookingId, attempt };
  }

  const statusOf = async (w: PaymentsWorld, caller: Caller, bookingId: string) => {
    const details = await w.payments.details(caller, bookingId);
    return details.ok ? details.answer.status : 'NOT_FOUND';
  };

  const added = async (w: PaymentsWorld, userId: string) =>
    (await w.ledger.rewards(userId)).filter((r) => r.status === 'ADDED');

  it('books a wire hold received in time and adds the 1% rewards', async () => {
    const w = await world();
    const { maya, bookingId, attempt } = await wireHold(w);
    w.clock.advance(23 * 60);
    const result = await w.engine.pay.wireReceived(bookingId, attempt.amount);
    expect(result).toEqual({ ok: true, alreadyRecorded: false, paymentId: attempt.id, amount: attempt.amount });
    expect(await statusOf(w, maya, bookingId)).toBe('BOOKED');
    expect((await store(w).findAttempt(attempt.id))?.status).toBe('APPROVED');
    expect((await added(w, maya.userId)).map((r) => r.amount)).toEqual([rewardEarned(attempt.flightAmount)]);
    const receipt = await w.payments.receipt(maya, bookingId);
    expect(receipt.ok && receipt.answer.paidPaymentDetails).toHaveLength(1);
    // Its confirmation states the trip's carbon as the booking's quote answered it (decision 057).
    const outbox = w.server.app.container.get<MessageOutbox>(MESSAGE_OUTBOX);
    const confirmation = (await outbox.ofBooking(bookingId)).find((m) => m.kind === 'wire-received');
    const details = await w.payments.details(maya, bookingId);
    expect(details.ok && details.answer.carbon?.totalKg).toBeGreaterThan(0);
    expect(confirmation?.facts).toMatchObject({
      carbon: { totalKg: details.ok ? details.answer.carbon?.totalKg : -1 },
    });
    // The job later finds nothing to cancel.
    w.clock.advance(2 * 60);
    expect((await w.engine.runJobs({ reconcileGraceMs: 0 })).cancelled).toBe(0);
    expect(await statusOf(w, maya, bookingId)).toBe('BOOKED');
  });

  it('books once when the same wire is recorded twice, even at once', async () => {
    const w = await world();
    const { maya, bookingId, attempt } = await wireHold(w);
    const results = await Promise.all([
      w.engine.pay.wireReceived(bookingId, attempt.amount),
      w.engine.pay.wireReceived(bookingId, attempt.amount),
    ]);
    expect(results.map((r) => r.ok && r.alreadyRecorded).sort()).toEqual([false, true]);
    const again = await w.engine.pay.wireReceived(bookingId, attempt.amount);
    expect(again).toMatchObject({ ok: true, alreadyRecorded: true });
    expect(await statusOf(w, maya, bookingId)).toBe('BOOKED');
    expect(await added(w, maya.userId)).toHaveLength(1);
  });

  it('refuses a different amount and leaves the hold as it was', async () => {
    const w = await world();
    const { maya, bookingId, attempt } = await wireHold(w);
    const result = await w.engine.pay.wireReceived(bookingId, attempt.amount - 100);
    expect(result).toMatchObject({ ok: false, reason: 'AMOUNT_MISMATCH' });
    expect(!result.ok && result.message).toMatch(/is due \$[\d,]+\.\d\d by wire, not \$[\d,]+\.\d\d/);
    expect(await statusOf(w, maya, bookingId)).toBe('RESERVED');
    expect((await store(w).findAttempt(attempt.id))?.status).toBe('AWAITING_TRANSFER');
    expect(await added(w, maya.userId)).toHaveLength(0);
    expect(await w.engine.pay.wireReceived('BK-NOPE', attempt.amount)).toMatchObject({
      ok: false,
      reason: 'NOT_FOUND',
    });
  });

  it('refuses a wire received after the hold lapsed, before and after the job cancels it', async () => {
    const w = await world();
    const { maya, bookingId, attempt } = await wireHold(w);
    w.clock.advance(24 * 60 + 1);
    expect(await w.engine.pay.wireReceived(bookingId, attempt.amount)).toMatchObject({
      ok: false,
      reason: 'HOLD_LAPSED',
    });
    expect((await w.engine.runJobs({ reconcileGraceMs: 0 })).cancelled).toBe(1);
    expect(await w.engine.pay.wireReceived(bookingId, attempt.amount)).toMatchObject({
      ok: false,
      reason: 'HOLD_LAPSED',
    });
    expect(await statusOf(w, maya, bookingId)).toBe('CANCELLED');
    expect(await added(w, maya.userId)).toHaveLength(0);
  });

  it('has exactly one outcome when the wire is recorded while the job cancels the lapsing hold', async () => {
    const w = await world();
    const holds = await Promise.all([wireHold(w), wireHold(w), wireHold(w)]);
    const payments = store(w);
    // Two nodes whose clocks straddle the end of the hold: each would act on its own reading.
    const end = holdEnds(w.clock.now(), WIRE_HOURS).getTime();
    const [cancelled, ...recorded] = await Promise.all([
      payments.cancelLapsedHolds(new Date(end + 1_000), 10, lapsedHoldRefund, () => []),
      ...holds.map((h) =>
        payments.recordWire({
          bookingId: h.bookingId,
          amount: h.attempt.amount,
          balancePayment: () => {
            throw new Error('a wire hold needs no balance payment');
          },
          effectsOf: () => ({ rewards: [], messages: [] }),
          now: new Date(end - 1_000),
        }),
      ),
    ]);
    for (const [i, h] of holds.entries()) {
      const wasRecorded = recorded[i]?.recorded === true;
      const wasCancelled = cancelled.some((c) => c.bookingId === h.bookingId);
      expect(wasRecorded !== wasCancelled).toBe(true);
      const attempt = await payments.findAttempt(h.attempt.id);
      expect(attempt?.status).toBe(wasRecorded ? 'APPROVED' : 'LAPSED');
      expect(await statusOf(w, h.maya, h.bookingId)).toBe(wasRecorded ? 'BOOKED' : 'CANCELLED');
    }
  });
});
