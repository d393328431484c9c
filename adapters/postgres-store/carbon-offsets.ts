import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { OffsetDue, OffsetRecord, OffsetRecords, OffsetStatus } from '../../ports/carbon-offsets';
import { carbonOffsets } from './carbon-offset-schema';
import { DB, type Db } from './database';
import { bookings } from './schema';

type Row = typeof carbonOffsets.$inferSelect;

const recordOf = (row: Row): OffsetRecord => ({
  bookingId: row.bookingId,
  tonnes: row.tenths / 10,
  serial: row.serial,
  registry: row.registry,
  status: row.status as OffsetStatus,
  retiredAt: row.retiredAt,
  cancelledAt: row.cancelledAt,
});

/** The tonnes of a booking's offset line, as its price breakup keeps them (absent: no offset). */
const offsetTonnes = sql<string | null>`${bookings.priceBreakup} -> 'carbonOffset' ->> 'tonnes'`;

/** Carbon offsets retired per booking, in PostgreSQL (docs/decisions/060). */
@injectable()
export class PostgresOffsetRecords implements OffsetRecords {
  constructor(@inject(DB) private readonly db: Db) {}

  async due(limit: number): Promise<OffsetDue[]> {
    const rows = await this.db
      .select({ bookingId: bookings.id, tonnes: offsetTonnes })
      .from(bookings)
      .leftJoin(carbonOffsets, eq(carbonOffsets.bookingId, bookings.id))
      .where(
        and(
          inArray(bookings.status, ['BOOKED', 'COMPLETED']),
          sql`${offsetTonnes} IS NOT NULL`,
          isNull(carbonOffsets.bookingId),
        ),
      )
      .orderBy(asc(bookings.updatedAt), asc(bookings.id))
      .limit(limit);
    return rows.map((r) => ({ bookingId: r.bookingId, tonnes: Number(r.tonnes) }));
  }

  async cancelledBookings(limit: number): Promise<OffsetRecord[]> {
    const rows = await this.db
      .select({ offset: carbonOffsets })
      .from(carbonOffsets)
      .innerJoin(bookings, eq(bookings.id, carbonOffsets.bookingId))
      .where(and(eq(carbonOffsets.status, 'RETIRED'), eq(bookings.status, 'CANCELLED')))
      .orderBy(asc(carbonOffsets.retiredAt))
      .limit(limit);
    return rows.map((r) => recordOf(r.offset));
  }

  async record(record: Omit<OffsetRecord, 'status' | 'cancelledAt'>): Promise<boolean> {
    const inserted = await this.db
      .insert(carbonOffsets)
      .values({
        bookingId: record.bookingId,
        tenths: Math.round(record.tonnes * 10),
        serial: record.serial,
        registry: record.registry,
        status: 'RETIRED',
        retiredAt: record.retiredAt,
      })
      .onConflictDoNothing()
      .returning({ bookingId: carbonOffsets.bookingId });
    return inserted.length > 0;
  }

  async markCancelled(bookingId: string, at: Date): Promise<void> {
    await this.db
      .update(carbonOffsets)
      .set({ status: 'CANCELLED', cancelledAt: at })
      .where(and(eq(carbonOffsets.bookingId, bookingId), eq(carbonOffsets.status, 'RETIRED')));
  }

  async find(bookingId: string): Promise<OffsetRecord | undefined> {
    const [row] = await this.db.select().from(carbonOffsets).where(eq(carbonOffsets.bookingId, bookingId));
    return row ? recordOf(row) : undefined;
  }
}
