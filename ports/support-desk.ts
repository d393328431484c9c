import type { Role } from './identity-provider';
import type { BookingStatus } from './charter/booking-store';
import type { DeskStatus } from '../src/core/desk/desk-input';

/**
 * What the back office (/desk) reads that no customer-facing port does: bookings searched
 * across customers, a customer's account record, the staff accounts. Reading only; every
 * change goes through the stores and use cases that own it.
 */

export interface BookingQuery {
  /** A booking reference (or its start), a customer's e-mail (or its start), or a name as typed. */
  text?: string;
  /** ICAO codes the trip touches: from, then to, in that order when both are given. */
  from?: string;
  to?: string;
  /** The first departure, from the start of `departsFrom` to the end of `departsTo` (UTC days). */
  departsFrom?: Date;
  departsTo?: Date;
  status?: DeskStatus;
}

export interface BookingSummary {
  id: string;
  status: BookingStatus;
  /** RESERVED awaiting a wire transfer (payment pending) rather than held by a deposit. */
  awaitingWire: boolean;
  customer: { userId: string; name: string; email: string } | null;
  routeCodes: string[];
  departsAt: Date | null;
  totalCents: number;
  createdAt: Date;
}

export interface CustomerRecord {
  userId: string;
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  role: Role;
  federated: boolean;
  confirmed: boolean;
  disabledAt: Date | null;
  createdAt: Date;
}

export interface DeskStore {
  /** Newest departures first; `more` says whether another page follows. */
  searchBookings(
    query: BookingQuery,
    page: { limit: number; offset: number },
  ): Promise<{ bookings: BookingSummary[]; more: boolean }>;
  /** A customer's (or staff member's) account record. */
  account(userId: string): Promise<CustomerRecord | null>;
  /** Customers whose e-mail or name starts with `text` (at most `limit`). */
  findCustomers(text: string, limit: number): Promise<CustomerRecord[]>;
  /** Every staff account, administrators first, then by name. */
  staff(): Promise<CustomerRecord[]>;
}

export const DESK_STORE = Symbol.for('contrail.DeskStore');
