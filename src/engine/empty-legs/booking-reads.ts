import type { BookingsChanged } from '../../../ports/charter/bookings-changed';
import type { BookingStore, EmptyLegSource } from '../../../ports/charter/booking-store';
import type { BusyWindow } from '../../core/quotes/busy-windows';

/** A read is reused at most this long, even with no word of a change (a safety net). */
export const BOOKING_READS_REUSED_MS = 60_000;

export interface BookingReads {
  /** Contrail's trips whose repositioning may be sold (at most `limit`, earliest first). */
  trips: EmptyLegSource[];
  /** The busy windows of the aircraft Contrail has booked, by tail. */
  busy: Map<string, BusyWindow[]>;
}

interface Kept extends BookingReads {
  at: number;
  until: number;
}

/**
 * Contrail's bookings as the empty-legs list reads them on every query (docs/decisions/052):
 * read once and reused until a booking is written on any node (`BookingsChanged`, a NOTIFY sent
 * when the write commits) or BOOKING_READS_REUSED_MS pass. A read is read up to a minute past
 * the horizon asked, and each answer is cut to what the query asked (ending after `now`,
 * beginning before `until`), so a reused read answers as a new one would. A read during which a
 * change arrived is used once and not kept. Without `changes` every query reads anew.
 */
export class CachedBookingReads {
  private kept: Kept | undefined;
  /** Counts the changes heard: a read that began before the last one is not kept. */
  private heard = 0;
  private watching: Promise<unknown> | undefined;

  constructor(
    private readonly bookings: BookingStore,
    private readonly changes: BookingsChanged | undefined,
  ) {}

  async read(now: Date, until: Date, limit: number): Promise<BookingReads> {
    const t = now.getTime();
    if (!this.changes) return this.readAnew(now, until, limit);
    this.watching ??= this.changes.watch(() => {
      this.heard += 1;
      this.kept = undefined;
    });
    const listening = await this.watching.then(
      () => true,
      () => {
        // No word of changes: this query reads anew, and the next tries to listen again.
        this.watching = undefined;
        return false;
      },
    );
    if (!listening) return this.readAnew(now, until, limit);
    const kept = this.kept;
    if (kept && t >= kept.at && t - kept.at < BOOKING_READS_REUSED_MS && until.getTime() <= kept.until) {
      return cut(kept, now, until);
    }
    const heard = this.heard;
    const reachUntil = new Date(until.getTime() + BOOKING_READS_REUSED_MS);
    const read = await this.readAnew(now, reachUntil, limit);
    if (heard === this.heard) this.kept = { ...read, at: t, until: reachUntil.getTime() };
    return cut(read, now, until);
  }

  private async readAnew(now: Date, until: Date, limit: number): Promise<BookingReads> {
    const [trips, busy] = await Promise.all([
      this.bookings.emptyLegSources(now, limit, until),
      this.bookings.busyWindows(now, until),
    ]);
    return { trips, busy };
  }
}

/** What a read from `now` to `until` holds: windows and trips ending after now and beginning before until. */
function cut(read: BookingReads, now: Date, until: Date): BookingReads {
  const from = now.getTime();
  const to = until.getTime();
  const busy = new Map<string, BusyWindow[]>();
  for (const [tail, windows] of read.busy) {
    const kept = windows.filter((w) => w.to.getTime() > from && w.from.getTime() < to);
    if (kept.length > 0) busy.set(tail, kept);
  }
  const trips = read.trips.filter((trip) => trip.busyTo.getTime() > from && trip.busyFrom.getTime() < to);
  return { trips, busy };
}
