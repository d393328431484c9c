import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ItineraryCase } from '../support/rules/itinerary';
import type { ContrailWorld } from '../support/world';

const itinerary = (world: ContrailWorld): ItineraryCase => {
  world.seen.itineraryCase ??= new ItineraryCase();
  return world.seen.itineraryCase as ItineraryCase;
};
const shown = (world: ContrailWorld) => {
  const result = itinerary(world).shown;
  if (!result) throw new Error('The itinerary was not read');
  return result;
};
const crewNames = (world: ContrailWorld, legOrder: number) =>
  (shown(world).crews[legOrder - 1] ?? []).map((c) => `${c.position} ${c.name}`);

const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4 };
Given(/^\w+'s trip has (two|three|four) legs$/, function (this: ContrailWorld, count: string) {
  itinerary(this).withLegs(NUMBERS[count] ?? 0);
});
Given(
  'the operator has named {word} {word} {word} on leg {int}',
  function (this: ContrailWorld, position: string, first: string, last: string, leg: number) {
    itinerary(this).nameCrew(leg, position, `${first} ${last}`);
  },
);
Given('legs {int} and {int} are set to keep the same crew', function (this: ContrailWorld, a: number, b: number) {
  itinerary(this).keepCrew(a);
  itinerary(this).keepCrew(b);
});
Given('leg {int} is set to keep the same crew', function (this: ContrailWorld, leg: number) {
  itinerary(this).keepCrew(leg);
});
Given('leg {int} is set to its own crew, not yet named', function (this: ContrailWorld, leg: number) {
  itinerary(this).ownCrew(leg);
});
Given(
  'the operator has given tail number {word} on leg {int}',
  function (this: ContrailWorld, tail: string, leg: number) {
    itinerary(this).giveTail(leg, tail);
  },
);

When('{word} reads her itinerary', function (this: ContrailWorld, _name: string) {
  itinerary(this).read();
});

Then(/^(.+) is on the crew of every leg$/, function (this: ContrailWorld, member: string) {
  for (let leg = 1; leg <= shown(this).crews.length; leg++) assert.deepEqual(crewNames(this, leg), [member]);
});
Then(/^(.+) is on the crew of leg (\d+)$/, function (this: ContrailWorld, member: string, leg: string) {
  assert.deepEqual(crewNames(this, Number(leg)), [member]);
});
Then('leg {int} shows no crew yet', function (this: ContrailWorld, leg: number) {
  assert.deepEqual(crewNames(this, leg), []);
});
Then('every leg shows tail number {word}', function (this: ContrailWorld, tail: string) {
  assert.equal(shown(this).tailNumber, tail);
});

Given('the operator has said nothing about the crew of leg {int}', function (this: ContrailWorld, leg: number) {
  itinerary(this).unsetCrew(leg);
});
Given(
  'the operator has named {word} {word} {word} on leg {int} without a cell phone',
  function (this: ContrailWorld, position: string, first: string, last: string, leg: number) {
    itinerary(this).nameCrewWithoutPhone(leg, position, `${first} ${last}`);
  },
);
Then(
  /^the cell phone of (\w+) (\w+) (\w+) on leg (\d+) shows N\/A$/,
  function (this: ContrailWorld, position: string, first: string, last: string, leg: string) {
    const crew = shown(this).crews[Number(leg) - 1];
    const member = crew?.find((c) => c.position === position && c.name === `${first} ${last}`);
    assert.equal(member?.contact, 'N/A');
  },
);

Given(
  /^\w+ has booked a trip from Teterboro to Palm Beach, on to Chicago the next day and home five days later$/,
  function (this: ContrailWorld) {
    itinerary(this).bookThreeLegTrip();
  },
);
Then('every leg shows the tail number of the aircraft she booked', function (this: ContrailWorld) {
  assert.equal(shown(this).tailNumber, itinerary(this).bookedTail);
});
const captainOf = (world: ContrailWorld, leg: number) =>
  shown(world).crews[leg - 1]?.find((c) => c.position === 'Captain')?.name;
Then('the same captain flies legs {int} and {int}', function (this: ContrailWorld, a: number, b: number) {
  assert.ok(captainOf(this, a));
  assert.equal(captainOf(this, b), captainOf(this, a));
});
Then('a different captain flies leg {int}', function (this: ContrailWorld, leg: number) {
  assert.ok(captainOf(this, leg));
  assert.notEqual(captainOf(this, leg), captainOf(this, leg - 1));
});
Then('every crew member on every leg has a cell phone', function (this: ContrailWorld) {
  for (const crew of shown(this).crews) {
    assert.ok(crew.length > 0);
    for (const member of crew) assert.match(member.contact, /^\+1 \(\d{3}\) 555-01\d\d$/);
  }
});
Then(
  'leg {int} is flown by none of the crew of leg {int}',
  function (this: ContrailWorld, later: number, earlier: number) {
    const names = (leg: number) => (shown(this).crews[leg - 1] ?? []).map((c) => c.name);
    for (const name of names(later)) assert.ok(!names(earlier).includes(name), `${name} flies both legs`);
  },
);
