import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestTrips } from '../../adapters/charter-rest/rest-trips';
import type { Caller } from '../../ports/caller';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { LEDGER_STORE, type LedgerStore } from '../../ports/charter/ledger-store';
import type { LimoInput, TravellerInput, Trips } from '../../ports/charter/trips';
import { LIMO_SUBMITTED } from '../../src/core/limo/limo-request';
import { LEGS_REQUIRED } from '../../src/core/passengers/traveller';
import { EmbeddedTrips, TRIP_MESSAGES } from '../../src/engine/trips/embedded-trips';
import { MemoryAddressBookStore } from '../fakes/memory-address-book';
import { MemoryBookingStore, MemoryLedgerStore } from '../fakes/memory-charter-stores';
import { MemoryReferenceData } from '../fakes/memory-reference-data';
import { NOW, oneWay, roundTrip } from '../fixtures/charter';
import { ManualClock, startCharterApi } from '../support/charter';
import { aTrip, signedInCustomer } from '../support/trips';
import { aLimoRequest } from '../fixtures/limo';

interface World {
  port: Trips;
  bookings: BookingStore;
  ledger: LedgerStore;
  maya: Caller & { kind: 'customer' };
  leo: Caller & { kind: 'customer' };
  close(): Promise<void>;
}

const subjects: { name: string; start(clock: ManualClock): Promise<World> }[] = [
  {
    name: 'embedded engine',
    start: async (clock) => {
      const bookings = new MemoryBookingStore();
      const ledger = new MemoryLedgerStore();
      const port = new EmbeddedTrips({
        bookings,
        ledger,
        addressBook: new MemoryAddressBookStore(),
        referenceData: new MemoryReferenceData(),
        clock,
        newId: () => randomUUID(),
      });
      const customer = (userId: string) => ({ kind: 'customer', userId, accessToken: 't', role: 'CUSTOMER' }) as const;
      return { port, bookings, ledger, maya: customer('user-maya'), leo: customer('user-leo'), close: async () => {} };
    },
  },
  {
    name: 'charter-rest against a live api server',
    start: async (clock) => {
      const server = await startCharterApi(clock);
      const [maya, leo] = [await signedInCustomer(server, 'Maya'), await signedInCustomer(server, 'Leo', 'Brandt')];
      const container = server.app.container;
      return {
        port: new RestTrips({ baseUrl: server.url, timeoutMs: 10_000 }),
        bookings: container.get<BookingStore>(BOOKING_STORE),
        ledger: container.get<LedgerStore>(LEDGER_STORE),
        maya: maya.caller as World['maya'],
        leo: leo.caller as World['leo'],
        close: () => server.close(),
      };
    },
  },
];

const ana: TravellerInput = {
  fname: 'Ana',
  mname: 'r',
  lname: 'Silva',
  dob: '1985-06-01',
  phoneNumber: '+1 305 555 0101',
};
const ben: TravellerInput = {
  fname: 'Ben',
  lname: 'Okafor',
  dob: '1990-02-10',
  phoneNumber: '+1 305 555 0102',
  email: 'ben@example.com',
  passportNumber: 'X1234567',
  passportExpiry: '2030-01-01',
  tag: 'FAMILY',
};

function ok<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.value;
}

function limo(bookingId: string, overrides: Partial<LimoInput['generalInfo']> = {}): LimoInput {
  const request = aLimoRequest(bookingId, '2027-03-11T07:30', '1 Main St', { driverNotes: 'Two child seats, please.' });
  return { ...request, generalInfo: { ...request.generalInfo, luggageCount: '3', ...overrides } };
}

describe.each(subjects)('Trips contract: $name', (subject) => {
  const clock = new ManualClock();
  let world: World;
  beforeAll(async () => {
    world = await subject.start(clock);
  });
  afterAll(() => world.close());

  it("lists only the customer's own trips past the draft, Upcoming or Past by their dates", async () => {
    const { port, bookings, maya, leo } = world;
    await bookings.save(aTrip(maya.userId, { id: 'all-booked' }));
    await bookings.save(aTrip(maya.userId, { id: 'all-reserved', status: 'RESERVED' }));
    await bookings.save(aTrip(maya.userId, { id: 'all-draft', status: 'DRAFT' }));
    const longAgo = new Date(NOW.getTime() - 40 * 86_400_000);
    await bookings.save(
      aTrip(maya.userId, { id: 'all-past', search: oneWay('KTEB', 'KPBI', { departDays: -30 }), now: longAgo }),
    );
    await bookings.save(aTrip(leo.userId, { id: 'all-leo' }));
    const trips = await port.all(maya);
    const byId = new Map(trips.map((t) => [t.bookingId, t]));
    expect([...byId.keys()].sort()).toEqual(['all-booked', 'all-past', 'all-reserved']);
    expect(byId.get('all-booked')).toMatchObject({ status: 'BOOKED', tripStatus: 'UPCOMING', infoText: null });
    expect(byId.get('all-past')?.tripStatus).toBe('PAST');
    expect(byId.get('all-reserved')).toMatchObject({
      status: 'RESERVED',
      tripStatus: 'UPCOMING',
      infoText: 'Complete payment in 23 hours',
    });
    const reserved = byId.get('all-reserved');
    expect(reserved?.dueAmountDetails?.dueAmount).toBeCloseTo((reserved?.totalPrice ?? 0) - 1000, 2);
    expect(reserved?.addons.find((a) => a.addOnId === 'GROUND_TRANSPORTATION')).toMatchObject({ requested: false });
    expect((await port.all(leo)).map((t) => t.bookingId)).toEqual(['all-leo']);
    expect(await port.trip('all-booked', maya)).toMatchObject({ bookingId: 'all-booked', legs: expect.any(Array) });
    expect(await port.trip('all-draft', maya)).toBeNull();
    expect(await port.trip('all-booked', leo)).toBeNull();
  });

  it('keeps an address book: required fields, middle initial uppercased, United States by default', async () => {
    const { port, maya, leo } = world;
    const refused = await port.addTraveller({ fname: ' ', lname: '', dob: '2999-01-01', phoneNumber: '' }, maya);
    expect(refused).toMatchObject({ ok: false, reason: 'INVALID' });
    if (refused.ok) return;
    expect(refused.fieldErrors).toMatchObject({
      fname: 'First name is required',
      lname: 'Last name is required',
      phoneNumber: 'Phone number is required',
    });
    expect(refused.fieldErrors.dob).toMatch(/between 1920 and today/);
    const added = ok(await port.addTraveller(ana, maya));
    expect(added).toMatchObject({ name: 'Ana R. Silva', mname: 'R', passportCountry: 'USA', tag: null });
    const expired = await port.addTraveller({ ...ben, passportExpiry: '2027-02-01' }, maya);
    expect(expired.ok || expired.fieldErrors.passportExpiry).toMatch(
      /Passport expiry must be between today and 20 years/,
    );
    expect(ok(await port.addTraveller(ben, maya))).toMatchObject({ tag: 'FAMILY', email: 'ben@example.com' });
    expect((await port.travellers(maya)).map((t) => t.name)).toContain('Ana R. Silva');
    expect((await port.travellers(leo)).map((t) => t.name)).not.toContain('Ana R. Silva');
  });

  it('puts travellers on a trip: every leg, the first one leads, at least one leg each, one lead always', async () => {
    const { port, bookings, maya } = world;
    await bookings.save(aTrip(maya.userId, { id: 'pax-trip', search: roundTrip('KTEB', 'KPBI') }));
    const first = ok(await port.addTraveller(ana, maya));
    const second = ok(await port.addTraveller(ben, maya));
    const assigned = ok(await port.assignTraveller({ travellerId: first.id, bookingId: 'pax-trip' }, maya));
    expect(assigned).toMatchObject({ selectedLegs: [1, 2], leadPassenger: true });
    expect(ok(await port.assignTraveller({ travellerId: second.id, bookingId: 'pax-trip' }, maya))).toMatchObject({
      leadPassenger: false,
    });
    expect(await port.assignTraveller({ travellerId: second.id, bookingId: 'pax-trip' }, maya)).toMatchObject({
      ok: false,
      reason: 'REFUSED',
      message: TRIP_MESSAGES.ALREADY_ON_TRIP,
    });

    const none = await port.changeTravellerLegs({ legIds: [], travellerId: second.id, bookingId: 'pax-trip' }, maya);
    expect(none).toMatchObject({ ok: false, reason: 'INVALID', message: LEGS_REQUIRED });
    ok(await port.changeTravellerLegs({ legIds: [2], travellerId: second.id, bookingId: 'pax-trip' }, maya));
    expect(ok(await port.travellerBookingDetails({ bookingId: 'pax-trip', travellerId: second.id }, maya))).toEqual({
      selectedLegs: [2],
      leadPassenger: false,
    });

    ok(await port.setLeadPassenger({ travellerId: second.id, bookingId: 'pax-trip', lead: true }, maya));
    const trip = await port.trip('pax-trip', maya);
    expect(trip?.leadPassenger).toBe(second.id);
    expect(trip?.travellers.map((t) => [t.fname, t.leadPassenger])).toEqual([
      ['Ana', false],
      ['Ben', true],
    ]);
    expect(
      await port.setLeadPassenger({ travellerId: second.id, bookingId: 'pax-trip', lead: false }, maya),
    ).toMatchObject({
      ok: false,
      message: TRIP_MESSAGES.LEAD_REQUIRED,
    });

    // Removing the lead passes the lead on; the traveller stays in the address book.
    ok(await port.removePassenger({ bookingId: 'pax-trip', travellerId: second.id }, maya));
    const after = await port.trip('pax-trip', maya);
    expect(after?.travellers.map((t) => [t.fname, t.leadPassenger])).toEqual([['Ana', true]]);
    expect((await port.travellers(maya)).some((t) => t.id === second.id)).toBe(true);
    // Without a booking, out of the address book.
    ok(await port.removePassenger({ bookingId: null, travellerId: second.id }, maya));
    expect((await port.travellers(maya)).some((t) => t.id === second.id)).toBe(false);
  });

  it('asks e-mail and passport details of passengers on an international trip', async () => {
    const { port, bookings, maya } = world;
    await bookings.save(aTrip(maya.userId, { id: 'nassau', search: oneWay('KTEB', 'MYNN') }));
    expect((await port.trip('nassau', maya))?.international).toBe(true);
    const missing = await port.addTraveller({ ...ana, bookingId: 'nassau' }, maya);
    expect(missing).toMatchObject({ ok: false, reason: 'INVALID' });
    expect(missing.ok ? {} : missing.fieldErrors).toMatchObject({
      email: 'Email is required for international trips',
      passportNumber: 'Passport number is required for international trips',
    });
    const domestic = ok(await port.addTraveller(ana, maya));
    expect(await port.assignTraveller({ travellerId: domestic.id, bookingId: 'nassau' }, maya)).toMatchObject({
      ok: false,
      message: TRIP_MESSAGES.INTERNATIONAL_DETAILS,
    });
    const ready = ok(await port.addTraveller({ ...ben, bookingId: 'nassau' }, maya));
    ok(await port.assignTraveller({ travellerId: ready.id, bookingId: 'nassau' }, maya));
  });

  it('keeps an emergency contact per trip', async () => {
    const { port, bookings, maya } = world;
    await bookings.save(aTrip(maya.userId, { id: 'sos' }));
    expect(ok(await port.emergencyContact('sos', maya))).toEqual({ fname: '', lname: '', phoneNumber: '' });
    const bad = await port.setEmergencyContact(
      { bookingId: 'sos', fname: '', lname: 'Okafor', phoneNumber: '12' },
      maya,
    );
    expect(bad.ok ? {} : bad.fieldErrors).toMatchObject({
      fname: 'First name is required',
      phoneNumber: 'Invalid Phone Number',
    });
    const contact = { fname: 'Tunde', lname: 'Okafor', phoneNumber: '+1 212 555 0199' };
    ok(await port.setEmergencyContact({ bookingId: 'sos', ...contact }, maya));
    expect(ok(await port.emergencyContact('sos', maya))).toEqual(contact);
  });

  it('answers the reward and wallet histories from the ledgers, newest first', async () => {
    const { port, ledger, maya, leo } = world;
    await ledger.addReward(maya.userId, {
      bookingId: 'BK-1',
      amount: 20_000,
      status: 'ADDED',
      at: new Date(NOW.getTime() - 86_400_000),
    });
    await ledger.addReward(maya.userId, { bookingId: 'BK-2', amount: 5_000, status: 'CAPTURED', at: NOW });
    await ledger.addWallet(maya.userId, { amount: 2_500_000, status: 'ADDED', at: NOW, display: 'Deposit' });
    const rewards = await port.rewardHistory(maya);
    expect(rewards.rewardBalance).toBe(150);
    expect(rewards.transactions.map((t) => [t.bookingId, t.amount, t.status])).toEqual([
      ['BK-2', 50, 'CAPTURED'],
      ['BK-1', 200, 'ADDED'],
    ]);
    expect(await port.walletHistory(maya)).toEqual({
      walletBalance: 25_000,
      transactions: [{ lastUpdatedDate: NOW.toISOString(), display: 'Deposit', amount: 25_000, status: 'ADDED' }],
    });
    expect(await port.rewardHistory(leo)).toEqual({ rewardBalance: 0, transactions: [] });
  });

  it('takes a limo request for the trip, and the add-on reads Requested', async () => {
    const { port, bookings, maya } = world;
    await bookings.save(aTrip(maya.userId, { id: 'limo-trip' }));
    const bad = await port.submitLimo(limo('limo-trip', { vehicleType: 'Helicopter', luggageCount: 'lots' }), maya);
    expect(bad).toMatchObject({ ok: false, reason: 'INVALID' });
    expect(Object.keys(bad.ok ? {} : bad.fieldErrors).sort()).toEqual([
      'generalInfo.luggageCount',
      'generalInfo.vehicleType',
    ]);
    const past = await port.submitLimo(
      { ...limo('limo-trip'), pickupLocation: { ...limo('x').pickupLocation, time: '2027-02-01T10:00' } },
      maya,
    );
    expect(past.ok ? {} : past.fieldErrors).toMatchObject({
      'pickupLocation.time': 'Pickup time cannot be in the past',
    });
    expect(ok(await port.submitLimo(limo('limo-trip'), maya))).toEqual({ error: false, message: LIMO_SUBMITTED });
    const trip = await port.trip('limo-trip', maya);
    expect(trip?.addons.find((a) => a.addOnId === 'GROUND_TRANSPORTATION')?.requested).toBe(true);
  });

  it("answers not found for every booking-scoped call on another customer's booking or traveller", async () => {
    const { port, bookings, maya, leo } = world;
    await bookings.save(aTrip(maya.userId, { id: 'mayas' }));
    await bookings.save(aTrip(leo.userId, { id: 'leos' }));
    const mayasTraveller = ok(await port.addTraveller(ana, maya));
    ok(await port.assignTraveller({ travellerId: mayasTraveller.id, bookingId: 'mayas' }, maya));
    const leosTraveller = ok(await port.addTraveller(ben, leo));
    const onMayas = { bookingId: 'mayas', travellerId: leosTraveller.id };
    const calls = {
      trip: async () => ((await port.trip('mayas', leo)) === null ? 'NOT_FOUND' : 'seen'),
      addTraveller: () => port.addTraveller({ ...ben, bookingId: 'mayas' }, leo),
      assignTraveller: () => port.assignTraveller(onMayas, leo),
      assignSomeoneElses: () => port.assignTraveller({ bookingId: 'leos', travellerId: mayasTraveller.id }, leo),
      changeTravellerLegs: () => port.changeTravellerLegs({ ...onMayas, legIds: [1] }, leo),
      setLeadPassenger: () => port.setLeadPassenger({ ...onMayas, lead: true }, leo),
      travellerBookingDetails: () =>
        port.travellerBookingDetails({ bookingId: 'mayas', travellerId: mayasTraveller.id }, leo),
      emergencyContact: () => port.emergencyContact('mayas', leo),
      setEmergencyContact: () =>
        port.setEmergencyContact({ bookingId: 'mayas', fname: 'A', lname: 'B', phoneNumber: '+1 212 555 0100' }, leo),
      removePassenger: () => port.removePassenger({ bookingId: 'mayas', travellerId: mayasTraveller.id }, leo),
      removeFromAddressBook: () => port.removePassenger({ bookingId: null, travellerId: mayasTraveller.id }, leo),
      submitLimo: () => port.submitLimo(limo('mayas'), leo),
    };
    for (const [name, call] of Object.entries(calls)) {
      const answer = await call();
      expect([name, typeof answer === 'string' ? answer : answer.ok ? 'ok' : answer.reason]).toEqual([
        name,
        'NOT_FOUND',
      ]);
    }
    // And nothing changed for Maya.
    const trip = await port.trip('mayas', maya);
    expect(trip?.travellers.map((t) => t.id)).toEqual([mayasTraveller.id]);
    expect(trip?.addons.find((a) => a.addOnId === 'GROUND_TRANSPORTATION')?.requested).toBe(false);
    expect(ok(await port.emergencyContact('mayas', maya)).fname).toBe('');
  });
});
