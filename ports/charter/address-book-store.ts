import type { LimoRequest } from '../../src/core/limo/limo-request';
import type { OutboxEntry } from '../message-outbox';
import type { Traveller } from '../../src/core/passengers/traveller';

/** A person in a customer's address book (spec 001 section 3, Traveller). */
export interface StoredTraveller extends Traveller {
  id: string;
  ownerUserId: string;
  createdAt: Date;
}

/** A traveller assigned to a booking: the legs they fly (1-based) and whether they lead. */
export interface BookingPassenger {
  bookingId: string;
  travellerId: string;
  legs: number[];
  lead: boolean;
  assignedAt: Date;
}

export interface EmergencyContact {
  fname: string;
  lname: string;
  phoneNumber: string;
}

export interface StoredLimoRequest {
  id: string;
  bookingId: string;
  userId: string;
  request: LimoRequest;
  createdAt: Date;
}

/**
 * The engine's after-booking records (spec 001 section 7, the address-book and limo calls):
 * each customer's travellers, who flies on which booking, the booking's emergency contact and
 * its limo requests. Kept beside the bookings, never inside them. Ownership is the engine's
 * to check; the store only keeps rows.
 */
export interface AddressBookStore {
  /** The customer's address book, oldest first, without the travellers they removed. */
  travellers(userId: string): Promise<StoredTraveller[]>;
  /** One traveller, removed or not (a removed traveller still flies on the trips they joined). */
  traveller(id: string): Promise<StoredTraveller | undefined>;
  addTraveller(traveller: StoredTraveller): Promise<void>;
  /** Takes the traveller out of the address book; their bookings keep them. */
  removeTraveller(id: string, now: Date): Promise<void>;
  /** The booking's passengers in the order they were assigned. */
  passengers(bookingId: string): Promise<BookingPassenger[]>;
  /** Inserts the assignment, or replaces its legs and lead flag. */
  savePassenger(passenger: BookingPassenger): Promise<void>;
  /** Makes `travellerId` the booking's one lead passenger (null: nobody leads). */
  setLead(bookingId: string, travellerId: string | null): Promise<void>;
  removePassenger(bookingId: string, travellerId: string): Promise<void>;
  emergencyContact(bookingId: string): Promise<EmergencyContact | undefined>;
  saveEmergencyContact(bookingId: string, contact: EmergencyContact, now: Date): Promise<void>;
  /** Stores the request and queues `messages` (its acknowledgement) in the same transaction. */
  addLimoRequest(request: StoredLimoRequest, messages: OutboxEntry[]): Promise<void>;
  /** The booking's limo requests, oldest first. */
  limoRequests(bookingId: string): Promise<StoredLimoRequest[]>;
}

export const ADDRESS_BOOK_STORE = Symbol.for('contrail.AddressBookStore');
