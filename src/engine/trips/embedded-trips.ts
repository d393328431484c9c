import type { QuoteStore } from '../../../ports/charter/quote-store';
import { quotedCarbon } from '../payments/booking-facts';
import { fieldErrorsOf, type Issue } from '../../core/field-errors';
import type { Caller } from '../../../ports/caller';
import type { AddressBookStore, BookingPassenger, StoredTraveller } from '../../../ports/charter/address-book-store';
import type { Booking, BookingStore } from '../../../ports/charter/booking-store';
import type { LedgerStore } from '../../../ports/charter/ledger-store';
import type {
  EmergencyContactView,
  LimoInput,
  PassengerView,
  RewardHistory,
  TravellerInput,
  TravellerView,
  Trips,
  TripsResult,
  TripView,
  WalletHistory,
} from '../../../ports/charter/trips';
import type { Clock } from '../../../ports/clock';
import type { ReferenceData } from '../../../ports/reference-data';
import { rewardBalance } from '../../core/ledger/rewards';
import { walletBalance } from '../../core/ledger/wallet';
import { LIMO_SUBMITTED, limoRequestSchema } from '../../core/limo/limo-request';
import type { MessageFacts } from '../../core/messages/message-kinds';
import { centsToDollars } from '../../core/money';
import { emergencyContactSchema, legsOnBoardSchema, travellerSchema } from '../../core/passengers/traveller';
import { bookingIsInternational, passengerView, travellerView, tripView } from './trip-view';

export { travellerView } from './trip-view';

export interface TripsDeps {
  bookings: BookingStore;
  addressBook: AddressBookStore;
  ledger: LedgerStore;
  referenceData: ReferenceData;
  clock: Clock;
  newId(): string;
  /** Where one trip's view reads the carbon its quote answered (absent: no carbon shown). */
  quotes?: QuoteStore;
}

export const TRIP_MESSAGES = {
  NOT_FOUND: 'We could not find this trip.',
  TRAVELLER_NOT_FOUND: 'We could not find this passenger.',
  ALREADY_ON_TRIP: 'This passenger is already on the trip.',
  NOT_ON_TRIP: 'This passenger is not on the trip.',
  LEAD_REQUIRED: 'Each trip needs a lead passenger.',
  INTERNATIONAL_DETAILS: 'Email and passport details are required for international trips.',
  INVALID: 'Please check the highlighted fields.',
  NOT_CHANGEABLE: 'This trip can no longer be changed.',
} as const;

/** The statuses a customer sees as trips: anything past the add-ons draft. */
const isTrip = (booking: Booking) => booking.status !== 'DRAFT';
/** Passengers and limo orders change only on trips that are still to fly. */
const isChangeable = (booking: Booking) => booking.status === 'RESERVED' || booking.status === 'BOOKED';

function refused<T>(
  reason: 'NOT_FOUND' | 'INVALID' | 'REFUSED',
  message: string,
  fieldErrors: Record<string, string> = {},
): TripsResult<T> {
  return { ok: false, reason, message, fieldErrors };
}

const notFound = <T>() => refused<T>('NOT_FOUND', TRIP_MESSAGES.NOT_FOUND);

function invalid<T>(issues: readonly Issue[]): TripsResult<T> {
  const fieldErrors = fieldErrorsOf(issues);
  return refused('INVALID', Object.values(fieldErrors)[0] ?? TRIP_MESSAGES.INVALID, fieldErrors);
}

/**
 * The embedded engine behind the Trips port. Every booking-scoped call first finds the
 * booking and checks it is the caller's own trip; anything else is NOT_FOUND, so another
 * customer learns nothing, not even that the id exists.
 */
export class EmbeddedTrips implements Trips {
  constructor(private readonly deps: TripsDeps) {}

  async all(caller: Caller): Promise<TripView[]> {
    if (caller.kind !== 'customer') return [];
    const bookings = (await this.deps.bookings.ofCustomer(caller.userId)).filter(isTrip);
    const views = await Promise.all(bookings.map((b) => tripView(this.deps, b)));
    return views.sort((a, b) => b.bookedAt.localeCompare(a.bookedAt));
  }

  async trip(bookingId: string, caller: Caller): Promise<TripView | null> {
    const booking = await this.ownTrip(bookingId, caller);
    if (!booking) return null;
    const [view, carbon] = await Promise.all([tripView(this.deps, booking), quotedCarbon(booking, this.deps.quotes)]);
    return { ...view, carbon };
  }

  async travellers(caller: Caller): Promise<TravellerView[]> {
    if (caller.kind !== 'customer') return [];
    return (await this.deps.addressBook.travellers(caller.userId)).map(travellerView);
  }

  async addTraveller(input: TravellerInput, caller: Caller): Promise<TripsResult<TravellerView>> {
    if (caller.kind !== 'customer') return notFound();
    let international = false;
    if (input.bookingId) {
      const booking = await this.ownTrip(input.bookingId, caller);
      if (!booking) return notFound();
      international = bookingIsInternational(booking);
    }
    const parsed = travellerSchema({ today: this.today(), international }).safeParse({
      ...input,
      tag: input.tag || null,
      passportCountry: input.passportCountry || undefined,
    });
    if (!parsed.success) return invalid(parsed.error.issues);
    const traveller: StoredTraveller = {
      ...parsed.data,
      id: this.deps.newId(),
      ownerUserId: caller.userId,
      createdAt: this.deps.clock.now(),
    };
    await this.deps.addressBook.addTraveller(traveller);
    return { ok: true, value: travellerView(traveller) };
  }

  async assignTraveller(
    input: { travellerId: string; bookingId: string },
    caller: Caller,
  ): Promise<TripsResult<PassengerView>> {
    const found = await this.tripAndTraveller(input, caller);
    if (!found.ok) return found;
    const { booking, traveller } = found.value;
    if (!isChangeable(booking)) return refused('REFUSED', TRIP_MESSAGES.NOT_CHANGEABLE);
    const passengers = await this.deps.addressBook.passengers(booking.id);
    if (passengers.some((p) => p.travellerId === traveller.id))
      return refused('REFUSED', TRIP_MESSAGES.ALREADY_ON_TRIP);
    if (
      bookingIsInternational(booking) &&
      (!traveller.email || !traveller.passportNumber || !traveller.passportExpiry)
    ) {
      return refused('REFUSED', TRIP_MESSAGES.INTERNATIONAL_DETAILS);
    }
    // On every leg to begin with; the first passenger leads until the customer names another.
    const passenger: BookingPassenger = {
      bookingId: booking.id,
      travellerId: traveller.id,
      legs: booking.legs.map((leg) => leg.legOrder),
      lead: !passengers.some((p) => p.lead),
      assignedAt: this.deps.clock.now(),
    };
    await this.deps.addressBook.savePassenger(passenger);
    return { ok: true, value: passengerView(traveller, passenger) };
  }

  async changeTravellerLegs(
    input: { legIds: number[]; travellerId: string; bookingId: string },
    caller: Caller,
  ): Promise<TripsResult<PassengerView>> {
    const found = await this.passengerOf(input, caller);
    if (!found.ok) return found;
    const { booking, traveller, passenger } = found.value;
    if (!isChangeable(booking)) return refused('REFUSED', TRIP_MESSAGES.NOT_CHANGEABLE);
    const legs = legsOnBoardSchema(booking.legs.length).safeParse(input.legIds);
    if (!legs.success) return invalid(legs.error.issues.map((issue) => ({ ...issue, path: ['legIds'] })));
    const updated = { ...passenger, legs: legs.data };
    await this.deps.addressBook.savePassenger(updated);
    return { ok: true, value: passengerView(traveller, updated) };
  }

  async setLeadPassenger(
    input: { travellerId: string; bookingId: string; lead: boolean },
    caller: Caller,
  ): Promise<TripsResult<PassengerView>> {
    const found = await this.passengerOf(input, caller);
    if (!found.ok) return found;
    const { booking, traveller, passenger } = found.value;
    if (!isChangeable(booking)) return refused('REFUSED', TRIP_MESSAGES.NOT_CHANGEABLE);
    // A trip always keeps its lead: unmarking them is refused; marking another moves it.
    if (!input.lead) {
      if (passenger.lead) return refused('REFUSED', TRIP_MESSAGES.LEAD_REQUIRED);
      return { ok: true, value: passengerView(traveller, passenger) };
    }
    await this.deps.addressBook.setLead(booking.id, traveller.id);
    return { ok: true, value: passengerView(traveller, { ...passenger, lead: true }) };
  }

  async travellerBookingDetails(
    input: { bookingId: string; travellerId: string },
    caller: Caller,
  ): Promise<TripsResult<{ selectedLegs: number[]; leadPassenger: boolean }>> {
    const found = await this.passengerOf(input, caller);
    if (!found.ok) return found;
    const { passenger } = found.value;
    return { ok: true, value: { selectedLegs: passenger.legs, leadPassenger: passenger.lead } };
  }

  async emergencyContact(bookingId: string, caller: Caller): Promise<TripsResult<EmergencyContactView>> {
    const booking = await this.ownTrip(bookingId, caller);
    if (!booking) return notFound();
    const contact = await this.deps.addressBook.emergencyContact(booking.id);
    return { ok: true, value: contact ?? { fname: '', lname: '', phoneNumber: '' } };
  }

  async setEmergencyContact(
    input: EmergencyContactView & { bookingId: string },
    caller: Caller,
  ): Promise<TripsResult<EmergencyContactView>> {
    const booking = await this.ownTrip(input.bookingId, caller);
    if (!booking) return notFound();
    if (!isChangeable(booking)) return refused('REFUSED', TRIP_MESSAGES.NOT_CHANGEABLE);
    const parsed = emergencyContactSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error.issues);
    await this.deps.addressBook.saveEmergencyContact(booking.id, parsed.data, this.deps.clock.now());
    return { ok: true, value: parsed.data };
  }

  async removePassenger(
    input: { bookingId: string | null; travellerId: string },
    caller: Caller,
  ): Promise<TripsResult<null>> {
    if (input.bookingId === null) {
      const traveller = await this.ownTraveller(input.travellerId, caller);
      if (!traveller) return refused('NOT_FOUND', TRIP_MESSAGES.TRAVELLER_NOT_FOUND);
      await this.deps.addressBook.removeTraveller(traveller.id, this.deps.clock.now());
      return { ok: true, value: null };
    }
    const found = await this.passengerOf({ bookingId: input.bookingId, travellerId: input.travellerId }, caller);
    if (!found.ok) return found;
    const { booking, passenger } = found.value;
    if (!isChangeable(booking)) return refused('REFUSED', TRIP_MESSAGES.NOT_CHANGEABLE);
    await this.deps.addressBook.removePassenger(booking.id, passenger.travellerId);
    if (passenger.lead) {
      // The lead passes to the passenger who joined first, so the trip keeps one.
      const [next] = await this.deps.addressBook.passengers(booking.id);
      if (next) await this.deps.addressBook.setLead(booking.id, next.travellerId);
    }
    return { ok: true, value: null };
  }

  async rewardHistory(caller: Caller): Promise<RewardHistory> {
    if (caller.kind !== 'customer') return { rewardBalance: 0, transactions: [] };
    const entries = await this.deps.ledger.rewards(caller.userId);
    return {
      rewardBalance: centsToDollars(rewardBalance(entries, this.deps.clock.now())),
      transactions: [...entries].reverse().map((e) => ({
        bookingId: e.bookingId,
        amount: centsToDollars(e.amount),
        status: e.status,
        date: e.at.toISOString(),
      })),
    };
  }

  async walletHistory(caller: Caller): Promise<WalletHistory> {
    if (caller.kind !== 'customer') return { walletBalance: 0, transactions: [] };
    const entries = await this.deps.ledger.wallet(caller.userId);
    return {
      walletBalance: centsToDollars(walletBalance(entries)),
      transactions: [...entries].reverse().map((e) => ({
        lastUpdatedDate: e.at.toISOString(),
        display: e.display,
        amount: centsToDollars(e.amount),
        status: e.status,
      })),
    };
  }

  async submitLimo(input: LimoInput, caller: Caller): Promise<TripsResult<{ error: false; message: string }>> {
    const booking = await this.ownTrip(typeof input.bookingId === 'string' ? input.bookingId : '', caller);
    if (!booking || caller.kind !== 'customer') return notFound();
    if (!isChangeable(booking)) return refused('REFUSED', TRIP_MESSAGES.NOT_CHANGEABLE);
    // Pickup times are judged on the clock of the trip's first departure airport.
    const first = booking.legs[0]?.departureAirport.icaoCode;
    const zone = (first && this.deps.referenceData.airport(first)?.timeZone) || 'UTC';
    const now = this.deps.clock.now();
    const parsed = limoRequestSchema({ now, zone }).safeParse(input);
    if (!parsed.success) return invalid(parsed.error.issues);
    const id = this.deps.newId();
    const request = parsed.data;
    await this.deps.addressBook.addLimoRequest(
      { id, bookingId: booking.id, userId: caller.userId, request, createdAt: now },
      [
        {
          key: `limo-requested:${id}`,
          kind: 'limo-requested',
          userId: caller.userId,
          email: null,
          bookingId: booking.id,
          facts: {
            bookingId: booking.id,
            vehicleType: request.generalInfo.vehicleType,
            pickup: { address: placeText(request.pickupLocation), time: request.pickupLocation.time },
            dropOff: { address: placeText(request.dropOffLocation), time: request.dropOffLocation.time },
            stops: request.stopsList.length,
          } satisfies MessageFacts<'limo-requested'>,
        },
      ],
    );
    return { ok: true, value: { error: false, message: LIMO_SUBMITTED } };
  }

  /** The booking when it is a trip of the calling customer; undefined otherwise. */
  private async ownTrip(bookingId: string, caller: Caller): Promise<Booking | undefined> {
    if (caller.kind !== 'customer' || !bookingId) return undefined;
    const booking = await this.deps.bookings.find(bookingId);
    if (!booking || !isTrip(booking)) return undefined;
    if (booking.owner.kind !== 'customer' || booking.owner.userId !== caller.userId) return undefined;
    return booking;
  }

  private async ownTraveller(travellerId: string, caller: Caller): Promise<StoredTraveller | undefined> {
    if (caller.kind !== 'customer' || !travellerId) return undefined;
    const traveller = await this.deps.addressBook.traveller(travellerId);
    return traveller && traveller.ownerUserId === caller.userId ? traveller : undefined;
  }

  private async tripAndTraveller(
    input: { bookingId: string; travellerId: string },
    caller: Caller,
  ): Promise<TripsResult<{ booking: Booking; traveller: StoredTraveller }>> {
    const booking = await this.ownTrip(input.bookingId, caller);
    if (!booking) return notFound();
    const traveller = await this.ownTraveller(input.travellerId, caller);
    if (!traveller) return refused('NOT_FOUND', TRIP_MESSAGES.TRAVELLER_NOT_FOUND);
    return { ok: true, value: { booking, traveller } };
  }

  private async passengerOf(
    input: { bookingId: string; travellerId: string },
    caller: Caller,
  ): Promise<TripsResult<{ booking: Booking; traveller: StoredTraveller; passenger: BookingPassenger }>> {
    const found = await this.tripAndTraveller(input, caller);
    if (!found.ok) return found;
    const passenger = (await this.deps.addressBook.passengers(found.value.booking.id)).find(
      (p) => p.travellerId === found.value.traveller.id,
    );
    if (!passenger) return refused('NOT_FOUND', TRIP_MESSAGES.NOT_ON_TRIP);
    return { ok: true, value: { ...found.value, passenger } };
  }

  /** Today's date (UTC) for the date-of-birth and passport rules. */
  private today(): string {
    return this.deps.clock.now().toISOString().slice(0, 10);
  }
}

/** "12 Main St, Teterboro, NJ 07608" */
function placeText(place: { address: string; city: string; state: string; zipcode: string }): string {
  return `${place.address}, ${place.city}, ${place.state} ${place.zipcode}`;
}
