import { describe, expect, it } from 'vitest';
import {
  earliestReturnTime,
  latestReturnTime,
  minReturnDate,
  MESSAGES,
  minDepartureDate,
  departureDateAllowed,
  toSearchOptions,
  validateSearch,
  type SearchForm,
} from './search-form';

const today = '2026-11-22';
const roundTrip = (overrides: Partial<SearchForm> = {}, leg: Partial<SearchForm['legs'][number]> = {}): SearchForm => ({
  routeType: 'ROUND_TRIP',
  passengers: 4,
  petFriendly: false,
  legs: [{ from: 'KTEB', to: 'KPBI', date: '2026-12-02', time: '09:00', ...leg }],
  returnDate: '2026-12-06',
  returnTime: '16:00',
  ...overrides,
});
const message = (form: SearchForm) => {
  const verdict = validateSearch(form, today);
  return verdict.ok ? 'ok' : verdict.message;
};

describe('round trip and one way searches', () => {
  it('accept a complete search', () => {
    expect(message(roundTrip())).toBe('ok');
    expect(message(roundTrip({ routeType: 'ONE_WAY', returnDate: '', returnTime: '' }))).toBe('ok');
  });

  it.each([
    ['no passengers', roundTrip({ passengers: null }), MESSAGES.passengers],
    ['zero passengers', roundTrip({ passengers: 0 }), MESSAGES.passengers],
    ['no departure airport', roundTrip({}, { from: '' }), 'Error: Please add Departure Airport!'],
    ['no arrival airport', roundTrip({}, { to: '' }), 'Error: Please add Arrival Airport!'],
    [
      'the same airport twice',
      roundTrip({}, { to: 'KTEB' }),
      'Error: Departure Airport cant be same as Arrival Airport!',
    ],
    ['no departure date', roundTrip({}, { date: '' }), 'Please type all information.'],
    ['a departure tomorrow', roundTrip({}, { date: '2026-11-23' }), 'Please type all information.'],
    ['no return date', roundTrip({ returnDate: '' }), 'Please type all information.'],
    [
      'a return before the departure',
      roundTrip({ returnDate: '2026-12-01' }),
      'Error: Return Date should be grater than Depart Date.',
    ],
    [
      'a same-day return too soon',
      roundTrip({ returnDate: '2026-12-02', returnTime: '10:30' }),
      'Error: Dates are not matching.',
    ],
    [
      'a same-day return after 21:30',
      roundTrip({ returnDate: '2026-12-02', returnTime: '22:00' }),
      'Error: Dates are not matching.',
    ],
  ])('refuse %s with the spec message', (_what, form, expected) => {
    expect(message(form)).toBe(expected);
  });

  it('allow a same-day return two hours after departure, up to 21:30', () => {
    expect(message(roundTrip({ returnDate: '2026-12-02', returnTime: '11:00' }))).toBe('ok');
    expect(earliestReturnTime('2026-12-02', '19:30', '2026-12-02')).toBe('21:30');
    expect(earliestReturnTime('2026-12-02', '20:00', '2026-12-02')).toBeNull();
    expect(earliestReturnTime('2026-12-02', '20:00', '2026-12-03')).toBe('00:00');
  });
});

describe('the return calendar', () => {
  it('starts after tomorrow and not before the departure', () => {
    expect(minReturnDate('', today)).toBe('2026-11-24');
    expect(minReturnDate('2026-12-02', today)).toBe('2026-12-02');
    expect(minReturnDate('2026-11-23', today)).toBe('2026-11-24');
  });

  it('caps a same-day return at 21:30 after an evening departure', () => {
    expect(latestReturnTime('2026-12-02', '2026-12-02')).toBe('21:30');
    expect(latestReturnTime('2026-12-02', '2026-12-03')).toBe('23:59');
    const evening = (departs: string, returns: string) =>
      message(roundTrip({ returnDate: '2026-12-02', returnTime: returns }, { time: departs }));
    expect(evening('19:00', '21:00')).toBe('ok');
    expect(evening('19:00', '21:30')).toBe('ok');
    expect(evening('19:00', '21:45')).toBe('Error: Dates are not matching.');
    // After 19:30 no same-day return is left at all.
    expect(evening('20:00', '22:00')).toBe('Error: Dates are not matching.');
    expect(evening('20:00', '21:30')).toBe('Error: Dates are not matching.');
  });
});

describe('the departure calendar', () => {
  it('starts two days from today and accepts only dates after tomorrow', () => {
    expect(minDepartureDate(today)).toBe('2026-11-24');
    expect(departureDateAllowed('2026-11-23', today)).toBe(false);
    expect(departureDateAllowed('2026-11-24', today)).toBe(true);
  });
});

describe('multi city searches', () => {
  const leg = (from: string, to: string, date: string) => ({ from, to, date, time: '10:00' });
  const multi = (legs: SearchForm['legs']): SearchForm => ({
    routeType: 'MULTI_CITY',
    passengers: 2,
    petFriendly: true,
    legs,
    returnDate: '',
    returnTime: '',
  });

  it('need the first and last legs complete', () => {
    expect(message(multi([leg('KTEB', 'KMDW', '2026-12-02'), leg('KMDW', '', '2026-12-04')]))).toBe(
      'Missing information in 1st or last leg.',
    );
  });

  it('name the incomplete middle leg', () => {
    const legs = [leg('KTEB', 'KMDW', '2026-12-02'), leg('KMDW', 'KAUS', ''), leg('KAUS', 'KTEB', '2026-12-06')];
    expect(message(multi(legs))).toBe('Missing information in 2nd leg.');
    expect(MESSAGES.multiCityLeg(3)).toBe('Missing information in 3rd leg.');
    expect(MESSAGES.multiCityLeg(11)).toBe('Missing information in 11th leg.');
  });

  it('need each leg after the one before', () => {
    expect(message(multi([leg('KTEB', 'KMDW', '2026-12-04'), leg('KMDW', 'KAUS', '2026-12-03')]))).toBe(
      'Error: Dates are not matching.',
    );
    expect(message(multi([leg('KTEB', 'KMDW', '2026-12-02'), leg('KMDW', 'KAUS', '2026-12-03')]))).toBe('ok');
  });

  it('become the search options of the spec', () => {
    const options = toSearchOptions(
      multi([leg('KTEB', 'KMDW', '2026-12-02'), leg('KMDW', 'KAUS', '2026-12-03')]),
      'sess-1',
    );
    expect(options.travelCities).toEqual([
      { origin: 'KTEB', destination: 'KMDW', departureTime: '2026-12-02 10:00', returnTime: null, order: '0' },
      { origin: 'KMDW', destination: 'KAUS', departureTime: '2026-12-03 10:00', returnTime: null, order: '1' },
    ]);
    expect(options).toMatchObject({
      routeType: 'MULTI_CITY',
      flyShare: false,
      passengers: 2,
      petFriendly: true,
      sessionId: 'sess-1',
    });
  });
});

describe('round trip search options', () => {
  it('carry the return time on the travel city', () => {
    expect(toSearchOptions(roundTrip(), null).travelCities).toEqual([
      {
        origin: 'KTEB',
        destination: 'KPBI',
        departureTime: '2026-12-02 09:00',
        returnTime: '2026-12-06 16:00',
        order: '0',
      },
    ]);
  });
});

describe('calendar dates', () => {
  it('refuse a day that does not exist or is not a date', () => {
    expect(departureDateAllowed('2026-02-30', today)).toBe(false);
    expect(departureDateAllowed('02/12/2026', today)).toBe(false);
    expect(message(roundTrip({ returnDate: 'soon' }))).toBe('Please type all information.');
    expect(minDepartureDate('2026-12-31')).toBe('2027-01-02');
  });
});
