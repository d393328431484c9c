import { eq, sql } from 'drizzle-orm';
import { ContainerModule } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresPaymentStore } from '../../adapters/postgres-store/payments';
import { bookings } from '../../adapters/postgres-store/schema';
import { sandboxCharges, sandboxRefunds } from '../../adapters/postgres-store/sandbox-schema';
import type { Caller } from '../../ports/caller';
import { PAYMENT_STORE, type PaymentStore, type Settlement } from '../../ports/charter/payment-store';
import { dialects } from '../support/database';
import { cardToken, draftBooking, newCustomer, startPaymentsWorld, type PaymentsWorld } from '../support/payments';

// Each test signs customers up and pays through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

/**
 * The exactly-once guarantees of issue 6, on PGlite and on the real PostgreSQL the test run
 * starts: concurrent confirms charge once and book once; a lapsed hold is cancelled and its
 * deposit refunded less 3.5% once however many workers run the job; a crash between the
 * gateway's approval and our commit is settled at start-up with nothing lost.
 */
describe.each(dialects)('payments exactly once on $name', ({ open }) => {
  const worlds: PaymentsWorld[] = [];
  afterEach(async () => {
    for (const started of worlds.splice(0).reverse()) await started.close();
  });

  async function world(options: Parameters<typeof startPaymentsWorld>[0] = {}) {
    const started = await startPaymentsWorld({ database: await open(), ...options });
    worlds.push(started);
    return started;
  }

  const approvedCharges = async (w: PaymentsWorld) => {
    const rows = await w.server.app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.outcome, 'APPROVED'));
    return rows[0]?.n ?? 0;
  };

  async function initiate(
    w: PaymentsWorld,
    caller: Caller,
    bookingId: string,
    mode: 'FULL_PAYMENT' | 'PARTIAL_PAYMENT',
  ) {
    const initiated = await w.payments.initiate(caller, { bookingId, paymentMethod: 'CREDIT_CARD', paymentMode: mode });
    if (!initiated.ok) throw new Error(initiated.refusal.message);
    return initiated.answer;
  }

  it('charges once and books once when Confirm is sent 20 times at once', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await draftBooking(w, maya);
    const { paymentId } = await initiate(w, maya, bookingId, 'FULL_PAYMENT');
    const token = await cardToken(w);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        w.payments.confirm(maya, { paymentId, paymentMethod: 'CREDIT_CARD', mode: 'FULL_PAYMENT', ...token }),
      ),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ ok: true, answer: { status: 'SUCCESS', bookingStatus: 'BOOKED' } });
    }
    expect(await approvedCharges(w)).toBe(1);
    const receipt = await w.payments.receipt(maya, bookingId);
    expect(receipt.ok && receipt.answer.paidPaymentDetails).toHaveLength(1);
    expect((await w.ledger.rewards(maya.userId)).filter((r) => r.status === 'ADDED')).toHaveLength(1);
  });

  it('charges once when two tabs each start a payment of the same booking and confirm together', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const bookingId = await draftBooking(w, maya);
    const tabs = await Promise.all([1, 2, 3].map(() => initiate(w, maya, bookingId, 'FULL_PAYMENT')));
    const tokens = await Promise.all(tabs.map(() => cardToken(w)));
    const answers = await Promise.all(
      tabs.map((tab, i) =>
        w.payments.confirm(maya, {
          paymentId: tab.paymentId,
          paymentMethod: 'CREDIT_CARD',
          mode: 'FULL_PAYMENT',
          dataDescriptor: tokens[i]?.dataDescriptor ?? '',
          dataValue: tokens[i]?.dataValue ?? '',
        }),
      ),
    );
    // Every tab learns the booking is paid; one card was charged.
    for (const answer of answers) {
      expect(answer).toMatchObject({ ok: true, answer: { status: 'SUCCESS', bookingStatus: 'BOOKED' } });
    }
    expect(await approvedCharges(w)).toBe(1);
    const details = await w.payments.details(maya, bookingId);
    expect(details.ok && details.answer.status).toBe('BOOKED');
  });

  it('never lets two bookings paid from the wallet at once take it below $10,000', async () => {
    const w = await world();
    const maya = await newCustomer(w);
    const first = await draftBooking(w, maya);
    const second = await draftBooking(w, maya);
    const details = await w.payments.details(maya, first);
    const other = await w.payments.details(maya, second);
    if (!details.ok || !other.ok) throw new Error('no details');
    const larger = Math.max(details.answer.priceBreakup.totalPrice, other.answer.priceBreakup.totalPrice);
    // Enough for either booking, not for both.
    const deposit = Math.round(larger * 100) + 1_000_000 + 100;
    await w.ledger.addWallet(maya.userId, { amount: deposit, status: 'ADDED', at: w.clock.now(), display: 'Deposit' });
    const answers = await Promise.all([
      w.payments.walletPay(maya, { bookingId: first }),
      w.payments.walletPay(maya, { bookingId: second }),
    ]);
    expect(answers.filter((a) => a.ok && a.answer.status === 'SUCCESS')).toHaveLength(1);
    expect(answers.filter((a) => !a.ok && a.refusal.code === 'WALLET_BALANCE')).toHaveLength(1);
    const entries = await w.ledger.wallet(maya.userId);
    const balance = entries.reduce((sum, e) => sum + (e.status === 'PAID' ? -e.amount : e.amount), 0);
    expect(balance).toBeGreaterThanOrEqual(1_000_000);
  });

  it('cancels a lapsed hold and refunds the deposit less 3.5% exactly once with two workers', async () => {
    const w = await world();
    const held: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const maya = await newCustomer(w);
      const bookingId = await draftBooking(w, maya);
      const { paymentId } = await initiate(w, maya, bookingId, 'PARTIAL_PAYMENT');
      const reserved = await w.payments.reserve(maya, {
        paymentId,
        paymentMethod: 'CREDIT_CARD',
        ...(await cardToken(w)),
      });
      expect(reserved).toMatchObject({ ok: true, answer: { bookingStatus: 'RESERVED' } });
      held.push(bookingId);
    }
    // Not yet: the hold lasts 24 hours.
    w.clock.advance(23 * 60);
    expect((await w.engine.runJobs({ reconcileGraceMs: 0 })).cancelled).toBe(0);

    w.clock.advance(61);
    const [first, second] = await Promise.all([
      w.engine.runJobs({ reconcileGraceMs: 60_000 }),
      w.engine.runJobs({ reconcileGraceMs: 60_000 }),
    ]);
    expect((first?.cancelled ?? 0) + (second?.cancelled ?? 0)).toBe(3);
    expect((first?.refunded ?? 0) + (second?.refunded ?? 0)).toBe(3);
    // Run again later, on both workers: nothing more happens.
    w.clock.advance(10);
    const again = await Promise.all([
      w.engine.runJobs({ reconcileGraceMs: 0 }),
      w.engine.runJobs({ reconcileGraceMs: 0 }),
    ]);
    expect(again.map((r) => r.cancelled + r.refunded)).toEqual([0, 0]);

    const db = w.server.app.database.db;
    const refunds = await db.select().from(sandboxRefunds);
    expect(refunds.map((r) => r.amount)).toEqual([96_500, 96_500, 96_500]);
    const statuses = await db.select({ status: bookings.status }).from(bookings);
    expect(statuses.map((s) => s.status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
  });

  it('settles at start-up a charge the gateway approved just before a crash, with nothing lost', async () => {
    const database = await open();
    // The first process shares the database with the second and must not close it.
    const shared: Database = { ...database, close: async () => {} };
    const crashing = new ContainerModule(({ rebind }) => {
      rebind<PaymentStore>(PAYMENT_STORE)
        .toDynamicValue((context) => {
          const store = context.get(PostgresPaymentStore, { autobind: true });
          return Object.assign(Object.create(store) as PaymentStore, {
            settle: async (_id: string, _s: Settlement, _now: Date) => {
              throw new Error('the process died here');
            },
          });
        })
        .inSingletonScope();
    });
    const before = await startPaymentsWorld({ database: shared, overrides: [crashing] });
    worlds.push(before);
    const maya = await newCustomer(before);
    const bookingId = await draftBooking(before, maya);
    const { paymentId } = await initiate(before, maya, bookingId, 'FULL_PAYMENT');
    await expect(
      before.payments.confirm(maya, {
        paymentId,
        paymentMethod: 'CREDIT_CARD',
        mode: 'FULL_PAYMENT',
        ...(await cardToken(before)),
      }),
    ).rejects.toThrow('the process died here');
    expect(await approvedCharges(before)).toBe(1);
    const stuck = await before.payments.details(maya, bookingId);
    expect(stuck.ok && stuck.answer.status).toBe('DRAFT');

    // The node starts again over the same database a few minutes later (past the grace given
    // to payments other nodes may be charging): start-up reconciles before serving.
    before.clock.advance(3);
    const after = await startPaymentsWorld({ database, clock: before.clock });
    worlds.push(after);
    const details = await after.payments.details(maya, bookingId);
    expect(details.ok && details.answer.status).toBe('BOOKED');
    const receipt = await after.payments.receipt(maya, bookingId);
    expect(receipt.ok && receipt.answer.paidPaymentDetails).toEqual([
      expect.objectContaining({ kind: 'FULL', maskedCard: 'XXXX1111' }),
    ]);
    expect((await after.ledger.rewards(maya.userId)).map((r) => r.status)).toEqual(['ADDED']);
    expect(await approvedCharges(after)).toBe(1);
  });
});
