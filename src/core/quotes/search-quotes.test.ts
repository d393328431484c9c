import { describe, expect, it } from 'vitest';
import { multiCity, NOW, oneWay, quoteDeps, roundTrip, inDays } from '../../../test/fixtures/charter';
import { AIRCRAFT_CATEGORIES } from '../aircraft-categories';
import { MESSAGES, type SearchOptions } from '../search/search-form';
import type { BusyWindow } from './busy-windows';
import { searchQuotes, type SearchOutcome } from './search-quotes';
import { UNKNOWN_AIRPORT_MESSAGE } from './trip';

const search = (options: SearchOptions, deps = quoteDeps()) => {
  const outcome = searchQuotes(options, { searchId: 'S42', now: NOW }, deps);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
};
const first = (outcome: Extract<SearchOutcome, { ok: true }>, category: (typeof AIRCRAFT_CATEGORIES)[number]) => {
  const option = outcome.answer.data[category][0];
  if (!option) throw new Error(`no ${category} option`);
  return option;
};
const tailsOffered = (outcome: Extract<SearchOutcome, { ok: true }>) => outcome.quote.options.map((o) => o.tailNumber);

describe('a search priced over the fleet', () => {
  it('prices a Teterboro to West Palm Beach round trip for 4 in a light jet at a plausible total', () => {
    const light = first(
      search(roundTrip('KTEB', 'KPBI', { departDays: 10, returnDays: 13, passengers: 4 })),
      'LIGHT_JET',
    );
    expect(light.priceBreakup.totalPrice).toBeGreaterThan(15_000);
    expect(light.priceBreakup.totalPrice).toBeLessThan(60_000);
    expect(light.priceBreakup.totalPrice).toBeCloseTo(light.priceBreakup.aircraftPrice + light.priceBreakup.taxes, 2);
  });

  it('answers every category in the shape of the spec, in display order, cheapest first', () => {
    const outcome = search(roundTrip('KTEB', 'KPBI'));
    expect(Object.keys(outcome.answer.data)).toEqual([...AIRCRAFT_CATEGORIES]);
    const light = first(outcome, 'LIGHT_JET');
    expect(light).toMatchObject({
      displayName: 'Light Jet',
      displayOrder: 2,
      aboneSearchId: 'S42-LIGHT_JET-1',
      dealType: 'BEST_PRICE',
      aircraftCategory: 'LIGHT_JET',
      bookingId: null,
    });
    expect(light.itinerary.legs).toHaveLength(2);
    expect(light.itinerary.legs[0]).toMatchObject({
      departureAirport: { icaoCode: 'KTEB', displayName: 'Teterboro', city: 'Teterboro', countryCode: 'US' },
      arrivalAirport: { icaoCode: 'KPBI' },
      departureDateTime: `${inDays(10).split('-').reverse().join('-')} 09:00:00`,
      legOrder: 1,
      paddedFuelStops: 0,
      stopLabel: 'NON-STOP',
      departureAirportRestriction: false,
      arrivalAirportRestriction: false,
    });
    expect(light.itinerary.legs[0]?.flightTime).toMatch(/^\d+:\d{2}$/);
    expect(light.itinerary.departureDate).toBe(light.itinerary.legs[0]?.departureDateTime);
    const totals = outcome.answer.data.LIGHT_JET.map((o) => o.priceBreakup.totalPrice);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    expect(light.abonePriceBreakup.averagePrice).toBeGreaterThanOrEqual(light.priceBreakup.totalPrice);
  });

  it('never offers an aircraft of an operator without a qualifying safety rating', () => {
    // N299LJ is the cheapest light jet at Teterboro, but its operator holds no qualifying rating.
    expect(tailsOffered(search(oneWay('KTEB', 'KPBI')))).not.toContain('N299LJ');
  });

  it('shows the fuel stop of a light jet from Van Nuys to Teterboro', () => {
    const leg = first(search(oneWay('KVNY', 'KTEB')), 'LIGHT_JET').itinerary.legs[0];
    expect(leg?.paddedFuelStops).toBe(1);
    expect(leg?.stopLabel).toBe('1 STOP');
    expect(leg?.fuelStops).toHaveLength(1);
  });

  it('offers add-ons in groups, with ground transportation as a ride-share form', () => {
    const light = first(search(oneWay('KTEB', 'KPBI', { petFriendly: true })), 'LIGHT_JET');
    const addons = light.addonResponse.flatMap((g) => g.addonList);
    expect(light.addonResponse.map((g) => g.header)).toEqual(['Onboard', 'On the ground', 'Sustainability']);
    expect(addons.map((a) => a.addOnId)).toEqual([
      'CATERING',
      'WIFI',
      'PET_KIT',
      'GROUND_TRANSPORTATION',
      'DE_ICING',
      'CARBON_GOLD',
    ]);
    expect(addons.find((a) => a.addOnId === 'GROUND_TRANSPORTATION')).toMatchObject({
      displayName: 'Ground transportation',
      type: 'RIDE_SHARE',
      addonAction: 'FORM',
      selected: false,
      requested: false,
    });
    expect(addons.find((a) => a.addOnId === 'CATERING')?.price).toBe(4 * 85);
  });
});

describe('availability', () => {
  it('does not offer an aircraft already booked during the trip', () => {
    const trip = oneWay('KTEB', 'KPBI');
    const cheapestLight = search(trip).quote.options.find((o) => o.category === 'LIGHT_JET')?.tailNumber;
    expect(cheapestLight).toBe('N201LJ');
    const booked: BusyWindow = { from: new Date(`${inDays(10)}T10:00:00Z`), to: new Date(`${inDays(10)}T20:00:00Z`) };
    const offered = tailsOffered(search(trip, quoteDeps({ busy: { N201LJ: [booked] } })));
    expect(offered).not.toContain('N201LJ');
    expect(offered).toContain('N202LJ');
  });

  it('offers an aircraft whose bookings are on other days', () => {
    const earlier: BusyWindow = { from: new Date(`${inDays(3)}T10:00:00Z`), to: new Date(`${inDays(4)}T20:00:00Z`) };
    expect(tailsOffered(search(oneWay('KTEB', 'KPBI'), quoteDeps({ busy: { N201LJ: [earlier] } })))).toContain(
      'N201LJ',
    );
  });

  it('answers an unavailable category with a first aircraft without aboneSearchId', () => {
    // Nine passengers: no light or midsize jet in the fleet seats them.
    const outcome = search(oneWay('KTEB', 'KPBI', { passengers: 9 }));
    for (const category of ['LIGHT_JET', 'MIDSIZE_JET'] as const) {
      const option = first(outcome, category);
      expect(option.aboneSearchId).toBeNull();
      expect(option.dealType).toBe('UNAVAILABLE');
      expect(option.priceBreakup.totalPrice).toBe(0);
      expect(option.itinerary.legs).toHaveLength(1);
    }
    expect(first(outcome, 'TURBO_PROP').aboneSearchId).not.toBeNull();
  });
});

describe('the preferred category', () => {
  it('is the cheapest category flying non-stop', () => {
    expect(search(roundTrip('KTEB', 'KPBI')).answer.preferredCategory).toBe('LIGHT_JET');
  });

  it('skips categories that need a fuel stop', () => {
    const outcome = search(oneWay('KVNY', 'KTEB'));
    expect(first(outcome, 'LIGHT_JET').priceBreakup.totalPrice).toBeLessThan(
      first(outcome, 'SUPER_MIDSIZE_JET').priceBreakup.totalPrice,
    );
    expect(outcome.answer.preferredCategory).toBe('SUPER_MIDSIZE_JET');
  });

  it('is null when no category flies the trip non-stop', () => {
    const outcome = search(
      oneWay('KTEB', 'EGLL'),
      quoteDeps({ busy: { N501LG: [{ from: NOW, to: new Date(NOW.getTime() + 60 * 86_400_000) }] } }),
    );
    expect(outcome.answer.preferredCategory).toBeNull();
  });
});

describe('local times', () => {
  it('shows a Los Angeles departure arriving at Teterboro in Eastern time', () => {
    const leg = first(search(oneWay('KLAX', 'KTEB', { time: '08:00' })), 'SUPER_MIDSIZE_JET').itinerary.legs[0];
    if (!leg) throw new Error('no leg');
    const [h = 0, m = 0] = leg.flightTime.split(':').map(Number);
    const arrivalMinutes = 8 * 60 + 180 + h * 60 + m; // Pacific to Eastern is three hours
    const expected = `${String(Math.floor(arrivalMinutes / 60)).padStart(2, '0')}:${String(arrivalMinutes % 60).padStart(2, '0')}:00`;
    expect(leg.departureDateTime.endsWith('08:00:00')).toBe(true);
    expect(leg.arrivalDateTime.endsWith(expected)).toBe(true);
  });

  it('keeps Phoenix on standard time while Los Angeles is on daylight time', () => {
    // 15 March 2027: California is on PDT (UTC-7), Arizona stays on MST (UTC-7): same clock.
    const leg = first(search(oneWay('KPHX', 'KLAX', { date: '2027-03-15', time: '10:00' })), 'LIGHT_JET').itinerary
      .legs[0];
    if (!leg) throw new Error('no leg');
    const [h = 0, m = 0] = leg.flightTime.split(':').map(Number);
    expect(leg.arrivalDateTime).toBe(`15-03-2027 ${String(10 + h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`);
  });

  it('crosses the spring-forward night: a 01:00 departure arrives on daylight time', () => {
    // 14 March 2027, 02:00 Eastern clocks jump to 03:00.
    const leg = first(search(oneWay('KTEB', 'KPBI', { date: '2027-03-14', time: '01:00' })), 'LIGHT_JET').itinerary
      .legs[0];
    if (!leg) throw new Error('no leg');
    const [h = 0, m = 0] = leg.flightTime.split(':').map(Number);
    expect(leg.arrivalDateTime).toBe(
      `14-03-2027 ${String(1 + h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`,
    );
  });

  it('reads a round trip return time in the destination airport time', () => {
    const legs = first(search(roundTrip('KVNY', 'KTEB', { returnTime: '15:30' })), 'LARGE_JET').itinerary.legs;
    expect(legs[1]?.departureAirport.icaoCode).toBe('KTEB');
    expect(legs[1]?.departureDateTime.endsWith('15:30:00')).toBe(true);
  });
});

describe('multi-city trips', () => {
  const trip = multiCity([
    ['KTEB', 'KMDW', `${inDays(10)} 09:00`],
    ['KMDW', 'KAUS', `${inDays(12)} 10:00`],
    ['KAUS', 'KTEB', `${inDays(14)} 12:00`],
  ]);

  it('prices every leg in order, each in its own local time', () => {
    const legs = first(search(trip), 'MIDSIZE_JET').itinerary.legs;
    expect(legs.map((l) => `${l.departureAirport.icaoCode}-${l.arrivalAirport.icaoCode}`)).toEqual([
      'KTEB-KMDW',
      'KMDW-KAUS',
      'KAUS-KTEB',
    ]);
    expect(legs.map((l) => l.legOrder)).toEqual([1, 2, 3]);
    expect(legs[1]?.departureDateTime.endsWith('10:00:00')).toBe(true);
  });

  it('costs more than its first leg alone', () => {
    const oneLeg = first(search(oneWay('KTEB', 'KMDW')), 'MIDSIZE_JET').priceBreakup.totalPrice;
    expect(first(search(trip), 'MIDSIZE_JET').priceBreakup.totalPrice).toBeGreaterThan(oneLeg);
  });
});

describe('bad searches', () => {
  it('refuses an unknown airport with the spec message', () => {
    expect(searchQuotes(oneWay('KXXX', 'KPBI'), { searchId: 'S', now: NOW }, quoteDeps())).toEqual({
      ok: false,
      message: UNKNOWN_AIRPORT_MESSAGE,
    });
  });

  it('refuses the same airport at both ends', () => {
    expect(searchQuotes(oneWay('KTEB', 'KTEB'), { searchId: 'S', now: NOW }, quoteDeps())).toEqual({
      ok: false,
      message: MESSAGES.sameAirport,
    });
  });

  it('refuses a return before the departure', () => {
    expect(
      searchQuotes(
        roundTrip('KTEB', 'KPBI', { departDays: 10, returnDays: 9 }),
        { searchId: 'S', now: NOW },
        quoteDeps(),
      ),
    ).toEqual({ ok: false, message: MESSAGES.returnBeforeDeparture });
  });

  it('refuses a malformed time and a missing passenger count', () => {
    const bad = { ...oneWay('KTEB', 'KPBI'), passengers: 0 };
    expect(searchQuotes(bad, { searchId: 'S', now: NOW }, quoteDeps())).toEqual({
      ok: false,
      message: MESSAGES.passengers,
    });
    const trip = oneWay('KTEB', 'KPBI');
    const city = trip.travelCities[0];
    if (!city) throw new Error('fixture');
    const badTime = { ...trip, travelCities: [{ ...city, departureTime: '11/03/2027 9am' }] };
    expect(searchQuotes(badTime, { searchId: 'S', now: NOW }, quoteDeps())).toEqual({
      ok: false,
      message: MESSAGES.incomplete,
    });
  });
});

describe('the stored quote', () => {
  it('keeps every offered option with its price, valid for 30 minutes', () => {
    const outcome = search(roundTrip('KTEB', 'KPBI'));
    expect(outcome.quote.validUntil).toBe(new Date(NOW.getTime() + 30 * 60_000).toISOString());
    const light = outcome.quote.options.find((o) => o.aboneSearchId === 'S42-LIGHT_JET-1');
    expect(light?.answer).toEqual(first(outcome, 'LIGHT_JET'));
    expect((light?.aircraftPrice ?? 0) / 100).toBe(first(outcome, 'LIGHT_JET').priceBreakup.aircraftPrice);
    expect(JSON.parse(JSON.stringify(outcome.quote))).toEqual(outcome.quote);
  });
});
