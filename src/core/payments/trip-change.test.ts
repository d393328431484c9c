import { describe, expect, it } from 'vitest';
import type { LegView } from '../quotes/quote-view';
import { changedSearch, changeRefusalNow, departureInput, differencePayment, newDatesRefusal } from './trip-change';

const NOW = new Date('2027-03-01T15:00:00Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const airport = (icaoCode: string) => ({ icaoCode, displayName: icaoCode, city: icaoCode, countryCode: 'US' });
const leg = (legOrder: number, from: string, to: string, departs: string): LegView => ({
  departureAirport: airport(from),
  arrivalAirport: airport(to),
  departureDateTime: departs,
  arrivalDateTime: departs,
  flightTime: '2:40',
  departureAirportRestriction: false,
  arrivalAirportRestriction: false,
  legOrder,
  paddedFuelStops: 0,
  stopLabel: 'NON-STOP',
  fuelStops: [],
});
const there = leg(1, 'KTEB', 'KPBI', '11-03-2027 09:00:00');
const back = leg(2, 'KPBI', 'KTEB', '14-03-2027 17:00:00');

describe('changing a booked trip', () => {
  it('reads a leg as the change form shows it', () => {
    expect(departureInput(back)).toBe('2027-03-14 17:00');
  });

  it('is open to a booked trip more than 24 hours before departure, and says why not otherwise', () => {
    expect(changeRefusalNow('BOOKED', inHours(25), NOW)).toBeNull();
    expect(changeRefusalNow('BOOKED', inHours(23), NOW)).toBe('TOO_LATE');
    expect(changeRefusalNow('RESERVED', inHours(100), NOW)).toBe('NOT_BOOKED');
    expect(changeRefusalNow('CANCELLED', inHours(100), NOW)).toBe('ALREADY_CANCELLED');
    expect(changeRefusalNow('BOOKED', inHours(-1), NOW)).toBe('FLOWN');
    expect(changeRefusalNow('COMPLETED', inHours(-100), NOW)).toBe('FLOWN');
  });

  it('searches a round trip again with the new return, the outbound unchanged', () => {
    const search = changedSearch(
      { routeType: 'ROUND_TRIP', passengers: 3, petFriendly: false },
      [there, back],
      new Map([[2, '2027-03-16 12:00']]),
    );
    expect(search).toEqual({
      routeType: 'ROUND_TRIP',
      travelCities: [
        {
          origin: 'KTEB',
          destination: 'KPBI',
          departureTime: '2027-03-11 09:00',
          order: '1',
          returnTime: '2027-03-16 12:00',
        },
      ],
      passengers: 3,
      petFriendly: false,
    });
  });

  it('searches every leg of a multi-city trip', () => {
    const third = leg(3, 'KTEB', 'KMDW', '20-03-2027 08:00:00');
    const search = changedSearch(
      { routeType: 'MULTI_CITY', passengers: 2, petFriendly: true },
      [there, back, third],
      new Map([[3, '2027-03-21 08:00']]),
    );
    expect(search.travelCities.map((c) => c.departureTime)).toEqual([
      '2027-03-11 09:00',
      '2027-03-14 17:00',
      '2027-03-21 08:00',
    ]);
  });

  it('refuses new dates in the past, within 24 hours, or 45 days or more ahead', () => {
    const us = ['US'];
    expect(newDatesRefusal({ firstDeparture: inHours(-2), countryCodes: us }, NOW)).toBe('PAST');
    expect(newDatesRefusal({ firstDeparture: inHours(20), countryCodes: us }, NOW)).toBe('WITHIN_24_HOURS');
    expect(newDatesRefusal({ firstDeparture: inHours(45 * 24), countryCodes: us }, NOW)).toBe('TOO_FAR_AHEAD');
    expect(newDatesRefusal({ firstDeparture: inHours(30), countryCodes: us }, NOW)).toBeNull();
  });

  it('adds the 3% card fee to a difference paid by card, none from the wallet', () => {
    expect(differencePayment(100_000, 'CREDIT_CARD')).toEqual({ cardFee: 3_000, amount: 103_000 });
    expect(differencePayment(100_000, 'WALLET')).toEqual({ cardFee: 0, amount: 100_000 });
  });
});
