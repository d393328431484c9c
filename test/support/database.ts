import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../adapters/postgres-store/database';
import { openSnapshot } from './snapshot';

/** A private, migrated PGlite database for one test (a copy of the run's snapshot). */
export function pgliteDatabase(): Promise<Database> {
  return openSnapshot(inject('pgliteSnapshot'));
}

/** A private, migrated database on the run's real PostgreSQL server; dropped on close. */
export async function postgresDatabase(): Promise<Database> {
  const adminUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Both dialects, for contract suites: `describe.each(dialects)`. */
export const dialects = [
  { name: 'PGlite', open: pgliteDatabase },
  { name: 'PostgreSQL', open: postgresDatabase },
] as const;
