import type { Caller } from '../../../ports/caller';
import type { OffsetRecord, OffsetRecords, OffsetRegistry } from '../../../ports/carbon-offsets';
import type { BookingStore } from '../../../ports/charter/booking-store';
import type { Clock } from '../../../ports/clock';

export interface CarbonOffsetDeps {
  registry: OffsetRegistry;
  records: OffsetRecords;
  bookings: Pick<BookingStore, 'find'>;
  clock: Clock;
  log(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>): void;
}

export interface OffsetJobReport {
  retired: number;
  cancelled: number;
  failed: number;
}

/** How many bookings one run retires or cancels at most (the rest wait for the next run). */
const BATCH = 50;

/**
 * The offset of each booking (issue 29 item 3, docs/decisions/060-carbon-offsets.md). A booking
 * whose price has the offset line has its tonnes retired at the registry once it is paid in
 * full, and the serial kept; a cancelled booking's retirement is cancelled at the registry and
 * marked so. Both run as a job, from the bookings as they are: the payment and cancellation
 * code is not touched, and a registry that is down is asked again on the next run (the
 * registry answers the same serial for the same booking, so nothing is retired twice).
 */
export class CarbonOffsets {
  constructor(private readonly deps: CarbonOffsetDeps) {}

  async runJobs(): Promise<OffsetJobReport> {
    const report: OffsetJobReport = { retired: 0, cancelled: 0, failed: 0 };
    for (const due of await this.deps.records.due(BATCH)) {
      try {
        const retirement = await this.deps.registry.retire(due.tonnes, due.bookingId);
        const recorded = await this.deps.records.record({
          bookingId: due.bookingId,
          tonnes: retirement.tonnes,
          serial: retirement.serial,
          registry: this.deps.registry.name,
          retiredAt: retirement.retiredAt,
        });
        if (recorded) report.retired += 1;
      } catch (err) {
        report.failed += 1;
        this.deps.log('error', 'carbon offset retirement failed', { err, bookingId: due.bookingId });
      }
    }
    for (const record of await this.deps.records.cancelledBookings(BATCH)) {
      try {
        const answer = await this.deps.registry.cancel(record.serial);
        if (answer === 'UNKNOWN')
          this.deps.log('warn', 'carbon offset unknown to the registry', { bookingId: record.bookingId });
        await this.deps.records.markCancelled(record.bookingId, this.deps.clock.now());
        report.cancelled += 1;
      } catch (err) {
        report.failed += 1;
        this.deps.log('error', 'carbon offset cancellation failed', { err, bookingId: record.bookingId });
      }
    }
    return report;
  }

  /**
   * The offset of a customer's own booking, as its certificate states it; undefined for
   * another's booking, a booking without an offset, or one not yet retired.
   */
  async ofBooking(bookingId: string, caller: Caller): Promise<OffsetRecord | undefined> {
    if (caller.kind !== 'customer') return undefined;
    const booking = await this.deps.bookings.find(bookingId);
    if (booking?.owner.kind !== 'customer' || booking.owner.userId !== caller.userId) return undefined;
    return this.deps.records.find(bookingId);
  }
}
