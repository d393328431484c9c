import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { EMPTY_LEG_MESSAGES } from '../../src/core/empty-legs/empty-leg-requests';
import { percentOf } from '../../src/core/money';
import { EMPTY_LEG_DISCOUNT_PERCENT } from '../../src/core/quotes/rates';
import { cents, type ListedLeg, type PaidTrip, type TripState } from '../support/empty-leg-tasks';
import { PricingCase } from '../support/rules/pricing';
import type { ContrailWorld } from '../support/world';

/** Web profiles sign people up, search and pay through the whole app: slow on a busy machine. */
const SLOW = { timeout: 60_000 };

const place = PricingCase.airport;

interface Seen {
  trip?: PaidTrip;
  samsTrip?: TripState;
  listed?: ListedLeg[];
  /** The empty leg the last step spoke of. */
  leg?: ListedLeg;
  booking?: { total: string } | { refused: string };
  passengers?: number;
}
const seen = (world: ContrailWorld): Seen => {
  world.seen.emptyLegs ??= {};
  return world.seen.emptyLegs as Seen;
};

function legFrom(world: ContrailWorld, from: string): ListedLeg {
  const leg = seen(world).listed?.find((l) => l.from === place(from));
  assert.ok(leg, `no empty leg from ${from} in ${JSON.stringify(seen(world).listed)}`);
  return leg;
}

Given(
  /^(\w+) has paid for a one-way (.+) trip from (.+) to (.+) leaving in (\d+) days$/,
  SLOW,
  async function (this: ContrailWorld, person: string, kind: string, from: string, to: string, days: string) {
    const trip = { from: place(from), to: place(to), leavesInDays: Number(days), category: PricingCase.category(kind) };
    seen(this).trip = await this.emptyLegs().paidTrip(person, trip);
    seen(this).samsTrip = await this.emptyLegs().trip(person);
  },
);

When(
  /^(\w+) looks at the empty legs for (\d+) passengers$/,
  SLOW,
  async function (this: ContrailWorld, person: string, n: string) {
    seen(this).passengers = Number(n);
    seen(this).listed = await this.emptyLegs().list(person, Number(n));
  },
);
Given(
  /^(\w+) has the empty legs open for (\d+) passengers$/,
  SLOW,
  async function (this: ContrailWorld, person: string, n: string) {
    await this.emptyLegs().list(person, Number(n));
  },
);

Then(
  /^she sees a (.+) empty leg from (.+) to the aircraft's home base, leaving after Sam lands$/,
  function (this: ContrailWorld, kind: string, from: string) {
    const leg = legFrom(this, from);
    seen(this).leg = leg;
    const trip = seen(this).trip;
    assert.equal(leg.to, trip?.home);
    assert.equal(leg.category.toLowerCase(), kind.toLowerCase());
    assert.ok(leg.earliest > (trip?.landsAt ?? Infinity), 'it leaves after the trip lands');
  },
);

Then(
  'its aircraft price is 75% off what the aircraft costs for that flight as a charter',
  function (this: ContrailWorld) {
    const leg = seen(this).listed?.[0];
    assert.ok(leg);
    assert.equal(EMPTY_LEG_DISCOUNT_PERCENT, 75);
    const aircraftPrice = cents(leg.total) - leg.taxes;
    assert.equal(aircraftPrice, leg.charterPrice - percentOf(leg.charterPrice, 75));
  },
);

When(
  /^she books the empty leg from (.+) for (\d+) passengers$/,
  SLOW,
  async function (this: ContrailWorld, from: string, passengers: string) {
    // The list is priced for her party: the booking is for the party she looked for.
    assert.equal(Number(passengers), seen(this).passengers);
    seen(this).booking = await this.emptyLegs().book('Maya', place(from));
  },
);

Then('the review of her booking shows the listed price', function (this: ContrailWorld) {
  const listed = legFrom(this, 'West Palm Beach');
  assert.deepEqual(seen(this).booking, { total: listed.total });
});

When('she pays for it in full', SLOW, async function (this: ContrailWorld) {
  await this.emptyLegs().pay('Maya');
});

Then(/^the empty leg from (.+) is no longer listed$/, SLOW, async function (this: ContrailWorld, from: string) {
  const now = await this.emptyLegs().list('Maya', seen(this).passengers ?? 1);
  assert.deepEqual(
    now.filter((leg) => leg.from === place(from)),
    [],
  );
});

Then("Sam's trip is still booked on the same aircraft at the same times", SLOW, async function (this: ContrailWorld) {
  assert.deepEqual(await this.emptyLegs().trip('Sam'), seen(this).samsTrip);
  assert.equal(seen(this).samsTrip?.status, 'BOOKED');
});

Given(
  /^Maya has booked and paid for the empty leg from (.+)$/,
  SLOW,
  async function (this: ContrailWorld, from: string) {
    await this.emptyLegs().list('Maya', 2);
    const booked = await this.emptyLegs().book('Maya', place(from));
    assert.ok('total' in booked, JSON.stringify(booked));
    await this.emptyLegs().pay('Maya');
  },
);

When(
  /^Leo books the empty leg from (.+) from the list he has open$/,
  SLOW,
  async function (this: ContrailWorld, from: string) {
    seen(this).booking = await this.emptyLegs().book('Leo', place(from));
  },
);

Then('Leo is told the empty leg is no longer available', function (this: ContrailWorld) {
  assert.deepEqual(seen(this).booking, { refused: EMPTY_LEG_MESSAGES.NOT_AVAILABLE });
});
