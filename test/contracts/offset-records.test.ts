import { afterEach, describe, expect, it } from 'vitest';
import { PostgresBookingStore } from '../../adapters/postgres-store/bookings';
import { PostgresOffsetRecords } from '../../adapters/postgres-store/carbon-offsets';
import type { OffsetRecords } from '../../ports/carbon-offsets';
import type { Booking, BookingStore } from '../../ports/charter/booking-store';
import { aDraft, aQuote } from '../fixtures/bookings';
import { NOW } from '../fixtures/charter';
import { dialects } from '../support/database';

const RETIRED_AT = new Date('2026-11-28T09:00:00Z');

/** Every OffsetRecords: the PostgreSQL adapter on both dialects (it reads the bookings it offsets). */
const subjects = dialects.map((dialect) => ({
  name: dialect.name,
  async open(): Promise<{ records: OffsetRecords; bookings: BookingStore; close(): Promise<void> }> {
    const database = await dialect.open();
    return {
      records: new PostgresOffsetRecords(database.db),
      bookings: new PostgresBookingStore(database.db),
      close: () => database.close(),
    };
  },
}));

const booking = (id: string, status: Booking['status'], offsetTonnes: number | null, minutes = 0): Booking => {
  const draft = aDraft(aQuote(), { id, status, updatedAt: new Date(NOW.getTime() + minutes * 60_000) });
  return {
    ...draft,
    owner: { kind: 'customer', userId: 'maya' },
    priceBreakup: {
      ...draft.priceBreakup,
      ...(offsetTonnes === null ? {} : { carbonOffset: { tonnes: offsetTonnes, price: offsetTonnes * 25 } }),
    },
  };
};

describe.each(subjects)('the offset records port: $name', (subject) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());
  const open = async () => {
    const opened = await subject.open();
    close = opened.close;
    return opened;
  };

  it('finds the bookings paid in full with an offset line and no retirement, oldest first', async () => {
    const { records, bookings } = await open();
    await bookings.save(booking('b-booked', 'BOOKED', 4.2, 2));
    await bookings.save(booking('b-flown', 'COMPLETED', 1.5, 1));
    await bookings.save(booking('b-draft', 'DRAFT', 3));
    await bookings.save(booking('b-reserved', 'RESERVED', 3));
    await bookings.save(booking('b-no-offset', 'BOOKED', null));
    expect(await records.due(10)).toEqual([
      { bookingId: 'b-flown', tonnes: 1.5 },
      { bookingId: 'b-booked', tonnes: 4.2 },
    ]);
    expect(await records.due(1)).toHaveLength(1);
  });

  it('keeps a retirement once per booking, and no longer finds it due', async () => {
    const { records, bookings } = await open();
    await bookings.save(booking('b-booked', 'BOOKED', 4.2));
    const retirement = {
      bookingId: 'b-booked',
      tonnes: 4.2,
      serial: 'SBX-1',
      registry: 'sandbox',
      retiredAt: RETIRED_AT,
    };
    expect(await records.record(retirement)).toBe(true);
    expect(await records.record({ ...retirement, serial: 'SBX-2' })).toBe(false);
    expect(await records.find('b-booked')).toEqual({ ...retirement, status: 'RETIRED', cancelledAt: null });
    expect(await records.due(10)).toEqual([]);
    expect(await records.find('b-other')).toBeUndefined();
  });

  it("finds a cancelled booking's standing retirement, and marks it cancelled once", async () => {
    const { records, bookings } = await open();
    await bookings.save(booking('b-cancelled', 'CANCELLED', 2));
    await bookings.save(booking('b-booked', 'BOOKED', 2));
    for (const id of ['b-cancelled', 'b-booked'])
      await records.record({
        bookingId: id,
        tonnes: 2,
        serial: `SBX-${id}`,
        registry: 'sandbox',
        retiredAt: RETIRED_AT,
      });
    expect((await records.cancelledBookings(10)).map((r) => r.bookingId)).toEqual(['b-cancelled']);
    const at = new Date('2026-11-29T09:00:00Z');
    await records.markCancelled('b-cancelled', at);
    await records.markCancelled('b-cancelled', new Date('2026-11-30T09:00:00Z'));
    expect(await records.find('b-cancelled')).toMatchObject({ status: 'CANCELLED', cancelledAt: at });
    expect(await records.cancelledBookings(10)).toEqual([]);
  });
});
