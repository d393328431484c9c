/**
 * Support staff reading customers' data: every access is recorded (who, what, when), so a
 * customer's question "who looked at my trip?" has an answer.
 */
export interface StaffAccess {
  /** The staff member's user id. */
  actorUserId: string;
  /** What was read, e.g. "itinerary.pdf". */
  action: string;
  /** The booking read. */
  bookingId: string;
  /** Whether there was anything to read. */
  found: boolean;
  requestId: string | null;
  at: Date;
}

export interface AuditLog {
  recordStaffAccess(entry: StaffAccess): Promise<void>;
  /** Newest first. */
  staffAccesses(filter: { bookingId?: string; actorUserId?: string }, limit: number): Promise<StaffAccess[]>;
}

export const AUDIT_LOG = Symbol.for('contrail.AuditLog');
