import assert from 'node:assert/strict';
import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import { formatUsd, percentOf } from '../../src/core/money';
import type { PaidBy } from '../support/drivers/trip-scenario';
import type { NewDeparture, Shown, ShownChange, ShownRefund } from '../support/trip-tasks';
import type { ContrailWorld } from '../support/world';

/** Booking, paying and moving through the app take longer than the default 5 s. */
const SLOW = { timeout: 120_000 };

/** What the refund table gives, in the words of the scenarios. */
defineParameterType({
  name: 'share',
  regexp: /all she paid less the 3\.5% fee|all she paid|half she paid less the 3\.5% fee|half she paid|nothing/,
  transformer: (phrase: string) => phrase,
});

/** Cents the phrase means of what she paid toward the flight. */
function refundOf(phrase: string, paid: number): number {
  if (phrase === 'nothing') return 0;
  const gross = phrase.startsWith('half') ? percentOf(paid, 50) : paid;
  return phrase.endsWith('3.5% fee') ? gross - percentOf(gross, 3.5) : gross;
}

const METHODS: Record<string, string> = { card: 'CREDIT_CARD', wallet: 'WALLET', wire: 'WIRE' };

interface Seen {
  refund?: Shown<ShownRefund>;
  change?: Shown<ShownChange>;
  told?: string | null;
  legsBefore?: string[];
}
const seen = (world: ContrailWorld) => world.seen as Seen;
const trip = (world: ContrailWorld) => world.trips().scenario;
const tasks = (world: ContrailWorld) => world.trips().tasks;

function shown<T>(what: Shown<T> | undefined): T {
  assert.ok(what, 'nothing shown yet');
  if ('refused' in what) assert.fail(`she was told: ${what.refused}`);
  return what.shown;
}

async function bookAndRemember(world: ContrailWorld, method: string, to: string, nights?: number) {
  await trip(world).bookRoundTrip(to, method as PaidBy, nights);
  seen(world).legsBefore = (await trip(world).details()).legs.map((l) => l.departureDateTime);
}

// Arranging the trip.

Given(
  /^Maya has paid by (card|wallet|wire) for a round trip from Teterboro to ([^,]+)$/,
  SLOW,
  async function (this: ContrailWorld, method: string, to: string) {
    await bookAndRemember(this, method, to);
  },
);

Given(
  /^Maya has paid by (card|wallet|wire) for a round trip from Teterboro to ([^,]+), staying (\d+) nights$/,
  SLOW,
  async function (this: ContrailWorld, method: string, to: string, nights: string) {
    await bookAndRemember(this, method, to, Number(nights));
  },
);

Given('her trip departs in {int} hours', function (this: ContrailWorld, hours: number) {
  trip(this).departsIn(hours);
});

Given('her trip has flown', SLOW, async function (this: ContrailWorld) {
  await trip(this).fly();
});

Given('she has cancelled it', SLOW, async function (this: ContrailWorld) {
  shown(await tasks(this).openCancellation());
  assert.equal(await tasks(this).confirmCancellation(), null);
});

// Cancelling.

When('she opens the cancellation of her trip', SLOW, async function (this: ContrailWorld) {
  const refund = await tasks(this).openCancellation();
  seen(this).refund = refund;
  seen(this).told = 'refused' in refund ? refund.refused : null;
});

When('she confirms the cancellation', SLOW, async function (this: ContrailWorld) {
  seen(this).told = await tasks(this).confirmCancellation();
});

When('she confirms the cancellation twice, from two windows', SLOW, async function (this: ContrailWorld) {
  seen(this).told = await tasks(this).confirmCancellationTwice();
});

When(
  '{int} hours pass before she confirms the cancellation',
  SLOW,
  async function (this: ContrailWorld, hours: number) {
    trip(this).passHours(hours);
    seen(this).told = await tasks(this).confirmCancellation();
  },
);

Then('she is shown a refund of {share}', function (this: ContrailWorld, share: string) {
  assert.equal(shown(seen(this).refund).refundCents, refundOf(share, trip(this).paidCents));
});

Then('her trip is cancelled', SLOW, async function (this: ContrailWorld) {
  assert.equal(seen(this).told, null);
  assert.equal((await trip(this).details()).status, 'CANCELLED');
});

Then('her trip is still booked', SLOW, async function (this: ContrailWorld) {
  assert.equal((await trip(this).details()).status, 'BOOKED');
});

Then('{share} goes back to her {word}', SLOW, async function (this: ContrailWorld, share: string, method: string) {
  const refunds = (await trip(this).refunds()).filter((r) => r.amount > 0);
  const expected = refundOf(share, trip(this).paidCents);
  assert.equal(
    refunds.reduce((sum, r) => sum + r.amount, 0),
    expected,
  );
  for (const refund of refunds) {
    assert.equal(refund.method, METHODS[method]);
    // A wire is wired back by our staff; the card and the wallet are refunded at once.
    assert.equal(refund.status, method === 'wire' ? 'PENDING' : 'REFUNDED');
  }
});

Then('she is e-mailed that her trip is cancelled', SLOW, async function (this: ContrailWorld) {
  assert.equal(await trip(this).mails('booking-cancelled'), 1);
});

Then('she sees {string}', function (this: ContrailWorld, message: string) {
  assert.equal(seen(this).told, message);
});

Then('she sees that the refund has changed to {share}', function (this: ContrailWorld, share: string) {
  const now = formatUsd(refundOf(share, trip(this).paidCents));
  assert.match(seen(this).told ?? '', new RegExp(`^The refund has changed to \\${now} since it was shown`));
});

Then('she is refunded once', SLOW, async function (this: ContrailWorld) {
  assert.equal((await trip(this).refunds()).filter((r) => r.amount > 0).length, 1);
});

Then('nothing is refunded', SLOW, async function (this: ContrailWorld) {
  assert.deepEqual(await trip(this).refunds(), []);
});

// Changing the dates.

/** The return flight `days` later (or earlier) than booked, at the same time of day. */
function returnMoved(world: ContrailWorld, days: number): NewDeparture[] {
  const s = trip(world);
  const back = s.departure.plus({ days: s.nights + days });
  return [{ legOrder: 2, date: back.toISODate() ?? '', time: '15:00' }];
}

async function ask(world: ContrailWorld, legs: NewDeparture[]) {
  const change = await tasks(world).askForNewDates(legs);
  seen(world).change = change;
  seen(world).told = 'refused' in change ? change.refused : null;
}

When(
  /^she asks to fly home (\d+) days (later|earlier)$/,
  SLOW,
  async function (this: ContrailWorld, days: string, way: string) {
    await ask(this, returnMoved(this, way === 'later' ? Number(days) : -Number(days)));
  },
);

When(
  /^she asks to leave (yesterday|in 12 hours|in 50 days)$/,
  SLOW,
  async function (this: ContrailWorld, when: string) {
    const s = trip(this);
    if (when === 'in 50 days') {
      const out = s.localDate({ days: 50 });
      const back = s.localDate({ days: 50 + s.nights });
      await ask(this, [
        { legOrder: 1, date: out.date, time: '10:00' },
        { legOrder: 2, date: back.date, time: '15:00' },
      ]);
      return;
    }
    const out = s.localDate(when === 'yesterday' ? { days: -1 } : { hours: 12 });
    await ask(this, [{ legOrder: 1, date: out.date, time: when === 'yesterday' ? '10:00' : out.time }]);
  },
);

When('she pays the difference by card', SLOW, async function (this: ContrailWorld) {
  seen(this).told = await tasks(this).confirmNewDates('card');
});

When('she pays the difference from her wallet', SLOW, async function (this: ContrailWorld) {
  seen(this).told = await tasks(this).confirmNewDates('wallet');
});

When('she confirms the new dates', SLOW, async function (this: ContrailWorld) {
  seen(this).told = await tasks(this).confirmNewDates('as shown');
});

Then('she is shown a higher guaranteed price and the difference to pay', function (this: ContrailWorld) {
  const change = shown(seen(this).change);
  assert.ok(change.differenceCents > 0, `the difference is ${change.differenceCents}`);
  assert.equal(change.cardTotalCents, change.differenceCents + percentOf(change.differenceCents, 3));
});

Then(
  'she is shown a lower guaranteed price and a refund of the difference less the 3.5% fee',
  function (this: ContrailWorld) {
    const change = shown(seen(this).change);
    assert.ok(change.differenceCents < 0, `the difference is ${change.differenceCents}`);
    const lower = -change.differenceCents;
    assert.equal(change.refundCents, lower - percentOf(lower, 3.5));
  },
);

Then(
  /^her trip flies home (\d+) days (later|earlier)$/,
  SLOW,
  async function (this: ContrailWorld, days: string, way: string) {
    assert.equal(seen(this).told, null);
    const [moved] = returnMoved(this, way === 'later' ? Number(days) : -Number(days));
    const back = (await trip(this).details()).legs[1]?.departureDateTime ?? '';
    assert.equal(back.slice(0, 10), (moved?.date ?? '').split('-').reverse().join('-'));
  },
);

Then('her trip keeps its dates', SLOW, async function (this: ContrailWorld) {
  const legs = (await trip(this).details()).legs.map((l) => l.departureDateTime);
  assert.deepEqual(legs, seen(this).legsBefore);
});

/** The approved payments of the change's difference, as [method, cents charged]. */
async function differencePaid(world: ContrailWorld): Promise<[string, number][]> {
  const attempts = await trip(world).store.attemptsOf(trip(world).bookingId);
  return attempts.filter((a) => a.kind === 'CHANGE' && a.status === 'APPROVED').map((a) => [a.method, a.amount]);
}

Then('she has been charged the difference plus the 3% card fee', SLOW, async function (this: ContrailWorld) {
  assert.deepEqual(await differencePaid(this), [['CREDIT_CARD', shown(seen(this).change).cardTotalCents]]);
});

Then('her wallet paid the difference', SLOW, async function (this: ContrailWorld) {
  assert.deepEqual(await differencePaid(this), [['WALLET', shown(seen(this).change).differenceCents]]);
});

Then('the difference less the 3.5% fee goes back to her card', SLOW, async function (this: ContrailWorld) {
  const change = shown(seen(this).change);
  const refunds = (await trip(this).refunds()).filter((r) => r.reason === 'CHANGED');
  assert.deepEqual(
    refunds.map((r) => [r.method, r.amount, r.status]),
    [['CREDIT_CARD', change.refundCents, 'REFUNDED']],
  );
});

Then('she is e-mailed her new dates', SLOW, async function (this: ContrailWorld) {
  assert.equal(await trip(this).mails('booking-changed'), 1);
});
