import { afterEach, describe, expect, it } from 'vitest';
import { PostgresAuditLog } from '../../adapters/postgres-store/audit-log';
import { PostgresLegAssignmentStore } from '../../adapters/postgres-store/leg-assignments';
import type { AuditLog } from '../../ports/audit-log';
import type { LegAssignment, LegAssignmentStore } from '../../ports/charter/leg-assignment-store';
import { MemoryAuditLog, MemoryLegAssignmentStore } from '../fakes/memory-charter-stores';
import { NOW } from '../fixtures/charter';
import { dialects } from '../support/database';

interface Stores {
  assignments: LegAssignmentStore;
  audit: AuditLog;
  close(): Promise<void>;
}

const subjects: { name: string; make(): Promise<Stores> }[] = [
  {
    name: 'in memory',
    make: async () => ({
      assignments: new MemoryLegAssignmentStore(),
      audit: new MemoryAuditLog(),
      close: async () => {},
    }),
  },
  ...dialects.map((dialect) => ({
    name: dialect.name,
    make: async (): Promise<Stores> => {
      const database = await dialect.open();
      return {
        assignments: new PostgresLegAssignmentStore(database.db),
        audit: new PostgresAuditLog(database.db),
        close: () => database.close(),
      };
    },
  })),
];

const fbo = { name: 'Teterboro Jet Center', address: '120 Hangar Drive', contact: '+1 (201) 555-0100' };
const leg = (legOrder: number, captain: string | null): LegAssignment => ({
  legOrder,
  tailNumber: legOrder === 1 ? 'N301MJ' : null,
  crews: captain ? [{ name: captain, position: 'Captain', contact: '+1 (201) 555-0111' }] : [],
  crewSettings: !captain,
  originFbo: fbo,
  destinationFbo: { name: null, address: null, contact: null },
  groundTransportationNotes: null,
  cateringNotes: 'Catering is ordered for this leg.',
  miscellaneousNotes: null,
});
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe.each(subjects)('itinerary stores contract: $name', (subject) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());
  const open = async () => {
    const stores = await subject.make();
    close = stores.close;
    return stores;
  };

  it('keeps the first assignment of a booking, in leg order, and ignores any later one', async () => {
    const { assignments } = await open();
    expect(await assignments.find('BK-1')).toBeUndefined();
    const first = [leg(2, null), leg(1, 'Dana Whitfield')];
    expect(await assignments.saveOnce('BK-1', first, NOW)).toEqual([leg(1, 'Dana Whitfield'), leg(2, null)]);
    expect(await assignments.saveOnce('BK-1', [leg(1, 'Luis Ortega'), leg(2, 'Luis Ortega')], at(1))).toEqual([
      leg(1, 'Dana Whitfield'),
      leg(2, null),
    ]);
    expect(await assignments.find('BK-1')).toEqual([leg(1, 'Dana Whitfield'), leg(2, null)]);
    expect(await assignments.find('BK-2')).toBeUndefined();
  });

  it('takes the operator’s new assignment whole, in place of the old one', async () => {
    const { assignments } = await open();
    await assignments.saveOnce('BK-1', [leg(1, 'Dana Whitfield'), leg(2, null)], NOW);
    await assignments.replace('BK-1', [leg(2, 'Luis Ortega'), leg(1, 'Luis Ortega')], at(1));
    expect(await assignments.find('BK-1')).toEqual([leg(1, 'Luis Ortega'), leg(2, 'Luis Ortega')]);
    await assignments.replace('BK-1', [leg(1, 'Grace Hayes')], at(2));
    expect(await assignments.find('BK-1')).toEqual([leg(1, 'Grace Hayes')]);
  });

  it('lists staff accesses newest first, by booking, by staff member or by customer, a page at a time', async () => {
    const { audit } = await open();
    const entry = (
      actorUserId: string,
      bookingId: string | null,
      minutes: number,
      customerUserId: string | null = null,
    ) => ({
      actorUserId,
      action: bookingId ? 'itinerary.pdf' : 'desk.wallet.credit',
      bookingId,
      customerUserId,
      found: true,
      details: bookingId ? null : '$25,000.00',
      requestId: `req-${minutes}`,
      at: at(minutes),
    });
    await audit.recordStaffAccess(entry('ana', 'BK-1', 1));
    await audit.recordStaffAccess(entry('ben', 'BK-1', 2));
    await audit.recordStaffAccess(entry('ana', 'BK-2', 3));
    expect(await audit.staffAccesses({ bookingId: 'BK-1' }, 10)).toEqual([
      entry('ben', 'BK-1', 2),
      entry('ana', 'BK-1', 1),
    ]);
    expect(await audit.staffAccesses({ actorUserId: 'ana' }, 1)).toEqual([entry('ana', 'BK-2', 3)]);
    expect(await audit.staffAccesses({ actorUserId: 'ana', offset: 1 }, 5)).toEqual([entry('ana', 'BK-1', 1)]);
    await audit.recordStaffAccess(entry('ben', null, 4, 'maya'));
    expect(await audit.staffAccesses({ customerUserId: 'maya' }, 5)).toEqual([entry('ben', null, 4, 'maya')]);
  });
});
