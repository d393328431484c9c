/**
 * Carbon offsets (issue 29 item 3, docs/decisions/060-carbon-offsets.md): a booking whose price
 * has the offset line has its tonnes retired at an offset registry once it is paid, and the
 * retirement cancelled if the booking is cancelled. The registry is outside; what was retired
 * for which booking is kept here.
 */

/** One retirement at the registry: its serial is what the certificate states. */
export interface OffsetRetirement {
  serial: string;
  /** Tonnes of CO2e retired, to a tenth. */
  tonnes: number;
  bookingRef: string;
  retiredAt: Date;
}

/** What cancelling a retirement did: cancelled now or before, or the registry knows no such serial. */
export type OffsetCancellation = 'CANCELLED' | 'UNKNOWN';

export interface OffsetRegistry {
  /** The registry's name, as a certificate states it. */
  readonly name: string;
  /**
   * Retires `tonnes` (a positive tenth of a tonne: 0.1, 4.2) against `bookingRef`. Asking
   * again for the same booking answers the same retirement (a retry after a lost answer
   * retires nothing twice). Anything else throws RangeError before the registry is asked.
   */
  retire(tonnes: number, bookingRef: string): Promise<OffsetRetirement>;
  /** Cancels a retirement; cancelling it again answers CANCELLED again. */
  cancel(serial: string): Promise<OffsetCancellation>;
}

export type OffsetStatus = 'RETIRED' | 'CANCELLED';

/** A booking's offset as kept: what was retired for it, where, and whether it still stands. */
export interface OffsetRecord {
  bookingId: string;
  tonnes: number;
  serial: string;
  registry: string;
  status: OffsetStatus;
  retiredAt: Date;
  cancelledAt: Date | null;
}

/** A paid booking whose price has the offset line and that has no retirement yet. */
export interface OffsetDue {
  bookingId: string;
  tonnes: number;
}

export interface OffsetRecords {
  /** Bookings paid in full (booked or flown) with an offset line and no record, oldest first. */
  due(limit: number): Promise<OffsetDue[]>;
  /** Records still RETIRED whose booking has been cancelled. */
  cancelledBookings(limit: number): Promise<OffsetRecord[]>;
  /** Keeps a retirement; a booking already recorded keeps its first (answers false). */
  record(record: Omit<OffsetRecord, 'status' | 'cancelledAt'>): Promise<boolean>;
  markCancelled(bookingId: string, at: Date): Promise<void>;
  find(bookingId: string): Promise<OffsetRecord | undefined>;
}

export const OFFSET_REGISTRY = Symbol.for('contrail.OffsetRegistry');
export const OFFSET_RECORDS = Symbol.for('contrail.OffsetRecords');
