import type { AircraftCategory } from '../../src/core/aircraft-categories';
import type { BusyWindow } from '../../src/core/quotes/busy-windows';
import type { LegView, PriceBreakup } from '../../src/core/quotes/quote-view';

/**
 * DRAFT while the customer chooses add-ons; RESERVED (a hold) and BOOKED (paid) take the
 * aircraft; the payment work moves a booking along (src/engine/payments). A lapsed hold becomes
 * CANCELLED, and a BOOKED trip COMPLETED once its last leg has landed. Only RESERVED and BOOKED
 * make a tail busy.
 */
export type BookingStatus = 'DRAFT' | 'RESERVED' | 'BOOKED' | 'CANCELLED' | 'COMPLETED';
export const BUSY_STATUSES: readonly BookingStatus[] = ['RESERVED', 'BOOKED'];

/** Who owns a booking: a customer, or a visitor's browser session before sign-in. */
export type BookingOwner = { kind: 'customer'; userId: string } | { kind: 'anonymous'; sessionId: string | null };

export interface Booking {
  id: string;
  status: BookingStatus;
  owner: BookingOwner;
  aboneSearchId: string;
  category: AircraftCategory;
  tailNumber: string;
  addonIds: string[];
  useRewards: boolean;
  priceBreakup: PriceBreakup;
  /** What the customer pays, cents. */
  totalCents: number;
  legs: LegView[];
  /** When the tail is taken by this trip (its ferries included). */
  busyFrom: Date;
  busyTo: Date;
  createdAt: Date;
  updatedAt: Date;
  /** RESERVED: when the hold lapses (set by the payment work; absent on a draft). */
  holdUntil?: Date | null;
  /** When the last leg lands (absent on drafts stored before it was recorded). */
  arrivesAt?: Date | null;
  /** When the first leg departs (absent on drafts stored before it was recorded). */
  departsAt?: Date | null;
  /**
   * An empty leg (docs/decisions/038): the paid trip whose repositioning flight this booking
   * flies, and which (IN from the base, OUT home). Absent on every other booking.
   */
  emptyLeg?: { of: string; direction: 'IN' | 'OUT' } | null;
}

/** What a trip's empty legs are made of: its aircraft, its legs and when the aircraft is taken. */
export type EmptyLegSource = Pick<Booking, 'id' | 'tailNumber' | 'legs' | 'arrivesAt' | 'busyFrom' | 'busyTo'>;

export interface BookingStore {
  /** Inserts the booking, or replaces it when the id exists. */
  save(booking: Booking): Promise<void>;
  find(id: string): Promise<Booking | undefined>;
  setStatus(id: string, status: BookingStatus, now: Date): Promise<void>;
  /**
   * Busy windows, by tail, of RESERVED and BOOKED bookings that end after `after` (and, given
   * `until`, begin before it), each naming its booking.
   */
  busyWindows(after: Date, until?: Date): Promise<Map<string, BusyWindow[]>>;
  /**
   * BOOKED trips, empty legs excepted, whose aircraft is taken until after `after`: the trips
   * whose repositioning flights may be sold as empty legs (docs/decisions/038), and (given
   * `until`) taken before it. Earliest first. Only what an empty leg is made of is read: the
   * list reads these on every query.
   */
  emptyLegSources(after: Date, limit: number, until?: Date): Promise<EmptyLegSource[]>;
  /** A customer's bookings, every status, oldest first (trips/all). */
  ofCustomer(userId: string): Promise<Booking[]>;
  /**
   * BOOKED trips whose aircraft is taken by `until` and that have not landed by `now`: the trips
   * under way or about to be (the flight-day messages' list). An aircraft flies one trip at a
   * time, so they are at most as many as the fleet's aircraft. Earliest first.
   */
  bookedUnderway(until: Date, now: Date, limit: number): Promise<Booking[]>;
  /**
   * BOOKED bookings whose aircraft is taken by `until` and that have not landed by `now`, and
   * whose itinerary has not been e-mailed since the booking last changed: the final itinerary's
   * list (src/engine/messages/itinerary-notices.ts).
   */
  bookedDepartingBy(until: Date, now: Date, limit: number): Promise<Booking[]>;
}

export const BOOKING_STORE = Symbol.for('contrail.BookingStore');
