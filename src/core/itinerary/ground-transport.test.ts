import { describe, expect, it } from 'vitest';
import { groundTransportByLeg, type LegClock } from './ground-transport';

// Out of New York at 09:00 ET, into Chicago at 10:30 CT on the 11th; back at 17:00 CT on the 13th, in at 20:00 ET.
const legs: LegClock[] = [
  {
    legOrder: 1,
    departureAt: new Date('2027-03-11T14:00:00Z'),
    departureZone: 'America/New_York',
    arrivalAt: new Date('2027-03-11T16:30:00Z'),
    arrivalZone: 'America/Chicago',
  },
  {
    legOrder: 2,
    departureAt: new Date('2027-03-13T23:00:00Z'),
    departureZone: 'America/Chicago',
    arrivalAt: new Date('2027-03-14T01:00:00Z'),
    arrivalZone: 'America/New_York',
  },
];

describe('ground transportation by leg', () => {
  it('puts each ride on the leg whose departure or arrival is nearest its pickup, on local clocks', () => {
    const notes = groundTransportByLeg(legs, [
      { pickupTime: '2027-03-11T07:00', note: 'to Teterboro' },
      { pickupTime: '2027-03-11T10:45', note: 'from Midway' },
      { pickupTime: '2027-03-13T15:30', note: 'to Midway' },
      { pickupTime: '2027-03-13T21:15', note: 'home' },
    ]);
    expect(notes.get(1)).toBe('to Teterboro\n\nfrom Midway');
    expect(notes.get(2)).toBe('to Midway\n\nhome');
  });

  it('keeps an unreadable pickup on the first leg, and answers nothing without legs or rides', () => {
    expect(groundTransportByLeg(legs, [{ pickupTime: 'later', note: 'ride' }]).get(1)).toBe('ride');
    expect(groundTransportByLeg(legs, []).size).toBe(0);
    expect(groundTransportByLeg([], [{ pickupTime: '2027-03-11T07:00', note: 'ride' }]).size).toBe(0);
  });
});
