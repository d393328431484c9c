import type { Caller } from './caller';

/**
 * A booking's itinerary as files: the PDF printed from the itinerary's print view and the
 * calendar (.ics) file, exactly as the customer downloads them from the itinerary page. The
 * booking-confirmation e-mail attaches both.
 */
export interface ItineraryFiles {
  bookingId: string;
  /** Null when no PDF could be printed right now (no browser, a timeout): the link still works. */
  pdf: Uint8Array | null;
  calendar: string;
}

export interface ItineraryDocuments {
  /** Null when the caller may see no itinerary of this booking (as the itinerary page answers 404). */
  filesFor(bookingId: string, caller: Caller): Promise<ItineraryFiles | null>;
}

export const ITINERARY_DOCUMENTS = Symbol.for('contrail.ItineraryDocuments');
