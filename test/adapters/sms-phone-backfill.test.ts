import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { users } from '../../adapters/postgres-store/identity-schema';
import { backfillSmsPhones } from '../../adapters/postgres-store/sms-phone-backfill';
import { PostgresSmsConsent } from '../../adapters/postgres-store/sms-consent';
import { PostgresUserStore } from '../../adapters/postgres-store/users';
import { pgliteDatabase } from '../support/database';
import { mayaUser } from '../fixtures/users';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** An account as it was before texts: its phone kept as typed, no E.164 number beside it. */
async function olderAccount(db: Database['db'], id: string, phone: string) {
  await new PostgresUserStore(db).create(mayaUser({ id, email: `${id}@example.com`, phone }));
  await db.update(users).set({ smsPhone: null }).where(eq(users.id, id));
}

const numberOf = async (db: Database['db'], id: string) =>
  (await db.select({ smsPhone: users.smsPhone }).from(users).where(eq(users.id, id)))[0]?.smsPhone;

describe("older accounts' text message numbers", () => {
  it('are written once at start, so a STOP from that phone is matched; a phone that is no number gets none', async () => {
    database = await pgliteDatabase();
    const { db } = database;
    await olderAccount(db, 'maya', '(212) 555-0100');
    await olderAccount(db, 'leo', 'call my assistant');
    await olderAccount(db, 'ana', '');

    // Batches of one: every page of accounts is read.
    expect(await backfillSmsPhones(db, 1)).toBe(1);
    expect([await numberOf(db, 'maya'), await numberOf(db, 'leo'), await numberOf(db, 'ana')]).toEqual([
      '+12125550100',
      null,
      null,
    ]);
    expect(await backfillSmsPhones(db)).toBe(0);

    const stop = { phone: '+12125550100', body: 'STOP', action: 'opt-out' as const, at: new Date() };
    expect(await new PostgresSmsConsent(db).record(stop, 'in-1')).toBe(1);
  });
});
