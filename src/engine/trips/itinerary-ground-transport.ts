import type { AddressBookStore } from '../../../ports/charter/address-book-store';
import type { BookingGroundTransport, GroundTransportRequest } from '../../../ports/charter/booking-ground-transport';
import { limoNote } from '../../core/limo/limo-note';

/** The booking's limo requests (kept with the address book) as the itinerary's ground transportation. */
export class AddressBookItineraryGroundTransport implements BookingGroundTransport {
  constructor(private readonly addressBook: AddressBookStore) {}

  async forItinerary(bookingId: string): Promise<GroundTransportRequest[]> {
    const requests = await this.addressBook.limoRequests(bookingId);
    return requests.map(({ request }) => ({ pickupTime: request.pickupLocation.time, note: limoNote(request) }));
  }
}
