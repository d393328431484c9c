import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ContrailWorld } from '../support/world';

Given('Maya has a Contrail account', async function (this: ContrailWorld) {
  await this.searching().haveAccount('maya.books@example.com', 'Jetstream2026');
});

Given('she is browsing Contrail without signing in', function (this: ContrailWorld) {
  // Her browser holds no session yet: each scenario starts with a fresh one.
});

When(
  'she searches for a round trip from {string} to {string} for {int} passengers, leaving in {int} days and returning {int} days later',
  async function (this: ContrailWorld, from: string, to: string, passengers: number, leaves: number, stays: number) {
    this.seen.search = await this.searching().searchRoundTrip({
      from,
      to,
      passengers,
      leavesInDays: leaves,
      staysDays: stays,
    });
  },
);

Then('she is asked to join before she sees any prices', function (this: ContrailWorld) {
  assert.deepEqual(this.seen.search, { askedToJoin: true });
});

When('she signs in from the invitation', async function (this: ContrailWorld) {
  this.seen.results = await this.searching().signInFromInvitation();
});

Then(
  'she sees prices for {string} by aircraft category without typing her search again',
  function (this: ContrailWorld, route: string) {
    assert.equal(this.seen.results, route);
  },
);

When('she looks at the {string} category', async function (this: ContrailWorld, name: string) {
  await this.searching().chooseCategory(name);
});

When('she adds catering', async function (this: ContrailWorld) {
  this.seen.price = await this.searching().addAddon('Catering');
});

Then('the total price changes', function (this: ContrailWorld) {
  const price = this.seen.price as { before: string; after: string };
  assert.match(price.before, /^\$[\d,]+\.\d{2}$/);
  assert.match(price.after, /^\$[\d,]+\.\d{2}$/);
  assert.notEqual(price.after, price.before);
});

When('she moves her arrival to another airport the map suggests', async function (this: ContrailWorld) {
  this.seen.moved = await this.searching().moveArrivalOnMap();
});

Then(
  'she sees prices for her trip to that airport, still returning from {string}',
  function (this: ContrailWorld, from: string) {
    const { chosen, legs } = this.seen.moved as { chosen: string; legs: string[] };
    assert.notEqual(chosen, from);
    assert.ok(legs[0]?.includes(chosen), `the first leg "${legs[0]}" arrives at ${chosen}`);
    assert.ok(legs[1]?.includes(from), `the return "${legs[1]}" leaves ${from}`);
  },
);

When('she books now', async function (this: ContrailWorld) {
  this.seen.landed = await this.searching().bookNow();
});

Then('she is taken to the review of her booking', function (this: ContrailWorld) {
  assert.match(String(this.seen.landed), /^\/review-booking\/[^/]+$/);
});
