import { describe, expect, it } from 'vitest';
import { AddressBookItineraryGroundTransport } from '../../src/engine/trips/itinerary-ground-transport';
import type { LimoRequest } from '../../src/core/limo/limo-request';
import { MemoryAddressBookStore } from '../fakes/memory-address-book';
import { NOW } from '../fixtures/charter';
import { aLimoRequest } from '../fixtures/limo';

describe('the ground transportation the itinerary reads from the limo requests', () => {
  it("answers the booking's requests oldest first, each with its pickup time and note", async () => {
    const store = new MemoryAddressBookStore();
    const ride = (address: string, time: string): LimoRequest => {
      const request = aLimoRequest('bk', time, address);
      return { ...request, generalInfo: { ...request.generalInfo, vehicleType: 'Sedan', luggageCount: 2 } };
    };
    const file = (id: string, bookingId: string, request: LimoRequest, at: number) =>
      store.addLimoRequest({ id, bookingId, userId: 'maya', request, createdAt: new Date(NOW.getTime() + at) }, []);
    await file('a', 'bk', ride('1 Main St', '2027-03-11T07:30'), 0);
    await file('b', 'bk', ride('9 Home Rd', '2027-03-14T20:00'), 1000);
    await file('c', 'other', ride('Elsewhere', '2027-03-11T07:30'), 2000);
    const read = await new AddressBookItineraryGroundTransport(store).forItinerary('bk');
    expect(read.map((r) => r.pickupTime)).toEqual(['2027-03-11T07:30', '2027-03-14T20:00']);
    expect(read[0]?.note).toContain('Sedan for Maya Okafor, +1 212 555 0100, 2 bags');
    expect(read[0]?.note).toContain('Pickup: 03-11-2027 07:30 AM, 1 Main St, Teterboro, NJ 07608');
    expect(read[1]?.note).toContain('9 Home Rd');
    expect(await new AddressBookItineraryGroundTransport(store).forItinerary('none')).toEqual([]);
  });
});
