import type { CarbonView } from '../../src/core/carbon/carbon-view';
import type { AircraftCategory } from '../../src/core/aircraft-categories';
import type { AddonAction } from '../../src/core/quotes/addons';
import type { Dollars, LegView, PriceBreakup } from '../../src/core/quotes/quote-view';
import type { TravellerTag } from '../../src/core/passengers/traveller';
import type { TripStatus } from '../../src/core/trips/trip-status';
import type { Caller } from '../caller';
import type { BookingStatus } from './booking-store';

/**
 * After booking (spec 001 sections 2 to 9, spec 000 section 7): a customer's trips, their
 * address book and each trip's passengers, legs on board, lead passenger and emergency
 * contact, the reward and wallet histories, and limo requests. Two adapters: the embedded
 * engine (src/engine/trips) and charter-rest, an HTTP client of the same calls under /api.
 *
 * A customer only ever reaches their own bookings and travellers: any other booking id (or a
 * draft, or a visitor's call) answers NOT_FOUND, exactly as an id that does not exist.
 */
export interface Trips {
  /** trips/all: every booking past the draft stage, the latest booked first. */
  all(caller: Caller): Promise<TripView[]>;
  /** One of them, with its passengers; null for anything the caller may not see. */
  trip(bookingId: string, caller: Caller): Promise<TripView | null>;
  /** The address book (the spec's traveller list). */
  travellers(caller: Caller): Promise<TravellerView[]>;
  /** address-book/add-traveller; with a booking id, that trip's rules (international) apply. */
  addTraveller(input: TravellerInput, caller: Caller): Promise<TripsResult<TravellerView>>;
  /** address-book/assign-traveller: joins the trip on every leg; the first one leads. */
  assignTraveller(
    input: { travellerId: string; bookingId: string },
    caller: Caller,
  ): Promise<TripsResult<PassengerView>>;
  /** address-book/change-traveller-leg: 1-based leg numbers, at least one. */
  changeTravellerLegs(
    input: { legIds: number[]; travellerId: string; bookingId: string },
    caller: Caller,
  ): Promise<TripsResult<PassengerView>>;
  /** address-book/add-lead-passenger: lead true makes them the one lead; a trip always keeps one. */
  setLeadPassenger(
    input: { travellerId: string; bookingId: string; lead: boolean },
    caller: Caller,
  ): Promise<TripsResult<PassengerView>>;
  /** address-book/traveller-booking-details. */
  travellerBookingDetails(
    input: { bookingId: string; travellerId: string },
    caller: Caller,
  ): Promise<TripsResult<{ selectedLegs: number[]; leadPassenger: boolean }>>;
  /** address-book/emergency-contact (GET): empty fields when none is set yet. */
  emergencyContact(bookingId: string, caller: Caller): Promise<TripsResult<EmergencyContactView>>;
  /** address-book/emergency-contact (POST). */
  setEmergencyContact(
    input: EmergencyContactView & { bookingId: string },
    caller: Caller,
  ): Promise<TripsResult<EmergencyContactView>>;
  /**
   * address-book/remove-passenger: takes the traveller off the booking (the lead passes to the
   * next passenger); without a booking id, out of the address book.
   */
  removePassenger(input: { bookingId: string | null; travellerId: string }, caller: Caller): Promise<TripsResult<null>>;
  /** rewards/reward-history. */
  rewardHistory(caller: Caller): Promise<RewardHistory>;
  /** wallet/wallet-history. */
  walletHistory(caller: Caller): Promise<WalletHistory>;
  /** vendor/limo/submit. */
  submitLimo(input: LimoInput, caller: Caller): Promise<TripsResult<{ error: false; message: string }>>;
}

export type TripsResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** NOT_FOUND: not the caller's (or no such id); INVALID: bad fields; REFUSED: a trip rule says no. */
      reason: 'NOT_FOUND' | 'INVALID' | 'REFUSED';
      message: string;
      fieldErrors: Record<string, string>;
    };

export interface TravellerView {
  id: string;
  /** "First M. Last". */
  name: string;
  fname: string;
  mname: string;
  lname: string;
  tag: TravellerTag | null;
  phoneNumber: string;
  email: string;
  /** YYYY-MM-DD. */
  dob: string;
  passportNumber: string;
  passportExpiry: string;
  /** ISO 3166-1 alpha-3. */
  passportCountry: string;
}

export interface PassengerView extends TravellerView {
  selectedLegs: number[];
  leadPassenger: boolean;
}

export interface TripAddonView {
  addOnId: string;
  displayName: string;
  addonAction: AddonAction;
  /** A limo request was submitted for the trip (the add-on shows Requested). */
  requested: boolean;
}

export interface TripView {
  bookingId: string;
  status: BookingStatus;
  tripStatus: TripStatus;
  craftDetail: { aircraftCategory: AircraftCategory; displayName: string };
  legs: LegView[];
  /**
   * The trip's kg of CO2e as its quote answered it (docs/decisions/057-carbon-per-trip.md), on
   * one trip's view only (not My Trips' list); null for a quote made before it.
   */
  carbon?: CarbonView | null;
  /** Any airport outside the United States: passengers need e-mail and passport details. */
  international: boolean;
  priceBreakup: PriceBreakup;
  totalPrice: Dollars;
  /** RESERVED: "Complete payment in N hours"; null otherwise. */
  infoText: string | null;
  /** RESERVED: what is left to pay after the deposit; null otherwise. */
  dueAmountDetails: { dueAmount: Dollars } | null;
  travellers: PassengerView[];
  /** The lead passenger's traveller id. */
  leadPassenger: string | null;
  addons: TripAddonView[];
  /** ISO instant the booking was made. */
  bookedAt: string;
}

/** The add-traveller fields as typed (strings); validated by the engine with the core rules. */
export interface TravellerInput {
  fname: string;
  mname?: string;
  lname: string;
  dob: string;
  phoneNumber: string;
  email?: string;
  passportNumber?: string;
  passportExpiry?: string;
  passportCountry?: string;
  tag?: string | null;
  bookingId?: string | null;
}

export interface EmergencyContactView {
  fname: string;
  lname: string;
  phoneNumber: string;
}

/** The limo form as sent (spec 000 section 7); the engine validates it with the core rules. */
export interface LimoInput {
  bookingId: string;
  generalInfo: {
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
    vehicleType: string;
    luggageCount: string | number;
  };
  pickupLocation: LimoPlaceInput;
  dropOffLocation: LimoPlaceInput;
  stopsList?: LimoPlaceInput[];
  driverNotes?: string;
}

export interface LimoPlaceInput {
  address: string;
  city: string;
  state: string;
  zipcode: string;
  time: string;
}

export interface RewardHistory {
  rewardBalance: Dollars;
  /** Newest first. */
  transactions: { bookingId: string; amount: Dollars; status: 'CAPTURED' | 'ADDED'; date: string }[];
}

export interface WalletHistory {
  walletBalance: Dollars;
  /** Newest first. */
  transactions: { lastUpdatedDate: string; display: string; amount: Dollars; status: 'ADDED' | 'PAID' | 'REFUNDED' }[];
}

export const TRIPS = Symbol.for('contrail.Trips');
