/**
 * First-load JavaScript of a page: the gzipped size of every script the server links on its
 * first response (the client entry and the modulepreloads of the page's chunks, found through
 * Vite's manifest exactly as src/http/page-renderer.ts does). Needs `npm run build` first.
 * Target (issue 5): /consumer-booking under 150 KB gzipped.
 *
 *   npm run bench:first-load-js                       # /consumer-booking
 *   npm run bench:first-load-js -- booking/book-flight booking/edit-airport
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestAssets } from '../src/http/page-renderer';

const TARGET_KB = 150;
const client = join(import.meta.dirname, '../dist/client');
const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8')) as Parameters<
  typeof manifestAssets
>[0];
const assets = manifestAssets(manifest);
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['booking/consumer-booking'];

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
for (const page of pages) {
  const module = `src/web/pages/${page}.page.tsx`;
  if (!manifest[module]) throw new Error(`no built chunk for ${module}`);
  const files = [assets.entry, ...assets.assetsFor([module]).modulePreloads];
  console.log(`\nFirst-load JavaScript of ${page} (${files.length} files)\n`);
  console.log('      raw KB  gzip KB  file');
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const bytes = readFileSync(join(client, file));
    const zipped = gzipSync(bytes).length;
    raw += bytes.length;
    gzipped += zipped;
    console.log(`  ${kb(bytes.length)} ${kb(zipped)}  ${file}`);
  }
  const verdict = gzipped / 1024 < TARGET_KB ? 'under' : 'OVER';
  console.log(`  ${kb(raw)} ${kb(gzipped)}  total (${verdict} the ${TARGET_KB} KB target)`);
}
