import { asc, eq } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { LegAssignment, LegAssignmentStore } from '../../ports/charter/leg-assignment-store';
import { DB, type Db } from './database';
import { itineraryLegs } from './schema';

type Row = typeof itineraryLegs.$inferSelect;

@injectable()
export class PostgresLegAssignmentStore implements LegAssignmentStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async find(bookingId: string): Promise<LegAssignment[] | undefined> {
    const rows = await this.db
      .select()
      .from(itineraryLegs)
      .where(eq(itineraryLegs.bookingId, bookingId))
      .orderBy(asc(itineraryLegs.legOrder));
    return rows.length > 0 ? rows.map(fromRow) : undefined;
  }

  async saveOnce(bookingId: string, legs: LegAssignment[], now: Date): Promise<LegAssignment[]> {
    if (legs.length > 0) {
      // One statement for all legs: a concurrent assignment of the same booking either wins
      // whole or adds nothing, and both read back the winner's.
      await this.db
        .insert(itineraryLegs)
        .values(legs.map((leg) => ({ ...leg, bookingId, assignedAt: now })))
        .onConflictDoNothing();
    }
    return (await this.find(bookingId)) ?? [];
  }

  async replace(bookingId: string, legs: LegAssignment[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(itineraryLegs).where(eq(itineraryLegs.bookingId, bookingId));
      if (legs.length > 0) {
        await tx.insert(itineraryLegs).values(legs.map((leg) => ({ ...leg, bookingId, assignedAt: now })));
      }
    });
  }
}

function fromRow({ bookingId: _booking, assignedAt: _at, ...leg }: Row): LegAssignment {
  return leg;
}
