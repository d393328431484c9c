import { describe, expect, it } from 'vitest';
import type { BookingsChanged } from '../../ports/charter/bookings-changed';
import type { BookingStore, EmptyLegSource } from '../../ports/charter/booking-store';
import type { BusyWindow } from '../../src/core/quotes/busy-windows';
import { BOOKING_READS_REUSED_MS, CachedBookingReads } from '../../src/engine/empty-legs/booking-reads';

const T0 = new Date('2026-12-01T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const HORIZON = at(46 * 24 * 60);

/** Bookings that count how often they are read; a read can be held open to let a change in. */
class CountedBookings {
  reads = 0;
  trips: EmptyLegSource[] = [
    { id: 'BK-0', tailNumber: 'N0', legs: [], arrivesAt: at(0), busyFrom: at(-60), busyTo: at(0.5) },
    { id: 'BK-1', tailNumber: 'N1', legs: [], arrivesAt: at(120), busyFrom: at(60), busyTo: at(180) },
  ];
  busy = new Map<string, BusyWindow[]>([
    ['N0', [{ from: at(-60), to: at(0.5), bookingId: 'BK-0' }]],
    ['N1', [{ from: at(60), to: at(180), bookingId: 'BK-1' }]],
  ]);
  during: (() => void) | undefined;
  asStore(): BookingStore {
    return {
      emptyLegSources: async () => {
        this.reads += 1;
        this.during?.();
        return this.trips;
      },
      busyWindows: async () => this.busy,
    } as unknown as BookingStore;
  }
}

/** Word of changes, given by the test. */
class Word implements BookingsChanged {
  listener: (() => void) | undefined;
  async watch(listener: () => void) {
    this.listener = listener;
    return async () => {};
  }
  change() {
    this.listener?.();
  }
}

describe("the empty legs' read of Contrail's bookings", () => {
  it('is reused until a booking is written on any node, or a minute passes', async () => {
    const bookings = new CountedBookings();
    const word = new Word();
    const reads = new CachedBookingReads(bookings.asStore(), word);
    await reads.read(T0, HORIZON, 1000);
    await reads.read(at(0.5), HORIZON, 1000);
    expect(bookings.reads).toBe(1);
    word.change();
    await reads.read(at(0.5), HORIZON, 1000);
    expect(bookings.reads).toBe(2);
    await reads.read(new Date(at(0.5).getTime() + BOOKING_READS_REUSED_MS), HORIZON, 1000);
    expect(bookings.reads).toBe(3);
    // A clock that went back (a test's): read anew.
    await reads.read(T0, HORIZON, 1000);
    expect(bookings.reads).toBe(4);
  });

  it('does not keep a read during which a change was heard', async () => {
    const bookings = new CountedBookings();
    const word = new Word();
    const reads = new CachedBookingReads(bookings.asStore(), word);
    bookings.during = () => word.change();
    await reads.read(T0, HORIZON, 1000);
    bookings.during = undefined;
    await reads.read(T0, HORIZON, 1000);
    expect(bookings.reads).toBe(2);
    await reads.read(T0, HORIZON, 1000);
    expect(bookings.reads).toBe(2);
  });

  it('answers a reused read as a new one would: only what ends after now and begins before the horizon', async () => {
    const bookings = new CountedBookings();
    const reads = new CachedBookingReads(bookings.asStore(), new Word());
    expect((await reads.read(T0, HORIZON, 1000)).trips).toHaveLength(2);
    // Once BK-0's aircraft is free again, nothing of it is left; BK-1 is.
    const later = await reads.read(at(0.75), new Date(HORIZON.getTime() + 30_000), 1000);
    expect(later.trips.map((t) => t.id)).toEqual(['BK-1']);
    expect([...later.busy.keys()]).toEqual(['N1']);
    expect(bookings.reads).toBe(1);
    // A horizon past what was read: read anew.
    await reads.read(at(0.5), new Date(HORIZON.getTime() + 2 * BOOKING_READS_REUSED_MS), 1000);
    expect(bookings.reads).toBe(2);
  });

  it('reads every time without word of changes, or when the word cannot be had', async () => {
    const bookings = new CountedBookings();
    const none = new CachedBookingReads(bookings.asStore(), undefined);
    await none.read(T0, HORIZON, 1000);
    await none.read(T0, HORIZON, 1000);
    expect(bookings.reads).toBe(2);
    const broken = new CachedBookingReads(bookings.asStore(), { watch: () => Promise.reject(new Error('no')) });
    await broken.read(T0, HORIZON, 1000);
    await broken.read(T0, HORIZON, 1000);
    expect(bookings.reads).toBe(4);
  });
});
