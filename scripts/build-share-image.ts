/**
 * Draws the picture link previews show for our pages (Open Graph `og:image`): our large-cabin
 * jet (public/images/aircraft/large-jet.svg) on the site's mist, a 1200 x 630 PNG, the size
 * link previews ask for. Previews do not show SVG, hence a PNG; it carries no text, so the
 * brand (BRAND_NAME) stays a setting. Run it again when the artwork changes, and commit the
 * result:
 *
 *   npx tsx scripts/build-share-image.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Cleanup } from './cleanup';
import { launchBrowser } from '../test/support/browser';
import { SHARE_IMAGE } from '../src/web/ui/page-head';

const root = join(import.meta.dirname, '..');
const jet = readFileSync(join(root, 'public/images/aircraft/large-jet.svg'), 'utf8');
const html = `<!doctype html><html><body style="margin:0">
<div style="width:${SHARE_IMAGE.width}px;height:${SHARE_IMAGE.height}px;display:grid;place-items:center;
  background:#e9eef5">
  <img style="width:1040px" src="data:image/svg+xml;base64,${Buffer.from(jet).toString('base64')}" alt="">
</div></body></html>`;

const cleanup = new Cleanup();
try {
  const browser = await launchBrowser();
  cleanup.add('chromium', () => browser.close());
  const page = await browser.newPage();
  await page.setViewport({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
  await page.setContent(html, { waitUntil: 'load' });
  const file = join(root, 'public', SHARE_IMAGE.path);
  await page.screenshot({ path: file as `${string}.png`, type: 'png' });
  console.log(`Share image: ${file}`);
} finally {
  await cleanup.run();
}
