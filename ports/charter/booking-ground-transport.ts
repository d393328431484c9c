/**
 * A booking's ground transportation as the itinerary reads it: each limo request the customer
 * submitted, with its pickup time and the note the itinerary shows (read-only). The address
 * book's limo requests implement it (src/engine/trips/itinerary-ground-transport.ts).
 */
export interface GroundTransportRequest {
  /** "YYYY-MM-DDTHH:mm" on the pickup city's clock, as the limo form took it. */
  pickupTime: string;
  /** The request as one or more lines of text. */
  note: string;
}

export interface BookingGroundTransport {
  /** The booking's requests, oldest first. */
  forItinerary(bookingId: string): Promise<GroundTransportRequest[]>;
}

export const BOOKING_GROUND_TRANSPORT = Symbol.for('contrail.BookingGroundTransport');
