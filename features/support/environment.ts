import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AfterAll } from '@cucumber/cucumber';
import type { Browser } from 'puppeteer';
import { launchBrowser } from '../../test/support/browser';
import { startPostgres, type PostgresServer } from '../../scripts/fleet/postgres-cluster';
import { closeSpareDatabases, writeSnapshot } from '../../test/support/snapshot';
import { printInRunBrowser } from '../../test/support/print-browser';

/**
 * Process-wide resources of a Cucumber run: one migrated database snapshot that every
 * scenario copies, and (for the browser profile) one Chromium.
 */
let dir: string | undefined;
let browser: Promise<Browser> | undefined;
let snapshot: Promise<string> | undefined;
let postgres: Promise<PostgresServer> | undefined;

export function sharedBrowser(): Promise<Browser> {
  browser ??= launchBrowser();
  return browser;
}

// Every scenario's app prints its PDFs in the run's one Chromium, not in one of its own.
printInRunBrowser(async () => (await sharedBrowser()).wsEndpoint());

/** Path of the run's database snapshot, made on first use (the domain profile never needs it). */
export function sharedSnapshot(): Promise<string> {
  snapshot ??= (async () => {
    dir = mkdtempSync(join(tmpdir(), 'contrail-features-'));
    const path = join(dir, 'snapshot.tar');
    await writeSnapshot(path);
    return path;
  })();
  return snapshot;
}

/** A real PostgreSQL server for the run, started on first use (the chat's two nodes share it). */
export async function sharedPostgresUrl(): Promise<string> {
  postgres ??= startPostgres();
  return (await postgres).url;
}

AfterAll(async function () {
  await closeSpareDatabases();
  await (await browser)?.close();
  (await postgres?.catch(() => undefined))?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
