/**
 * `npm test`: every test of the project, and how long each part took. The build is made when
 * it is stale (scripts/build-if-stale.ts: `npm ci` has just made it), then the parts run one
 * after another, the longest first: Vitest (its files on two workers, slowest first), then the
 * Cucumber profiles, the browser's (the slowest) first. One at a time: on two cores the tests
 * keep both busy (Chromium most of all), and running Vitest beside Cucumber made the whole
 * slower, not faster (docs/decisions/039). Every part runs even when one fails, so one run
 * shows every failure. Exit status: the first failure's, else 0.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIsStale } from './build-if-stale';

const root = join(import.meta.dirname, '..');

interface Phase {
  name: string;
  command: string[];
}

interface Outcome {
  name: string;
  seconds: number;
  code: number;
}

function run(phase: Phase): Promise<Outcome> {
  const started = Date.now();
  const [file = '', ...args] = phase.command;
  const child = spawn(file, args, {
    cwd: root,
    stdio: 'inherit',
  });
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      resolve({ name: phase.name, seconds: (Date.now() - started) / 1000, code: code ?? (signal ? 1 : 0) });
    });
  });
}

const npm = (script: string): Phase => ({ name: script, command: ['npm', 'run', '-s', script] });

const started = Date.now();
const outcomes: Outcome[] = [];
if (buildIsStale()) outcomes.push(await run(npm('build')));
else console.log('The build in dist/ is newer than its sources: reused.');

if (outcomes.every((o) => o.code === 0)) {
  for (const script of ['test:vitest', 'test:features:browser', 'test:features:http', 'test:features:domain']) {
    outcomes.push(await run(npm(script)));
  }
}

const total = (Date.now() - started) / 1000;
console.log('\nnpm test, wall time of each part:');
for (const o of outcomes)
  console.log(`  ${o.seconds.toFixed(0).padStart(5)} s  ${o.name}${o.code === 0 ? '' : '  FAILED'}`);
console.log(`  ${total.toFixed(0).padStart(5)} s  in all`);
process.exit(outcomes.find((o) => o.code !== 0)?.code ?? 0);
