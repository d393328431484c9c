import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AIRCRAFT_CATEGORIES } from '../../src/core/aircraft-categories';
import { MONTH_NAMES } from '../../src/core/search/leg-calendar';
import { SCENARIO_PEAK_DAY, SCENARIO_PEAK_PERCENT } from '../support/drivers/market';
import type { ListedEmptyLeg, MarketTasks, MarketTrip, OfferedAircraft } from '../support/market-tasks';
import { PricingCase } from '../support/rules/pricing';
import type { ContrailWorld } from '../support/world';

/** The market's scenarios plan a fresh install's fleet and search over it: slow on a busy machine. */
const SLOW = { timeout: 120_000 };

const place = PricingCase.airport;
const category = PricingCase.category;

/** "10 March 2027" as YYYY-MM-DD. */
function isoDay(text: string): string {
  const [, day, month, year] = /^(\d{1,2}) (\w+) (\d{4})$/.exec(text) ?? [];
  const m = (MONTH_NAMES as readonly string[]).indexOf(month ?? '');
  assert.ok(day && year && m >= 0, `not a date: ${text}`);
  return `${year}-${String(m + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

interface Seen {
  trip?: MarketTrip;
  away?: string;
  offered?: Record<string, OfferedAircraft[]>[];
  strip?: Record<string, (string | null)[]>;
  legs?: { total: number; legs: ListedEmptyLeg[] }[];
  booked?: ListedEmptyLeg;
}
const seen = (world: ContrailWorld): Seen => {
  world.seen.market ??= {};
  return world.seen.market as Seen;
};
const tasks = (world: ContrailWorld): MarketTasks => world.market();

Given('the market of a fresh install on {}', SLOW, async function (this: ContrailWorld, day: string) {
  await this.openMarket(new Date(`${isoDay(day)}T12:00:00Z`));
});

Given(
  /^the (.+) nearest to (.+) is flying another customer's charter on (.+)$/,
  SLOW,
  function (this: ContrailWorld, kind: string, near: string, day: string) {
    // 10:00 in New York that day, when the search below leaves.
    const at = Date.parse(`${isoDay(day)}T15:00:00Z`);
    seen(this).away = tasks(this).awayAircraft(category(kind), place(near), at);
    seen(this).trip = { from: place(near), to: '', day: isoDay(day) };
  },
);

When(
  /^Maya searches for a one-way (.+) from (.+) to (.+) leaving then$/,
  SLOW,
  async function (this: ContrailWorld, _kind: string, from: string, to: string) {
    const trip = { from: place(from), to: place(to), day: seen(this).trip?.day ?? '' };
    seen(this).trip = trip;
    seen(this).offered = [(await tasks(this).search(trip)).offered];
  },
);

When(
  /^Maya searches for a one-way (.+) from (.+) to (.+) on (\d.+)$/,
  SLOW,
  async function (this: ContrailWorld, _kind: string, from: string, to: string, day: string) {
    const trip = { from: place(from), to: place(to), day: isoDay(day) };
    seen(this).trip = trip;
    seen(this).offered = [(await tasks(this).search(trip)).offered];
  },
);

When(
  /^Maya searches for a round trip from (.+) to (.+) leaving on (.+) and returning (\d+) days later( on each node)?$/,
  SLOW,
  async function (this: ContrailWorld, from: string, to: string, day: string, stays: string, eachNode?: string) {
    const trip = { from: place(from), to: place(to), day: isoDay(day), staysDays: Number(stays) };
    seen(this).trip = trip;
    const first = await tasks(this).search(trip, 0);
    seen(this).strip = first.strip;
    const offered = [first.offered];
    if (eachNode) offered.push((await tasks(this).search(trip, 1)).offered);
    seen(this).offered = offered;
  },
);

Then(/^that aircraft is not among the (.+)s offered$/, function (this: ContrailWorld, kind: string) {
  const offered = seen(this).offered?.[0]?.[category(kind)] ?? [];
  assert.ok(offered.length > 0, `no ${kind} offered`);
  assert.ok(!offered.some((o) => o.tail === seen(this).away), `${seen(this).away} is offered while it flies elsewhere`);
});

Then(
  /^the (.+) offered flies in from where it waits, and its price covers that flight$/,
  function (this: ContrailWorld, kind: string) {
    const trip = seen(this).trip;
    assert.ok(trip);
    for (const option of seen(this).offered?.[0]?.[category(kind)] ?? []) {
      const at = Date.parse(`${trip.day}T15:00:00Z`);
      assert.ok(tasks(this).placeOf(option.tail, at), `${option.tail} is offered while it flies elsewhere`);
      assert.equal(option.aircraftPrice, tasks(this).priceFromWhereItWaits(option.tail, trip));
    }
  },
);

Given(/^(.+) is a peak day with a surcharge of (\d+)%$/, function (this: ContrailWorld, day: string, percent: string) {
  assert.equal(isoDay(day), SCENARIO_PEAK_DAY);
  assert.equal(Number(percent), SCENARIO_PEAK_PERCENT);
});

Then(
  /^the aircraft price of each (.+) offered includes (\d+)% of its flying time as a peak-day surcharge$/,
  function (this: ContrailWorld, kind: string, percent: string) {
    const offered = seen(this).offered?.[0]?.[category(kind)] ?? [];
    assert.ok(offered.length > 0, `no ${kind} offered`);
    for (const { charges, aircraftPrice } of offered) {
      const flying = charges.flightTime + charges.dailyMinimums;
      assert.equal(charges.peakDays, Math.round((flying * Number(percent)) / 100));
      const sum = Object.values(charges).reduce((a, b) => a + (b ?? 0), 0);
      assert.equal(aircraftPrice, sum);
    }
  },
);

Then(
  /^the (.+) prices of the seven days around her departure are not all the same$/,
  function (this: ContrailWorld, kind: string) {
    const prices = seen(this).strip?.[category(kind)] ?? [];
    assert.equal(prices.length, 7);
    assert.ok(new Set(prices.filter(Boolean)).size >= 2, `one price on every day: ${prices.join(', ')}`);
  },
);

When(
  /^Maya looks at the empty legs of the market for (\d+) passengers$/,
  SLOW,
  async function (this: ContrailWorld, n: string) {
    seen(this).legs = [await tasks(this).emptyLegs(Number(n))];
  },
);

Then(
  /^she sees at least (\d+) empty legs for sale from other customers' trips, the soonest first$/,
  function (this: ContrailWorld, least: string) {
    const listed = seen(this).legs?.[0];
    assert.ok(listed);
    assert.ok(listed.total >= Number(least), `only ${listed.total} empty legs`);
    assert.ok(
      listed.legs.length > 0 && listed.legs.every((l) => /^(in|out)-m-/.test(l.id)),
      'a leg not from the market',
    );
    const firsts = listed.legs.map((l) => l.first);
    assert.deepEqual(
      firsts,
      [...firsts].sort((a, b) => a - b),
    );
  },
);

When(
  /^she books the first of them for (\d+) passengers and pays for it in full$/,
  SLOW,
  async function (this: ContrailWorld, n: string) {
    const leg = seen(this).legs?.[0]?.legs[0];
    assert.ok(leg, 'no empty leg listed');
    seen(this).booked = leg;
    await tasks(this).bookAndPay(leg, Number(n));
  },
);

Then('that empty leg is no longer listed', SLOW, async function (this: ContrailWorld) {
  const before = seen(this).legs?.[0];
  const after = await tasks(this).emptyLegs(2);
  assert.ok(before && seen(this).booked);
  assert.ok(!after.legs.some((l) => l.id === seen(this).booked?.id), 'the sold empty leg is still listed');
  assert.equal(after.total, before.total - 1);
});

Given('a second node of Contrail on the same database', SLOW, async function (this: ContrailWorld) {
  await tasks(this).secondNode();
});

Then('both nodes offer the same aircraft at the same prices', function (this: ContrailWorld) {
  const [one, other] = seen(this).offered ?? [];
  assert.ok(one && other);
  for (const c of AIRCRAFT_CATEGORIES) {
    const view = (o: OfferedAircraft[] | undefined) => (o ?? []).map((a) => `${a.tail} ${a.aircraftPrice}`);
    assert.deepEqual(view(other[c]), view(one[c]));
  }
});

Then('both nodes list the same empty legs', SLOW, async function (this: ContrailWorld) {
  const [one, other] = await Promise.all([tasks(this).emptyLegs(2, 0), tasks(this).emptyLegs(2, 1)]);
  assert.ok(one.total > 0);
  assert.deepEqual(other, one);
});
