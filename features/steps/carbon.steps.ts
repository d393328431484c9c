import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { carbonSummary } from '../../src/core/carbon/carbon-view';
import { TRIPS, type Trips } from '../../ports/charter/trips';
import { tonnes } from '../../src/web/pages/account/carbon-panel';
import { CARBON_CSV_HEADER } from '../../src/core/carbon/carbon-statement';
import { flightKg } from '../../src/core/carbon/emissions';
import { CATEGORY_FUEL_BURN, fuelBurnOf } from '../../src/core/carbon/fuel-burn';
import type { AircraftModel } from '../../src/core/charter/reference-data';
import { AIRCRAFT_MODELS } from '../../src/engine/reference/aircraft-models';
import { PricingCase } from '../support/rules/pricing';
import { HttpTripTasks } from '../support/drivers/http-trips';
import type { ContrailWorld } from '../support/world';

/** Web profiles sign people up and search through the whole app: slow on a busy machine. */
const SLOW = { timeout: 60_000 };

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

// The results: the carbon line of a category as Maya reads it ("8.7 t CO2e, 3.5 t of it
// repositioning; 2.2 t per passenger"), after a search of features/flexible-dates' steps.
interface CarbonLine {
  totalKg: number;
  repositioningKg: number | null;
  perPassengerKg: number;
  /** Half the last shown digit: what rounding for display may have moved each figure by. */
  tolerance: number;
}
const LINE = /^([\d.,]+) (t|kg) CO2e(?:, ([\d.,]+) (t|kg) of it repositioning)?; ([\d.,]+) (t|kg) per passenger$/;
const kgOf = (figure: string, unit: string) => amount(figure) * (unit === 't' ? 1000 : 1);
const line = (world: ContrailWorld): CarbonLine => {
  const shown = world.seen.carbon as string | undefined;
  const [, total, totalUnit, empty, emptyUnit, share, shareUnit] = LINE.exec(shown ?? '') ?? [];
  if (!total || !totalUnit || !share || !shareUnit) throw new Error(`Not a carbon line: "${shown}"`);
  return {
    totalKg: kgOf(total, totalUnit),
    repositioningKg: empty && emptyUnit ? kgOf(empty, emptyUnit) : null,
    perPassengerKg: kgOf(share, shareUnit),
    tolerance: totalUnit === 't' ? 50 : 0.5,
  };
};

When(/^she reads the carbon of the (.+)$/, SLOW, async function (this: ContrailWorld, kind: string) {
  this.seen.carbon = (await this.flexibleDates().results(PricingCase.category(kind))).carbon;
});

Then('she sees how much CO2e the trip emits', function (this: ContrailWorld) {
  assert.ok(line(this).totalKg > 0);
});

Then(
  'she sees how much CO2e the trip emits, and how much of it the aircraft emits flying empty',
  function (this: ContrailWorld) {
    const { totalKg, repositioningKg } = line(this);
    assert.ok(repositioningKg !== null && repositioningKg > 0, 'the repositioning flights are stated apart');
    assert.ok(repositioningKg < totalKg);
  },
);

Then(/^the share per passenger is (a quarter|half) of the whole$/, function (this: ContrailWorld, share: string) {
  const { totalKg, perPassengerKg, tolerance } = line(this);
  const passengers = share === 'half' ? 2 : 4;
  // Each figure is shown rounded: the product may be off by the rounding of both.
  assert.ok(
    Math.abs(perPassengerKg * passengers - totalKg) <= tolerance * (passengers + 1),
    `${perPassengerKg} x ${passengers} vs ${totalKg}`,
  );
});

When(
  /^she books that (.+) and reads the carbon of her booking$/,
  SLOW,
  async function (this: ContrailWorld, kind: string) {
    const tasks = this.flexibleDates();
    await tasks.book(PricingCase.category(kind));
    this.seen.bookedCarbon = await tasks.reviewCarbon();
  },
);

Then('it is the carbon the results showed', function (this: ContrailWorld) {
  assert.ok(this.seen.carbon, 'she read the results first');
  assert.equal(this.seen.bookedCarbon, this.seen.carbon);
});

// My Account > Carbon (issue 29 item 4): the statement as a CSV file, over HTTP (tagged @http-only).
const httpTrips = (world: ContrailWorld): HttpTripTasks => {
  const { tasks } = world.trips();
  if (!(tasks instanceof HttpTripTasks)) throw new Error('The carbon statement download runs on the http driver');
  return tasks;
};

When('she downloads her carbon statement', SLOW, async function (this: ContrailWorld) {
  this.seen.statement = await httpTrips(this).carbonStatementCsv();
});

Then('it lists her trip with the carbon her booking details state', SLOW, async function (this: ContrailWorld) {
  const [header, row, ...rest] = String(this.seen.statement ?? '').split('\r\n');
  assert.equal(header, CARBON_CSV_HEADER.join(','));
  assert.deepEqual(rest, [''], 'one trip, one row');
  const { bookingId } = this.trips().scenario;
  const [reference, , route, , passengers, total, repositioning, perPassenger] = (row ?? '').split(',');
  assert.equal(reference, bookingId);
  assert.equal(route, 'KTEB - KPBI - KTEB');
  const figures = {
    totalKg: Number(total),
    perPassengerKg: Number(perPassenger),
    repositioning: { kg: Number(repositioning) },
  };
  assert.ok(Number(passengers) > 0 && figures.totalKg > 0);
  // The booking details show the same figures, rounded for reading.
  assert.equal(carbonSummary(figures).shown, await httpTrips(this).bookingCarbonLine());
});

// The yearly statement (issue 29 item 4), in every profile (tagged @trips): the year of her
// trip's departure on Teterboro's clock, as the tab lists it.
When('she downloads the carbon statement of the year her trip departs', SLOW, async function (this: ContrailWorld) {
  const { scenario, tasks } = this.trips();
  const trip = await scenario.app.app.container.get<Trips>(TRIPS).trip(scenario.bookingId, scenario.maya.caller);
  if (!trip?.carbon) throw new Error('her trip states no carbon');
  const year = String(scenario.departure.year);
  this.seen.statementYear = { year, totalKg: trip.carbon.totalKg };
  this.seen.statementPdf = await tasks.yearStatement(year);
});

Then(
  "it states her trip and the year's total with the carbon her booking states",
  SLOW,
  async function (this: ContrailWorld) {
    const text = String(this.seen.statementPdf ?? '');
    const { year, totalKg } = this.seen.statementYear as { year: string; totalKg: number };
    assert.ok(text.includes(`Carbon statement ${year}`), text);
    assert.ok(text.includes(this.trips().scenario.bookingId), 'the trip is listed');
    // The year's total and the trip's total: one trip, so the same tonnes twice.
    assert.ok(text.split(` ${tonnes(totalKg)}`).length - 1 >= 2, text);
  },
);
