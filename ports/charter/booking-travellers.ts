import type { ItineraryTraveller } from '../../src/core/itinerary/itinerary';

/**
 * The passengers assigned to a booking, as the itinerary reads them: each with the legs they
 * are on board (1-based leg orders) and the lead passenger. The address book (trips work)
 * implements it; until then the engine binds one that answers no passengers.
 */
export interface BookingTravellers {
  forItinerary(bookingId: string): Promise<{
    leadPassengerId: string | null;
    travellers: (ItineraryTraveller & { legOrders: number[] })[];
  }>;
}

export const BOOKING_TRAVELLERS = Symbol.for('contrail.BookingTravellers');
