import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { PostgresNotifications } from './notifications';
import * as chatSchema from './chat-schema';
import * as watchSchema from './watch-schema';
import * as passkeySchema from './passkey-schema';
import * as carbonOffsetSchema from './carbon-offset-schema';
import * as identitySchema from './identity-schema';
import * as sandboxSchema from './sandbox-schema';
import * as coreSchema from './schema';
import { acquireDataDir, type DataDirLock } from './data-dir-lock';

/** Every table of the one schema, in its files by area (drizzle.config.ts lists the same). */
const schema = {
  ...coreSchema,
  ...identitySchema,
  ...sandboxSchema,
  ...chatSchema,
  ...watchSchema,
  ...passkeySchema,
  ...carbonOffsetSchema,
};

export type Schema = typeof schema;
/** A drizzle handle over either dialect driver; repositories are written against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Container token for the drizzle handle. */
export const DB = Symbol.for('contrail.Db');

export interface Database {
  readonly db: Db;
  readonly dialect: 'pglite' | 'postgres';
  /**
   * Present when this process holds a PGlite data directory (decision 032): where the server
   * advertises its staff-command endpoint. Released by close().
   */
  readonly lock?: DataDirLock;
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  /**
   * LISTEN: `onNotify` is called for every NOTIFY on `channel` that commits, from this process
   * or (on PostgreSQL) any other node. Answers how to stop. After a lost connection comes back,
   * each listener is called once with an empty payload: it may have missed notifications.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL's pool: connections open, idle, the callers waiting for one, and its size. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

/** Container token for the Database itself (its listen and ping), beside DB for queries. */
export const DATABASE = Symbol.for('contrail.Database');

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant: the advisory lock that serialises migrations across nodes. */
const MIGRATION_LOCK = 4_172_031;

/** Told every query's time (the node's metrics, decision 055). */
export type QueryObserver = (seconds: number, failed: boolean) => void;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `holder` names the process in the lock file, for the message another opener gets. */
  | { kind: 'pglite'; dataDir: string; holder?: string }
  | { kind: 'pglite-snapshot'; snapshot: Blob }
) & { observeQuery?: QueryObserver };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const max = options.poolSize ?? 10;
    const pool = new Pool({ connectionString: options.url, max });
    // A connection the server cut (a restart, a failover) must not take the node down. Idle in
    // the pool, it is dropped and the next query connects anew; checked out between two queries
    // of a transaction, the next query fails and the pool drops it on release. Without these
    // listeners the error is re-thrown as unhandled and the whole node dies: found by
    // test:fleet restarting PostgreSQL under load.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      // Every query, the pool's own and a transaction's, goes through its client's query.
      if (options.observeQuery) timeQueries(client, options.observeQuery);
    });
    const client = await pool.connect();
    try {
      // Several api and web nodes may start at once: only one migrates at a time.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    const db = drizzlePg({ client: pool, schema });
    const notifications = new PostgresNotifications(options.url);
    return {
      db,
      dialect: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      listen: (channel, onNotify) => notifications.listen(channel, onNotify),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }

  // A data directory belongs to one process at a time: take it before PGlite reads a page.
  const lock =
    options.kind === 'pglite' && options.dataDir !== 'memory://'
      ? acquireDataDir(options.dataDir, options.holder ?? 'the Contrail server')
      : undefined;
  try {
    const client =
      options.kind === 'pglite-snapshot'
        ? await PGlite.create({ loadDataDir: options.snapshot })
        : await PGlite.create(lock ? { dataDir: lock.dataDir } : {});
    if (options.observeQuery) timeQueries(client, options.observeQuery);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder }).catch(async (error: unknown) => {
      await client.close();
      throw error;
    });
    return {
      db,
      dialect: 'pglite',
      lock,
      ping: async () => void (await client.query('select 1')),
      listen: async (channel, onNotify) => {
        const stop = await client.listen(channel, onNotify);
        return async () => {
          if (!client.closed) await stop();
        };
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Wraps a client's promise-returning `query` to time it. A callback-style call (pg's own, never
 * drizzle's) is passed through untimed.
 */
function timeQueries(client: { query: (...args: never[]) => unknown }, observe: QueryObserver): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const started = performance.now();
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    const seconds = () => (performance.now() - started) / 1000;
    result.then(
      () => observe(seconds(), false),
      () => observe(seconds(), true),
    );
    return result;
  }) as typeof client.query;
}

/** A snapshot of a migrated (and possibly seeded) PGlite database, for fast test setup. */
export async function snapshotDatabase(database: Database): Promise<Blob> {
  if (database.dialect !== 'pglite') throw new Error('Only PGlite databases can be snapshotted');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
