import { describe, expect, it } from 'vitest';
import { FLEET, NOW, oneWay, quoteDeps, roundTrip, findAirport } from '../../../test/fixtures/charter';
import { percentOf } from '../money';
import type { SearchOptions } from '../search/search-form';
import { greatCircleNm, pointAlong } from './geo';
import { landingFee, priceAircraft } from './price-aircraft';
import { CREW_OVERNIGHT_PER_MEMBER, DOMESTIC_SEGMENT_FEE, INTERNATIONAL_HEAD_TAX, LANDING_FEE_MINIMUM } from './rates';
import { createStopFinder } from './routing';
import { readTrip } from './trip';

const deps = quoteDeps();
const entry = (tail: string) => {
  const found = Object.values(deps.fleet.byCategory)
    .flat()
    .find((e) => e.aircraft.tailNumber === tail);
  if (!found) throw new Error(`No tail ${tail}`);
  return found;
};
const price = (tail: string, search: SearchOptions) => {
  const read = readTrip(search, deps.airport);
  if (!read.ok) throw new Error(read.message);
  const quote = priceAircraft(entry(tail), read.trip, createStopFinder(deps.airportsNear));
  if (!quote) throw new Error(`${tail} cannot fly it`);
  return quote;
};

describe('great-circle geometry', () => {
  it('measures Teterboro to West Palm Beach at about 900 nm', () => {
    const [teb, pbi] = [findAirport('KTEB'), findAirport('KPBI')];
    if (!teb || !pbi) throw new Error('fixture');
    expect(greatCircleNm(teb, pbi)).toBeGreaterThan(880);
    expect(greatCircleNm(teb, pbi)).toBeLessThan(920);
    const mid = pointAlong(teb, pbi, 0.5);
    expect(greatCircleNm(teb, mid)).toBeCloseTo(greatCircleNm(mid, pbi), 3);
  });
});

describe('repositioning', () => {
  it('a one-way trip pays the ferry back to base', () => {
    // N201LJ lives at Teterboro: no ferry in, and the ferry back is as long as the leg.
    const quote = price('N201LJ', oneWay('KTEB', 'KPBI'));
    const leg = quote.legs[0]?.flight.blockMinutes ?? 0;
    expect(quote.ferryInMinutes).toBe(0);
    expect(quote.ferryOutMinutes).toBe(leg);
    expect(quote.charges.flightTime).toBe(Math.round(((2 * leg) / 60) * 310_000));
  });

  it('an aircraft based away flies in to the first departure and back from the last arrival', () => {
    const quote = price('N202LJ', oneWay('KTEB', 'KPBI'));
    expect(quote.ferryInMinutes).toBeGreaterThan(60);
    expect(quote.ferryOutMinutes).toBeGreaterThan(quote.ferryInMinutes);
  });

  it('waits with the customer over a short stay, paying crew overnights', () => {
    const quote = price('N201LJ', roundTrip('KTEB', 'KPBI', { departDays: 10, returnDays: 11 }));
    expect(quote.gaps).toEqual(['WAIT']);
    expect(quote.charges.crewOvernights).toBe(2 * CREW_OVERNIGHT_PER_MEMBER);
    expect(quote.charges.dailyMinimums).toBe(0);
  });

  it('flies home and back instead of waiting out a long stay when that is cheaper', () => {
    const quote = price('N201LJ', roundTrip('KTEB', 'KPBI', { departDays: 10, returnDays: 24 }));
    expect(quote.gaps).toEqual(['FERRY_HOME']);
    expect(quote.charges.crewOvernights).toBe(0);
    const waiting = price('N201LJ', roundTrip('KTEB', 'KPBI', { departDays: 10, returnDays: 11 }));
    expect(Math.abs(quote.charges.flightTime - 2 * waiting.charges.flightTime)).toBeLessThanOrEqual(1);
  });

  it('bills the daily minimum on a short flying day', () => {
    // Teterboro to Martha's Vineyard and back is about 75 minutes; the midsize minimum is 1.5 hours.
    const quote = price('N301MJ', oneWay('KTEB', 'KMVY'));
    expect(quote.billedHours).toBeCloseTo(1.5, 5);
    expect(quote.charges.dailyMinimums).toBeGreaterThan(0);
    expect(Math.abs(quote.charges.flightTime + quote.charges.dailyMinimums - 630_000)).toBeLessThanOrEqual(1);
  });
});

describe('fuel stops', () => {
  it('a light jet stops once between Van Nuys and Teterboro, at a long runway near the middle', () => {
    const quote = price('N203LJ', oneWay('KVNY', 'KTEB'));
    const stops = quote.legs[0]?.flight.stops ?? [];
    expect(stops).toHaveLength(1);
    expect(stops[0]?.longestRunwayFt).toBeGreaterThanOrEqual(5000);
    expect(['KOMA', 'KMCI', 'KICT', 'KSTL']).toContain(stops[0]?.icao);
  });

  it('a super-midsize jet flies it non-stop', () => {
    expect(price('N401SM', oneWay('KVNY', 'KTEB')).legs[0]?.flight.stops).toEqual([]);
  });

  it('the stop adds ground time and a landing', () => {
    const withStop = price('N203LJ', oneWay('KVNY', 'KTEB'));
    const leg = withStop.legs[0];
    if (!leg) throw new Error('no leg');
    const [vny, teb] = [findAirport('KVNY'), findAirport('KTEB')];
    if (!vny || !teb) throw new Error('fixture');
    const direct = (greatCircleNm(vny, teb) * 1.08 * 60) / 416 + 12;
    expect(leg.flight.blockMinutes).toBeGreaterThan(direct + 40);
    expect(leg.flight.points).toHaveLength(3);
  });
});

describe('fees and taxes', () => {
  it('charges 7.5% Federal Excise Tax and the segment fee per passenger on a domestic trip', () => {
    const quote = price('N201LJ', roundTrip('KTEB', 'KPBI', { passengers: 4 }));
    expect(quote.taxes.federalExciseTax).toBe(percentOf(quote.aircraftPrice, 7.5));
    expect(quote.taxes.domesticSegmentFees).toBe(4 * 2 * DOMESTIC_SEGMENT_FEE);
    expect(quote.taxes.internationalHeadTaxes).toBe(0);
    expect(quote.total).toBe(quote.aircraftPrice + quote.taxTotal);
  });

  it('counts a fuel stop as a second segment', () => {
    const quote = price('N203LJ', oneWay('KVNY', 'KTEB', { passengers: 3 }));
    expect(quote.taxes.domesticSegmentFees).toBe(3 * 2 * DOMESTIC_SEGMENT_FEE);
  });

  it('charges the international head tax, a permit and no excise tax from Teterboro to Nassau', () => {
    const quote = price('N201LJ', oneWay('KTEB', 'MYNN', { passengers: 4 }));
    expect(quote.taxes.internationalHeadTaxes).toBe(4 * INTERNATIONAL_HEAD_TAX);
    expect(quote.taxes.domesticSegmentFees).toBe(0);
    expect(quote.taxes.federalExciseTax).toBe(0);
    expect(quote.charges.internationalPermits).toBeGreaterThan(0);
  });

  it('taxes the domestic positioning of an international trip', () => {
    // The Midway-based Phenom ferries Chicago-Teterboro inside the US before leaving for Nassau.
    const quote = price('N202LJ', oneWay('KTEB', 'MYNN'));
    expect(quote.taxes.federalExciseTax).toBeGreaterThan(0);
  });

  it('scales landing fees with maximum take-off weight, with a floor', () => {
    expect(landingFee(91_000)).toBe(Math.round(91 * 931));
    expect(landingFee(10_000)).toBe(LANDING_FEE_MINIMUM);
    const light = price('N201LJ', oneWay('KTEB', 'KPBI'));
    const large = price('N501LG', oneWay('KTEB', 'KPBI'));
    expect(large.charges.landingFees).toBeGreaterThan(light.charges.landingFees);
  });
});

describe('airport restrictions', () => {
  it("flags an arrival runway shorter than the model's minimum", () => {
    expect(price('N501LG', oneWay('KTEB', 'KMVY')).legs[0]?.arrivalRestriction).toBe(true);
    expect(price('N201LJ', oneWay('KTEB', 'KMVY')).legs[0]?.arrivalRestriction).toBe(false);
    expect(price('N501LG', oneWay('KMVY', 'KTEB')).legs[0]?.departureRestriction).toBe(true);
  });
});

describe('schedules', () => {
  it('refuses a multi-city schedule the aircraft cannot keep', () => {
    const read = readTrip(
      {
        routeType: 'MULTI_CITY',
        travelCities: [
          { origin: 'KTEB', destination: 'KMDW', departureTime: '2027-03-11 09:00', returnTime: null, order: '0' },
          { origin: 'KMDW', destination: 'KAUS', departureTime: '2027-03-11 09:05', returnTime: null, order: '1' },
        ],
        passengers: 2,
        petFriendly: false,
      },
      deps.airport,
    );
    if (!read.ok) throw new Error(read.message);
    expect(priceAircraft(entry('N101TP'), read.trip, createStopFinder(deps.airportsNear))).toBeNull();
  });

  it('keeps the trip window busy from the ferry in to the ferry back, with a buffer', () => {
    const quote = price('N202LJ', oneWay('KTEB', 'KPBI'));
    const departs = quote.legs[0]?.departs ?? 0;
    expect(quote.busyFrom).toBe(departs - quote.ferryInMinutes * 60_000 - 2 * 3_600_000);
    expect(quote.busyTo).toBeGreaterThan(quote.legs[0]?.arrives ?? Infinity);
  });
});

it('the fixture fleet and clock are what the tests assume', () => {
  expect(FLEET.length).toBeGreaterThan(5);
  expect(NOW.toISOString()).toBe('2027-03-01T15:00:00.000Z');
});
