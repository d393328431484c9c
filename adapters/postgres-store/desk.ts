import { and, arrayContains, asc, eq, gte, inArray, lt, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { BookingStatus } from '../../ports/charter/booking-store';
import type { Role } from '../../ports/identity-provider';
import type { BookingQuery, BookingSummary, CustomerRecord, DeskStore } from '../../ports/support-desk';
import type { DeskStatus } from '../../src/core/desk/desk-input';
import { DB, type Db } from './database';
import { bookings, payments } from './schema';
import { users } from './identity-schema';

/** How many matching accounts a name or e-mail search looks at before it looks at their bookings. */
const OWNER_CANDIDATES = 200;
const DAY = 86_400_000;

/** LIKE's wildcards typed by staff match themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const awaitingWireOf = (bookingId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${payments} p where p.booking_id = ${bookingId} and p.status = 'AWAITING_TRANSFER')`;
const awaitingWire = awaitingWireOf(bookings.id);

/**
 * The back office's searches on PGlite and PostgreSQL. Every filter has an index behind it
 * (migration 0009): the reference and the customers' e-mails and names by prefix
 * (text_pattern_ops), the route by the GIN index on the airports, the dates by departs_at, so a
 * search over a hundred thousand bookings reads a page's worth (bench:desk-search).
 */
@injectable()
export class PostgresDeskStore implements DeskStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async searchBookings(
    query: BookingQuery,
    page: { limit: number; offset: number },
  ): Promise<{ bookings: BookingSummary[]; more: boolean }> {
    const conditions: SQL[] = [ne(bookings.status, 'DRAFT')];
    const text = query.text?.trim().toLowerCase();
    if (text) {
      // The matching accounts first (their own indexes), then their bookings by owner: one
      // OR across two tables would read every booking.
      const owners = (await this.findCustomers(text, OWNER_CANDIDATES)).map((c) => c.userId);
      const byReference = sql`${bookings.id} like ${likePrefix(text)}`;
      conditions.push(
        owners.length > 0 ? (or(byReference, inArray(bookings.ownerUserId, owners)) ?? byReference) : byReference,
      );
    }
    const route = [query.from, query.to].filter((code): code is string => Boolean(code)).map((c) => c.toUpperCase());
    if (route.length > 0) {
      conditions.push(arrayContains(bookings.routeCodes, route));
    }
    if (query.from && query.to) {
      // The trip goes from one to the other: `to` is somewhere after `from`.
      const from = query.from.toUpperCase();
      conditions.push(
        sql`array_position(${bookings.routeCodes}, ${query.to.toUpperCase()}::text, array_position(${bookings.routeCodes}, ${from}::text) + 1) is not null`,
      );
    }
    if (query.departsFrom) conditions.push(gte(bookings.departsAt, startOfDay(query.departsFrom)));
    if (query.departsTo) conditions.push(lt(bookings.departsAt, new Date(startOfDay(query.departsTo).getTime() + DAY)));
    if (query.status) conditions.push(statusCondition(query.status));

    // A page of bookings first, in the order of the index that serves it (bookings_desk_order),
    // then their customers and wire state: joining before the limit would read every booking.
    const found = this.db
      .select({
        id: bookings.id,
        status: bookings.status,
        ownerUserId: bookings.ownerUserId,
        routeCodes: bookings.routeCodes,
        departsAt: bookings.departsAt,
        totalCents: bookings.totalCents,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .where(and(...conditions))
      .orderBy(sql`${bookings.departsAt} desc nulls last, ${bookings.createdAt} desc nulls last, ${bookings.id}`)
      .limit(page.limit + 1)
      .offset(page.offset)
      .as('found');
    const rows = await this.db
      .select({
        id: found.id,
        status: found.status,
        ownerUserId: found.ownerUserId,
        routeCodes: found.routeCodes,
        departsAt: found.departsAt,
        totalCents: found.totalCents,
        createdAt: found.createdAt,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        awaitingWire: awaitingWireOf(found.id),
      })
      .from(found)
      .leftJoin(users, eq(users.id, found.ownerUserId))
      .orderBy(sql`${found.departsAt} desc nulls last, ${found.createdAt} desc nulls last, ${found.id}`);
    return {
      more: rows.length > page.limit,
      bookings: rows.slice(0, page.limit).map((r) => ({
        id: r.id,
        // Written only from BookingStatus values (adapters/postgres-store/bookings.ts).
        status: r.status as BookingStatus,
        awaitingWire: Boolean(r.awaitingWire),
        customer:
          r.ownerUserId && r.email !== null
            ? { userId: r.ownerUserId, name: `${r.firstname ?? ''} ${r.lastname ?? ''}`.trim(), email: r.email }
            : null,
        routeCodes: r.routeCodes ?? [],
        departsAt: r.departsAt,
        totalCents: r.totalCents,
        createdAt: r.createdAt,
      })),
    };
  }

  async account(userId: string): Promise<CustomerRecord | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return row ? recordOf(row) : null;
  }

  async findCustomers(text: string, limit: number): Promise<CustomerRecord[]> {
    const prefix = likePrefix(text.trim().toLowerCase());
    const rows = await this.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.role, 'CUSTOMER'),
          or(
            sql`${users.email} like ${prefix}`,
            sql`lower(${users.firstname} || ' ' || ${users.lastname}) like ${prefix}`,
            sql`lower(${users.lastname}) like ${prefix}`,
          ),
        ),
      )
      .orderBy(asc(users.lastname), asc(users.firstname))
      .limit(limit);
    return rows.map(recordOf);
  }

  async staff(): Promise<CustomerRecord[]> {
    const rows = await this.db
      .select()
      .from(users)
      .where(inArray(users.role, ['SUPPORT', 'ADMIN']))
      .orderBy(asc(users.role), asc(users.lastname), asc(users.firstname));
    return rows.map(recordOf);
  }
}

function statusCondition(status: DeskStatus): SQL {
  switch (status) {
    case 'held':
      return sql`${bookings.status} = 'RESERVED' and not ${awaitingWire}`;
    case 'payment-pending':
      return sql`${bookings.status} = 'RESERVED' and ${awaitingWire}`;
    case 'booked':
      return eq(bookings.status, 'BOOKED');
    case 'cancelled':
      return eq(bookings.status, 'CANCELLED');
    case 'completed':
      return eq(bookings.status, 'COMPLETED');
  }
}

function startOfDay(day: Date): Date {
  return new Date(Math.floor(day.getTime() / DAY) * DAY);
}

function recordOf(row: typeof users.$inferSelect): CustomerRecord {
  return {
    userId: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    role: row.role as Role,
    federated: row.federated,
    confirmed: row.confirmed,
    disabledAt: row.disabledAt,
    createdAt: row.createdAt,
  };
}
