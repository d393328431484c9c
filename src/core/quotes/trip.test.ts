import { describe, expect, it } from 'vitest';
import { FLEET, findAirport, MODELS, multiCity, OPERATORS, oneWay, roundTrip } from '../../../test/fixtures/charter';
import { MESSAGES } from '../search/search-form';
import { buildFleetIndex } from './fleet-index';
import { readTrip } from './trip';

const read = (input: unknown) => readTrip(input, findAirport);

describe('reading a search into legs', () => {
  it('turns a round trip into the outbound leg and the return from the destination', () => {
    const result = read(
      roundTrip('KVNY', 'KTEB', { departDays: 10, returnDays: 12, time: '09:00', returnTime: '15:30' }),
    );
    if (!result.ok) throw new Error(result.message);
    const [out, back] = result.trip.legs;
    expect([out?.from.icao, out?.to.icao, back?.from.icao, back?.to.icao]).toEqual(['KVNY', 'KTEB', 'KTEB', 'KVNY']);
    // Both dates fall before the 14 March clock change: Van Nuys is UTC-8, Teterboro UTC-5.
    expect(new Date(out?.departs ?? 0).toISOString()).toBe('2027-03-11T17:00:00.000Z');
    expect(new Date(back?.departs ?? 0).toISOString()).toBe('2027-03-13T20:30:00.000Z');
  });

  it('orders multi-city legs by their order field', () => {
    const trip = multiCity([
      ['KTEB', 'KMDW', '2027-03-11 09:00'],
      ['KMDW', 'KAUS', '2027-03-12 09:00'],
    ]);
    const result = read({ ...trip, travelCities: [...trip.travelCities].reverse() });
    if (!result.ok) throw new Error(result.message);
    expect(result.trip.legs.map((l) => l.from.icao)).toEqual(['KTEB', 'KMDW']);
  });

  it('accepts codes in lower case and ignores fields the engine does not need', () => {
    const result = read({ ...oneWay('kteb', 'kpbi'), departureAirport: { icaoCode: 'KTEB' }, multiLegData: null });
    expect(result.ok).toBe(true);
  });

  it('refuses legs out of order and a multi-city trip of one leg', () => {
    expect(
      read(
        multiCity([
          ['KTEB', 'KMDW', '2027-03-12 09:00'],
          ['KMDW', 'KAUS', '2027-03-11 09:00'],
        ]),
      ),
    ).toEqual({
      ok: false,
      message: MESSAGES.datesNotMatching,
    });
    expect(read(multiCity([['KTEB', 'KMDW', '2027-03-12 09:00']]))).toEqual({
      ok: false,
      message: MESSAGES.multiCityEnds,
    });
  });

  it('refuses a round trip without a return time', () => {
    const trip = roundTrip('KTEB', 'KPBI');
    const city = trip.travelCities[0];
    if (!city) throw new Error('fixture');
    expect(read({ ...trip, travelCities: [{ ...city, returnTime: null }] })).toEqual({
      ok: false,
      message: MESSAGES.incomplete,
    });
  });
});

describe('the fleet index', () => {
  it('keeps only aircraft of qualifying operators, grouped by category, with their bases', () => {
    const index = buildFleetIndex({ fleet: FLEET, models: MODELS, operators: OPERATORS, airport: findAirport });
    const light = index.byCategory.LIGHT_JET.map((e) => e.aircraft.tailNumber);
    expect(light).toEqual(['N201LJ', 'N202LJ', 'N203LJ']);
    expect(index.size).toBe(FLEET.length - 1);
    expect(index.homes.map((h) => h.icao).sort()).toEqual(['KMDW', 'KTEB', 'KVNY']);
  });

  it('skips aircraft whose model or base is unknown', () => {
    const [first] = FLEET;
    if (!first) throw new Error('fixture');
    const index = buildFleetIndex({
      fleet: [
        { ...first, tailNumber: 'N1', modelId: 'zeppelin' },
        { ...first, tailNumber: 'N2', homeBase: 'ZZZZ' },
      ],
      models: MODELS,
      operators: OPERATORS,
      airport: findAirport,
    });
    expect(index.size).toBe(0);
  });
});
