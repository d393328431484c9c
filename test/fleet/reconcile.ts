import { Client } from 'pg';
import type { ConfirmedPayment } from './load';

/**
 * The money after the storm, read straight from the database the fleet shares: every card
 * charge the (sandbox) gateway approved against the payment and booking it was for, and every
 * payment the customers were told succeeded.
 */
export interface Reconciliation {
  /** Bookings paid in full or reserved with a deposit (an approved card payment each). */
  bookings: number;
  /** Charges the gateway approved. */
  charges: number;
  /** Charges given back (an approval that could not be recorded), by the app itself. */
  refunded: number;
  /** Money taken with no booking for it: an approved charge whose payment is not approved, not refunded. */
  chargesWithoutBooking: string[];
  /** A booking (and stage) charged more than once, not refunded. */
  chargedTwice: string[];
  /** A payment the customer was told succeeded, or the database approved, without its booking held or booked. */
  lost: string[];
  /** Payments still PENDING (a charge whose outcome nobody has settled). */
  pending: number;
}

interface ChargeRow {
  charge_id: string;
  payment_id: string;
  payment_status: string | null;
  booking_id: string | null;
  booking_status: string | null;
  kind: string | null;
  refunded: boolean;
}

const HELD_OR_BOOKED = new Set(['RESERVED', 'BOOKED']);

export async function reconcile(databaseUrl: string, told: readonly ConfirmedPayment[]): Promise<Reconciliation> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows: charges } = await db.query<ChargeRow>(`
      select c.id as charge_id, c.idempotency_key as payment_id, p.status as payment_status,
             p.booking_id, b.status as booking_status, p.kind,
             exists (select 1 from sandbox_gateway_refunds r where r.charge_id = c.id) as refunded
        from sandbox_gateway_charges c
        left join payments p on p.id = c.idempotency_key
        left join bookings b on b.id = p.booking_id
       where c.outcome = 'APPROVED'`);
    const { rows: approved } = await db.query<{ id: string; booking_id: string; status: string }>(`
      select p.id, p.booking_id, b.status
        from payments p join bookings b on b.id = p.booking_id
       where p.status = 'APPROVED' and p.method = 'CREDIT_CARD'`);
    const { rows: pending } = await db.query<{ n: number }>(
      `select count(*)::int as n from payments where status = 'PENDING'`,
    );

    const kept = charges.filter((c) => !c.refunded);
    const perStage = new Map<string, number>();
    for (const c of kept) {
      const key = `${c.booking_id ?? c.payment_id}:${c.kind ?? '?'}`;
      perStage.set(key, (perStage.get(key) ?? 0) + 1);
    }
    const approvedById = new Map(approved.map((p) => [p.id, p]));
    const lost = [
      ...approved.filter((p) => !HELD_OR_BOOKED.has(p.status)).map((p) => `payment ${p.id}: booking ${p.status}`),
      ...told
        .filter((t) => t.outcome === 'SUCCESS' && !approvedById.has(t.paymentId))
        .map((t) => `payment ${t.paymentId}: told SUCCESS, not approved`),
    ];
    return {
      bookings: new Set(approved.map((p) => p.booking_id)).size,
      charges: charges.length,
      refunded: charges.length - kept.length,
      chargesWithoutBooking: kept
        .filter((c) => c.payment_status !== 'APPROVED' || !HELD_OR_BOOKED.has(c.booking_status ?? ''))
        .map((c) => `charge ${c.charge_id} (payment ${c.payment_id}: ${c.payment_status ?? 'none'})`),
      chargedTwice: [...perStage].filter(([, n]) => n > 1).map(([key, n]) => `${key} charged ${n} times`),
      lost,
      pending: pending[0]?.n ?? 0,
    };
  } finally {
    await db.end();
  }
}

export interface LapsedHolds {
  /** Bookings whose hold was made to lapse. */
  holds: number;
  cancelled: number;
  /** Refund records per deposit: each must be exactly 1. */
  refundRecords: number[];
  /** Refunds the gateway made per deposit charge: each must be exactly 1. */
  gatewayRefunds: number[];
  /** Each refund is the deposit less the 3.5% fee. */
  amountsRight: boolean;
}

/**
 * Makes every reserved booking's hold lapse now (as 24 hours passing would), then waits for the
 * api nodes' jobs to cancel them all and send the refunds.
 */
export async function lapseHolds(databaseUrl: string, timeoutMs = 60_000): Promise<LapsedHolds> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows: held } = await db.query<{ id: string }>(
      `update bookings set hold_until = now() - interval '1 minute'
        where status = 'RESERVED' and pending_payment_id is null returning id`,
    );
    const ids = held.map((h) => h.id);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await db.query<{ open: number }>(
        `select count(*)::int as open from bookings b
          where b.id = any($1) and (b.status = 'RESERVED' or exists (
            select 1 from payment_refunds r where r.booking_id = b.id and r.status <> 'REFUNDED'))`,
        [ids],
      );
      if ((rows[0]?.open ?? 0) === 0) break;
      if (Date.now() > deadline) throw new Error(`${rows[0]?.open} lapsed holds not settled in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { rows: settled } = await db.query<{
      status: string;
      refund_records: number;
      gateway_refunds: number;
      right: boolean;
    }>(
      `select b.status,
              (select count(*)::int from payment_refunds r where r.booking_id = b.id) as refund_records,
              (select count(*)::int from sandbox_gateway_refunds g where g.charge_id = p.charge_id) as gateway_refunds,
              coalesce((select bool_and(r.amount_cents + r.admin_fee_cents = p.flight_amount_cents
                          and r.admin_fee_cents = round(p.flight_amount_cents * 0.035))
                          from payment_refunds r where r.payment_id = p.id), false) as right
         from bookings b
         join payments p on p.booking_id = b.id and p.status = 'APPROVED' and p.kind = 'DEPOSIT'
        where b.id = any($1)`,
      [ids],
    );
    return {
      holds: ids.length,
      cancelled: settled.filter((s) => s.status === 'CANCELLED').length,
      refundRecords: settled.map((s) => s.refund_records),
      gatewayRefunds: settled.map((s) => s.gateway_refunds),
      amountsRight: settled.every((s) => s.right),
    };
  } finally {
    await db.end();
  }
}
