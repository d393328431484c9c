import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AIRCRAFT_CATEGORIES, type AircraftCategory } from '../../src/core/aircraft-categories';
import { percentOf } from '../../src/core/money';
import { CREW_COUNT, CREW_OVERNIGHT_PER_MEMBER, FEDERAL_EXCISE_TAX_PERCENT } from '../../src/core/quotes/rates';
import { greatCircleNm } from '../../src/core/quotes/geo';
import { segmentMinutes } from '../../src/core/quotes/routing';
import { PricingCase } from '../support/rules/pricing';
import type { ContrailWorld } from '../support/world';

const pricing = (world: ContrailWorld): PricingCase => {
  world.seen.pricingCase ??= new PricingCase();
  return world.seen.pricingCase as PricingCase;
};
const category = PricingCase.category;
const airport = PricingCase.airport;
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
/** The category the last step spoke of ("it flies empty..."). */
const remember = (world: ContrailWorld, text: string) => {
  world.seen.pricingCategory = category(text);
  return category(text);
};
const recalled = (world: ContrailWorld): AircraftCategory => {
  const found = world.seen.pricingCategory;
  if (typeof found !== 'string' || !(AIRCRAFT_CATEGORIES as readonly string[]).includes(found))
    throw new Error('No category was spoken of');
  return found as AircraftCategory;
};

Given(/^the only (.+) available is based at (.+)$/, function (this: ContrailWorld, kind: string, place: string) {
  pricing(this).onlyOneBasedAt(category(kind), place);
});
Given(/^every (.+) is already booked around the trip$/, function (this: ContrailWorld, kind: string) {
  pricing(this).allBooked(category(kind));
});

When(
  /^\w+ asks for a (round trip|one-way flight) from (.+) to (.+) for (\d+) passengers?$/,
  function (this: ContrailWorld, kind: string, from: string, to: string, passengers: string) {
    pricing(this).ask(kind, from, to, Number(passengers));
  },
);
When(
  /^\w+ asks for a round trip from (.+) to (.+) for (\d+) passengers?, staying (\d+) nights?$/,
  function (this: ContrailWorld, from: string, to: string, passengers: string, nights: string) {
    pricing(this).ask('round trip', from, to, Number(passengers), Number(nights));
  },
);

Then(/^the (.+) flight shows "(.+)"$/, function (this: ContrailWorld, kind: string, label: string) {
  for (const leg of pricing(this).offer(category(kind)).itinerary.legs) assert.equal(leg.stopLabel, label);
});
Then(
  /^the (.+) stops at an airport with a runway of at least ([\d,]+) feet near the middle of the route$/,
  function (this: ContrailWorld, kind: string, feet: string) {
    const stop = pricing(this).stopOffCentre(category(kind));
    assert.ok(stop.runwayFt >= Number(feet.replace(/,/g, '')), `runway ${stop.runwayFt} ft`);
    assert.ok(stop.offCentre < 0.15, `the stop is ${Math.round(stop.offCentre * 100)}% of the leg off the middle`);
  },
);
Then(
  /^the (.+) flight time includes (\d+) minutes on the ground for the stop$/,
  function (this: ContrailWorld, kind: string, minutes: string) {
    const working = pricing(this).working(category(kind));
    const flight = working.legs[0]?.flight;
    if (!flight) throw new Error('No leg');
    let airborne = 0;
    for (let i = 1; i < flight.points.length; i++) {
      const [a, b] = [flight.points[i - 1], flight.points[i]];
      if (a && b) airborne += segmentMinutes(greatCircleNm(a, b), working.entry.model.cruiseKnots);
    }
    assert.ok(Math.abs(flight.blockMinutes - airborne - Number(minutes)) <= 1);
  },
);

Then(/^the (.+) flies empty (.+) before the trip$/, function (this: ContrailWorld, kind: string, route: string) {
  const working = pricing(this).working(remember(this, kind));
  checkFerry(working.ferryInMinutes, working.entry.home.icao, working.legs[0]?.flight.from.icao, route, 'in');
});
Then(/^it flies empty (.+) after the trip$/, function (this: ContrailWorld, route: string) {
  const working = pricing(this).working(recalled(this));
  checkFerry(working.ferryOutMinutes, working.entry.home.icao, working.legs.at(-1)?.flight.to.icao, route, 'out');
});
function checkFerry(minutes: number, home: string, tripEnd: string | undefined, route: string, way: 'in' | 'out') {
  if (route === 'nowhere') return assert.equal(minutes, 0);
  const match = /^from (.+) to (.+)$/.exec(route);
  if (!match?.[1] || !match[2]) throw new Error(`Cannot read "${route}"`);
  const [from, to] = [airport(match[1]), airport(match[2])];
  assert.ok(minutes > 0, 'an empty flight is priced');
  assert.deepEqual(way === 'in' ? [from, to] : [to, from], [home, tripEnd]);
}
Then(/^the (.+) price pays for every hour it flies, empty or not$/, function (this: ContrailWorld, kind: string) {
  const working = pricing(this).working(category(kind));
  const minutes =
    working.ferryInMinutes + working.ferryOutMinutes + working.legs.reduce((s, l) => s + l.flight.blockMinutes, 0);
  assert.equal(working.charges.flightTime, Math.round((minutes / 60) * working.entry.aircraft.hourlyRateCents));
});
Then(/^the (.+) flies home and back during her stay$/, function (this: ContrailWorld, kind: string) {
  assert.deepEqual(pricing(this).working(remember(this, kind)).gaps, ['FERRY_HOME']);
});
Then(/^the (.+) waits at (.+) during her stay$/, function (this: ContrailWorld, kind: string, place: string) {
  const working = pricing(this).working(remember(this, kind));
  assert.deepEqual(working.gaps, ['WAIT']);
  assert.equal(working.legs[0]?.flight.to.icao, airport(place));
});
Then('no crew overnights are charged', function (this: ContrailWorld) {
  assert.equal(pricing(this).working(recalled(this)).charges.crewOvernights, 0);
});
Then(/^crew overnights are charged for (\d+) nights?$/, function (this: ContrailWorld, nights: string) {
  const kind = recalled(this);
  const expected = Number(nights) * CREW_COUNT[kind] * CREW_OVERNIGHT_PER_MEMBER;
  assert.equal(pricing(this).working(kind).charges.crewOvernights, expected);
});

Then(
  /^the (.+) taxes include the 7\.5% federal excise tax on the aircraft price$/,
  function (this: ContrailWorld, kind: string) {
    const working = pricing(this).working(category(kind));
    assert.equal(FEDERAL_EXCISE_TAX_PERCENT, 7.5);
    assert.equal(working.taxes.federalExciseTax, percentOf(working.aircraftPrice, 7.5));
  },
);
Then(
  /^the (.+) taxes include (\$[\d,.]+) in segment fees$/,
  function (this: ContrailWorld, kind: string, fees: string) {
    assert.equal(pricing(this).working(category(kind)).taxes.domesticSegmentFees, cents(fees));
  },
);
Then(
  /^the (.+) taxes include (\$[\d,.]+) in international head tax$/,
  function (this: ContrailWorld, kind: string, tax: string) {
    assert.equal(pricing(this).working(category(kind)).taxes.internationalHeadTaxes, cents(tax));
  },
);
Then(
  /^the (.+) taxes include no federal excise tax and no segment fees$/,
  function (this: ContrailWorld, kind: string) {
    const { taxes } = pricing(this).working(category(kind));
    assert.deepEqual([taxes.federalExciseTax, taxes.domesticSegmentFees], [0, 0]);
  },
);
Then(/^the (.+) total is the aircraft price plus the taxes$/, function (this: ContrailWorld, kind: string) {
  const quoted = pricing(this).quoted(category(kind));
  assert.equal(Math.round(quoted.answer.priceBreakup.totalPrice * 100), quoted.aircraftPrice + quoted.taxes);
});

Then(/^the (.+) category is unavailable$/, function (this: ContrailWorld, kind: string) {
  const offer = pricing(this).offer(category(kind));
  assert.equal(offer.aboneSearchId, null);
});
Then(/^an? (.+) is offered$/, function (this: ContrailWorld, kind: string) {
  assert.notEqual(pricing(this).offer(category(kind)).aboneSearchId, null);
});
Then(/^the (.+) costs less than the (.+)$/, function (this: ContrailWorld, cheaper: string, dearer: string) {
  const total = (kind: string) => pricing(this).offer(category(kind)).priceBreakup.totalPrice;
  assert.ok(total(cheaper) < total(dearer));
});
Then(/^the recommended category is (.+)$/, function (this: ContrailWorld, kind: string) {
  assert.equal(pricing(this).answer.preferredCategory, category(kind));
});
Then('no category is recommended', function (this: ContrailWorld) {
  assert.equal(pricing(this).answer.preferredCategory, null);
});
