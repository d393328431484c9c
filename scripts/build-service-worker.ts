/**
 * Builds the service worker (src/web/pwa/service-worker.ts) into dist/client/sw.js, after the
 * browser bundle: Workbox's runtime modules bundled by Vite, with the list of files to precache
 * written in (docs/decisions/042). The list is the built shell: every script and stylesheet
 * under /assets (their names carry their hash, so no revision), the icons and the favicon (a
 * revision from their content), and the offline page (revised with the build, so each new
 * build fetches it again). Photos and illustrations stay out: they load when a page shows them.
 *
 *   npx tsx scripts/build-service-worker.ts     # part of `npm run build`
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build } from 'vite';
import { OFFLINE_PATH } from '../src/web/pwa/offline-pages';
import { KEPT_FILES_VERSION_FILE, type KeptFilesVersion } from '../src/web/pwa/kept-files';

const CLIENT = 'dist/client';
const PRECACHED = [/^assets\/.+\.(js|css|woff2?)$/, /^icons\/.+\.png$/, /^favicon\.svg$/];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const hash = (content: string | Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 16);

if (!existsSync(join(CLIENT, '.vite/manifest.json'))) {
  throw new Error(`${CLIENT} has no build: run vite build first`);
}
const files = filesUnder(CLIENT)
  .map((path) => relative(CLIENT, path).split(sep).join('/'))
  .filter((path) => PRECACHED.some((pattern) => pattern.test(path)))
  .sort();
const entries = files.map((path) => ({
  url: `/${path}`,
  revision: path.startsWith('assets/') ? null : hash(readFileSync(join(CLIENT, path))),
}));
const buildRevision = hash(entries.map((e) => `${e.url}@${e.revision ?? ''}`).join('\n'));
entries.push({ url: OFFLINE_PATH, revision: buildRevision });

await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: {
    __PRECACHE_MANIFEST__: JSON.stringify(entries),
    __KEPT_FILES_VERSION__: JSON.stringify(buildRevision),
    'process.env.NODE_ENV': '"production"',
  },
  build: {
    outDir: CLIENT,
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2022',
    minify: true,
    lib: {
      entry: 'src/web/pwa/service-worker.ts',
      formats: ['iife'],
      name: 'contrailServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
// The server reads it to know a worker that keeps this build's files (src/web/pwa/kept-files.ts).
const kept: KeptFilesVersion = { version: buildRevision };
writeFileSync(join(CLIENT, KEPT_FILES_VERSION_FILE), `${JSON.stringify(kept)}\n`);
console.log(`service worker: dist/client/sw.js, ${entries.length} files precached (build ${buildRevision})`);
