import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresDeskStore } from '../../adapters/postgres-store/desk';
import { bookings, payments } from '../../adapters/postgres-store/schema';
import { users } from '../../adapters/postgres-store/identity-schema';
import type { BookingQuery } from '../../ports/support-desk';
import { dialects } from '../support/database';

const DAY = 86_400_000;
const NOW = new Date('2026-11-25T12:00:00Z');
const day = (n: number) => new Date(NOW.getTime() + n * DAY);

/** Three customers, a staff member, and bookings whose every searchable fact is known. */
const PEOPLE = [
  { id: 'u-maya', email: 'maya.okafor@example.com', firstname: 'Maya', lastname: 'Okafor', role: 'CUSTOMER' },
  { id: 'u-leo', email: 'leo_100%@example.com', firstname: 'Leo', lastname: 'Okamura', role: 'CUSTOMER' },
  { id: 'u-ines', email: 'ines@example.org', firstname: 'Inès', lastname: 'Dubois', role: 'CUSTOMER' },
  { id: 'u-ana', email: 'ana@contrail.test', firstname: 'Ana', lastname: 'Okafor', role: 'SUPPORT' },
] as const;

const TRIPS = [
  // id, owner, status, route, departs in days, awaiting a wire
  ['aaaa-1', 'u-maya', 'BOOKED', ['KTEB', 'KPBI', 'KTEB'], 10, false],
  ['aaab-2', 'u-maya', 'RESERVED', ['KTEB', 'KASE'], 20, false],
  ['bbbb-3', 'u-maya', 'RESERVED', ['KVNY', 'KLAS'], 30, true],
  ['cccc-4', 'u-leo', 'CANCELLED', ['KPBI', 'KTEB'], 5, false],
  ['dddd-5', 'u-leo', 'COMPLETED', ['KHPN', 'KMIA'], -40, false],
  ['eeee-6', 'u-ines', 'BOOKED', ['LFPB', 'EGLF'], 12, false],
  ['ffff-7', 'u-ines', 'DRAFT', ['KTEB', 'KPBI'], 15, false],
] as const;

describe.each(dialects)('the desk store on $name', ({ open }) => {
  let database: Database;
  let store: PostgresDeskStore;

  beforeAll(async () => {
    database = await open();
    store = new PostgresDeskStore(database.db);
    await database.db.insert(users).values(PEOPLE.map((p) => Object.assign({ confirmed: true, createdAt: NOW }, p)));
    for (const [id, owner, status, route, departs, wire] of TRIPS) {
      await database.db.insert(bookings).values({
        id,
        status,
        ownerUserId: owner,
        aboneSearchId: `s-${id}`,
        category: 'LIGHT_JET',
        tailNumber: 'N1',
        addonIds: [],
        useRewards: false,
        priceBreakup: {} as never,
        totalCents: 2_000_000,
        legs: [],
        busyFrom: day(departs),
        busyTo: day(departs + 1),
        createdAt: day(-60),
        updatedAt: day(-60),
        departsAt: day(departs),
        routeCodes: [...route],
      });
      if (wire) {
        await database.db.insert(payments).values({
          id: `p-${id}`,
          bookingId: id,
          userId: owner,
          kind: 'FULL',
          method: 'WIRE',
          status: 'AWAITING_TRANSFER',
          amount: 2_000_000,
          cardFee: 0,
          flightAmount: 2_000_000,
          rewardsUsed: 0,
          bookingVersion: day(-60),
          createdAt: day(-60),
          updatedAt: day(-60),
        });
      }
    }
  }, 60_000);
  afterAll(() => database.close());

  const ids = async (query: BookingQuery, page = { limit: 25, offset: 0 }) =>
    (await store.searchBookings(query, page)).bookings.map((b) => b.id);

  it('lists every booking but drafts, the latest departure first', async () => {
    expect(await ids({})).toEqual(['bbbb-3', 'aaab-2', 'eeee-6', 'aaaa-1', 'cccc-4', 'dddd-5']);
  });

  it('pages, saying whether more follow', async () => {
    expect(await store.searchBookings({}, { limit: 4, offset: 0 })).toMatchObject({ more: true });
    const second = await store.searchBookings({}, { limit: 4, offset: 4 });
    expect(second.bookings.map((b) => b.id)).toEqual(['cccc-4', 'dddd-5']);
    expect(second.more).toBe(false);
  });

  it('finds by the start of a reference, an e-mail, a full name or a last name, as typed', async () => {
    expect(await ids({ text: 'AAA' })).toEqual(['aaab-2', 'aaaa-1']);
    expect(await ids({ text: 'Maya.Okafor@' })).toEqual(['bbbb-3', 'aaab-2', 'aaaa-1']);
    expect(await ids({ text: 'maya oka' })).toEqual(['bbbb-3', 'aaab-2', 'aaaa-1']);
    // Customers only: the staff member called Okafor has no trips to find.
    expect(await ids({ text: 'oka' })).toEqual(['bbbb-3', 'aaab-2', 'aaaa-1', 'cccc-4', 'dddd-5']);
    expect(await ids({ text: 'inès' })).toEqual(['eeee-6']);
  });

  it('reads LIKE wildcards typed by staff as themselves', async () => {
    expect(await ids({ text: 'leo_100%' })).toEqual(['cccc-4', 'dddd-5']);
    expect(await ids({ text: 'leo_1000' })).toEqual([]);
    expect(await ids({ text: '%' })).toEqual([]);
    expect(await ids({ text: '_' })).toEqual([]);
  });

  it('finds by route: an airport anywhere, or one and later the other', async () => {
    expect(await ids({ from: 'ktEB' })).toEqual(['aaab-2', 'aaaa-1', 'cccc-4']);
    expect(await ids({ from: 'KTEB', to: 'KPBI' })).toEqual(['aaaa-1']);
    // A round trip goes back: from West Palm to Teterboro too.
    expect(await ids({ from: 'KPBI', to: 'KTEB' })).toEqual(['aaaa-1', 'cccc-4']);
    expect(await ids({ from: 'KASE', to: 'KTEB' })).toEqual([]);
    expect(await ids({ to: 'KLAS' })).toEqual(['bbbb-3']);
  });

  it('finds by first departure, whole days inclusive', async () => {
    expect(await ids({ departsFrom: day(10), departsTo: day(20) })).toEqual(['aaab-2', 'eeee-6', 'aaaa-1']);
    expect(await ids({ departsTo: day(0) })).toEqual(['dddd-5']);
  });

  it('tells a hold by deposit from a booking waiting for its wire', async () => {
    expect(await ids({ status: 'held' })).toEqual(['aaab-2']);
    expect(await ids({ status: 'payment-pending' })).toEqual(['bbbb-3']);
    expect(await ids({ status: 'booked' })).toEqual(['eeee-6', 'aaaa-1']);
    expect(await ids({ status: 'cancelled' })).toEqual(['cccc-4']);
    const [pending] = (await store.searchBookings({ status: 'payment-pending' }, { limit: 5, offset: 0 })).bookings;
    expect(pending).toMatchObject({
      awaitingWire: true,
      customer: { userId: 'u-maya', name: 'Maya Okafor', email: 'maya.okafor@example.com' },
      routeCodes: ['KVNY', 'KLAS'],
    });
  });

  it('combines every filter', async () => {
    expect(await ids({ text: 'maya', from: 'KTEB', status: 'booked', departsFrom: day(0) })).toEqual(['aaaa-1']);
  });

  it('lists staff accounts apart from customers', async () => {
    expect((await store.staff()).map((s) => s.userId)).toEqual(['u-ana']);
    expect((await store.findCustomers('oka', 10)).map((c) => c.userId)).toEqual(['u-maya', 'u-leo']);
  });
});
