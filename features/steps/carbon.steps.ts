import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { flightKg } from '../../src/core/carbon/emissions';
import { CATEGORY_FUEL_BURN, fuelBurnOf } from '../../src/core/carbon/fuel-burn';
import type { AircraftModel } from '../../src/core/charter/reference-data';
import { AIRCRAFT_MODELS } from '../../src/engine/reference/aircraft-models';
import { PricingCase } from '../support/rules/pricing';
import type { ContrailWorld } from '../support/world';

// The rules (tag @rules): the core's formula for one flight of a named aircraft type.
interface Flown {
  model: AircraftModel;
  minutes: number;
}
const flown = (world: ContrailWorld): Flown => {
  const found = world.seen.flown as Flown | undefined;
  if (!found) throw new Error('No aircraft has flown yet');
  return found;
};
const amount = (text: string) => Number(text.replaceAll(',', ''));
const flight = (minutes: number) => ({ from: { icao: 'A' }, to: { icao: 'B' }, blockMinutes: minutes, stops: [] });

When(/^a (.+) flies (\d+) hours? of block time$/, function (this: ContrailWorld, name: string, hours: string) {
  const model = AIRCRAFT_MODELS.find((m) => m.name === name);
  if (!model) throw new Error(`No aircraft type "${name}" in the fleet`);
  this.seen.flown = { model, minutes: Number(hours) * 60 } satisfies Flown;
});

Then(/^it burns ([\d,.]+) US gallons of Jet A$/, function (this: ContrailWorld, gallons: string) {
  const { model, minutes } = flown(this);
  assert.equal((fuelBurnOf(model).gallonsPerHour * minutes) / 60, amount(gallons));
});

Then(/^it emits ([\d,]+) kg of CO2e$/, function (this: ContrailWorld, kg: string) {
  const { model, minutes } = flown(this);
  assert.equal(Math.round(flightKg(model, flight(minutes))), amount(kg));
});

Then(
  /^its fuel burn is the middle of the (.+)s' published range of (\d+) to (\d+) gallons an hour$/,
  function (this: ContrailWorld, kind: string, low: string, high: string) {
    const { model } = flown(this);
    const range = CATEGORY_FUEL_BURN[PricingCase.category(kind)];
    assert.deepEqual([range.low, range.high], [Number(low), Number(high)]);
    assert.deepEqual(fuelBurnOf(model), { gallonsPerHour: (range.low + range.high) / 2, basis: 'CATEGORY' });
  },
);
