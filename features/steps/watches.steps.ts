import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { MessageFacts } from '../../src/core/messages/message-kinds';
import { formatUsd } from '../../src/core/money';
import type { ContrailWorld } from '../support/world';
import type { WatchRequestInput } from '../support/watch-tasks';

/** Signing up and running the jobs go through the whole app: longer than the default 5 s. */
const SLOW = { timeout: 60_000 };

/** Airports by the names the scenarios use. */
const AIRPORTS: Record<string, string> = {
  Teterboro: 'KTEB',
  'White Plains': 'KHPN',
  'West Palm Beach': 'KPBI',
  'Las Vegas': 'KLAS',
  Aspen: 'KASE',
};
const code = (name: string) => {
  const found = AIRPORTS[name];
  if (!found) throw new Error(`no airport for ${name}`);
  return found;
};

interface Seen {
  watchId?: string;
  priceWatchId?: string;
  told?: string;
  alert?: MessageFacts<'watch-alert'>;
  /** The text of the page an alert's link opened. */
  page?: string;
}
const seen = new WeakMap<ContrailWorld, Seen>();
const seenBy = (world: ContrailWorld): Seen => {
  const found = seen.get(world) ?? {};
  seen.set(world, found);
  return found;
};

/** A watch of empty legs from and to places, for `days` days from today, of a party in a light jet. */
function watchRequest(world: ContrailWorld, from: string, to: string, days = 30, passengers = 2): WatchRequestInput {
  const { scenario } = world.watching();
  return {
    from,
    to,
    firstDay: scenario.day(0),
    lastDay: scenario.day(days - 1),
    passengers,
    categories: ['LIGHT_JET'],
  };
}

Given(
  'Maya watches empty legs from {string} to {string} for the next {int} days, for {int} passengers in a light jet',
  SLOW,
  async function (this: ContrailWorld, from: string, to: string, days: number, passengers: number) {
    const made = await this.watching().tasks.watch(watchRequest(this, from, to, days, passengers));
    assert.ok('id' in made, JSON.stringify(made));
    seenBy(this).watchId = made.id;
  },
);

When(
  /^an empty light jet leg appears from (.+) to (.+) in (\d+) days$/,
  SLOW,
  async function (this: ContrailWorld, from: string, to: string, days: string) {
    const { scenario } = this.watching();
    scenario.appear('LIGHT_JET', code(from), code(to), Number(days));
    await scenario.runWatches();
  },
);

Given(
  /^an empty light jet leg from (.+) to (.+) in (\d+) days has been alerted today$/,
  SLOW,
  async function (this: ContrailWorld, from: string, to: string, days: string) {
    const { scenario } = this.watching();
    scenario.appear('LIGHT_JET', code(from), code(to), Number(days));
    await scenario.runWatches();
    const alerts = await scenario.alerts();
    assert.equal(alerts.length, 1);
    seenBy(this).alert = alerts[0];
  },
);

When('the watches are matched again', SLOW, async function (this: ContrailWorld) {
  await this.watching().scenario.runWatches();
});

When('it is the next day', SLOW, async function (this: ContrailWorld) {
  await this.watching().scenario.nextDay();
});

Then(
  /^Maya receives one alert for that watch, naming the leg from (\w+) to (\w+) and linking to it$/,
  async function (this: ContrailWorld, from: string, to: string) {
    const alerts = await this.watching().scenario.alerts();
    assert.equal(alerts.length, 1);
    const [alert] = alerts;
    assert.equal(alert?.watchId, seenBy(this).watchId);
    assert.deepEqual(
      alert?.legs.map((leg) => [leg.from.code, leg.to.code]),
      [[from, to]],
    );
    assert.equal(alert?.legsPath, `/empty-legs?from=${from}&to=${to}&passengers=2&leg=${alert?.legs[0]?.id}`);
  },
);

Then('Maya has still received one alert for that watch', async function (this: ContrailWorld) {
  assert.equal((await this.watching().scenario.alerts()).length, 1);
});

Then('Maya has received no alert', async function (this: ContrailWorld) {
  const { scenario } = this.watching();
  assert.deepEqual(await scenario.alerts(), []);
  assert.deepEqual(await scenario.priceAlerts(), []);
});

Then(
  /^Maya receives a digest for that watch naming the leg from (\w+) to (\w+)$/,
  async function (this: ContrailWorld, from: string, to: string) {
    const alerts = await this.watching().scenario.alerts();
    assert.equal(alerts.length, 2);
    assert.deepEqual(
      alerts[1]?.legs.map((leg) => [leg.from.code, leg.to.code]),
      [[from, to]],
    );
  },
);

When("her mail program posts the alert's one-click unsubscribe", SLOW, async function (this: ContrailWorld) {
  const alert = seenBy(this).alert;
  if (!alert) throw new Error('no alert yet');
  await this.watching().tasks.unsubscribe(alert.unsubscribePath);
});

Then('her watch is paused', async function (this: ContrailWorld) {
  const watches = await this.watching().tasks.watches();
  assert.deepEqual(
    watches.map(({ id, status }) => ({ id, status })),
    [{ id: seenBy(this).watchId, status: 'PAUSED' }],
  );
});

Then('a new leg on that route tells her nothing', SLOW, async function (this: ContrailWorld) {
  const { scenario } = this.watching();
  scenario.appear('LIGHT_JET', 'KTEB', 'KPBI', 11);
  await scenario.nextDay();
  assert.equal((await scenario.alerts()).length, 1);
});

When(
  /^Maya asks to watch empty legs from "(.+)" to "(.+)"(?: for (\d+) days)?$/,
  SLOW,
  async function (this: ContrailWorld, from: string, to: string, days: string | undefined) {
    const made = await this.watching().tasks.watch(watchRequest(this, from, to, days ? Number(days) : 30));
    seenBy(this).told = 'message' in made ? made.message : `a watch ${made.id}`;
  },
);

Then('Maya is told {string}', function (this: ContrailWorld, message: string) {
  assert.equal(seenBy(this).told, message);
});

/** A watch of a search's guaranteed price (no empty legs), for 2 in a light jet, leaving in 10 days. */
function priceWatch(world: ContrailWorld, trip: string, from: string, to: string, percent: number): WatchRequestInput {
  const { scenario } = world.watching();
  const roundTrip = trip === 'round trip';
  return {
    ...watchRequest(world, code(from), code(to), 5, 2),
    firstDay: scenario.day(10),
    lastDay: scenario.day(14),
    emptyLegs: false,
    price: {
      search: {
        routeType: roundTrip ? 'ROUND_TRIP' : 'ONE_WAY',
        travelCities: [
          {
            origin: code(from),
            destination: code(to),
            departureTime: `${scenario.day(10)} 10:00`,
            returnTime: roundTrip ? `${scenario.day(14)} 15:00` : null,
            order: '1',
          },
        ],
      },
      category: 'LIGHT_JET',
      dropPercent: percent,
    },
  };
}

Given(
  /^Maya watches the guaranteed price of a (round trip|one way trip) from (.+) to (.+), alerting on a (\d+)% drop$/,
  SLOW,
  async function (this: ContrailWorld, trip: string, from: string, to: string, percent: string) {
    const made = await this.watching().tasks.watch(priceWatch(this, trip, from, to, Number(percent)));
    assert.ok('id' in made, JSON.stringify(made));
    seenBy(this).priceWatchId = made.id;
  },
);

When(
  /^Maya asks to watch the guaranteed price of a (round trip|one way trip) from (.+) to (.+), alerting on a (\d+)% drop$/,
  SLOW,
  async function (this: ContrailWorld, trip: string, from: string, to: string, percent: string) {
    const made = await this.watching().tasks.watch(priceWatch(this, trip, from, to, Number(percent)));
    seenBy(this).told = 'message' in made ? made.message : `a watch ${made.id}`;
  },
);

When(/^the price of that trip falls by (\d+)%$/, SLOW, async function (this: ContrailWorld, percent: string) {
  await this.watching().scenario.pricesMove(1 - Number(percent) / 100);
});

When('the price of that trip stays there', SLOW, async function (this: ContrailWorld) {
  const { scenario } = this.watching();
  await scenario.pricesMove(scenario.prices.factor);
});

Then('Maya receives an alert with the new price and a link to book it', SLOW, async function (this: ContrailWorld) {
  const { scenario, tasks } = this.watching();
  const alerts = await scenario.priceAlerts();
  assert.equal(alerts.length, 1);
  const [alert] = alerts;
  if (!alert) return;
  assert.equal(alert.watchId, seenBy(this).priceWatchId);
  assert.equal(alert.nowCents, Math.round(alert.watchedCents * 0.88));
  assert.equal(alert.dropPercent, 12);
  assert.equal(alert.bookPath, `/watched-price/${alert.watchId}`);
  if (this.parameters.driver === 'domain') return;
  // The link runs the search again: its results offer the trip at the price the alert told.
  const results = await tasks.book(alert.bookPath);
  assert.ok(results.includes(formatUsd(alert.nowCents)), `the results do not show ${formatUsd(alert.nowCents)}`);
});

Then('Maya has still received one price alert', async function (this: ContrailWorld) {
  assert.equal((await this.watching().scenario.priceAlerts()).length, 1);
});

When(
  /^Maya changes her watch to the next (\d+) days for (\d+) passengers$/,
  SLOW,
  async function (this: ContrailWorld, days: string, passengers: string) {
    const id = seenBy(this).watchId;
    if (!id) throw new Error('no watch yet');
    const changed = await this.watching().tasks.edit(
      id,
      watchRequest(this, 'New York', 'West Palm Beach', Number(days), Number(passengers)),
    );
    assert.deepEqual(changed, {});
  },
);

Then(
  /^her watch covers the next (\d+) days for (\d+) passengers$/,
  async function (this: ContrailWorld, days: string, passengers: string) {
    const { scenario, tasks } = this.watching();
    const [watch] = await tasks.watches();
    assert.equal(watch?.id, seenBy(this).watchId);
    assert.equal(watch?.days, `${scenario.day(0)} to ${scenario.day(Number(days) - 1)}`);
    assert.equal(watch?.passengers, Number(passengers));
  },
);

Then('she still has {int} watch(es)', async function (this: ContrailWorld, count: number) {
  assert.equal((await this.watching().tasks.watches()).length, count);
});

Given('Maya has {int} active watches', SLOW, async function (this: ContrailWorld, count: number) {
  const { tasks } = this.watching();
  const have = (await tasks.watches()).filter((w) => w.status === 'ACTIVE').length;
  for (let i = have; i < count; i += 1) {
    const made = await tasks.watch(watchRequest(this, 'New York', 'West Palm Beach'));
    assert.ok('id' in made, JSON.stringify(made));
  }
});

Given(
  /^another empty light jet leg from (.+) to (.+) in (\d+) days is on sale$/,
  function (this: ContrailWorld, from: string, to: string, days: string) {
    this.watching().scenario.appear('LIGHT_JET', code(from), code(to), Number(days));
  },
);

Given('someone else has booked and paid for the leg of her alert', function (this: ContrailWorld) {
  const leg = seenBy(this).alert?.legs[0];
  if (!leg) throw new Error('no alert yet');
  this.watching().scenario.sold(leg.id);
});

When("Maya opens the alert's link", SLOW, async function (this: ContrailWorld) {
  const alert = seenBy(this).alert;
  if (!alert) throw new Error('no alert yet');
  seenBy(this).page = await this.watching().tasks.open(alert.legsPath);
});

Then("the alert's page says {string}", function (this: ContrailWorld, text: string) {
  const page = seenBy(this).page ?? '';
  assert.ok(page.includes(text), `not on the page: ${text}`);
});
