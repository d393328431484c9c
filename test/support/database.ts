import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../adapters/postgres-store/database';
import { copyOfTemplate } from './database-template';
import { openSnapshot } from './snapshot';

/** A private, migrated PGlite database for one test (a copy of the run's snapshot). */
export function pgliteDatabase(): Promise<Database> {
  return openSnapshot(inject('pgliteSnapshot'));
}

/**
 * A private, migrated database on the run's real PostgreSQL server (a copy of the run's migrated
 * template); dropped on close. Its `url` lets a test open it again, as another node would.
 */
export async function postgresDatabase(): Promise<Database & { url: string }> {
  const adminUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await copyOfTemplate(admin, name, inject('postgresTemplate'));
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await dropWhenClosed(adminUrl, name);
    },
  };
}

/**
 * Drops a test database once its connections are gone. The pool's end() resolves before its
 * connections have finished closing; dropping WITH (FORCE) then would terminate them, and a
 * terminated connection's error surfaces in the test run as an unhandled error. So the drop
 * waits for them (PostgreSQL refuses with 55006 while any remain), forcing only as a last resort.
 */
async function dropWhenClosed(adminUrl: string, name: string): Promise<void> {
  const dropper = new Client({ connectionString: adminUrl });
  await dropper.connect();
  try {
    for (let tries = 0; tries < 100; tries += 1) {
      try {
        await dropper.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await dropper.query(`drop database if exists ${name} with (force)`);
  } finally {
    await dropper.end();
  }
}

/** Both dialects, for contract suites: `describe.each(dialects)`. */
export const dialects = [
  { name: 'PGlite', open: pgliteDatabase },
  { name: 'PostgreSQL', open: postgresDatabase },
] as const;
