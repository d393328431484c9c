import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { SecondFactorStore, StaffSecondFactor } from '../../ports/second-factors';
import { DB, type Db } from './database';
import { staffSecondFactors } from './identity-schema';

/** Staff members' second factors in PostgreSQL (decision 053): each spend is one conditional update. */
@injectable()
export class PostgresSecondFactorStore implements SecondFactorStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async factorOf(userId: string): Promise<StaffSecondFactor | null> {
    const [row] = await this.db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
    if (!row) return null;
    return {
      userId: row.userId,
      sealedSecret: row.sealedSecret,
      confirmedAt: row.confirmedAt,
      lastTimeStep: row.lastTimeStep,
      recoveryCodeHashes: row.recoveryCodeHashes,
    };
  }

  async startEnrolment(userId: string, sealedSecret: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .insert(staffSecondFactors)
      .values({ userId, sealedSecret, createdAt: at })
      .onConflictDoUpdate({
        target: staffSecondFactors.userId,
        set: { sealedSecret, createdAt: at, lastTimeStep: null, recoveryCodeHashes: [] },
        // A confirmed factor is never replaced this way: only an administrator's reset removes it.
        setWhere: isNull(staffSecondFactors.confirmedAt),
      })
      .returning({ userId: staffSecondFactors.userId });
    return rows.length === 1;
  }

  async confirm(
    userId: string,
    sealedSecret: string,
    timeStep: number,
    recoveryCodeHashes: string[],
    at: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(staffSecondFactors)
      .set({ confirmedAt: at, lastTimeStep: timeStep, recoveryCodeHashes })
      .where(
        and(
          eq(staffSecondFactors.userId, userId),
          eq(staffSecondFactors.sealedSecret, sealedSecret),
          isNull(staffSecondFactors.confirmedAt),
        ),
      )
      .returning({ userId: staffSecondFactors.userId });
    return rows.length === 1;
  }

  async useTimeStep(userId: string, timeStep: number): Promise<boolean> {
    const rows = await this.db
      .update(staffSecondFactors)
      .set({ lastTimeStep: timeStep })
      .where(
        and(
          eq(staffSecondFactors.userId, userId),
          isNotNull(staffSecondFactors.confirmedAt),
          or(isNull(staffSecondFactors.lastTimeStep), lt(staffSecondFactors.lastTimeStep, timeStep)),
        ),
      )
      .returning({ userId: staffSecondFactors.userId });
    return rows.length === 1;
  }

  async useRecoveryCode(userId: string, hash: string): Promise<boolean> {
    const rows = await this.db
      .update(staffSecondFactors)
      .set({ recoveryCodeHashes: sql`${staffSecondFactors.recoveryCodeHashes} - ${hash}::text` })
      .where(
        and(
          eq(staffSecondFactors.userId, userId),
          isNotNull(staffSecondFactors.confirmedAt),
          sql`${staffSecondFactors.recoveryCodeHashes} ? ${hash}::text`,
        ),
      )
      .returning({ userId: staffSecondFactors.userId });
    return rows.length === 1;
  }

  async reset(userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(staffSecondFactors)
      .where(eq(staffSecondFactors.userId, userId))
      .returning({ userId: staffSecondFactors.userId });
    return rows.length === 1;
  }
}
