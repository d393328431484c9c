import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostgresBookingStore } from '../../adapters/postgres-store/bookings';
import { PostgresBookingsChanged } from '../../adapters/postgres-store/bookings-changed';
import type { Database } from '../../adapters/postgres-store/database';
import { bookings } from '../../adapters/postgres-store/schema';
import { aDraft, aQuote } from '../fixtures/bookings';
import { dialects } from '../support/database';

/**
 * BookingsChanged (decision 052): every committed write to the bookings, whoever makes it, is
 * heard by whoever watches, on PGlite (in process) and on PostgreSQL (over LISTEN, from another
 * connection); a rolled-back write is not.
 */
describe.each(dialects)('BookingsChanged contract on $name', (dialect) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('hears every committed write to the bookings, and no rolled-back one', async () => {
    database = await dialect.open();
    const db = database.db;
    let heard = 0;
    const stop = await new PostgresBookingsChanged(database).watch(() => (heard += 1));
    const heardAfter = async (before: number) => {
      await vi.waitFor(() => expect(heard).toBeGreaterThan(before), { timeout: 5_000, interval: 5 });
      return true;
    };
    const store = new PostgresBookingStore(db);
    let before = heard;
    await store.save(aDraft(aQuote(), { id: 'BK-HEARD-1' }));
    expect(await heardAfter(before)).toBe(true);

    before = heard;
    await store.setStatus('BK-HEARD-1', 'CANCELLED', new Date());
    expect(await heardAfter(before)).toBe(true);

    // A write made by other code than the store (a payment's transaction) is heard too.
    before = heard;
    await db
      .update(bookings)
      .set({ status: 'BOOKED' })
      .where(sql`${bookings.id} = 'BK-HEARD-1'`);
    expect(await heardAfter(before)).toBe(true);

    // Undone: nothing to hear.
    before = heard;
    await db
      .transaction(async (tx) => {
        await tx
          .update(bookings)
          .set({ status: 'CANCELLED' })
          .where(sql`${bookings.id} = 'BK-HEARD-1'`);
        throw new Error('undone');
      })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toBe(before);
    await stop();
  });
});
