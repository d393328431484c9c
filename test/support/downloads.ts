import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer';

/**
 * What the browser saves when `start` (a click on a download link, and whatever the test
 * checks while it is made) asks for `fileName`: the file's bytes, once it is complete.
 */
export async function downloaded(page: Page, fileName: string, start: () => Promise<void>): Promise<Uint8Array> {
  const dir = mkdtempSync(join(tmpdir(), 'contrail-downloads-'));
  try {
    const cdp = await page.createCDPSession();
    // Downloads are set per browser context: the test file's own, in the run's shared browser.
    await cdp.send('Browser.setDownloadBehavior', {
      behavior: 'allow',
      downloadPath: dir,
      browserContextId: page.browserContext().id,
    });
    await start();
    // Chromium writes to a .crdownload file and renames it when done; it may hold the final name
    // with an empty placeholder meanwhile (seen on a loaded machine: an empty PDF was read). The
    // file is complete once it has bytes and no .crdownload is left beside it.
    for (let i = 0; i < 300; i++) {
      const names = readdirSync(dir);
      const done = names.includes(fileName) && !names.some((name) => name.endsWith('.crdownload'));
      if (done && statSync(join(dir, fileName)).size > 0) return new Uint8Array(readFileSync(join(dir, fileName)));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${fileName} was not downloaded`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
