import type { AuditFilter, AuditLog, StaffAccess } from '../../ports/audit-log';
import type { LegAssignment, LegAssignmentStore } from '../../ports/charter/leg-assignment-store';
import type { LedgerStore } from '../../ports/charter/ledger-store';
import type { RewardEntry } from '../../src/core/ledger/rewards';
import type { WalletEntry } from '../../src/core/ledger/wallet';
import { BUSY_STATUSES, type Booking, type BookingStatus, type BookingStore } from '../../ports/charter/booking-store';
import type { QuoteStore } from '../../ports/charter/quote-store';
import type { BusyWindow } from '../../src/core/quotes/busy-windows';
import type { StoredQuote } from '../../src/core/quotes/search-quotes';

/** In-memory QuoteStore; copies through JSON as the database does. */
export class MemoryQuoteStore implements QuoteStore {
  private readonly quotes = new Map<string, string>();

  async save(quote: StoredQuote): Promise<void> {
    if (this.quotes.has(quote.searchId)) throw new Error(`quote ${quote.searchId} exists`);
    this.quotes.set(quote.searchId, JSON.stringify(quote));
  }

  async find(searchId: string): Promise<StoredQuote | undefined> {
    const text = this.quotes.get(searchId);
    return text ? (JSON.parse(text) as StoredQuote) : undefined;
  }
}

/** In-memory BookingStore; passes the same contract as Postgres. */
export class MemoryBookingStore implements BookingStore {
  private readonly bookings = new Map<string, Booking>();

  async save(booking: Booking): Promise<void> {
    const existing = this.bookings.get(booking.id);
    this.bookings.set(booking.id, structuredClone({ ...booking, createdAt: existing?.createdAt ?? booking.createdAt }));
  }

  async find(id: string): Promise<Booking | undefined> {
    const booking = this.bookings.get(id);
    return booking ? structuredClone(booking) : undefined;
  }

  async setStatus(id: string, status: BookingStatus, now: Date): Promise<void> {
    const booking = this.bookings.get(id);
    if (booking) this.bookings.set(id, { ...booking, status, updatedAt: now });
  }

  async busyWindows(after: Date, until?: Date): Promise<Map<string, BusyWindow[]>> {
    const windows = new Map<string, BusyWindow[]>();
    for (const b of this.bookings.values()) {
      if (!BUSY_STATUSES.includes(b.status) || b.busyTo.getTime() <= after.getTime()) continue;
      if (until && b.busyFrom.getTime() >= until.getTime()) continue;
      const window: BusyWindow = { from: b.busyFrom, to: b.busyTo, bookingId: b.id };
      if (b.emptyLeg) window.emptyLeg = b.emptyLeg;
      windows.set(b.tailNumber, [...(windows.get(b.tailNumber) ?? []), window]);
    }
    return windows;
  }

  async emptyLegSources(after: Date, limit: number, until?: Date): Promise<Booking[]> {
    return [...this.bookings.values()]
      .filter((b) => b.status === 'BOOKED' && !b.emptyLeg && b.busyTo.getTime() > after.getTime())
      .filter((b) => !until || b.busyFrom.getTime() < until.getTime())
      .sort((a, b) => a.busyFrom.getTime() - b.busyFrom.getTime() || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map((b) => structuredClone(b));
  }

  async ofCustomer(userId: string): Promise<Booking[]> {
    return [...this.bookings.values()]
      .filter((b) => b.owner.kind === 'customer' && b.owner.userId === userId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map((b) => structuredClone(b));
  }

  /** Without an outbox beside it, every booking in the window (the engine checks the outbox itself). */
  bookedUnderway(until: Date, now: Date, limit: number): Promise<Booking[]> {
    return this.bookedDepartingBy(until, now, limit);
  }

  async bookedDepartingBy(until: Date, now: Date, limit: number): Promise<Booking[]> {
    return [...this.bookings.values()]
      .filter((b) => b.status === 'BOOKED' && b.busyFrom <= until && (b.arrivesAt ?? b.busyTo) > now)
      .sort((a, b) => a.busyFrom.getTime() - b.busyFrom.getTime())
      .slice(0, limit)
      .map((b) => structuredClone(b));
  }
}

/** In-memory LedgerStore; passes the same contract as Postgres. */
export class MemoryLedgerStore implements LedgerStore {
  private readonly references = new Set<string>();

  async creditWallet(userId: string, entry: WalletEntry, reference: string): Promise<boolean> {
    if (this.references.has(reference)) return false;
    this.references.add(reference);
    await this.addWallet(userId, entry);
    return true;
  }

  private readonly rewardRows: { userId: string; entry: RewardEntry }[] = [];
  private readonly walletRows: { userId: string; entry: WalletEntry }[] = [];

  async rewards(userId: string): Promise<RewardEntry[]> {
    return inOrder(this.rewardRows.filter((row) => row.userId === userId).map((row) => structuredClone(row.entry)));
  }

  async wallet(userId: string): Promise<WalletEntry[]> {
    return inOrder(this.walletRows.filter((row) => row.userId === userId).map((row) => structuredClone(row.entry)));
  }

  async addReward(userId: string, entry: RewardEntry): Promise<void> {
    this.rewardRows.push({ userId, entry: structuredClone(entry) });
  }

  async addWallet(userId: string, entry: WalletEntry): Promise<void> {
    this.walletRows.push({ userId, entry: structuredClone(entry) });
  }
}

/** Oldest first; entries at the same moment keep the order they were added in. */
function inOrder<E extends { at: Date }>(entries: E[]): E[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || a.index - b.index)
    .map(({ entry }) => entry);
}

/** In-memory LegAssignmentStore; the first assignment of a booking wins, as in Postgres. */
export class MemoryLegAssignmentStore implements LegAssignmentStore {
  private readonly assignments = new Map<string, LegAssignment[]>();

  async find(bookingId: string): Promise<LegAssignment[] | undefined> {
    const legs = this.assignments.get(bookingId);
    return legs ? structuredClone(legs) : undefined;
  }

  async saveOnce(bookingId: string, legs: LegAssignment[]): Promise<LegAssignment[]> {
    if (!this.assignments.has(bookingId) && legs.length > 0) {
      this.assignments.set(
        bookingId,
        structuredClone(legs).sort((a, b) => a.legOrder - b.legOrder),
      );
    }
    return (await this.find(bookingId)) ?? [];
  }

  async replace(bookingId: string, legs: LegAssignment[]): Promise<void> {
    this.assignments.set(
      bookingId,
      structuredClone(legs).sort((a, b) => a.legOrder - b.legOrder),
    );
  }
}

/** In-memory AuditLog. */
export class MemoryAuditLog implements AuditLog {
  readonly entries: StaffAccess[] = [];

  async recordStaffAccess(entry: StaffAccess): Promise<void> {
    this.entries.push(
      structuredClone({ ...entry, customerUserId: entry.customerUserId ?? null, details: entry.details ?? null }),
    );
  }

  /** Without bookings beside it, a customer's entries are those that name the customer. */
  async staffAccesses(filter: AuditFilter, limit: number): Promise<StaffAccess[]> {
    const offset = filter.offset ?? 0;
    return this.entries
      .filter(
        (e) =>
          (!filter.bookingId || e.bookingId === filter.bookingId) &&
          (!filter.actorUserId || e.actorUserId === filter.actorUserId) &&
          (!filter.customerUserId || e.customerUserId === filter.customerUserId),
      )
      .reverse()
      .slice(offset, offset + limit);
  }
}
