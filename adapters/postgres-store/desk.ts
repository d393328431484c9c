import { and, arrayContains, asc, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { BookingStatus } from '../../ports/charter/booking-store';
import type { Role } from '../../ports/identity-provider';
import type { BookingQuery, BookingSummary, CustomerRecord, DeskStore } from '../../ports/support-desk';
import type { DeskStatus } from '../../src/core/desk/desk-input';
import { DB, type Db } from './database';
import { bookings, payments, users } from './schema';

/** How many matching accounts a name or e-mail search looks at before it looks at their bookings. */
const OWNER_CANDIDATES = 200;
const DAY = 86_400_000;

/** LIKE's wildcards typed by staff match themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const awaitingWire = sql<boolean>`exists (select 1 from ${payments} p where p.booking_id = ${bookings.id} and p.status = 'AWAITING_TRANSFER')`;

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
    if (query.departsFrom) conditions.push(gte(bookings.departsAt, startOfDay(query.departsFrom)));
    if (query.departsTo) conditions.push(lt(bookings.departsAt, new Date(startOfDay(query.departsTo).getTime() + DAY)));
    if (query.status) conditions.push(statusCondition(query.status));

    const rows = await this.db
      .select({
        id: bookings.id,
        status: bookings.status,
        ownerUserId: bookings.ownerUserId,
        routeCodes: bookings.routeCodes,
        departsAt: bookings.departsAt,
        totalCents: bookings.totalCents,
        createdAt: bookings.createdAt,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        awaitingWire,
      })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.ownerUserId))
      .where(and(...conditions))
      .orderBy(sql`${bookings.departsAt} desc nulls last`, desc(bookings.createdAt), asc(bookings.id))
      .limit(page.limit + 1)
      .offset(page.offset);
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
