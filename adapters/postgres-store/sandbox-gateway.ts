import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type {
  SandboxCharge,
  SandboxChargeRequest,
  SandboxGatewayStore,
  SandboxOutcome,
  SandboxRefund,
  SandboxToken,
} from '../../ports/sandbox-gateway-store';
import { DB, type Db } from './database';
import { sandboxCharges, sandboxRefunds, sandboxTokens } from './sandbox-schema';

const toCharge = (row: typeof sandboxCharges.$inferSelect): SandboxCharge => ({
  id: row.id,
  idempotencyKey: row.idempotencyKey,
  outcome: row.outcome as SandboxOutcome,
  amount: row.amount,
  last4: row.last4,
  brand: row.brand,
});

@injectable()
export class PostgresSandboxGatewayStore implements SandboxGatewayStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async saveToken(token: SandboxToken): Promise<void> {
    await this.db.insert(sandboxTokens).values(token);
  }

  async chargeOnce(
    request: SandboxChargeRequest,
    now: Date,
    decide: (token: SandboxToken) => SandboxOutcome,
  ): Promise<SandboxCharge> {
    return this.db.transaction(async (tx) => {
      // Concurrent attempts with one key queue here; the first one charges.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-charge:${request.idempotencyKey}`}))`);
      const [existing] = await tx
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey));
      if (existing) return toCharge(existing);

      const [token] = await tx
        .update(sandboxTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(sandboxTokens.tokenHash, request.tokenHash),
            isNull(sandboxTokens.usedAt),
            gt(sandboxTokens.expiresAt, now),
          ),
        )
        .returning();
      const outcome: SandboxOutcome = token
        ? decide({ ...token, outcome: token.outcome as SandboxToken['outcome'] })
        : 'INVALID_TOKEN';
      const [row] = await tx
        .insert(sandboxCharges)
        .values({
          id: `ch_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
          idempotencyKey: request.idempotencyKey,
          outcome,
          amount: request.amount,
          last4: token?.last4 ?? '',
          brand: token?.brand ?? '',
          description: request.description,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('sandbox charge insert returned no row');
      return toCharge(row);
    });
  }

  async findChargeByKey(idempotencyKey: string): Promise<SandboxCharge | null> {
    const [row] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    return row ? toCharge(row) : null;
  }

  async refundOnce(
    request: { idempotencyKey: string; chargeId: string; amount: number },
    now: Date,
  ): Promise<SandboxRefund> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-refund:${request.chargeId}`}))`);
      const [existing] = await tx
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
      if (existing) return { status: 'REFUNDED', id: existing.id, amount: existing.amount };
      const [charge] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.id, request.chargeId));
      if (!charge || charge.outcome !== 'APPROVED')
        return { status: 'FAILED', message: 'The charge to refund does not exist.' };
      const [{ refunded } = { refunded: 0 }] = await tx
        .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amount}), 0)::int` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.chargeId, request.chargeId));
      if (request.amount <= 0 || refunded + request.amount > charge.amount) {
        return { status: 'FAILED', message: 'The refund is more than what remains of the charge.' };
      }
      const id = `re_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
      await tx.insert(sandboxRefunds).values({
        id,
        idempotencyKey: request.idempotencyKey,
        chargeId: request.chargeId,
        amount: request.amount,
        createdAt: now,
      });
      return { status: 'REFUNDED', id, amount: request.amount };
    });
  }
}
