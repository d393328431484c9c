import { and, asc, eq, gt, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import {
  BUSY_STATUSES,
  type Booking,
  type BookingStatus,
  type BookingStore,
  type EmptyLegSource,
} from '../../ports/charter/booking-store';
import type { AircraftCategory } from '../../src/core/aircraft-categories';
import type { BusyWindow } from '../../src/core/quotes/busy-windows';
import { DB, type Db } from './database';
import { bookings, itineraryLegs } from './schema';
import { outboxMessages } from './identity-schema';

type Row = typeof bookings.$inferSelect;

/** No upper bound: the year 9999. */
const FOREVER = new Date('9999-12-31T00:00:00Z');

@injectable()
export class PostgresBookingStore implements BookingStore {
  // Prepared once: every search runs it, and building the query each time costs more than it reads.
  private readonly busyQuery;
  private readonly sourcesQuery;

  constructor(@inject(DB) private readonly db: Db) {
    this.busyQuery = db
      .select({
        id: bookings.id,
        tailNumber: bookings.tailNumber,
        from: bookings.busyFrom,
        to: bookings.busyTo,
        emptyLegOf: bookings.emptyLegOf,
        emptyLegDirection: bookings.emptyLegDirection,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.status, [...BUSY_STATUSES]),
          gt(bookings.busyTo, sql.placeholder('after')),
          lt(bookings.busyFrom, sql.placeholder('until')),
        ),
      )
      .prepare('busy_windows');
    this.sourcesQuery = db
      .select({
        id: bookings.id,
        tailNumber: bookings.tailNumber,
        legs: bookings.legs,
        arrivesAt: bookings.arrivesAt,
        busyFrom: bookings.busyFrom,
        busyTo: bookings.busyTo,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'BOOKED'),
          isNull(bookings.emptyLegOf),
          gt(bookings.busyTo, sql.placeholder('after')),
          lt(bookings.busyFrom, sql.placeholder('until')),
        ),
      )
      .orderBy(asc(bookings.busyFrom), asc(bookings.id))
      .limit(sql.placeholder('limit'))
      .prepare('empty_leg_sources');
  }

  async save(booking: Booking): Promise<void> {
    const row = toRow(booking);
    const { id: _id, createdAt: _createdAt, pendingPaymentId: _pending, ...changes } = row;
    // A booking being charged is not re-priced under the payment (src/engine/payments).
    await this.db
      .insert(bookings)
      .values(row)
      .onConflictDoUpdate({ target: bookings.id, set: changes, setWhere: isNull(bookings.pendingPaymentId) });
  }

  async find(id: string): Promise<Booking | undefined> {
    const [row] = await this.db.select().from(bookings).where(eq(bookings.id, id));
    return row ? fromRow(row) : undefined;
  }

  async setStatus(id: string, status: BookingStatus, now: Date): Promise<void> {
    await this.db.update(bookings).set({ status, updatedAt: now }).where(eq(bookings.id, id));
  }

  async busyWindows(after: Date, until: Date = FOREVER): Promise<Map<string, BusyWindow[]>> {
    const rows = await this.busyQuery.execute({ after, until });
    const windows = new Map<string, BusyWindow[]>();
    for (const row of rows) {
      const list = windows.get(row.tailNumber) ?? [];
      const window: BusyWindow = { from: row.from, to: row.to, bookingId: row.id };
      if (row.emptyLegOf)
        window.emptyLeg = { of: row.emptyLegOf, direction: row.emptyLegDirection === 'IN' ? 'IN' : 'OUT' };
      list.push(window);
      windows.set(row.tailNumber, list);
    }
    return windows;
  }

  async emptyLegSources(after: Date, limit: number, until: Date = FOREVER): Promise<EmptyLegSource[]> {
    const rows = await this.sourcesQuery.execute({ after, until, limit });
    return rows;
  }

  async ofCustomer(userId: string): Promise<Booking[]> {
    const rows = await this.db
      .select()
      .from(bookings)
      .where(eq(bookings.ownerUserId, userId))
      .orderBy(asc(bookings.createdAt), asc(bookings.id));
    return rows.map(fromRow);
  }

  bookedUnderway(until: Date, now: Date, limit: number): Promise<Booking[]> {
    return this.booked(until, now, limit);
  }

  bookedDepartingBy(until: Date, now: Date, limit: number): Promise<Booking[]> {
    // Not e-mailed since the booking or its itinerary (the operator's assignment) last changed.
    return this.booked(
      until,
      now,
      limit,
      sql`not exists (select 1 from ${outboxMessages} o where o.booking_id = ${bookings.id}
        and o.kind in ('itinerary-ready', 'itinerary-changed')
        and o.created_at >= greatest(${bookings.updatedAt},
          (select max(l.assigned_at) from ${itineraryLegs} l where l.booking_id = ${bookings.id})))`,
    );
  }

  /** BOOKED trips whose aircraft is taken by `until` and that have not landed by `now`, earliest first. */
  private async booked(until: Date, now: Date, limit: number, also?: SQL): Promise<Booking[]> {
    const rows = await this.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'BOOKED'),
          lte(bookings.busyFrom, until),
          sql`coalesce(${bookings.arrivesAt}, ${bookings.busyTo}) > ${now}`,
          also,
        ),
      )
      .orderBy(asc(bookings.busyFrom))
      .limit(limit);
    return rows.map(fromRow);
  }
}

export function routeCodesOf(b: Pick<Booking, 'legs'>): string[] {
  const legs = [...b.legs].sort((x, y) => x.legOrder - y.legOrder);
  const last = legs[legs.length - 1];
  return last ? [...legs.map((l) => l.departureAirport.icaoCode), last.arrivalAirport.icaoCode] : [];
}

function toRow(b: Booking): Row {
  return {
    id: b.id,
    status: b.status,
    ownerUserId: b.owner.kind === 'customer' ? b.owner.userId : null,
    ownerSessionId: b.owner.kind === 'anonymous' ? b.owner.sessionId : null,
    aboneSearchId: b.aboneSearchId,
    category: b.category,
    tailNumber: b.tailNumber,
    addonIds: b.addonIds,
    useRewards: b.useRewards,
    priceBreakup: b.priceBreakup,
    totalCents: b.totalCents,
    legs: b.legs,
    busyFrom: b.busyFrom,
    busyTo: b.busyTo,
    departsAt: b.departsAt ?? null,
    // Every airport in order: the back office searches a route among them.
    routeCodes: routeCodesOf(b),
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    holdUntil: b.holdUntil ?? null,
    arrivesAt: b.arrivesAt ?? null,
    pendingPaymentId: null,
    emptyLegOf: b.emptyLeg?.of ?? null,
    emptyLegDirection: b.emptyLeg?.direction ?? null,
  };
}

export function fromRow(r: Row): Booking {
  return {
    id: r.id,
    // Written only from BookingStatus and AircraftCategory values by toRow.
    status: r.status as BookingStatus,
    owner: r.ownerUserId
      ? { kind: 'customer', userId: r.ownerUserId }
      : { kind: 'anonymous', sessionId: r.ownerSessionId },
    aboneSearchId: r.aboneSearchId,
    category: r.category as AircraftCategory,
    tailNumber: r.tailNumber,
    addonIds: r.addonIds,
    useRewards: r.useRewards,
    priceBreakup: r.priceBreakup,
    totalCents: r.totalCents,
    legs: r.legs,
    busyFrom: r.busyFrom,
    busyTo: r.busyTo,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    // Absent rather than null when never set, so a booking reads back as it was saved.
    ...(r.holdUntil ? { holdUntil: r.holdUntil } : {}),
    ...(r.arrivesAt ? { arrivesAt: r.arrivesAt } : {}),
    ...(r.departsAt ? { departsAt: r.departsAt } : {}),
    ...(r.emptyLegOf ? { emptyLeg: { of: r.emptyLegOf, direction: r.emptyLegDirection === 'IN' ? 'IN' : 'OUT' } } : {}),
  };
}
