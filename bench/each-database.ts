import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../adapters/postgres-store/database';
import { Cleanup } from '../scripts/cleanup';
import { startPostgres } from '../scripts/fleet/postgres-cluster';

/**
 * Runs a benchmark on a fresh PGlite database, then on a throw-away PostgreSQL server
 * (`BENCH_DB=pglite` or `postgres` for one of them), and stops and removes both whatever
 * happens.
 */
export async function onEachDatabase(
  holder: string,
  run: (name: 'PGlite' | 'PostgreSQL', database: Database) => Promise<void>,
): Promise<void> {
  const cleanup = new Cleanup();
  try {
    const which = process.env.BENCH_DB;
    if (!which || which === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), `contrail-${holder.replace(/\W+/g, '-')}-`));
      cleanup.add('PGlite directory', () => rmSync(dir, { recursive: true, force: true }));
      const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data'), holder });
      cleanup.add('PGlite', () => database.close());
      await run('PGlite', database);
    }
    if (!which || which === 'postgres') {
      const postgres = await startPostgres();
      cleanup.add('PostgreSQL', () => postgres.stop());
      const database = await openDatabase({ kind: 'postgres', url: postgres.url });
      cleanup.add('PostgreSQL pool', () => database.close());
      await run('PostgreSQL', database);
    }
  } finally {
    await cleanup.run();
  }
}

/** "machine: 2 cores, load average 1.0 0.8 0.5": what a figure was measured on. */
export function machineLine(): string {
  return `machine: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}
