import { describe, expect, it } from 'vitest';
import { changeLegAirport, changeLegDate, cutAirportName, legsOf, type SavedSearch } from './edit-search';
import { addDays, calendarDate, legMinDate } from './leg-calendar';
import { MESSAGES } from './search-form';

const today = '2026-11-22';
const roundTrip: SavedSearch = {
  routeType: 'ROUND_TRIP',
  travelCities: [
    {
      origin: 'KTEB',
      destination: 'KPBI',
      departureTime: '2026-12-02 09:00',
      returnTime: '2026-12-06 16:00',
      order: '0',
    },
  ],
  passengers: 3,
  petFriendly: true,
  sessionId: 'session-1',
};
const oneWay: SavedSearch = {
  ...roundTrip,
  routeType: 'ONE_WAY',
  travelCities: [{ origin: 'KTEB', destination: 'KPBI', departureTime: '2026-12-02 09:00', order: '0' }],
};
const multiCity: SavedSearch = {
  ...roundTrip,
  routeType: 'MULTI_CITY',
  travelCities: [
    { origin: 'KAUS', destination: 'KTEB', departureTime: '2026-12-04 08:00', order: '1' },
    { origin: 'KTEB', destination: 'KAUS', departureTime: '2026-12-02 09:00', order: '0' },
    { origin: 'KTEB', destination: 'KMDW', departureTime: '2026-12-08 12:30', order: '2' },
  ],
};
const failure = (message: string) => ({ ok: false, message });

describe('the legs of a search', () => {
  it('are the outbound and the return of a round trip', () => {
    expect(legsOf(roundTrip)).toEqual([
      { from: 'KTEB', to: 'KPBI', date: '2026-12-02', time: '09:00' },
      { from: 'KPBI', to: 'KTEB', date: '2026-12-06', time: '16:00' },
    ]);
  });

  it('are the travel cities of a multi city trip in their order', () => {
    expect(legsOf(multiCity).map((leg) => `${leg.from}-${leg.to}`)).toEqual(['KTEB-KAUS', 'KAUS-KTEB', 'KTEB-KMDW']);
  });
});

describe('Change Airport', () => {
  it('turns a round trip into a multi city search with the new arrival', () => {
    const result = changeLegAirport(roundTrip, { legOrder: 1, end: 'arrival', icao: 'kbct' }, today);
    expect(result).toEqual({
      ok: true,
      options: {
        routeType: 'MULTI_CITY',
        travelCities: [
          { origin: 'KTEB', destination: 'KBCT', departureTime: '2026-12-02 09:00', returnTime: null, order: '0' },
          { origin: 'KPBI', destination: 'KTEB', departureTime: '2026-12-06 16:00', returnTime: null, order: '1' },
        ],
        flyShare: false,
        passengers: 3,
        petFriendly: true,
        sessionId: 'session-1',
      },
    });
  });

  it('changes the departure of a later leg', () => {
    const result = changeLegAirport(multiCity, { legOrder: 3, end: 'departure', icao: 'KHPN' }, today);
    expect(result.ok && result.options.travelCities[2]).toMatchObject({ origin: 'KHPN', destination: 'KMDW' });
  });

  it('keeps a one-way trip one way: a single leg is not a multi city search', () => {
    const result = changeLegAirport(oneWay, { legOrder: 1, end: 'departure', icao: 'KHPN' }, today);
    expect(result.ok && result.options).toMatchObject({
      routeType: 'ONE_WAY',
      travelCities: [{ origin: 'KHPN', destination: 'KPBI' }],
    });
  });

  it.each([
    ['no departure airport', { legOrder: 1, end: 'departure' as const, icao: ' ' }, MESSAGES.departureAirport],
    ['no arrival airport', { legOrder: 2, end: 'arrival' as const, icao: '' }, MESSAGES.arrivalAirport],
    ['the leg’s other airport', { legOrder: 1, end: 'arrival' as const, icao: 'KTEB' }, MESSAGES.sameAirport],
    ['a leg that does not exist', { legOrder: 3, end: 'arrival' as const, icao: 'KBCT' }, MESSAGES.incomplete],
  ])('refuses %s with the search form’s message', (_, change, message) => {
    expect(changeLegAirport(roundTrip, change, today)).toEqual(failure(message));
  });
});

describe('Edit Date', () => {
  it('moves the outbound leg of a round trip and keeps it a round trip', () => {
    const result = changeLegDate(roundTrip, { legOrder: 1, date: '2026-12-03', time: '07:15' }, today);
    expect(result.ok && result.options).toMatchObject({
      routeType: 'ROUND_TRIP',
      travelCities: [{ departureTime: '2026-12-03 07:15', returnTime: '2026-12-06 16:00' }],
    });
  });

  it('moves the return of a round trip', () => {
    const result = changeLegDate(roundTrip, { legOrder: 2, date: '2026-12-02', time: '21:30' }, today);
    expect(result.ok && result.options.travelCities[0]?.returnTime).toBe('2026-12-02 21:30');
  });

  it.each([
    ['a departure tomorrow', 1, '2026-11-23', '09:00', MESSAGES.incomplete],
    ['no date', 1, '', '09:00', MESSAGES.incomplete],
    ['no time', 1, '2026-12-03', '', MESSAGES.incomplete],
    ['a departure after the return', 1, '2026-12-07', '09:00', MESSAGES.returnBeforeDeparture],
    ['a return before the departure', 2, '2026-12-01', '09:00', MESSAGES.returnBeforeDeparture],
    ['a same-day return within two hours', 2, '2026-12-02', '10:30', MESSAGES.datesNotMatching],
    ['a same-day return after 21:30', 2, '2026-12-02', '21:45', MESSAGES.datesNotMatching],
  ])('refuses %s with the exact message', (_, legOrder, date, time, message) => {
    expect(changeLegDate(roundTrip, { legOrder, date, time }, today)).toEqual(failure(message));
  });

  it('keeps the legs of a multi city trip in order', () => {
    expect(changeLegDate(multiCity, { legOrder: 2, date: '2026-12-09', time: '08:00' }, today)).toEqual(
      failure(MESSAGES.datesNotMatching),
    );
    const moved = changeLegDate(multiCity, { legOrder: 2, date: '2026-12-05', time: '08:00' }, today);
    expect(moved.ok && moved.options.travelCities[1]?.departureTime).toBe('2026-12-05 08:00');
  });
});

describe('calendars and names', () => {
  it('start two days out, and from the first leg’s date for later legs', () => {
    const legs = legsOf(roundTrip);
    expect(legMinDate(legs, 1, today)).toBe('2026-11-24');
    expect(legMinDate(legs, 2, today)).toBe('2026-12-02');
    expect(legMinDate(legs, 2, '2026-12-05')).toBe('2026-12-07');
  });

  it('count days across months and years', () => {
    expect(addDays('2026-12-31', 2)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('read today in the given zone', () => {
    expect(calendarDate(new Date('2026-11-23T03:00:00Z'), 'America/New_York')).toBe('2026-11-22');
  });

  it('cut suggested airport names at 25 characters', () => {
    expect(cutAirportName('Teterboro Airport')).toBe('Teterboro Airport');
    expect(cutAirportName('Palm Beach International Airport')).toBe('Palm Beach International…');
    expect(cutAirportName('Palm Beach International').length).toBe(24);
  });
});
