import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestItineraries } from '../../adapters/charter-rest/rest-itineraries';
import { anonymous, type Caller } from '../../ports/caller';
import { BOOKING_STORE, type Booking, type BookingStore } from '../../ports/charter/booking-store';
import type { Itineraries } from '../../ports/charter/itineraries';
import type { Profile, ProfileStore } from '../../ports/identity-provider';
import { ADDRESS_BOOK_STORE, type AddressBookStore } from '../../ports/charter/address-book-store';
import type { LimoRequest } from '../../src/core/limo/limo-request';
import { EmbeddedItineraries, noBookingTravellers } from '../../src/engine/itinerary/embedded-itineraries';
import { AddressBookItineraryGroundTransport } from '../../src/engine/trips/itinerary-ground-transport';
import { MemoryAddressBookStore } from '../fakes/memory-address-book';
import { NOW, inDays } from '../fixtures/charter';
import { aLimoRequest } from '../fixtures/limo';
import { MemoryBookingStore, MemoryLegAssignmentStore } from '../fakes/memory-charter-stores';
import { MemoryReferenceData } from '../fakes/memory-reference-data';
import { aBookedTrip } from '../fixtures/itinerary';
import { ManualClock, startCharterApi } from '../support/charter';
import { aCustomer, aSupportAgent, type CustomerCaller } from '../support/customers';

const PROVIDER = { phone: '+1 (888) 555-0142', email: 'concierge@contrail.example' };

interface World {
  port: Itineraries;
  save(booking: Booking): Promise<void>;
  /** Files a limo request as the address book keeps it (trips/limo, decision 022). */
  orderLimo(bookingId: string, request: LimoRequest): Promise<void>;
  maya: CustomerCaller;
  omar: CustomerCaller;
  support: CustomerCaller;
  close(): Promise<void>;
}

const customer = (userId: string, role: CustomerCaller['role'] = 'CUSTOMER'): CustomerCaller => ({
  kind: 'customer',
  userId,
  accessToken: `token-${userId}`,
  role,
});

const subjects: { name: string; start(): Promise<World> }[] = [
  {
    name: 'embedded engine',
    start: async () => {
      const bookings = new MemoryBookingStore();
      const profiles = new Map<string, Profile>([
        [
          'user-maya',
          { email: 'maya.okafor@example.com', firstname: 'Maya', lastname: 'Okafor', phone: '+12125550100' },
        ],
      ]);
      const profileStore = { getProfile: async (id: string) => profiles.get(id) ?? null } as ProfileStore;
      const addressBook = new MemoryAddressBookStore();
      const port = new EmbeddedItineraries({
        bookings,
        assignments: new MemoryLegAssignmentStore(),
        referenceData: new MemoryReferenceData(),
        profiles: profileStore,
        travellers: noBookingTravellers,
        groundTransport: new AddressBookItineraryGroundTransport(addressBook),
        clock: new ManualClock(),
        providerContact: PROVIDER,
      });
      return {
        port,
        save: (booking) => bookings.save(booking),
        orderLimo: (bookingId, request) => fileLimo(addressBook, bookingId, request),
        maya: customer('user-maya'),
        omar: customer('user-omar'),
        support: customer('user-ana', 'SUPPORT'),
        close: async () => {},
      };
    },
  },
  {
    name: 'charter-rest against a live api server',
    start: async () => {
      const server = await startCharterApi(new ManualClock());
      const bookings = server.app.container.get<BookingStore>(BOOKING_STORE);
      return {
        port: new RestItineraries({ baseUrl: server.url, timeoutMs: 10_000 }),
        save: (booking) => bookings.save(booking),
        orderLimo: (bookingId, request) =>
          fileLimo(server.app.container.get<AddressBookStore>(ADDRESS_BOOK_STORE), bookingId, request),
        maya: (await aCustomer(server.app, 'Maya', 'Okafor')).caller,
        omar: (await aCustomer(server.app, 'Omar', 'Farouk')).caller,
        support: (await aSupportAgent(server.app)).caller,
        close: () => server.close(),
      };
    },
  },
];

let limoCount = 0;
const fileLimo = (store: AddressBookStore, bookingId: string, request: LimoRequest) =>
  store.addLimoRequest({ id: `limo-${++limoCount}`, bookingId, userId: 'user-maya', request, createdAt: NOW }, []);

const DISPLAY_TIME = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d\d-\d\d-\d{4} \d\d:\d\d (AM|PM)$/;

describe.each(subjects)('Itineraries contract: $name', (subject) => {
  let w: World;
  let trip: Booking;
  beforeAll(async () => {
    w = await subject.start();
    trip = aBookedTrip({ id: 'BK-3001', ownerUserId: w.maya.userId });
    await w.save(trip);
  });
  afterAll(() => w.close());

  it("answers Maya's booked trip leg by leg, with the operator's tail, crew and FBOs", async () => {
    const itinerary = await w.port.itinerary('BK-3001', w.maya);
    if (!itinerary) throw new Error('no itinerary');
    expect(itinerary.bookingId).toBe('BK-3001');
    expect(itinerary.providerContact).toEqual(PROVIDER);
    expect(itinerary.customerContact).toMatchObject({ name: 'Maya Okafor', email: 'maya.okafor@example.com' });
    const [first, second, third] = itinerary.legs;
    if (!first || !second || !third) throw new Error('three legs expected');
    expect(itinerary.legs.map((l) => `${l.departureAirport.icaoCode}-${l.arrivalAirport.icaoCode}`)).toEqual([
      'KTEB-KPBI',
      'KPBI-KMDW',
      'KMDW-KTEB',
    ]);
    expect(first.departureAirport).toEqual({
      icaoCode: 'KTEB',
      displayName: 'Teterboro',
      timeZone: 'America/New_York',
    });
    expect(first.departureDateTime).toMatch(DISPLAY_TIME);
    expect(first.departureDateTime).toContain('09:00 AM');
    expect(first.aircraftCategory).toBe('MIDSIZE_JET');
    // The operator names the tail once, on the first leg.
    expect(itinerary.legs.map((l) => l.tailNumber)).toEqual([trip.tailNumber, null, null]);
    expect(first.crews.map((c) => c.position)).toEqual(['Captain', 'First Officer']);
    for (const member of first.crews) expect(member.contact).toMatch(/^\+1 \(\d{3}\) 555-01\d\d$/);
    // The next day the same crew flies on; after five days at Midway a new crew comes.
    expect(second).toMatchObject({ crews: [], crewSettings: true });
    expect(third.crewSettings).toBe(false);
    expect(third.crews).toHaveLength(2);
    for (const leg of itinerary.legs) {
      expect(leg.fboDetails.originFbo.name).toMatch(/\S/);
      expect(leg.fboDetails.destinationFbo.contact).toMatch(/\S/);
      expect(leg.selectedAddOns).toEqual([
        { disabled: false, addOnEntity: { addonType: 'CATERING', displayName: 'Catering' } },
      ]);
      expect(leg.cateringNotes).toMatch(/Catering/);
      expect(leg.travellers).toEqual([]);
    }
    expect(itinerary.leadPassenger).toBeNull();
  });

  it('assigns once: every reading shows the same crew', async () => {
    const once = await w.port.itinerary('BK-3001', w.maya);
    expect(await w.port.itinerary('BK-3001', w.maya)).toEqual(once);
  });

  it("lets support staff read any customer's itinerary", async () => {
    expect(await w.port.itinerary('BK-3001', w.support)).toEqual(await w.port.itinerary('BK-3001', w.maya));
  });

  it("answers nothing for another customer's booking, an unknown id, a visitor or a booking not yet held", async () => {
    await w.save(aBookedTrip({ id: 'BK-3002', ownerUserId: w.maya.userId, status: 'DRAFT' }));
    const visitor: Caller = anonymous('session-maya');
    expect(await w.port.itinerary('BK-3001', w.omar)).toBeNull();
    expect(await w.port.itinerary('BK-9999', w.maya)).toBeNull();
    expect(await w.port.itinerary('BK-3001', visitor)).toBeNull();
    expect(await w.port.itinerary('BK-3002', w.maya)).toBeNull();
  });

  it("shows the customer's limo requests as the ground transportation notes of the nearest leg", async () => {
    await w.save(aBookedTrip({ id: 'BK-3003', ownerUserId: w.maya.userId }));
    // Two hours before the first departure, and from Teterboro after the last arrival.
    await w.orderLimo(
      'BK-3003',
      aLimoRequest('BK-3003', `${inDays(10)}T07:00`, '1 Main St', { driverNotes: 'Two child seats, please.' }),
    );
    await w.orderLimo('BK-3003', aLimoRequest('BK-3003', `${inDays(16)}T19:30`, '9 Home Rd'));
    const itinerary = await w.port.itinerary('BK-3003', w.maya);
    if (!itinerary) throw new Error('no itinerary');
    const [first, second, third] = itinerary.legs.map((leg) => leg.groundTransportationNotes);
    expect(first).toContain('SUV for Maya Okafor, +1 212 555 0100, 3 bags');
    expect(first).toContain('1 Main St, Teterboro, NJ 07608');
    expect(first).toContain('Driver notes: Two child seats, please.');
    expect(second).toBeNull();
    expect(third).toContain('9 Home Rd');
    expect(third).not.toContain('1 Main St');
    // Support staff read the same notes.
    expect((await w.port.itinerary('BK-3003', w.support))?.legs[0]?.groundTransportationNotes).toBe(first);
  });
});
