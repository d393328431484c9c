import type { QuoteStore } from '../../../ports/charter/quote-store';
import { quotedCarbon } from '../payments/booking-facts';
import type { Caller } from '../../../ports/caller';
import { isStaff } from '../../../ports/identity-provider';
import type { BookingGroundTransport } from '../../../ports/charter/booking-ground-transport';
import type { BookingStore } from '../../../ports/charter/booking-store';
import type { BookingTravellers } from '../../../ports/charter/booking-travellers';
import type { Itineraries } from '../../../ports/charter/itineraries';
import type { LegAssignmentStore } from '../../../ports/charter/leg-assignment-store';
import type { Clock } from '../../../ports/clock';
import type { ProfileStore } from '../../../ports/identity-provider';
import type { ReferenceData } from '../../../ports/reference-data';
import { groundTransportByLeg } from '../../core/itinerary/ground-transport';
import { itineraryDateTime, type Itinerary, type ItineraryAirport } from '../../core/itinerary/itinerary';
import { ADDON_NAMES } from '../../core/quotes/addons';
import type { AirportView } from '../../core/quotes/quote-view';
import { assignLegs, legInstant } from './assign-legs';

export interface EmbeddedItinerariesDeps {
  bookings: BookingStore;
  assignments: LegAssignmentStore;
  referenceData: ReferenceData;
  profiles: ProfileStore;
  travellers: BookingTravellers;
  /** The customer's limo requests, shown read-only as each leg's ground transportation notes. */
  groundTransport: BookingGroundTransport;
  clock: Clock;
  /** The concierge's phone and e-mail, shown as the provider's contact. */
  providerContact: { phone: string; email: string };
  /** Where the itinerary reads the carbon the booking's quote answered (absent: none shown). */
  quotes?: QuoteStore;
}

/** Only a reserved (held) or booked trip has an itinerary; a draft or a cancelled one has not. */
const HAS_ITINERARY = new Set(['RESERVED', 'BOOKED']);

/**
 * trips/itinerary in the embedded engine: the booking's legs with what the operator assigned
 * (assigned on the first reading and kept), the passengers on each leg and the contacts.
 */
export class EmbeddedItineraries implements Itineraries {
  constructor(private readonly deps: EmbeddedItinerariesDeps) {}

  async itinerary(bookingId: string, caller: Caller): Promise<Itinerary | null> {
    if (caller.kind !== 'customer') return null;
    const booking = await this.deps.bookings.find(bookingId);
    if (!booking || !HAS_ITINERARY.has(booking.status) || booking.owner.kind !== 'customer') return null;
    if (!isStaff(caller.role) && booking.owner.userId !== caller.userId) return null;

    const assignments =
      (await this.deps.assignments.find(booking.id)) ??
      (await this.deps.assignments.saveOnce(
        booking.id,
        assignLegs(booking, this.deps.referenceData),
        this.deps.clock.now(),
      ));
    const [profile, passengers, rides, carbon] = await Promise.all([
      this.deps.profiles.getProfile(booking.owner.userId),
      this.deps.travellers.forItinerary(booking.id),
      this.deps.groundTransport.forItinerary(booking.id),
      quotedCarbon(booking, this.deps.quotes),
    ]);
    const airport = (view: AirportView): ItineraryAirport => ({
      icaoCode: view.icaoCode,
      displayName: view.displayName,
      timeZone: this.deps.referenceData.airport(view.icaoCode)?.timeZone ?? 'UTC',
    });
    const selectedAddOns = booking.addonIds.flatMap((id) => {
      const entity = ADDON_NAMES.get(id);
      return entity ? [{ disabled: false, addOnEntity: entity }] : [];
    });

    const legs = [...booking.legs]
      .sort((a, b) => a.legOrder - b.legOrder)
      .map((leg) => {
        const from = airport(leg.departureAirport);
        const to = airport(leg.arrivalAirport);
        return {
          leg,
          from,
          to,
          departs: legInstant(leg.departureDateTime, from.timeZone),
          arrives: legInstant(leg.arrivalDateTime, to.timeZone),
        };
      });
    const rideNotes = groundTransportByLeg(
      legs.map(({ leg, from, to, departs, arrives }) => ({
        legOrder: leg.legOrder,
        departureAt: departs,
        departureZone: from.timeZone,
        arrivalAt: arrives,
        arrivalZone: to.timeZone,
      })),
      rides,
    );
    // The operator's own notes (none from our engine) come first, the customer's rides after.
    const groundNotes = (legOrder: number, operator: string | null | undefined) =>
      [operator, rideNotes.get(legOrder)].filter((n): n is string => Boolean(n)).join('\n\n') || null;

    return {
      bookingId: booking.id,
      carbon,
      leadPassenger: passengers.leadPassengerId,
      providerContact: this.deps.providerContact,
      customerContact: {
        name: profile ? `${profile.firstname} ${profile.lastname}`.trim() : '',
        phone: profile?.phone ?? '',
        email: profile?.email ?? '',
      },
      legs: legs.map(({ leg, from, to, departs, arrives }) => {
        const assigned = assignments.find((a) => a.legOrder === leg.legOrder);
        return {
          legOrder: leg.legOrder,
          aircraftCategory: booking.category,
          departureAirport: from,
          arrivalAirport: to,
          departureDateTime: itineraryDateTime(departs, from.timeZone),
          arrivalDateTime: itineraryDateTime(arrives, to.timeZone),
          departureAt: departs.toISOString(),
          arrivalAt: arrives.toISOString(),
          flightTime: leg.flightTime,
          tailNumber: assigned?.tailNumber ?? null,
          fboDetails: {
            originFbo: assigned?.originFbo ?? { name: null, address: null, contact: null },
            destinationFbo: assigned?.destinationFbo ?? { name: null, address: null, contact: null },
          },
          crews: assigned?.crews ?? [],
          crewSettings: assigned ? assigned.crewSettings : null,
          travellers: passengers.travellers
            .filter((t) => t.legOrders.includes(leg.legOrder))
            .map(({ legOrders: _legs, ...traveller }) => traveller),
          selectedAddOns,
          groundTransportationNotes: groundNotes(leg.legOrder, assigned?.groundTransportationNotes),
          cateringNotes: assigned?.cateringNotes ?? null,
          miscellaneousNotes: assigned?.miscellaneousNotes ?? null,
        };
      }),
    };
  }
}

/** Until the address book is built: no passengers on any booking. */
export const noBookingTravellers: BookingTravellers = {
  forItinerary: async () => ({ leadPassengerId: null, travellers: [] }),
};

/** No limo requests on any booking (tests of the itinerary alone). */
export const noGroundTransport: BookingGroundTransport = { forItinerary: async () => [] };
