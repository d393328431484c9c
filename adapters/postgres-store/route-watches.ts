import { and, arrayContains, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { OutboxEntry } from '../../ports/message-outbox';
import type { DueAlert, RouteWatchStore, ToldLeg } from '../../ports/route-watches';
import type { AircraftCategory } from '../../src/core/aircraft-categories';
import { ALERT_EVERY_MS, type WatchedLegFacts } from '../../src/core/watches/watch-matching';
import type { RouteWatch, WatchStatus } from '../../src/core/watches/watch-rules';
import { DB, type Db } from './database';
import { queueMessages } from './message-outbox';
import { routeWatches, watchedLegs, watchMatches } from './watch-schema';

type Row = typeof routeWatches.$inferSelect;
type Executor = Parameters<Parameters<Db['transaction']>[0]>[0];

const fromRow = ({ lastAlertedAt: _last, price, pricedAt, pricedCents, priceToldCents, ...row }: Row): RouteWatch => ({
  ...row,
  status: row.status as WatchStatus,
  categories: row.categories as AircraftCategory[],
  price: price
    ? {
        ...price,
        pricedCents: pricedCents ?? price.watchedCents,
        pricedAt: pricedAt ?? row.createdAt,
        toldCents: priceToldCents,
      }
    : null,
});

/** A watch's columns but its status and alerts': what making and editing it write. */
const termsOf = ({ price, id: _id, userId: _user, status: _status, createdAt: _created, ...rest }: RouteWatch) => ({
  ...rest,
  price: price
    ? {
        search: price.search,
        category: price.category,
        dropPercent: price.dropPercent,
        watchedCents: price.watchedCents,
      }
    : null,
  pricedAt: price?.pricedAt ?? null,
  pricedCents: price?.pricedCents ?? null,
  priceToldCents: price?.toldCents ?? null,
});

/** Route watches on PGlite and PostgreSQL (docs/decisions/047). */
@injectable()
export class PostgresRouteWatchStore implements RouteWatchStore {
  constructor(@inject(DB) private readonly db: Db) {}

  create(watch: RouteWatch, maxActive: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (watch.status === 'ACTIVE' && (await activeCount(tx, watch.userId)) >= maxActive) return false;
      await tx.insert(routeWatches).values({
        ...termsOf(watch),
        id: watch.id,
        userId: watch.userId,
        status: watch.status,
        createdAt: watch.createdAt,
        lastAlertedAt: null,
      });
      return true;
    });
  }

  async find(id: string): Promise<RouteWatch | undefined> {
    const [row] = await this.db.select().from(routeWatches).where(eq(routeWatches.id, id));
    return row ? fromRow(row) : undefined;
  }

  async ofUser(userId: string): Promise<RouteWatch[]> {
    const rows = await this.db
      .select()
      .from(routeWatches)
      .where(eq(routeWatches.userId, userId))
      .orderBy(desc(routeWatches.createdAt), desc(routeWatches.id));
    return rows.map(fromRow);
  }

  setStatus(id: string, userId: string, status: WatchStatus, maxActive: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const mine = and(eq(routeWatches.id, id), eq(routeWatches.userId, userId));
      const [row] = await tx.select({ status: routeWatches.status }).from(routeWatches).where(mine);
      if (!row) return false;
      if (row.status === status) return true;
      if (status === 'ACTIVE' && (await activeCount(tx, userId)) >= maxActive) return false;
      await tx.update(routeWatches).set({ status }).where(mine);
      return true;
    });
  }

  async update(watch: RouteWatch): Promise<boolean> {
    const changed = await this.db
      .update(routeWatches)
      .set(termsOf(watch))
      .where(and(eq(routeWatches.id, watch.id), eq(routeWatches.userId, watch.userId)))
      .returning({ id: routeWatches.id });
    return changed.length > 0;
  }

  delete(id: string, userId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const gone = await tx
        .delete(routeWatches)
        .where(and(eq(routeWatches.id, id), eq(routeWatches.userId, userId)))
        .returning({ id: routeWatches.id });
      if (gone.length > 0) await tx.delete(watchMatches).where(eq(watchMatches.watchId, id));
      return gone.length > 0;
    });
  }

  async watchedOrigins(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ code: sql<string>`unnest(${routeWatches.fromAirports})` })
      .from(routeWatches)
      .where(and(eq(routeWatches.status, 'ACTIVE'), eq(routeWatches.emptyLegs, true)));
    return rows.map((row) => row.code).sort();
  }

  async firstSeen(legIds: string[], now: Date): Promise<string[]> {
    if (legIds.length === 0) return [];
    const rows = await this.db
      .insert(watchedLegs)
      .values(legIds.map((legId) => ({ legId, seenAt: now })))
      .onConflictDoNothing()
      .returning({ legId: watchedLegs.legId });
    return rows.map((row) => row.legId);
  }

  async match(leg: WatchedLegFacts, now: Date): Promise<number> {
    const fitting = await this.db
      .select({ id: routeWatches.id })
      .from(routeWatches)
      .where(
        and(
          eq(routeWatches.status, 'ACTIVE'),
          eq(routeWatches.emptyLegs, true),
          arrayContains(routeWatches.fromAirports, [leg.from.code]),
          arrayContains(routeWatches.toAirports, [leg.to.code]),
          arrayContains(routeWatches.categories, [leg.category]),
          lte(routeWatches.passengers, leg.seats),
          lte(routeWatches.firstDay, leg.lastDay),
          gte(routeWatches.lastDay, leg.firstDay),
          lte(routeWatches.createdAt, now),
        ),
      );
    if (fitting.length === 0) return 0;
    const rows = await this.db
      .insert(watchMatches)
      .values(fitting.map(({ id }) => ({ watchId: id, legId: leg.id, leg, matchedAt: now })))
      .onConflictDoNothing()
      .returning({ watchId: watchMatches.watchId });
    return rows.length;
  }

  async dueAlerts(now: Date, limit: number): Promise<DueAlert[]> {
    const since = new Date(now.getTime() - ALERT_EVERY_MS);
    const waiting = await this.db
      .selectDistinct({ watchId: watchMatches.watchId })
      .from(watchMatches)
      .innerJoin(routeWatches, eq(routeWatches.id, watchMatches.watchId))
      .where(
        and(
          isNull(watchMatches.alertedAt),
          eq(routeWatches.status, 'ACTIVE'),
          or(isNull(routeWatches.lastAlertedAt), lte(routeWatches.lastAlertedAt, since)),
        ),
      )
      .limit(limit);
    if (waiting.length === 0) return [];
    const ids = waiting.map((w) => w.watchId);
    const [watches, matches] = await Promise.all([
      this.db.select().from(routeWatches).where(inArray(routeWatches.id, ids)),
      this.db
        .select()
        .from(watchMatches)
        .where(and(inArray(watchMatches.watchId, ids), isNull(watchMatches.alertedAt)))
        .orderBy(asc(watchMatches.matchedAt), asc(watchMatches.legId)),
    ]);
    return watches.map((row) => ({
      watch: fromRow(row),
      legs: matches.filter((m) => m.watchId === row.id).map((m) => m.leg),
    }));
  }

  alert(watchId: string, legIds: string[], entry: OutboxEntry, now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - ALERT_EVERY_MS);
    return this.db
      .transaction(async (tx) => {
        // The watch's row is the lock: one node tells its matches, the other finds it done.
        const claimed = await tx
          .update(routeWatches)
          .set({ lastAlertedAt: now })
          .where(
            and(
              eq(routeWatches.id, watchId),
              eq(routeWatches.status, 'ACTIVE'),
              or(isNull(routeWatches.lastAlertedAt), lte(routeWatches.lastAlertedAt, since)),
            ),
          )
          .returning({ id: routeWatches.id });
        if (claimed.length === 0) return false;
        const told = await tx
          .update(watchMatches)
          .set({ alertedAt: now })
          .where(
            and(eq(watchMatches.watchId, watchId), inArray(watchMatches.legId, legIds), isNull(watchMatches.alertedAt)),
          )
          .returning({ legId: watchMatches.legId });
        // Some were told meanwhile (another node's alert): this one is undone whole.
        if (told.length !== legIds.length) throw new NothingToTell();
        await queueMessages(tx, [entry], now);
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof NothingToTell) return false;
        throw error;
      });
  }

  async duePrices(pricedBefore: Date, limit: number): Promise<RouteWatch[]> {
    const rows = await this.db
      .select()
      .from(routeWatches)
      .where(
        and(isNotNull(routeWatches.price), eq(routeWatches.status, 'ACTIVE'), lte(routeWatches.pricedAt, pricedBefore)),
      )
      .orderBy(asc(routeWatches.pricedAt), asc(routeWatches.id))
      .limit(limit);
    return rows.map(fromRow);
  }

  async priced(watchId: string, cents: number, now: Date): Promise<void> {
    await this.db
      .update(routeWatches)
      .set({ pricedCents: cents, pricedAt: now })
      .where(and(eq(routeWatches.id, watchId), isNotNull(routeWatches.price)));
  }

  alertPrice(watchId: string, cents: number, entry: OutboxEntry, now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - ALERT_EVERY_MS);
    return this.db.transaction(async (tx) => {
      // The watch's row is the lock, as for its empty legs: one alert a day, on one node.
      const claimed = await tx
        .update(routeWatches)
        .set({ lastAlertedAt: now, priceToldCents: cents })
        .where(
          and(
            eq(routeWatches.id, watchId),
            eq(routeWatches.status, 'ACTIVE'),
            isNotNull(routeWatches.price),
            or(isNull(routeWatches.lastAlertedAt), lte(routeWatches.lastAlertedAt, since)),
            or(isNull(routeWatches.priceToldCents), sql`${routeWatches.priceToldCents} > ${cents}`),
          ),
        )
        .returning({ id: routeWatches.id });
      if (claimed.length === 0) return false;
      await queueMessages(tx, [entry], now);
      return true;
    });
  }

  async toldOf(userId: string, limit: number): Promise<ToldLeg[]> {
    const rows = await this.db
      .select({ watchId: watchMatches.watchId, leg: watchMatches.leg, alertedAt: watchMatches.alertedAt })
      .from(watchMatches)
      .innerJoin(routeWatches, eq(routeWatches.id, watchMatches.watchId))
      .where(and(eq(routeWatches.userId, userId), isNotNull(watchMatches.alertedAt)))
      .orderBy(desc(watchMatches.alertedAt), asc(watchMatches.legId))
      .limit(limit);
    return rows.flatMap((row) =>
      row.alertedAt ? [{ watchId: row.watchId, leg: row.leg, alertedAt: row.alertedAt }] : [],
    );
  }
}

class NothingToTell extends Error {}

async function activeCount(tx: Executor, userId: string): Promise<number> {
  // One customer's watches are counted and written one writer at a time.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watches:${userId}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(routeWatches)
    .where(and(eq(routeWatches.userId, userId), eq(routeWatches.status, 'ACTIVE')));
  return row?.n ?? 0;
}
