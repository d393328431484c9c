import type { AddressBookStore, BookingPassenger, StoredTraveller } from '../../../ports/charter/address-book-store';
import type { Booking } from '../../../ports/charter/booking-store';
import type { PassengerView, TravellerView, TripAddonView, TripView } from '../../../ports/charter/trips';
import type { Clock } from '../../../ports/clock';
import type { ReferenceData } from '../../../ports/reference-data';
import { CATEGORY_PROFILES } from '../../core/aircraft-categories';
import { centsToDollars } from '../../core/money';
import { RESERVATION_DEPOSIT } from '../../core/payments/checkout-summary';
import { isInternational } from '../../core/payments/booking-window';
import { addonOffers } from '../../core/quotes/addons';
import { holdEnd, holdInfoText, legInstant, tripStatus } from '../../core/trips/trip-status';

/** What building a trip's view reads: the part of the Trips engine's deps it needs. */
export interface TripViewDeps {
  addressBook: AddressBookStore;
  referenceData: ReferenceData;
  clock: Clock;
}

const LIMO_ADDON = 'GROUND_TRANSPORTATION';

/** Display names of the add-ons, from the one list of offers (every optional one included). */
const ADDON_NAMES = new Map(
  addonOffers({
    category: 'LIGHT_JET',
    amenities: { wifi: true, restroom: true, flightAttendant: true, petsAllowed: true },
    passengers: 1,
    petFriendly: true,
    blockHours: 1,
  }).map((offer) => [offer.addOnId, offer]),
);

export function travellerView(t: StoredTraveller): TravellerView {
  return {
    id: t.id,
    name: [t.fname, t.mname ? `${t.mname}.` : '', t.lname].filter(Boolean).join(' '),
    fname: t.fname,
    mname: t.mname,
    lname: t.lname,
    tag: t.tag,
    phoneNumber: t.phoneNumber,
    email: t.email,
    dob: t.dob,
    passportNumber: t.passportNumber,
    passportExpiry: t.passportExpiry,
    passportCountry: t.passportCountry,
  };
}

export function passengerView(traveller: StoredTraveller, passenger: BookingPassenger): PassengerView {
  return { ...travellerView(traveller), selectedLegs: passenger.legs, leadPassenger: passenger.lead };
}

/** International when any airport the trip touches is outside the United States. */
export function bookingIsInternational(booking: Booking): boolean {
  return isInternational(
    booking.legs.flatMap((leg) => [leg.departureAirport.countryCode, leg.arrivalAirport.countryCode]),
  );
}

/** The customer's view of one trip: its passengers, add-ons, status and what is still due. */
export async function tripView(deps: TripViewDeps, booking: Booking): Promise<TripView> {
  const now = deps.clock.now();
  const [passengers, limos] = await Promise.all([
    deps.addressBook.passengers(booking.id),
    deps.addressBook.limoRequests(booking.id),
  ]);
  const travellers = (
    await Promise.all(
      passengers.map(async (p) => {
        const traveller = await deps.addressBook.traveller(p.travellerId);
        return traveller ? passengerView(traveller, p) : undefined;
      }),
    )
  ).filter((p): p is PassengerView => p !== undefined);
  const last = booking.legs.at(-1);
  const zone = last ? deps.referenceData.airport(last.arrivalAirport.icaoCode)?.timeZone : undefined;
  const lastArrival = booking.arrivesAt ?? ((last && zone && legInstant(last.arrivalDateTime, zone)) || booking.busyTo);
  const reserved = booking.status === 'RESERVED';
  const addons: TripAddonView[] = booking.addonIds
    .filter((id) => id !== LIMO_ADDON)
    .map((id) => ({
      addOnId: id,
      displayName: ADDON_NAMES.get(id)?.displayName ?? id,
      addonAction: ADDON_NAMES.get(id)?.addonAction ?? 'SELECT',
      requested: false,
    }));
  // Ground transportation is ordered after booking, from the trip, on every trip.
  addons.push({
    addOnId: LIMO_ADDON,
    displayName: ADDON_NAMES.get(LIMO_ADDON)?.displayName ?? 'Ground transportation',
    addonAction: 'FORM',
    requested: limos.length > 0,
  });
  return {
    bookingId: booking.id,
    status: booking.status,
    tripStatus: tripStatus({ status: booking.status, lastArrival }, now),
    craftDetail: {
      aircraftCategory: booking.category,
      displayName: CATEGORY_PROFILES[booking.category].displayName,
    },
    legs: booking.legs,
    international: bookingIsInternational(booking),
    priceBreakup: booking.priceBreakup,
    totalPrice: centsToDollars(booking.totalCents),
    infoText: reserved ? holdInfoText(holdEnd(booking.holdUntil, booking.updatedAt), now) : null,
    dueAmountDetails: reserved
      ? { dueAmount: centsToDollars(Math.max(0, booking.totalCents - RESERVATION_DEPOSIT)) }
      : null,
    travellers,
    leadPassenger: travellers.find((t) => t.leadPassenger)?.id ?? null,
    addons,
    bookedAt: booking.createdAt.toISOString(),
  };
}
