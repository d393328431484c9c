import { describe, expect, it } from 'vitest';
import { holdEnd, holdInfoText, legInstant, tripStatus } from './trip-status';

const now = new Date('2027-03-01T15:00:00Z');

describe('a trip on My Trips', () => {
  it('is Upcoming until its last leg lands, then Past', () => {
    expect(tripStatus({ status: 'BOOKED', lastArrival: new Date('2027-03-01T15:01:00Z') }, now)).toBe('UPCOMING');
    expect(tripStatus({ status: 'RESERVED', lastArrival: new Date('2027-03-01T15:00:00Z') }, now)).toBe('PAST');
  });

  it('is Past once cancelled or completed, whatever its dates', () => {
    const later = new Date('2027-04-01T00:00:00Z');
    expect(tripStatus({ status: 'CANCELLED', lastArrival: later }, now)).toBe('PAST');
    expect(tripStatus({ status: 'COMPLETED', lastArrival: later }, now)).toBe('PAST');
  });

  it('reads leg times on their airport clock', () => {
    expect(legInstant('11-03-2027 09:00:00', 'America/New_York')?.toISOString()).toBe('2027-03-11T14:00:00.000Z');
    expect(legInstant('not a time', 'UTC')).toBeNull();
  });

  it('says how long a reservation is still held, 23 hours just after reserving', () => {
    expect(holdInfoText(holdEnd(null, new Date('2027-03-01T14:55:00Z')), now)).toBe('Complete payment in 23 hours');
    expect(holdInfoText(holdEnd(undefined, new Date('2027-02-28T15:30:00Z')), now)).toBe('Complete payment in 1 hour');
    expect(holdInfoText(holdEnd(new Date('2027-03-01T20:10:00Z'), new Date(0)), now)).toBe(
      'Complete payment in 5 hours',
    );
  });
});
