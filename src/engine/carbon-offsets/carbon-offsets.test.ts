import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../ports/caller';
import type { OffsetDue, OffsetRecord, OffsetRecords, OffsetRegistry } from '../../../ports/carbon-offsets';
import type { Booking } from '../../../ports/charter/booking-store';
import { CarbonOffsets } from './carbon-offsets';

const AT = new Date('2026-11-28T09:00:00Z');

/** Records over a list of due bookings and a set of cancelled ones, as the store answers them. */
class ListRecords implements OffsetRecords {
  readonly kept = new Map<string, OffsetRecord>();
  constructor(
    private readonly owed: OffsetDue[],
    readonly cancelledIds = new Set<string>(),
  ) {}
  async due() {
    return this.owed.filter((d) => !this.kept.has(d.bookingId));
  }
  async cancelledBookings() {
    return [...this.kept.values()].filter((r) => r.status === 'RETIRED' && this.cancelledIds.has(r.bookingId));
  }
  async record(record: Omit<OffsetRecord, 'status' | 'cancelledAt'>) {
    if (this.kept.has(record.bookingId)) return false;
    this.kept.set(record.bookingId, { ...record, status: 'RETIRED', cancelledAt: null });
    return true;
  }
  async markCancelled(bookingId: string, at: Date) {
    const record = this.kept.get(bookingId);
    if (record) this.kept.set(bookingId, { ...record, status: 'CANCELLED', cancelledAt: at });
  }
  async find(bookingId: string) {
    return this.kept.get(bookingId);
  }
}

const registry = (down = { now: false }): OffsetRegistry & { cancelled: string[] } => {
  const cancelled: string[] = [];
  return {
    name: 'test registry',
    cancelled,
    async retire(tonnes, bookingRef) {
      if (down.now) throw new Error('registry down');
      return { serial: `S-${bookingRef}`, tonnes, bookingRef, retiredAt: AT };
    },
    async cancel(serial) {
      cancelled.push(serial);
      return 'CANCELLED';
    },
  };
};

const ownedBy = (userId: string) => ({ owner: { kind: 'customer', userId } }) as unknown as Booking;
const maya: Caller = { kind: 'customer', userId: 'maya', accessToken: 't', role: 'CUSTOMER' } as Caller;

const offsets = (records: OffsetRecords, reg: OffsetRegistry, logged: string[] = []) =>
  new CarbonOffsets({
    registry: reg,
    records,
    bookings: { find: async (id) => (id === 'b-1' ? ownedBy('maya') : id === 'b-2' ? ownedBy('ben') : undefined) },
    clock: { now: () => AT },
    log: (_level, event) => logged.push(event),
  });

describe('carbon offsets', () => {
  it("retires each paid booking's offset once, with the registry's serial", async () => {
    const records = new ListRecords([{ bookingId: 'b-1', tonnes: 4.2 }]);
    const use = offsets(records, registry());
    expect(await use.runJobs()).toEqual({ retired: 1, cancelled: 0, failed: 0 });
    expect(await use.runJobs()).toEqual({ retired: 0, cancelled: 0, failed: 0 });
    expect(await records.find('b-1')).toEqual({
      bookingId: 'b-1',
      tonnes: 4.2,
      serial: 'S-b-1',
      registry: 'test registry',
      status: 'RETIRED',
      retiredAt: AT,
      cancelledAt: null,
    });
  });

  it('asks again on the next run when the registry was down', async () => {
    const down = { now: true };
    const logged: string[] = [];
    const records = new ListRecords([{ bookingId: 'b-1', tonnes: 4.2 }]);
    const use = offsets(records, registry(down), logged);
    expect(await use.runJobs()).toEqual({ retired: 0, cancelled: 0, failed: 1 });
    expect(logged).toEqual(['carbon offset retirement failed']);
    down.now = false;
    expect(await use.runJobs()).toEqual({ retired: 1, cancelled: 0, failed: 0 });
  });

  it("cancels a cancelled booking's retirement at the registry and marks it", async () => {
    const records = new ListRecords([{ bookingId: 'b-1', tonnes: 4.2 }]);
    const reg = registry();
    const use = offsets(records, reg);
    await use.runJobs();
    records.cancelledIds.add('b-1');
    expect(await use.runJobs()).toEqual({ retired: 0, cancelled: 1, failed: 0 });
    expect(reg.cancelled).toEqual(['S-b-1']);
    expect(await records.find('b-1')).toMatchObject({ status: 'CANCELLED', cancelledAt: AT });
    expect(await use.runJobs()).toEqual({ retired: 0, cancelled: 0, failed: 0 });
  });

  it("answers a customer her own booking's offset only", async () => {
    const records = new ListRecords([
      { bookingId: 'b-1', tonnes: 4.2 },
      { bookingId: 'b-2', tonnes: 1 },
    ]);
    const use = offsets(records, registry());
    await use.runJobs();
    expect((await use.ofBooking('b-1', maya))?.serial).toBe('S-b-1');
    expect(await use.ofBooking('b-2', maya)).toBeUndefined();
    expect(await use.ofBooking('b-9', maya)).toBeUndefined();
    expect(await use.ofBooking('b-1', { kind: 'anonymous', sessionId: null })).toBeUndefined();
  });
});
