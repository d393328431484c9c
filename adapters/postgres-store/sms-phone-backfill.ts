import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { toE164 } from '../../src/core/phone/phone-number';
import type { Db } from './database';
import { users } from './identity-schema';

/**
 * Accounts made before texts (migration 0015) have a phone but no `sms_phone`, the E.164 form a
 * reply STOP is matched by; saving the profile writes it. This writes it for them at start, in
 * batches, on any node (each row to the same value: two nodes at once do no harm). A phone that
 * does not read as a number keeps none: no text reaches it, and no reply can come from it.
 * Answers how many accounts it gave one.
 */
export async function backfillSmsPhones(db: Db, batch = 500): Promise<number> {
  let filled = 0;
  let after = '';
  for (;;) {
    const rows = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(isNull(users.smsPhone), ne(users.phone, ''), gt(users.id, after)))
      .orderBy(users.id)
      .limit(batch);
    for (const row of rows) {
      const e164 = toE164(row.phone);
      if (!e164) continue;
      await db
        .update(users)
        .set({ smsPhone: e164 })
        .where(and(eq(users.id, row.id), isNull(users.smsPhone)));
      filled += 1;
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < batch) return filled;
    after = last.id;
  }
}
