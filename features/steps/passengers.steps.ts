import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Caller } from '../../ports/caller';
import type { TravellerInput, TripsResult } from '../../ports/charter/trips';
import { EmbeddedTrips } from '../../src/engine/trips/embedded-trips';
import { MemoryAddressBookStore } from '../../test/fakes/memory-address-book';
import { MemoryBookingStore, MemoryLedgerStore } from '../../test/fakes/memory-charter-stores';
import { MemoryReferenceData } from '../../test/fakes/memory-reference-data';
import { oneWay, roundTrip } from '../../test/fixtures/charter';
import { ManualClock } from '../../test/support/charter';
import { aTrip } from '../../test/support/trips';
import type { ContrailWorld } from '../support/world';

const AIRPORTS: Record<string, string> = { Teterboro: 'KTEB', 'West Palm Beach': 'KPBI', Nassau: 'MYNN' };
const customer = (userId: string): Caller => ({ kind: 'customer', userId, accessToken: 't', role: 'CUSTOMER' });

/** One scenario's charter engine (in memory), Maya's latest trip and the passengers by first name. */
class PassengerScenario {
  readonly bookings = new MemoryBookingStore();
  readonly trips = new EmbeddedTrips({
    bookings: this.bookings,
    ledger: new MemoryLedgerStore(),
    addressBook: new MemoryAddressBookStore(),
    referenceData: new MemoryReferenceData(),
    clock: new ManualClock(),
    newId: () => randomUUID(),
  });
  readonly maya = customer('maya');
  tripId = '';
  readonly travellers = new Map<string, string>();
  lastRefusal: string | null = null;

  async book(search: ReturnType<typeof roundTrip>) {
    this.tripId = `trip-${randomUUID()}`;
    await this.bookings.save(aTrip('maya', { id: this.tripId, search }));
  }

  idOf(name: string): string {
    const id = this.travellers.get(name);
    assert.ok(id, `${name} is not in Maya's address book`);
    return id;
  }

  note<T>(result: TripsResult<T>): TripsResult<T> {
    this.lastRefusal = result.ok ? null : result.message;
    return result;
  }

  async add(name: string, extra: Partial<TravellerInput> = {}) {
    const added = this.note(
      await this.trips.addTraveller(
        {
          fname: name,
          lname: 'Okafor',
          dob: '1988-04-02',
          phoneNumber: '+1 212 555 0187',
          bookingId: this.tripId,
          ...extra,
        },
        this.maya,
      ),
    );
    if (!added.ok) return;
    this.travellers.set(name, added.value.id);
    this.note(await this.trips.assignTraveller({ travellerId: added.value.id, bookingId: this.tripId }, this.maya));
  }

  async passengers() {
    const trip = await this.trips.trip(this.tripId, this.maya);
    assert.ok(trip, 'Maya cannot find her trip');
    return trip.travellers;
  }
}

const scenarios = new WeakMap<ContrailWorld, PassengerScenario>();
function passengers(world: ContrailWorld): PassengerScenario {
  let scenario = scenarios.get(world);
  if (!scenario) {
    scenario = new PassengerScenario();
    scenarios.set(world, scenario);
  }
  return scenario;
}

const airport = (city: string) => {
  const icao = AIRPORTS[city];
  assert.ok(icao, `no airport for ${city}`);
  return icao;
};

Given('Maya has booked a round trip from {word} to {}', async function (this: ContrailWorld, from: string, to: string) {
  await passengers(this).book(roundTrip(airport(from), airport(to)));
});

Given(
  'Maya has booked a one-way trip from {word} to {}',
  async function (this: ContrailWorld, from: string, to: string) {
    await passengers(this).book(oneWay(airport(from), airport(to)));
  },
);

When(
  'she adds {word} and then {word} to the trip',
  async function (this: ContrailWorld, first: string, second: string) {
    await passengers(this).add(first);
    await passengers(this).add(second);
  },
);

When('she adds {word} to the trip', async function (this: ContrailWorld, name: string) {
  await passengers(this).add(name);
});

When('she adds {word} to the trip without a passport', async function (this: ContrailWorld, name: string) {
  await passengers(this).add(name, { email: '', passportNumber: '', passportExpiry: '' });
});

When('she makes {word} the lead passenger', async function (this: ContrailWorld, name: string) {
  const s = passengers(this);
  s.note(await s.trips.setLeadPassenger({ travellerId: s.idOf(name), bookingId: s.tripId, lead: true }, s.maya));
});

When('she unmarks {word} as the lead passenger', async function (this: ContrailWorld, name: string) {
  const s = passengers(this);
  s.note(await s.trips.setLeadPassenger({ travellerId: s.idOf(name), bookingId: s.tripId, lead: false }, s.maya));
});

When('she takes {word} off the trip', async function (this: ContrailWorld, name: string) {
  const s = passengers(this);
  s.note(await s.trips.removePassenger({ travellerId: s.idOf(name), bookingId: s.tripId }, s.maya));
});

When('she takes {word} off every leg', async function (this: ContrailWorld, name: string) {
  const s = passengers(this);
  s.note(await s.trips.changeTravellerLegs({ legIds: [], travellerId: s.idOf(name), bookingId: s.tripId }, s.maya));
});

When('she puts {word} on board for leg {int} only', async function (this: ContrailWorld, name: string, leg: number) {
  const s = passengers(this);
  s.note(await s.trips.changeTravellerLegs({ legIds: [leg], travellerId: s.idOf(name), bookingId: s.tripId }, s.maya));
});

Then('{word} is the lead passenger', async function (this: ContrailWorld, name: string) {
  const lead = (await passengers(this).passengers()).find((p) => p.leadPassenger);
  assert.equal(lead?.fname, name);
});

Then('the trip has exactly one lead passenger', async function (this: ContrailWorld) {
  assert.equal((await passengers(this).passengers()).filter((p) => p.leadPassenger).length, 1);
});

Then('{word} is on board for legs {}', async function (this: ContrailWorld, name: string, legs: string) {
  const passenger = (await passengers(this).passengers()).find((p) => p.fname === name);
  assert.equal(passenger?.selectedLegs.join(', '), legs);
});

Then('she is refused with {string}', function (this: ContrailWorld, message: string) {
  assert.equal(passengers(this).lastRefusal, message);
});

Then("Leo cannot see Maya's trip or add anyone to it", async function (this: ContrailWorld) {
  const s = passengers(this);
  const leo = customer('leo');
  assert.equal(await s.trips.trip(s.tripId, leo), null);
  assert.deepEqual(await s.trips.all(leo), []);
  const added = await s.trips.addTraveller(
    { fname: 'Leo', lname: 'Brandt', dob: '1980-01-01', phoneNumber: '+1 212 555 0100', bookingId: s.tripId },
    leo,
  );
  assert.equal(added.ok ? 'added' : added.reason, 'NOT_FOUND');
});
