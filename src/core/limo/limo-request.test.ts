import { describe, expect, it } from 'vitest';
import { limoRequestSchema } from './limo-request';

const schema = limoRequestSchema({ now: new Date('2026-11-22T17:00:00Z'), zone: 'America/New_York' }); // 12:00 in New York
const place = (time: string) => ({
  address: '111 Industrial Ave',
  city: 'Teterboro',
  state: 'NJ',
  zipcode: '07608',
  time,
});
const request = {
  bookingId: 'BK-1001',
  generalInfo: {
    firstName: 'Maya',
    lastName: 'Lindqvist',
    phone: '+1 212 555 0187',
    email: 'maya@example.com',
    vehicleType: 'SUV',
    luggageCount: '3',
  },
  pickupLocation: place('2026-11-22T12:30'),
  dropOffLocation: place('2026-11-22T13:30'),
};

describe('a limo request', () => {
  it('accepts a complete request and reads the luggage count as a number', () => {
    const parsed = schema.parse(request);
    expect(parsed.generalInfo.luggageCount).toBe(3);
    expect(parsed.stopsList).toEqual([]);
  });

  it('refuses pickup times before now in the pickup city', () => {
    const result = schema.safeParse({ ...request, pickupLocation: place('2026-11-22T11:59') });
    expect(result.error?.issues[0]?.message).toBe('Pickup time cannot be in the past');
  });

  it('needs a known vehicle type and a numeric luggage count', () => {
    const result = schema.safeParse({
      ...request,
      generalInfo: { ...request.generalInfo, vehicleType: 'Bus', luggageCount: 'lots' },
    });
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual([
      'Choose a vehicle type',
      'Luggage count must be a number',
    ]);
  });

  it('takes stops with optional times', () => {
    const parsed = schema.parse({ ...request, stopsList: [{ ...place(''), address: '1 Main St' }] });
    expect(parsed.stopsList[0]?.time).toBe('');
  });
});
