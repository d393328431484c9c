import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../adapters/postgres-store/identity-schema';
import { sandboxRefunds } from '../../adapters/postgres-store/sandbox-schema';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log';
import type { Caller } from '../../ports/caller';
import { PAYMENT_STORE, type PaymentStore } from '../../ports/charter/payment-store';
import { MESSAGE_OUTBOX, type MessageOutbox } from '../../ports/message-outbox';
import { SupportDesk } from '../../src/engine/desk/support-desk';
import type { StaffCaller } from '../../src/engine/desk/staff-caller';
import { aSupportAgent, CUSTOMER_PASSWORD } from '../support/customers';
import { dialects } from '../support/database';
import {
  draftBooking,
  newCustomer,
  payInFullByCard,
  startPaymentsWorld,
  type PaymentsWorld,
} from '../support/payments';

// Each test signs customers up and pays through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/**
 * Cancelling from the back office (issue 16) moves money exactly once through the payments'
 * ledger: however many staff members (or one of them, twenty times) press Cancel at once, one
 * refund is made, to the method that paid; a wallet is credited once; a wire is refunded when
 * staff mark it wired back; and every attempt is in the audit log.
 */
describe.each(dialects)('the desk cancels and refunds exactly once on $name', ({ open }) => {
  const worlds: PaymentsWorld[] = [];
  afterEach(async () => {
    for (const started of worlds.splice(0).reverse()) await started.close();
  });

  async function world() {
    const started = await startPaymentsWorld({ database: await open() });
    worlds.push(started);
    return started;
  }

  const desk = (w: PaymentsWorld) => w.server.app.container.get(SupportDesk);
  const store = (w: PaymentsWorld) => w.server.app.container.get<PaymentStore>(PAYMENT_STORE);
  const outbox = (w: PaymentsWorld) => w.server.app.container.get<MessageOutbox>(MESSAGE_OUTBOX);
  const audit = (w: PaymentsWorld) => w.server.app.container.get<AuditLog>(AUDIT_LOG);

  let staffCount = 0;
  async function staffMember(w: PaymentsWorld): Promise<StaffCaller & { password: string }> {
    staffCount += 1;
    const agent = await aSupportAgent(w.server.app, 'Ana', `Ruiz${staffCount}x${Date.now() % 100000}`);
    return { userId: agent.caller.userId, role: 'SUPPORT', requestId: null, password: CUSTOMER_PASSWORD };
  }

  async function paidByCard(w: PaymentsWorld, caller: Caller) {
    const bookingId = await draftBooking(w, caller);
    const confirmed = await payInFullByCard(w, caller, bookingId);
    expect(confirmed).toMatchObject({ ok: true, answer: { bookingStatus: 'BOOKED' } });
    return bookingId;
  }

  async function quote(w: PaymentsWorld, staff: StaffCaller, bookingId: string) {
    const planned = await desk(w).bookings.cancellationQuote(staff, bookingId, { cause: 'CUSTOMER', prepaidCosts: 0 });
    if (!planned.ok) throw new Error(planned.message);
    return planned.value;
  }

  const cancelRequest = (staff: { password: string }, expectedRefund: number) => ({
    cause: 'CUSTOMER' as const,
    prepaidCosts: 0,
    password: staff.password,
    expectedRefund,
  });

  const statusOf = async (w: PaymentsWorld, caller: Caller, bookingId: string) => {
    const details = await w.payments.details(caller, bookingId);
    return details.ok ? details.answer.status : 'NOT_FOUND';
  };

  it('refunds a card once when the booking is cancelled 20 times at once', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await paidByCard(w, maya);
    const ana = await staffMember(w);
    const plan = await quote(w, ana, bookingId);
    expect(plan.totalRefund).toBeGreaterThan(0);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        w.engine.cancellation.cancel(bookingId, { cause: 'CUSTOMER', prepaidCosts: 0, byCustomer: false }),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.ok)) {
      expect(refused).toMatchObject({ ok: false, message: 'This booking is already cancelled.' });
    }
    const db = w.server.app.database.db;
    const refunds = await db.select().from(sandboxRefunds);
    expect(refunds.map((r) => r.amount)).toEqual([plan.totalRefund]);
    expect(await statusOf(w, maya, bookingId)).toBe('CANCELLED');
    const cancelledMail = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'booking-cancelled'));
    expect(cancelledMail).toHaveLength(1);
  });

  it('refunds once when three staff members each confirm twice at once, and audits every attempt', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await paidByCard(w, maya);
    const staff = await Promise.all([staffMember(w), staffMember(w), staffMember(w)]);
    const plan = await quote(w, staff[0] ?? (await staffMember(w)), bookingId);

    const answers = await Promise.all(
      [...staff, ...staff].map((s) => desk(w).bookings.cancel(s, bookingId, cancelRequest(s, plan.totalRefund))),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).map((a) => !a.ok && a.code)).toEqual(Array(5).fill('REFUSED'));
    const refunds = await store(w).refundsOf(bookingId);
    expect(refunds.map((r) => [r.method, r.amount, r.status])).toEqual([['CREDIT_CARD', plan.totalRefund, 'REFUNDED']]);

    const entries = await audit(w).staffAccesses({ bookingId }, 100);
    const cancels = entries.filter((e) => e.action === 'desk.booking.cancel');
    expect(cancels).toHaveLength(6);
    expect(cancels.filter((e) => e.details?.includes('refunded'))).toHaveLength(1);
    expect(new Set(cancels.map((e) => e.actorUserId))).toEqual(new Set(staff.map((s) => s.userId)));
  });

  it('credits a wallet-paid booking back to the wallet once, at once', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await draftBooking(w, maya);
    const details = await w.payments.details(maya, bookingId);
    if (!details.ok) throw new Error('no details');
    const deposit = Math.round(details.answer.priceBreakup.totalPrice * 100) + 1_000_000;
    await w.ledger.addWallet(maya.userId, { amount: deposit, status: 'ADDED', at: w.clock.now(), display: 'Deposit' });
    expect(await w.payments.walletPay(maya, { bookingId })).toMatchObject({ ok: true });
    const ana = await staffMember(w);
    const plan = await quote(w, ana, bookingId);

    const answers = await Promise.all([
      desk(w).bookings.cancel(ana, bookingId, cancelRequest(ana, plan.totalRefund)),
      w.engine.cancellation.cancel(bookingId, { cause: 'CUSTOMER', prepaidCosts: 0, byCustomer: false }),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const refunds = await store(w).refundsOf(bookingId);
    expect(refunds.map((r) => [r.method, r.amount, r.status])).toEqual([['WALLET', plan.totalRefund, 'REFUNDED']]);
    const wallet = await w.ledger.wallet(maya.userId);
    const credits = wallet.filter((e) => e.status === 'REFUNDED' || e.display.toLowerCase().includes('refund'));
    expect(credits.map((e) => e.amount)).toEqual([plan.totalRefund]);
    const refundMail = await outbox(w).ofBooking(bookingId);
    expect(refundMail.filter((m) => m.kind === 'refund-processed')).toHaveLength(1);
  });

  it('owes a wire-paid booking a wire refund until staff mark it wired back, once', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await draftBooking(w, maya);
    expect(await w.payments.wire(maya, { bookingId, peakAcknowledged: true })).toMatchObject({ ok: true });
    const [attempt] = await store(w).attemptsOf(bookingId);
    if (!attempt) throw new Error('no wire attempt');
    const ana = await staffMember(w);
    expect(await desk(w).bookings.recordWire(ana, bookingId, attempt.amount)).toMatchObject({ ok: true });
    expect(await statusOf(w, maya, bookingId)).toBe('BOOKED');
    const plan = await quote(w, ana, bookingId);

    expect(await desk(w).bookings.cancel(ana, bookingId, cancelRequest(ana, plan.totalRefund))).toMatchObject({
      ok: true,
    });
    const [owed] = await store(w).refundsOf(bookingId);
    expect(owed).toMatchObject({ method: 'WIRE', amount: plan.totalRefund, status: 'PENDING' });
    if (!owed) throw new Error('no refund owed');
    const marks = await Promise.all([
      desk(w).bookings.markRefundWired(ana, bookingId, owed.id),
      desk(w).bookings.markRefundWired(ana, bookingId, owed.id),
    ]);
    expect(marks.filter((m) => m.ok).length).toBeGreaterThanOrEqual(1);
    expect((await store(w).refundsOf(bookingId)).map((r) => r.status)).toEqual(['REFUNDED']);
    const mail = await outbox(w).ofBooking(bookingId);
    expect(mail.filter((m) => m.kind === 'refund-processed')).toHaveLength(1);
    expect(await desk(w).bookings.markRefundWired(ana, bookingId, owed.id)).toMatchObject({
      ok: false,
      code: 'REFUSED',
    });
  });

  it('changes nothing on a wrong password or a refund that moved since it was shown', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await paidByCard(w, maya);
    const ana = await staffMember(w);
    const plan = await quote(w, ana, bookingId);

    const wrong = await desk(w).bookings.cancel(ana, bookingId, {
      ...cancelRequest(ana, plan.totalRefund),
      password: 'not-my-password-1',
    });
    expect(wrong).toMatchObject({ ok: false, code: 'PASSWORD' });
    const moved = await desk(w).bookings.cancel(ana, bookingId, cancelRequest(ana, plan.totalRefund + 1));
    expect(moved).toMatchObject({ ok: false, code: 'REFUSED' });
    expect(!moved.ok && moved.message).toContain('The refund has changed to');
    expect(await statusOf(w, maya, bookingId)).toBe('BOOKED');
    expect(await store(w).refundsOf(bookingId)).toEqual([]);
    const logged = await audit(w).staffAccesses({ bookingId, actorUserId: ana.userId }, 10);
    expect(
      logged.some(
        (e) => e.action === 'desk.booking.cancel' && e.details?.startsWith('refused: That is not your password'),
      ),
    ).toBe(true);
  });

  it('resends the confirmation as a message of its own each time', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await paidByCard(w, maya);
    const ana = await staffMember(w);
    expect(await desk(w).bookings.resendConfirmation(ana, bookingId)).toMatchObject({ ok: true });
    expect(await desk(w).bookings.resendConfirmation(ana, bookingId)).toMatchObject({ ok: true });
    const keys = (await outbox(w).ofBooking(bookingId)).map((m) => m.key).filter((k) => k.startsWith('resend:'));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    const logged = await audit(w).staffAccesses({ bookingId }, 10);
    expect(logged.filter((e) => e.action === 'desk.booking.resend-confirmation')).toHaveLength(2);
  });

  it('credits a wallet from a wire once per reference, the first deposit at least $25,000', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const ana = await staffMember(w);
    const small = await desk(w).customers.creditWallet(ana, maya.userId, { amount: 2_499_999, reference: 'W-1' });
    expect(small).toMatchObject({ ok: false, code: 'INVALID' });
    const credits = await Promise.all([
      desk(w).customers.creditWallet(ana, maya.userId, { amount: 2_500_000, reference: 'W-2' }),
      desk(w).customers.creditWallet(ana, maya.userId, { amount: 2_500_000, reference: 'W-2' }),
    ]);
    expect(credits.filter((c) => c.ok)).toHaveLength(1);
    expect(credits.filter((c) => !c.ok)).toHaveLength(1);
    expect((await w.ledger.wallet(maya.userId)).map((e) => e.amount)).toEqual([2_500_000]);
    const later = await desk(w).customers.creditWallet(ana, maya.userId, { amount: 100_000, reference: 'W-3' });
    expect(later).toMatchObject({ ok: true, value: { balance: 2_600_000 } });
    const logged = await audit(w).staffAccesses({ customerUserId: maya.userId }, 10);
    expect(logged.filter((e) => e.action === 'desk.customer.wallet-credit')).toHaveLength(4);
  });
});
