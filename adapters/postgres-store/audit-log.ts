import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { AuditFilter, AuditLog, StaffAccess } from '../../ports/audit-log';
import { DB, type Db } from './database';
import { bookings, staffAccessLog } from './schema';

@injectable()
export class PostgresAuditLog implements AuditLog {
  constructor(@inject(DB) private readonly db: Db) {}

  async recordStaffAccess(entry: StaffAccess): Promise<void> {
    await this.db.insert(staffAccessLog).values({
      ...entry,
      customerUserId: entry.customerUserId ?? null,
      details: entry.details ?? null,
    });
  }

  async staffAccesses(filter: AuditFilter, limit: number): Promise<StaffAccess[]> {
    const conditions: SQL[] = [];
    if (filter.bookingId) conditions.push(eq(staffAccessLog.bookingId, filter.bookingId));
    if (filter.actorUserId) conditions.push(eq(staffAccessLog.actorUserId, filter.actorUserId));
    if (filter.customerUserId) {
      const customer = filter.customerUserId;
      const condition = or(
        eq(staffAccessLog.customerUserId, customer),
        sql`${staffAccessLog.bookingId} in (select ${bookings.id} from ${bookings} where ${bookings.ownerUserId} = ${customer})`,
      );
      if (condition) conditions.push(condition);
    }
    const rows = await this.db
      .select()
      .from(staffAccessLog)
      .where(and(...conditions))
      .orderBy(desc(staffAccessLog.at), desc(staffAccessLog.id))
      .limit(limit)
      .offset(filter.offset ?? 0);
    return rows.map(({ id: _id, ...entry }) => entry);
  }
}
