/**
 * Start-to-ready and stop times of the production server, as `npm start` runs it, against the
 * same server run from TypeScript through tsx (what `npm start` ran before decision 033). Each
 * run is a fresh process on the embedded PGlite database (a data directory migrated by a
 * warm-up run, as on a restart) listening on a free port:
 *   - ready: from spawning the process to the first 200 from /readyz, polled every 10 ms;
 *   - logged: the server's own start-to-ready figure (its "ready" line), when it prints one;
 *   - stop: from SIGTERM to the process's exit.
 * The variants run in turns, so a busy moment of the shared machine falls on all of them.
 *
 *   npm run bench:start                       # 5 runs of each variant
 *   npm run bench:start -- --runs 9 built     # 9 runs of the built server only
 *   npm run bench:start -- --baseline fe674d9 built   # this build beside fe674d9's, in turns
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { baselineBuild } from './baseline-build';

const root = join(import.meta.dirname, '..');

const VARIANTS: Record<string, { args: string[]; env?: Record<string, string>; cwd?: string }> = {
  built: { args: ['dist/server/server.js'] },
  // tsx keeps compiled files in a cache under the temporary directory: a restart reuses it.
  tsx: { args: ['--import', 'tsx', 'server.ts'] },
  'tsx-uncached': { args: ['--import', 'tsx', 'server.ts'], env: { TSX_DISABLE_CACHE: '1' } },
};

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, baseline: { type: 'string' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const chosen = positionals.length > 0 ? positionals : Object.keys(VARIANTS);
if (values.baseline) {
  // The other commit's built server, run in turns with this build's (bench/baseline-build.ts).
  const { dir, commit } = baselineBuild(values.baseline);
  VARIANTS.baseline = { args: ['dist/server/server.js'], cwd: dir };
  chosen.push('baseline');
  console.log(`baseline: ${values.baseline} (${commit.slice(0, 12)})`);
}
for (const name of chosen) if (!VARIANTS[name]) throw new Error(`Unknown variant ${name}: ${Object.keys(VARIANTS)}`);

interface Figures {
  ready: number[];
  logged: number[];
  stop: number[];
}

async function once(name: string, dataDir: string, figures?: Figures): Promise<void> {
  const variant = VARIANTS[name];
  if (!variant) return;
  const started = performance.now();
  const server: ServerProcess = await startServerProcess({
    cwd: variant.cwd ?? root,
    args: variant.args,
    env: { ...variant.env, DATA_DIR: dataDir, PAYMENT_JOBS_INTERVAL_SECONDS: '0' },
  });
  await server.pollReady();
  const ready = performance.now() - started;
  const stopping = performance.now();
  server.kill('SIGTERM');
  const exit = await server.exited;
  if (exit.code !== 0) throw new Error(`${name} exited with ${exit.code ?? exit.signal}:\n${server.output()}`);
  if (!figures) return;
  figures.ready.push(ready);
  if (server.readyLine?.startToReadyMs !== undefined) figures.logged.push(server.readyLine.startToReadyMs);
  figures.stop.push(performance.now() - stopping);
}

const summary = (samples: number[]) => {
  if (samples.length === 0) return '-';
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `${Math.round(median)} ms (min ${Math.round(sorted[0] ?? 0)}, max ${Math.round(sorted.at(-1) ?? 0)})`;
};

const dirs = Object.fromEntries(chosen.map((name) => [name, mkdtempSync(join(tmpdir(), `contrail-start-${name}-`))]));
const results = Object.fromEntries(
  chosen.map((name): [string, Figures] => [name, { ready: [], logged: [], stop: [] }]),
);
try {
  // Warm-up: migrates each variant's database and fills the file system cache.
  for (const name of chosen) await once(name, join(dirs[name] ?? '', 'pglite'));
  for (let run = 0; run < runs; run++) {
    for (const name of chosen) await once(name, join(dirs[name] ?? '', 'pglite'), results[name]);
  }
} finally {
  for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
}

console.log(
  `Start-to-ready of the production server, ${runs} runs each (median, min, max; ${availableParallelism()} cores):`,
);
for (const name of chosen) {
  const figures = results[name];
  if (!figures) continue;
  console.log(`  ${name.padEnd(13)} ready ${summary(figures.ready)}`);
  console.log(`  ${''.padEnd(13)} logged ${summary(figures.logged)}`);
  console.log(`  ${''.padEnd(13)} stop ${summary(figures.stop)}`);
}
