import { afterEach, describe, expect, it } from 'vitest';
import { PostgresAddressBookStore } from '../../adapters/postgres-store/address-book';
import type { AddressBookStore, StoredTraveller } from '../../ports/charter/address-book-store';
import { MemoryAddressBookStore } from '../fakes/memory-address-book';
import { NOW } from '../fixtures/charter';
import { dialects } from '../support/database';

const subjects: { name: string; make(): Promise<{ store: AddressBookStore; close(): Promise<void> }> }[] = [
  { name: 'in memory', make: async () => ({ store: new MemoryAddressBookStore(), close: async () => {} }) },
  ...dialects.map((dialect) => ({
    name: dialect.name,
    make: async () => {
      const database = await dialect.open();
      return { store: new PostgresAddressBookStore(database.db), close: () => database.close() };
    },
  })),
];

const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

function traveller(id: string, ownerUserId: string, minutes = 0): StoredTraveller {
  return {
    id,
    ownerUserId,
    fname: 'Ana',
    mname: 'R',
    lname: 'Silva',
    dob: '1985-06-01',
    phoneNumber: '+1 305 555 0101',
    email: '',
    passportNumber: '',
    passportExpiry: '',
    passportCountry: 'USA',
    tag: 'FRIEND',
    createdAt: at(minutes),
  };
}

describe.each(subjects)('address book store contract: $name', (subject) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());
  const open = async () => {
    const made = await subject.make();
    close = made.close;
    return made.store;
  };

  it("keeps each customer's travellers, oldest first; a removed one leaves the list but is still found", async () => {
    const store = await open();
    await store.addTraveller(traveller('t-2', 'maya', 2));
    await store.addTraveller(traveller('t-1', 'maya', 1));
    await store.addTraveller(traveller('t-9', 'leo'));
    expect((await store.travellers('maya')).map((t) => t.id)).toEqual(['t-1', 't-2']);
    expect(await store.traveller('t-1')).toEqual(traveller('t-1', 'maya', 1));
    await store.removeTraveller('t-1', at(5));
    expect((await store.travellers('maya')).map((t) => t.id)).toEqual(['t-2']);
    expect((await store.traveller('t-1'))?.fname).toBe('Ana');
  });

  it('keeps passengers per booking in the order assigned, with one lead', async () => {
    const store = await open();
    for (const [id, minutes] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const) {
      await store.addTraveller(traveller(id, 'maya'));
      await store.savePassenger({
        bookingId: 'bk',
        travellerId: id,
        legs: [1, 2],
        lead: id === 'a',
        assignedAt: at(minutes),
      });
    }
    await store.savePassenger({ bookingId: 'bk', travellerId: 'b', legs: [2], lead: false, assignedAt: at(9) });
    await store.setLead('bk', 'c');
    const passengers = await store.passengers('bk');
    expect(passengers.map((p) => [p.travellerId, p.legs, p.lead])).toEqual([
      ['a', [1, 2], false],
      ['b', [2], false],
      ['c', [1, 2], true],
    ]);
    expect(passengers[1]?.assignedAt).toEqual(at(2));
    await store.removePassenger('bk', 'a');
    expect((await store.passengers('bk')).map((p) => p.travellerId)).toEqual(['b', 'c']);
    expect(await store.passengers('other')).toEqual([]);
  });

  it('keeps one emergency contact per booking and the limo requests', async () => {
    const store = await open();
    expect(await store.emergencyContact('bk')).toBeUndefined();
    await store.saveEmergencyContact('bk', { fname: 'Tunde', lname: 'Okafor', phoneNumber: '+1 212 555 0199' }, NOW);
    await store.saveEmergencyContact('bk', { fname: 'Ada', lname: 'Okafor', phoneNumber: '+1 212 555 0198' }, at(1));
    expect(await store.emergencyContact('bk')).toEqual({
      fname: 'Ada',
      lname: 'Okafor',
      phoneNumber: '+1 212 555 0198',
    });
    const place = { address: '1 Main St', city: 'Teterboro', state: 'NJ', zipcode: '07608', time: '2027-03-11T07:30' };
    const request = {
      bookingId: 'bk',
      generalInfo: {
        firstName: 'Maya',
        lastName: 'Okafor',
        phone: '+1 212 555 0100',
        email: 'maya@example.com',
        vehicleType: 'SUV' as const,
        luggageCount: 3,
      },
      pickupLocation: place,
      dropOffLocation: place,
      stopsList: [],
      driverNotes: '',
    };
    await store.addLimoRequest({ id: 'l-1', bookingId: 'bk', userId: 'maya', request, createdAt: NOW }, []);
    expect(await store.limoRequests('bk')).toEqual([
      { id: 'l-1', bookingId: 'bk', userId: 'maya', request, createdAt: NOW },
    ]);
    expect(await store.limoRequests('other')).toEqual([]);
  });
});
