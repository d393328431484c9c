import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import type { TestProject } from 'vitest/node';
import { startPostgres, type PostgresServer } from '../../scripts/fleet/postgres-cluster';
import { launchBrowser } from './browser';
import { migratedTemplate } from './database-template';
import { writeSnapshot } from './snapshot';

/**
 * Once per test run: a migrated PGlite database saved as a snapshot (each test opens its own
 * copy in well under a second instead of creating one in four), a real PostgreSQL server for
 * the contract suites that must pass on both dialects with a migrated database to copy, and one Chromium in which each browser
 * test file opens contexts of its own (file-browser.ts).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'contrail-test-'));
  const [snapshotPath, postgres, browser] = await Promise.all([makeSnapshot(dir), startPostgres(), launchBrowser()]);
  project.provide('pgliteSnapshot', snapshotPath);
  project.provide('postgresUrl', postgres.url);
  project.provide('postgresTemplate', await migratedTemplate(postgres.url));
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  return () => teardown(dir, postgres, browser);
}

async function makeSnapshot(dir: string): Promise<string> {
  const path = join(dir, 'pglite-snapshot.tar');
  await writeSnapshot(path);
  return path;
}

async function teardown(dir: string, postgres: PostgresServer, browser: Browser) {
  await browser.close();
  postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresUrl: string;
    /** A migrated database on that server that test databases are copied from. */
    postgresTemplate: string;
    browserWSEndpoint: string;
  }
}
