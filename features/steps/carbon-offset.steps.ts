import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { OFFSET_RECORDS, type OffsetRecords } from '../../ports/carbon-offsets';
import { TRIPS, type Trips } from '../../ports/charter/trips';
import { offsetLabel, offsetOf, type OffsetAmount } from '../../src/core/carbon/offset';
import { dollarsToCents, formatUsd } from '../../src/core/money';
import { JOBS } from '../../src/composition/jobs';
import type { PaidBy } from '../support/drivers/trip-scenario';
import type { ContrailWorld } from '../support/world';

// The carbon offset (issue 29 item 3, docs/decisions/060): its price line, and its certificate.

const SLOW = { timeout: 120_000 };
const amount = (text: string) => Number(text.replaceAll(',', ''));

// The rules (tag @rules): the offset of a trip's emissions at a price per tonne.
When(
  /^a trip emitting ([\d,]+) kg is offset at \$([\d,.]+) a tonne$/,
  function (this: ContrailWorld, kg: string, price: string) {
    this.seen.offset = offsetOf(amount(kg), dollarsToCents(amount(price)));
  },
);

Then(/^its price line reads "(.+)" and costs (\$[\d,.]+)$/, function (this: ContrailWorld, line: string, cost: string) {
  const offset = this.seen.offset as OffsetAmount;
  assert.equal(offsetLabel(offset.tonnes), line);
  assert.equal(formatUsd(offset.price), cost);
});

// Maya's booked trip (tagged @trips), in every profile: the engine, her booking details over HTTP, Chromium.
Given(
  /^Maya has paid by (card|wallet|wire) for a round trip from Teterboro to ([^,]+), offsetting its carbon$/,
  SLOW,
  async function (this: ContrailWorld, method: string, to: string) {
    await this.trips().scenario.bookRoundTrip(to, method as PaidBy, 3, true);
  },
);

Given('the registry has retired her offset', SLOW, async function (this: ContrailWorld) {
  await this.trips().scenario.app.app.jobs.runner.runNow(JOBS.carbonOffsets);
});

When('she reads her receipt', SLOW, async function (this: ContrailWorld) {
  this.seen.receipt = await this.trips().tasks.receiptLines();
});

const receiptRow = (world: ContrailWorld, label: RegExp): [string, string] => {
  const rows = (world.seen.receipt ?? []) as [string, string][];
  const row = rows.find(([shown]) => label.test(shown));
  if (!row) throw new Error(`no receipt row ${label}: ${rows.map(([shown]) => shown).join(', ')}`);
  return row;
};

Then(
  /^it has the carbon offset line with her trip's tonnes at (\$[\d,.]+) a tonne$/,
  SLOW,
  async function (this: ContrailWorld, perTonne: string) {
    const { scenario } = this.trips();
    const trip = await scenario.app.app.container.get<Trips>(TRIPS).trip(scenario.bookingId, scenario.maya.caller);
    assert.ok(trip?.carbon, 'her trip states its carbon');
    const offset = offsetOf(trip.carbon.totalKg, dollarsToCents(amount(perTonne.slice(1))));
    this.seen.offset = offset;
    assert.deepEqual(receiptRow(this, /^Carbon offset/), [offsetLabel(offset.tonnes), formatUsd(offset.price)]);
  },
);

Then('the flight total she paid includes it', function (this: ContrailWorld) {
  const { paidCents } = this.trips().scenario;
  const parts = ['Aircraft', 'Add-ons', 'Taxes and fees', 'Carbon offset'].map((label) =>
    dollarsToCents(amount(receiptRow(this, new RegExp(`^${label}`))[1].replace('$', ''))),
  );
  const [, total] = receiptRow(this, /^Flight total$/);
  assert.equal(
    parts.reduce((sum, part) => sum + part, 0),
    dollarsToCents(amount(total.replace('$', ''))),
  );
  assert.equal(paidCents, dollarsToCents(amount(total.replace('$', ''))), 'she paid the total with the offset');
});

When('she downloads her offset certificate from her booking details', SLOW, async function (this: ContrailWorld) {
  this.seen.certificate = await this.trips().tasks.offsetCertificate();
});

Then(
  'it states the retirement serial, the tonnes retired and her booking reference',
  SLOW,
  async function (this: ContrailWorld) {
    const { scenario } = this.trips();
    const record = await scenario.app.app.container.get<OffsetRecords>(OFFSET_RECORDS).find(scenario.bookingId);
    assert.ok(record, 'the registry retired her offset');
    const text = String(this.seen.certificate ?? '');
    assert.ok(text.includes(record.serial), text);
    assert.ok(text.includes(`${offsetLabel(record.tonnes)} retired`), text);
    assert.ok(text.includes(scenario.bookingId), text);
  },
);
