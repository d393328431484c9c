import { readFileSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, snapshotDatabase, type Database } from '../../adapters/postgres-store/database';

/** Creates a migrated PGlite database and saves it to `path` (about 4 s, once per run). */
export async function writeSnapshot(path: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    const snapshot = await snapshotDatabase(database);
    writeFileSync(path, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** Databases closed by their tests, emptied and waiting for the next, by snapshot. */
const spares = new Map<string, Database[]>();

/**
 * A private, migrated in-memory database for one test or scenario, as a copy of the snapshot
 * at `path` would be: every table empty. Loading a snapshot into a new PGlite costs about a
 * second of CPU (its Postgres starting in WebAssembly), a quarter of the test run's CPU over
 * hundreds of tests; so a database its test has closed is emptied (every table truncated, its
 * sequences restarted) and handed to the next test of the same process instead. The snapshot
 * holds the schema and the migrations' record only, so an emptied database is what a copy
 * would be. A database that cannot be emptied is closed for good.
 */
export async function openSnapshot(path: string): Promise<Database> {
  const database =
    spares.get(path)?.pop() ??
    (await openDatabase({ kind: 'pglite-snapshot', snapshot: new Blob([readFileSync(path)]) }));
  return reusable(database, () => {
    const list = spares.get(path) ?? [];
    list.push(database);
    spares.set(path, list);
  });
}

/** Closes every spare database: at the end of a run whose process must exit by itself (Cucumber). */
export async function closeSpareDatabases(): Promise<void> {
  const all = [...spares.values()].flat();
  spares.clear();
  await Promise.all(all.map((database) => database.close()));
}

function reusable(database: Database, spare: () => void): Database {
  const listening = new Set<() => Promise<void>>();
  let closed = false;
  return {
    db: database.db,
    dialect: database.dialect,
    ping: () => database.ping(),
    async listen(channel, onNotify) {
      const stop = await database.listen(channel, onNotify);
      const stopOnce = async () => {
        if (listening.delete(stopOnce)) await stop();
      };
      listening.add(stopOnce);
      return stopOnce;
    },
    async close() {
      if (closed) return;
      closed = true;
      // Nothing of this test may reach the next one: its listeners stop, its rows go.
      for (const stop of listening) await stop(); // each removes itself: safe in a Set
      try {
        await emptied(database);
        spare();
      } catch {
        await database.close();
      }
    },
  };
}

async function emptied(database: Database): Promise<void> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tables = await client.query<{ name: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const names = tables.rows.map((row) => row.name);
  if (names.length > 0) await client.exec(`truncate ${names.join(', ')} restart identity cascade`);
  await client.query('select pg_advisory_unlock_all()');
}
