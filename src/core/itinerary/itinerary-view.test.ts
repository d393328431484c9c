import { describe, expect, it } from 'vitest';
import { itineraryDateTime, itineraryRoute, type Itinerary, type ItineraryLeg } from './itinerary';
import { durationText, itineraryView } from './itinerary-view';

const airport = (icaoCode: string, displayName = icaoCode) => ({ icaoCode, displayName, timeZone: 'America/New_York' });
const noFbo = { name: null, address: null, contact: null };

function leg(legOrder: number, from: string, to: string, extra: Partial<ItineraryLeg> = {}): ItineraryLeg {
  return {
    legOrder,
    aircraftCategory: 'LIGHT_JET',
    departureAirport: airport(from),
    arrivalAirport: airport(to),
    departureDateTime: 'Wednesday 03-10-2027 09:00 AM',
    arrivalDateTime: 'Wednesday 03-10-2027 11:30 AM',
    departureAt: '2027-03-10T14:00:00.000Z',
    arrivalAt: '2027-03-10T16:30:00.000Z',
    flightTime: '2:30',
    tailNumber: null,
    fboDetails: { originFbo: noFbo, destinationFbo: noFbo },
    crews: [],
    crewSettings: null,
    travellers: [],
    selectedAddOns: [],
    groundTransportationNotes: null,
    cateringNotes: '  ',
    miscellaneousNotes: null,
    ...extra,
  };
}

const trip = (legs: ItineraryLeg[]): Itinerary => ({
  bookingId: 'BK-1',
  legs,
  leadPassenger: 'tr-2',
  providerContact: { phone: '+1 (888) 555-0142', email: 'concierge@contrail.example' },
  customerContact: { name: 'Maya Okafor', phone: '', email: 'maya@example.com' },
});

describe('the itinerary as shown', () => {
  it('puts the legs in flying order and routes the header from the first departure to the last arrival', () => {
    const view = itineraryView(trip([leg(2, 'KPBI', 'KTEB'), leg(1, 'KTEB', 'KPBI')]));
    expect(view.legs.map((l) => l.legOrder)).toEqual([1, 2]);
    expect(view.route).toBe('KTEB - KPBI - KTEB');
    expect(itineraryRoute([])).toBe('');
  });

  it('shows N/A for missing contacts, FBOs and passenger details, and hides empty notes', () => {
    const view = itineraryView(
      trip([
        leg(1, 'KTEB', 'KPBI', {
          travellers: [
            {
              id: 'tr-2',
              firstName: 'Maya',
              middleName: 'jo',
              lastName: 'Okafor',
              dob: null,
              passportNumber: '',
              passportExpiry: null,
              passportCountry: 'USA',
            },
          ],
        }),
      ]),
    );
    expect(view.customerContact.phone).toBe('N/A');
    const [shown] = view.legs;
    expect(shown?.originFbo).toEqual({ name: 'N/A', address: 'N/A', contact: 'N/A' });
    expect(shown?.tailNumber).toBe('N/A');
    expect(shown?.passengers).toEqual([
      {
        id: 'tr-2',
        firstName: 'Maya J.',
        lastName: 'Okafor',
        dob: 'N/A',
        passportNumber: 'N/A',
        passportExpiry: 'N/A',
        passportCountry: 'USA',
        lead: true,
      },
    ]);
    expect(shown?.cateringNotes).toBeNull();
    expect(shown?.category).toBe('Light Jet');
  });

  it('writes block time as hours and minutes', () => {
    expect(durationText('2:05')).toBe('2h 5m');
    expect(durationText('0:45')).toBe('45m');
    expect(durationText('soon')).toBe('N/A');
  });

  it("writes a departure as 'dddd MM-DD-YYYY hh:mm A' on the airport's clock", () => {
    expect(itineraryDateTime(new Date('2027-03-10T14:00:00Z'), 'America/New_York')).toBe(
      'Wednesday 03-10-2027 09:00 AM',
    );
    expect(itineraryDateTime(new Date('2027-03-10T22:30:00Z'), 'America/Los_Angeles')).toBe(
      'Wednesday 03-10-2027 02:30 PM',
    );
  });
});
