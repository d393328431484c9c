import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AfterAll } from '@cucumber/cucumber';
import type { Browser } from 'puppeteer';
import { launchBrowser } from '../../test/support/browser';
import { writeSnapshot } from '../../test/support/snapshot';

/**
 * Process-wide resources of a Cucumber run: one migrated database snapshot that every
 * scenario copies, and (for the browser profile) one Chromium.
 */
let dir: string | undefined;
let browser: Promise<Browser> | undefined;
let snapshot: Promise<string> | undefined;

export function sharedBrowser(): Promise<Browser> {
  browser ??= launchBrowser();
  return browser;
}

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

AfterAll(async function () {
  await (await browser)?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
