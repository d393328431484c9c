import { readFileSync, writeFileSync } from 'node:fs';
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

/** A private in-memory copy of a saved snapshot (well under a second). */
export function openSnapshot(path: string): Promise<Database> {
  return openDatabase({ kind: 'pglite-snapshot', snapshot: new Blob([readFileSync(path)]) });
}
