/**
 * `npm run build`, unless the build in dist/ is newer than everything it is made from: the
 * test run (and the fleet's) reuse the build that `npm ci` made, as `make` would, instead of
 * building the same sources again. Any newer source (an edit, a checkout) builds anew.
 *
 *   tsx scripts/build-if-stale.ts          # build when stale, say which
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
/** What the three bundles are built from: the code they import, the client's files, the tools' settings. */
const SOURCES = [
  'src',
  'ports',
  'adapters',
  'scripts',
  'public',
  'server.ts',
  'vite.config.ts',
  'vite.server.config.ts',
];
const SETTINGS = ['package-lock.json', 'tsconfig.json'];
/** The last file the build writes. */
const BUILT = 'dist/server/server.js';

/** The newest modification time under `path` (test files excepted: no bundle imports them). */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

export function buildIsStale(): boolean {
  const built = join(root, BUILT);
  if (!existsSync(built) || !existsSync(join(root, 'dist/client/.vite/manifest.json'))) return true;
  const sources = [...SOURCES, ...SETTINGS].map((p) => join(root, p)).filter((p) => existsSync(p));
  return Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  if (buildIsStale()) {
    const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
    process.exit(build.status ?? 1);
  }
  console.log('The build in dist/ is newer than its sources: reused.');
}
