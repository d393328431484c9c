import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres, type PostgresServer } from '../../scripts/fleet/postgres-cluster';
import { writeSnapshot } from './snapshot';

/**
 * Once per test run: a migrated PGlite database saved as a snapshot (each test opens its own
 * copy in well under a second instead of creating one in four), and a real PostgreSQL server
 * for the contract suites that must pass on both dialects.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'contrail-test-'));
  const [snapshotPath, postgres] = await Promise.all([makeSnapshot(dir), startPostgres()]);
  project.provide('pgliteSnapshot', snapshotPath);
  project.provide('postgresUrl', postgres.url);
  return () => teardown(dir, postgres);
}

async function makeSnapshot(dir: string): Promise<string> {
  const path = join(dir, 'pglite-snapshot.tar');
  await writeSnapshot(path);
  return path;
}

function teardown(dir: string, postgres: PostgresServer) {
  postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresUrl: string;
  }
}
