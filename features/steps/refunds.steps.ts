import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { formatUsd, type Cents } from '../../src/core/money';
import { RefundCase } from '../support/rules/refunds';
import type { ContrailWorld } from '../support/world';

const refunds = (world: ContrailWorld): RefundCase => {
  world.seen.refundCase ??= new RefundCase();
  return world.seen.refundCase as RefundCase;
};
const outcome = (world: ContrailWorld) => {
  const result = refunds(world).outcome;
  if (!result) throw new Error('Nothing was cancelled');
  return result;
};

Given(
  '{word} paid {money} by {word} for {}',
  function (this: ContrailWorld, _name: string, paid: Cents, method: string, trip: string) {
    refunds(this).paid(paid, method, trip);
  },
);
Given('{money} of it was already spent on catering', function (this: ContrailWorld, amount: Cents) {
  refunds(this).prepaid(amount);
});
Given('she has already flown the {money} outbound leg', function (this: ContrailWorld, amount: Cents) {
  refunds(this).flown(amount);
});
Given('{word} reserved a trip with the {money} deposit', function (this: ContrailWorld, _name: string, deposit: Cents) {
  refunds(this).reserved(deposit);
});

When('she cancels it {float} hours before departure', function (this: ContrailWorld, hours: number) {
  refunds(this).cancel('CUSTOMER', hours);
});
When('she does not show up for the flight', function (this: ContrailWorld) {
  refunds(this).cancel('NO_SHOW', 0);
});
When('security prevents the flight', function (this: ContrailWorld) {
  refunds(this).cancel('NO_SHOW', 0);
});
When("the aircraft's owner withdraws it before departure", function (this: ContrailWorld) {
  refunds(this).cancel('OWNER_WITHDREW');
});
When('weather cancels the rest of the trip', function (this: ContrailWorld) {
  refunds(this).cancel('WEATHER');
});
When('the operator cancels the rest of the trip for safety', function (this: ContrailWorld) {
  refunds(this).cancel('OPERATOR_SAFETY');
});
When('the 24-hour hold lapses unpaid', function (this: ContrailWorld) {
  refunds(this).holdLapses();
});

Then('she is refunded {money}', function (this: ContrailWorld, expected: Cents) {
  assert.equal(formatUsd(outcome(this).refund), formatUsd(expected));
});
Then('her account is credited {money}', function (this: ContrailWorld, expected: Cents) {
  assert.equal(formatUsd(outcome(this).credit), formatUsd(expected));
});
