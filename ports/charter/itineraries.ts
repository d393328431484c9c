import type { Itinerary } from '../../src/core/itinerary/itinerary';
import type { Caller } from '../caller';

/**
 * A booking's itinerary: trips/itinerary with the header booking-id (spec 001 section 7). Two
 * adapters: the embedded engine (src/engine/itinerary) and charter-rest. The answer is null
 * when there is nothing this caller may see: an unknown id, a booking not yet reserved or
 * booked, or another customer's booking (support staff may read any). Callers answer 404
 * for all of these alike, so an id never reveals whether it exists.
 */
export interface Itineraries {
  itinerary(bookingId: string, caller: Caller): Promise<Itinerary | null>;
}

export const ITINERARIES = Symbol.for('contrail.Itineraries');
