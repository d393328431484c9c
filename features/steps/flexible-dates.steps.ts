import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { AircraftCategory } from '../../src/core/aircraft-categories';
import { addDays } from '../../src/core/search/leg-calendar';
import type { StripDay } from '../support/flexible-date-tasks';
import { PricingCase } from '../support/rules/pricing';
import type { ContrailWorld } from '../support/world';

/** Web profiles sign people up, search and pay through the whole app: slow on a busy machine. */
const SLOW = { timeout: 60_000 };

const place = PricingCase.airport;
const category = PricingCase.category;

interface Seen {
  category: AircraftCategory;
  strip: StripDay[];
  departures: string[];
  chosen?: { shift: number; price: string | null };
  booked?: string;
}
const seen = (world: ContrailWorld): Seen => {
  const found = world.seen.flexible as Seen | undefined;
  if (!found) throw new Error('She has not looked at the strip yet');
  return found;
};

Given(
  /^Maya has searched for a round trip from (.+) to (.+) for (\d+) passengers, leaving in (\d+) days and returning (\d+) days later$/,
  SLOW,
  async function (this: ContrailWorld, from: string, to: string, passengers: string, leaves: string, stays: string) {
    const trip = { from: place(from), to: place(to), passengers: Number(passengers), leavesInDays: Number(leaves) };
    await this.flexibleDates().search({ ...trip, staysDays: Number(stays) });
  },
);
Given(
  /^Maya has searched for a one-way flight from (.+) to (.+) for (\d+) passengers, leaving in (\d+) days$/,
  SLOW,
  async function (this: ContrailWorld, from: string, to: string, passengers: string, leaves: string) {
    await this.flexibleDates().search({
      from: place(from),
      to: place(to),
      passengers: Number(passengers),
      leavesInDays: Number(leaves),
    });
  },
);

When(
  /^she looks at the (.+) prices of the days around her departure$/,
  SLOW,
  async function (this: ContrailWorld, kind: string) {
    const tasks = this.flexibleDates();
    const chosen = category(kind);
    const strip = await tasks.strip(chosen);
    const { departures } = await tasks.results(chosen);
    this.seen.flexible = { category: chosen, strip, departures } satisfies Seen;
  },
);

Then('she sees a price for each of the 3 days before and the 3 days after it', function (this: ContrailWorld) {
  const { strip } = seen(this);
  assert.deepEqual(
    strip.map((day) => day.shift),
    [-3, -2, -1, 0, 1, 2, 3],
  );
  for (const day of strip) assert.match(day.price ?? '', /^\$[\d,]+\.\d{2}$/, `day ${day.shift}`);
});

When(/^she chooses the day (\d+) days later$/, SLOW, async function (this: ContrailWorld, days: string) {
  const state = seen(this);
  const shift = Number(days);
  state.chosen = { shift, price: state.strip.find((day) => day.shift === shift)?.price ?? null };
  await this.flexibleDates().chooseDay(shift);
});

Then(
  /^her trip leaves (\d+) days later and returns (\d+) days later$/,
  SLOW,
  async function (this: ContrailWorld, leaves: string, returns: string) {
    const state = seen(this);
    const { departures } = await this.flexibleDates().results(state.category);
    const [out, back] = state.departures;
    assert.deepEqual(departures, [addDays(out ?? '', Number(leaves)), addDays(back ?? '', Number(returns))]);
  },
);

Then(/^the (.+) costs what the strip showed for that day$/, SLOW, async function (this: ContrailWorld, kind: string) {
  const { price } = await this.flexibleDates().results(category(kind));
  assert.equal(price, seen(this).chosen?.price);
});

When(/^she books the (.+ jet|turbo-prop)$/, SLOW, async function (this: ContrailWorld, kind: string) {
  seen(this).booked = await this.flexibleDates().book(category(kind));
});

Then('the review of her booking shows that price', function (this: ContrailWorld) {
  const state = seen(this);
  assert.equal(state.booked, state.chosen?.price);
});

Then('the 2nd and 3rd days before her departure are shown as unavailable', function (this: ContrailWorld) {
  const { strip } = seen(this);
  for (const shift of [-3, -2]) {
    assert.deepEqual(
      strip.find((day) => day.shift === shift),
      { shift, price: null, offered: false },
    );
  }
});

Then('the day before her departure has a price', function (this: ContrailWorld) {
  const before = seen(this).strip.find((day) => day.shift === -1);
  assert.match(before?.price ?? '', /^\$[\d,]+\.\d{2}$/);
  assert.equal(before?.offered, true);
});
