import { and, desc, eq, type SQL } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { AuditLog, StaffAccess } from '../../ports/audit-log';
import { DB, type Db } from './database';
import { staffAccessLog } from './schema';

@injectable()
export class PostgresAuditLog implements AuditLog {
  constructor(@inject(DB) private readonly db: Db) {}

  async recordStaffAccess(entry: StaffAccess): Promise<void> {
    await this.db.insert(staffAccessLog).values(entry);
  }

  async staffAccesses(filter: { bookingId?: string; actorUserId?: string }, limit: number): Promise<StaffAccess[]> {
    const conditions: SQL[] = [];
    if (filter.bookingId) conditions.push(eq(staffAccessLog.bookingId, filter.bookingId));
    if (filter.actorUserId) conditions.push(eq(staffAccessLog.actorUserId, filter.actorUserId));
    const rows = await this.db
      .select()
      .from(staffAccessLog)
      .where(and(...conditions))
      .orderBy(desc(staffAccessLog.at), desc(staffAccessLog.id))
      .limit(limit);
    return rows.map(({ id: _id, ...entry }) => entry);
  }
}
