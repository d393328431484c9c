/**
 * `npm test`: every test of the project, and how long each part took. The build is made when
 * it is stale (scripts/build-if-stale.ts: `npm ci` has just made it), then Vitest (its files
 * on two workers, slowest first), alone: on two cores it keeps both busy, and running it beside
 * Cucumber made the whole slower (docs/decisions/039). Then the Cucumber profiles in two lanes
 * side by side: the browser's in one, the http and domain profiles one after the other in the
 * other. The browser profile alone keeps under one core busy (it mostly waits on Chromium), so
 * the other lane's work fits beside it (docs/decisions/061). The second lane's output is held
 * and printed when the first lane ends, so the two do not interleave. Every part runs even when
 * one fails, so one run shows every failure. Exit status: the first failure's, else 0.
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

/** Runs a phase, its output straight to ours, or into `held` when given. */
function run(phase: Phase, held?: Buffer[]): Promise<Outcome> {
  const started = Date.now();
  const [file = '', ...args] = phase.command;
  const child = spawn(file, args, {
    cwd: root,
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  child.stdout?.on('data', (chunk: Buffer) => held?.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held?.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      resolve({ name: phase.name, seconds: (Date.now() - started) / 1000, code: code ?? (signal ? 1 : 0) });
    });
  });
}

/** Phases one after another (each even when one before it failed). */
async function lane(phases: Phase[], held?: Buffer[]): Promise<Outcome[]> {
  const done: Outcome[] = [];
  for (const phase of phases) done.push(await run(phase, held));
  return done;
}

const npm = (script: string): Phase => ({ name: script, command: ['npm', 'run', '-s', script] });

const started = Date.now();
const outcomes: Outcome[] = [];
if (buildIsStale()) outcomes.push(await run(npm('build')));
else console.log('The build in dist/ is newer than its sources: reused.');

if (outcomes.every((o) => o.code === 0)) {
  outcomes.push(await run(npm('test:vitest')));
  const held: Buffer[] = [];
  const [browser, others] = await Promise.all([
    lane([npm('test:features:browser')]),
    lane([npm('test:features:http'), npm('test:features:domain')], held),
  ]);
  process.stdout.write(Buffer.concat(held));
  outcomes.push(...browser, ...others);
}

const total = (Date.now() - started) / 1000;
console.log('\nnpm test, wall time of each part (the Cucumber profiles in two lanes: browser | http, domain):');
for (const o of outcomes)
  console.log(`  ${o.seconds.toFixed(0).padStart(5)} s  ${o.name}${o.code === 0 ? '' : '  FAILED'}`);
console.log(`  ${total.toFixed(0).padStart(5)} s  in all`);
process.exit(outcomes.find((o) => o.code !== 0)?.code ?? 0);
