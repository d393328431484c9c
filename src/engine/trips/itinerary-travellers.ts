import type { AddressBookStore } from '../../../ports/charter/address-book-store';

/**
 * The booking's passengers as the itinerary reads them (the itinerary branch's
 * `BookingTravellers` port, ports/charter/booking-travellers.ts there): each with the legs they
 * are on board and the lead passenger. Structurally the same shape, so at merge the container
 * binds BOOKING_TRAVELLERS to this over the AddressBookStore in place of "no passengers".
 */
export interface ItineraryPassenger {
  id: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  dob: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
  /** ISO 3166-1 alpha-3. */
  passportCountry: string | null;
  /** 1-based leg orders the passenger is on board for. */
  legOrders: number[];
}

export class AddressBookItineraryTravellers {
  constructor(private readonly addressBook: AddressBookStore) {}

  async forItinerary(bookingId: string): Promise<{ leadPassengerId: string | null; travellers: ItineraryPassenger[] }> {
    const passengers = await this.addressBook.passengers(bookingId);
    const travellers: ItineraryPassenger[] = [];
    for (const passenger of passengers) {
      const t = await this.addressBook.traveller(passenger.travellerId);
      if (!t) continue;
      travellers.push({
        id: t.id,
        firstName: t.fname,
        middleName: t.mname || null,
        lastName: t.lname,
        dob: t.dob || null,
        passportNumber: t.passportNumber || null,
        passportExpiry: t.passportExpiry || null,
        passportCountry: t.passportCountry || null,
        legOrders: passenger.legs,
      });
    }
    return { leadPassengerId: passengers.find((p) => p.lead)?.travellerId ?? null, travellers };
  }
}
