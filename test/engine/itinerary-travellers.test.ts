import { describe, expect, it } from 'vitest';
import { AddressBookItineraryTravellers } from '../../src/engine/trips/itinerary-travellers';
import { MemoryAddressBookStore } from '../fakes/memory-address-book';
import { NOW } from '../fixtures/charter';

describe('the passengers the itinerary reads from the address book', () => {
  it('lists each passenger with their legs on board and names the lead; empty fields read null', async () => {
    const store = new MemoryAddressBookStore();
    const base = {
      ownerUserId: 'maya',
      mname: '',
      dob: '1985-06-01',
      phoneNumber: '+1 305 555 0101',
      email: '',
      passportNumber: '',
      passportExpiry: '',
      passportCountry: 'USA',
      tag: null,
      createdAt: NOW,
    };
    await store.addTraveller({ ...base, id: 'ana', fname: 'Ana', lname: 'Silva', mname: 'R' });
    await store.addTraveller({
      ...base,
      id: 'ben',
      fname: 'Ben',
      lname: 'Okafor',
      passportNumber: 'X1234567',
      passportExpiry: '2030-01-01',
    });
    await store.savePassenger({ bookingId: 'bk', travellerId: 'ana', legs: [1], lead: false, assignedAt: NOW });
    await store.savePassenger({ bookingId: 'bk', travellerId: 'ben', legs: [1, 2], lead: true, assignedAt: NOW });
    const read = await new AddressBookItineraryTravellers(store).forItinerary('bk');
    expect(read.leadPassengerId).toBe('ben');
    expect(read.travellers).toEqual([
      {
        id: 'ana',
        firstName: 'Ana',
        middleName: 'R',
        lastName: 'Silva',
        dob: '1985-06-01',
        passportNumber: null,
        passportExpiry: null,
        passportCountry: 'USA',
        legOrders: [1],
      },
      {
        id: 'ben',
        firstName: 'Ben',
        middleName: null,
        lastName: 'Okafor',
        dob: '1985-06-01',
        passportNumber: 'X1234567',
        passportExpiry: '2030-01-01',
        passportCountry: 'USA',
        legOrders: [1, 2],
      },
    ]);
    expect(await new AddressBookItineraryTravellers(store).forItinerary('none')).toEqual({
      leadPassengerId: null,
      travellers: [],
    });
  });
});
