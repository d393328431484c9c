import { describe, expect, it } from 'vitest';
import { limoNote, limoTime } from './limo-note';
import type { LimoRequest } from './limo-request';

const place = { address: '10 Hudson Yards', city: 'New York', state: 'NY', zipcode: '10001', time: '2027-03-11T07:30' };
const request: LimoRequest = {
  bookingId: 'bk',
  generalInfo: {
    firstName: 'Ana',
    lastName: 'Silva',
    phone: '+1 212 555 0100',
    email: 'ana@example.com',
    vehicleType: 'SprinterVan',
    luggageCount: 1,
  },
  pickupLocation: place,
  dropOffLocation: { ...place, address: 'Signature FBO', city: 'Teterboro', state: 'NJ', zipcode: '07608', time: '' },
  stopsList: [{ ...place, address: '1 Main St', time: '2027-03-11T13:05' }],
  driverNotes: 'Child seat',
};

describe('a limo request as an itinerary note', () => {
  it('writes the vehicle, the rider, each place in order and the driver notes, one a line', () => {
    expect(limoNote(request).split('\n')).toEqual([
      'Sprinter Van for Ana Silva, +1 212 555 0100, 1 bag',
      'Pickup: 03-11-2027 07:30 AM, 10 Hudson Yards, New York, NY 10001',
      'Stop: 03-11-2027 01:05 PM, 1 Main St, New York, NY 10001',
      'Drop-off: Signature FBO, Teterboro, NJ 07608',
      'Driver notes: Child seat',
    ]);
    expect(limoNote({ ...request, stopsList: [], driverNotes: '' })).not.toMatch(/Stop|Driver notes/);
  });

  it('reads times as the itinerary writes them, midnight and noon included', () => {
    expect(limoTime('2027-03-11T00:15')).toBe('03-11-2027 12:15 AM');
    expect(limoTime('2027-03-11T12:00')).toBe('03-11-2027 12:00 PM');
    expect(limoTime('soon')).toBe('soon');
  });
});
