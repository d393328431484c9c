/**
 * Server-side rendering throughput: starts the built app (`npm run build` first) as its own
 * process (bench/ssr-server.ts), then loads each page with autocannon over loopback and prints
 * requests per second, latency percentiles and the server's CPU time per request. Targets
 * (issue 24): a visitor page from the page cache at most 0.30 ms of CPU per request, a
 * signed-in /consumer-booking or /book-flight at most 1.5 ms.
 *
 * A page written "customer:/path" is loaded signed in as a customer who has searched KTEB to
 * KPBI (a stored search), so /book-flight renders real results. "returning:/path" is the same
 * customer in a browser whose service worker keeps that build's files (decision 066): the page
 * names its stylesheets instead of carrying them. The default pages do not include it.
 *
 * With `--baseline <git ref>` the same pages are also loaded on that commit's build (checked
 * out and built in a worktree of its own: bench/baseline-build.ts), both servers running at
 * once and measured in turns, round after round, so that both figures come from the same
 * machine in the same minutes; the last column is this build's CPU per request over the
 * baseline's. This machine's speed changes from day to day: compare only within one run.
 *
 *   npm run bench:ssr                                  # default pages
 *   npm run bench:ssr -- /faq customer:/book-flight    # chosen pages
 *   npm run bench:ssr -- customer:/book-flight returning:/book-flight   # and a returning browser
 *   npm run bench:ssr -- --baseline a4c6cfb            # side by side with a4c6cfb's build
 *   npm run bench:ssr -- --baseline main --rounds 5 customer:/book-flight
 *   npm run bench:ssr -- --accept-encoding 'gzip, deflate, br, zstd'   # as a browser asks (compressed)
 *   BENCH_PROFILE=/tmp/prof npm run bench:ssr -- customer:/book-flight   # with a CPU profile
 *   npm run bench:ssr -- --without-metrics --rounds 7 customer:/book-flight
 *   npm run bench:ssr -- --beside-dist node_modules/.dist-try customer:/book-flight
 *
 * `--without-metrics` runs this build twice instead, counting metrics (decision 055) and not
 * (METRICS_PORT=off), in turns: the ratio is what the metrics cost a page (issue 30: at most 3%).
 *
 * `--beside-dist <dir>` runs this build beside the built pages of another directory, served by
 * this checkout's server: for an experiment on the rendered code before it is worth a commit
 * (copy `dist` into the project, e.g. `node_modules/.dist-try`, where its imports still resolve,
 * and edit the copy's `server/entry.server.js`). Decision 065's experiments were made this way.
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { basename, join, resolve as resolvePath } from 'node:path';
import autocannon from 'autocannon';
import { Cleanup } from '../scripts/cleanup';
import { searchThroughPages, signInThroughPages } from '../test/support/page-session';
import { keptFilesVersion } from '../src/http/page-renderer';
import { KEPT_FILES_HEADER } from '../src/web/pwa/kept-files';
import { serverNodeFlags } from '../scripts/server-command';
import { baselineBuild } from './baseline-build';
import { processCpuMs, startServerProcess } from './server-process';

const DEFAULT_PAGES = ['/', '/faq', '/consumer-booking', 'customer:/consumer-booking', 'customer:/book-flight'];
const CUSTOMER = { email: 'bench.customer@example.com', password: 'Jetstream2026' };
const root = join(import.meta.dirname, '..');

interface Options {
  baseline?: string;
  /** Another directory's built pages, served by this checkout's server. */
  besideDist?: string;
  /** Side by side with this build not counting metrics (METRICS_PORT=off). */
  withoutMetrics: boolean;
  /** The Accept-Encoding the load sends: none (autocannon's default) unless given. */
  acceptEncoding?: string;
  rounds: number;
  seconds: number;
  pages: string[];
}

function parseOptions(argv: string[]): Options {
  const rest: string[] = [];
  let baseline: string | undefined;
  let besideDist: string | undefined;
  let rounds: number | undefined;
  let acceptEncoding: string | undefined;
  let withoutMetrics = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--baseline') baseline = argv[(i += 1)];
    else if (arg === '--beside-dist') besideDist = argv[(i += 1)];
    else if (arg === '--accept-encoding') acceptEncoding = argv[(i += 1)];
    else if (arg === '--rounds') rounds = Number(argv[(i += 1)]);
    else if (arg === '--without-metrics') withoutMetrics = true;
    else rest.push(arg);
  }
  if (baseline === '') throw new Error('--baseline needs a git ref');
  if (besideDist === '') throw new Error('--beside-dist needs a directory');
  if ([baseline, besideDist, withoutMetrics || undefined].filter(Boolean).length > 1) {
    throw new Error('one of --baseline, --beside-dist and --without-metrics');
  }
  if (rounds !== undefined && !(Number.isInteger(rounds) && rounds > 0)) throw new Error('--rounds needs a count');
  const sideBySide = Boolean(baseline || besideDist) || withoutMetrics;
  return {
    baseline,
    besideDist: besideDist && resolvePath(besideDist),
    withoutMetrics,
    acceptEncoding,
    rounds: rounds ?? (sideBySide ? 3 : 1),
    seconds: Number(process.env.BENCH_SECONDS ?? (sideBySide ? 6 : 10)),
    pages: rest.length > 0 ? rest : DEFAULT_PAGES,
  };
}

interface Build {
  name: string;
  dir: string;
  base: string;
  server: ChildProcess;
  cookie: string;
  /** The version of the files its service worker keeps, if the build has one (decision 066). */
  keptFiles?: string;
}

interface Round {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  cpuPerRequest: number;
}

const options = parseOptions(process.argv.slice(2));
// BENCH_PROFILE=<dir> writes this build's server CPU profile there (open it in Chrome DevTools).
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const cleanup = new Cleanup();

function startBuild(
  name: string,
  dir: string,
  port: number,
  nodeArgs: string[],
  env: Record<string, string> = {},
): Omit<Build, 'cookie'> {
  const server = startServerProcess(
    'bench/ssr-server.ts',
    {
      ...process.env,
      // React reads NODE_ENV itself: without it the server renders with React's development build.
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BENCH_CUSTOMER: `${CUSTOMER.email}:${CUSTOMER.password}`,
      ...env,
    },
    cleanup,
    // Node's flags as that build's `npm start` gives them (decision 066; none before it).
    { nodeArgs: [...serverNodeFlags(dir), ...nodeArgs], stdout: 'pipe', cwd: dir },
  );
  return {
    name,
    dir,
    base: `http://127.0.0.1:${port}`,
    server,
    keptFiles: keptFilesVersion(join(env.BENCH_DIST ?? join(dir, 'dist'), 'client')),
  };
}

/** "customer:/path" and "returning:/path" are signed in; the second also keeps the build's files. */
function pageOf(page: string): { path: string; signedIn: boolean; returning: boolean } {
  const [, kind, path = page] = /^(customer|returning):(.*)$/.exec(page) ?? [];
  return { path, signedIn: kind !== undefined, returning: kind === 'returning' };
}

function waitForServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 120_000);
    if (!server.stdout) return reject(new Error('no output from the server'));
    createInterface({ input: server.stdout }).on('line', (line) => {
      if (line === 'bench-ssr-server ready') {
        clearTimeout(timer);
        resolve();
      } else console.log(line);
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Signs the bench customer in and runs a search, answering the browser's Cookie header. */
async function customerCookies(base: string): Promise<string> {
  const jar = await signInThroughPages(base, CUSTOMER);
  await searchThroughPages(base, jar);
  return jar.header();
}

async function load(build: Build, page: string, seconds: number): Promise<Round> {
  const { path, signedIn, returning } = pageOf(page);
  const headers: Record<string, string> = signedIn ? { Cookie: build.cookie } : {};
  if (returning && build.keptFiles) headers[KEPT_FILES_HEADER] = build.keptFiles;
  if (options.acceptEncoding) headers['Accept-Encoding'] = options.acceptEncoding;
  const run = { url: build.base + path, connections: 10, headers };
  const cpuBefore = processCpuMs(build.server.pid);
  const r = await autocannon({ ...run, duration: seconds });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    cpuPerRequest: (processCpuMs(build.server.pid) - cpuBefore) / Math.max(1, r.requests.total),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};
const fixed = (n: number, digits: number, width: number) => n.toFixed(digits).padStart(width);

function row(page: string, name: string, rounds: Round[], ratio?: number): string {
  const cpu = rounds.map((r) => r.cpuPerRequest);
  const spread = rounds.length > 1 ? ` (${Math.min(...cpu).toFixed(2)}-${Math.max(...cpu).toFixed(2)})` : '';
  return [
    page.padEnd(28),
    name.padEnd(16),
    fixed(median(rounds.map((r) => r.rps)), 0, 6),
    fixed(median(rounds.map((r) => r.p50)), 1, 8),
    fixed(median(rounds.map((r) => r.p99)), 1, 8),
    String(rounds.reduce((n, r) => n + r.errors, 0)).padStart(7),
    String(rounds.reduce((n, r) => n + r.non2xx, 0)).padStart(8),
    `${fixed(median(cpu), 2, 7)}${spread}`.padEnd(22),
    ratio === undefined ? '' : fixed(ratio, 2, 6),
  ].join(' ');
}

try {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const port = 3400 + Math.floor(Math.random() * 400);
  // Two servers of this build: each counts on a metrics port of its own (0: any free one), or not.
  const starting = options.withoutMetrics
    ? [
        startBuild(`this (${head})`, root, port, profile, { METRICS_PORT: '0' }),
        startBuild('no metrics', root, port + 500, [], { METRICS_PORT: 'off' }),
      ]
    : [startBuild(`this (${head})`, root, port, profile)];
  if (options.baseline) {
    const baseline = baselineBuild(options.baseline);
    starting.push(startBuild(`${options.baseline}`, baseline.dir, port + 500, []));
  }
  if (options.besideDist) {
    starting.push(startBuild(basename(options.besideDist), root, port + 500, [], { BENCH_DIST: options.besideDist }));
  }
  await Promise.all(starting.map((b) => waitForServer(b.server)));
  const needsCookie = options.pages.some((p) => pageOf(p).signedIn);
  const cookies = await Promise.all(starting.map((b) => (needsCookie ? customerCookies(b.base) : '')));
  const builds: Build[] = starting.map((b, i) => Object.assign(b, { cookie: cookies[i] ?? '' }));

  console.log(
    `SSR benchmark: ${options.seconds} s per page and build, ${options.rounds} round(s), 10 connections, ` +
      `loopback, NODE_ENV=production${builds.length > 1 ? ', the builds in turns' : ''}` +
      `${options.acceptEncoding ? `, Accept-Encoding: ${options.acceptEncoding}` : ''}\n`,
  );
  console.log(
    `${'page'.padEnd(28)} ${'build'.padEnd(16)}  req/s   p50 ms   p99 ms  errors  non-2xx  cpu ms/req${
      builds.length > 1 ? ' (min-max)      ratio' : ''
    }`,
  );
  for (const page of options.pages) {
    // Warm-up: the first requests compile routes and fill caches.
    for (const build of builds) await load(build, page, 2);
    const rounds = new Map<Build, Round[]>(builds.map((b) => [b, []]));
    for (let round = 0; round < options.rounds; round += 1) {
      // Each round starts with the other build, so a drift of the machine's speed evens out.
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) rounds.get(build)?.push(await load(build, page, options.seconds));
    }
    const [self, baseline] = builds.map((b) => rounds.get(b) ?? []);
    const ratio =
      baseline && self
        ? median(self.map((r) => r.cpuPerRequest)) / median(baseline.map((r) => r.cpuPerRequest))
        : undefined;
    builds.forEach((build, i) =>
      console.log(row(i === 0 ? page : '', build.name, rounds.get(build) ?? [], i === 0 ? ratio : undefined)),
    );
  }
} finally {
  await cleanup.run();
}
