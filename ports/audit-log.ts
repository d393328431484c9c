/**
 * The staff audit log: every reading and every action of support staff and administrators is
 * recorded (who, what, on which booking or customer, when), so "who looked at my trip?" and
 * "who refunded this?" have answers. Written before the reading is answered or with the action.
 */
export interface StaffAccess {
  /** The staff member's user id. */
  actorUserId: string;
  /** What was read or done, e.g. "itinerary.pdf", "desk.booking.read", "desk.booking.cancel". */
  action: string;
  /** The booking read or changed; null for what concerns only a customer or a staff account. */
  bookingId: string | null;
  /** The customer concerned, when the action names one (a wallet credit, a customer's page). */
  customerUserId?: string | null;
  /** Whether there was anything to read or change. */
  found: boolean;
  /** What was done, for the log's reader: an amount, a reason, the account made. */
  details?: string | null;
  requestId: string | null;
  at: Date;
}

export interface AuditFilter {
  bookingId?: string;
  /** Entries naming the customer, and those on any of their bookings. */
  customerUserId?: string;
  actorUserId?: string;
  /** Skips this many of the newest first (paging). */
  offset?: number;
}

export interface AuditLog {
  recordStaffAccess(entry: StaffAccess): Promise<void>;
  /** Newest first. */
  staffAccesses(filter: AuditFilter, limit: number): Promise<StaffAccess[]>;
}

export const AUDIT_LOG = Symbol.for('contrail.AuditLog');
