import { afterEach, describe, expect, it } from 'vitest';
import { PostgresBookingStore } from '../../adapters/postgres-store/bookings';
import { PostgresQuoteStore } from '../../adapters/postgres-store/charter-quotes';
import type { Booking, BookingStore } from '../../ports/charter/booking-store';
import type { QuoteStore } from '../../ports/charter/quote-store';
import { MemoryBookingStore, MemoryQuoteStore } from '../fakes/memory-charter-stores';
import { aDraft, aQuote, at } from '../fixtures/bookings';
import { NOW } from '../fixtures/charter';
import { dialects } from '../support/database';

interface Stores {
  quotes: QuoteStore;
  bookings: BookingStore;
  close(): Promise<void>;
}

const subjects: { name: string; make(): Promise<Stores> }[] = [
  {
    name: 'in memory',
    make: async () => ({ quotes: new MemoryQuoteStore(), bookings: new MemoryBookingStore(), close: async () => {} }),
  },
  ...dialects.map((dialect) => ({
    name: dialect.name,
    make: async (): Promise<Stores> => {
      const database = await dialect.open();
      return {
        quotes: new PostgresQuoteStore(database.db),
        bookings: new PostgresBookingStore(database.db),
        close: () => database.close(),
      };
    },
  })),
];

describe.each(subjects)('charter stores contract: $name', (subject) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());
  const open = async () => {
    const stores = await subject.make();
    close = stores.close;
    return stores;
  };

  it('keeps a quote whole, found by its search id', async () => {
    const { quotes } = await open();
    const quote = aQuote();
    await quotes.save(quote);
    expect(await quotes.find('search-1')).toEqual(quote);
    expect(await quotes.find('search-2')).toBeUndefined();
  });

  it('keeps a booking draft and replaces it when saved again, keeping when it was created', async () => {
    const { bookings } = await open();
    const draft = aDraft(aQuote());
    await bookings.save(draft);
    expect(await bookings.find('booking-1')).toEqual(draft);
    const later = { ...draft, addonIds: [], updatedAt: at(1), createdAt: at(1) };
    await bookings.save(later);
    expect(await bookings.find('booking-1')).toEqual({ ...later, createdAt: NOW });
    const customer = aDraft(aQuote('search-2'), { id: 'booking-2', owner: { kind: 'customer', userId: 'user-7' } });
    await bookings.save(customer);
    expect((await bookings.find('booking-2'))?.owner).toEqual({ kind: 'customer', userId: 'user-7' });
  });

  it('makes a tail busy only while its booking is reserved or booked, and only until it ends', async () => {
    const { bookings } = await open();
    const draft = aDraft(aQuote());
    await bookings.save(draft);
    expect((await bookings.busyWindows(NOW)).size).toBe(0);
    await bookings.setStatus('booking-1', 'RESERVED', at(1));
    expect((await bookings.busyWindows(NOW)).get(draft.tailNumber)).toEqual([
      { from: at(240), to: at(320), bookingId: 'booking-1' },
    ]);
    expect((await bookings.busyWindows(at(320))).size).toBe(0);
    await bookings.setStatus('booking-1', 'BOOKED', at(2));
    expect((await bookings.busyWindows(NOW)).get(draft.tailNumber)).toHaveLength(1);
    await bookings.setStatus('booking-1', 'CANCELLED', at(3));
    expect((await bookings.busyWindows(NOW)).size).toBe(0);
    expect((await bookings.find('booking-1'))?.updatedAt).toEqual(at(3));
  });

  it('lists the booked trips under way or taking their aircraft soon, earliest first', async () => {
    const { bookings } = await open();
    const trip = (id: string, status: Booking['status'], from: number, to: number, search: string) =>
      aDraft(aQuote(search), { id, status, busyFrom: at(from), busyTo: at(to) });
    await bookings.save(trip('b-under-way', 'BOOKED', 10, 100, 'search-1'));
    await bookings.save(trip('b-soon', 'BOOKED', 170, 200, 'search-2'));
    await bookings.save(trip('b-later', 'BOOKED', 300, 400, 'search-3'));
    await bookings.save(trip('b-landed', 'BOOKED', 10, 50, 'search-4'));
    await bookings.save(trip('b-reserved', 'RESERVED', 100, 200, 'search-5'));
    const listed = await bookings.bookedUnderway(at(180), at(60), 10);
    expect(listed.map((b) => b.id)).toEqual(['b-under-way', 'b-soon']);
    expect((await bookings.bookedUnderway(at(180), at(60), 1)).map((b) => b.id)).toEqual(['b-under-way']);
  });

  it("lists a customer's bookings, oldest first, and nobody else's", async () => {
    const { bookings } = await open();
    const maya = { kind: 'customer', userId: 'user-maya' } as const;
    await bookings.save(aDraft(aQuote(), { id: 'b-later', owner: maya, createdAt: at(2), updatedAt: at(2) }));
    await bookings.save(aDraft(aQuote('search-2'), { id: 'b-first', owner: maya, status: 'BOOKED' }));
    await bookings.save(aDraft(aQuote('search-3'), { id: 'b-other', owner: { kind: 'customer', userId: 'user-leo' } }));
    await bookings.save(aDraft(aQuote('search-4'), { id: 'b-visitor' }));
    const listed = await bookings.ofCustomer('user-maya');
    expect(listed.map((b) => [b.id, b.status])).toEqual([
      ['b-first', 'BOOKED'],
      ['b-later', 'DRAFT'],
    ]);
    expect(await bookings.ofCustomer('user-nobody')).toEqual([]);
  });

  it('keeps which trip an empty leg belongs to, and lists the paid trips that may have empty legs', async () => {
    const { bookings } = await open();
    const trip = aDraft(aQuote(), { id: 'b-trip', status: 'BOOKED', busyFrom: at(240), busyTo: at(250) });
    const emptyLeg = { of: 'b-trip', direction: 'OUT' } as const;
    await bookings.save(trip);
    await bookings.save(aDraft(aQuote('search-2'), { id: 'b-leg', status: 'BOOKED', emptyLeg, busyFrom: at(248) }));
    await bookings.save(aDraft(aQuote('search-3'), { id: 'b-held', status: 'RESERVED', busyFrom: at(100) }));
    await bookings.save(
      aDraft(aQuote('search-4'), { id: 'b-early', status: 'BOOKED', busyFrom: at(10), busyTo: at(20) }),
    );
    await bookings.save(
      aDraft(aQuote('search-5'), { id: 'b-flown', status: 'BOOKED', busyFrom: at(1), busyTo: at(5) }),
    );
    expect((await bookings.find('b-leg'))?.emptyLeg).toEqual(emptyLeg);
    expect((await bookings.find('b-trip'))?.emptyLeg).toBeUndefined();
    expect((await bookings.emptyLegSources(at(6), 10)).map((b) => b.id)).toEqual(['b-early', 'b-trip']);
    expect((await bookings.emptyLegSources(at(6), 1)).map((b) => b.id)).toEqual(['b-early']);
  });
});
