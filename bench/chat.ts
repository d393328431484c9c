/**
 * The concierge chat on one node under load (issue 17): BENCH_CUSTOMERS customers (1,000) each
 * with a conversation and its live event stream open, as the widget keeps it, and the concierge
 * team replying BENCH_RATE times a second (20: each of the 1,000 hears back every 50 seconds, a
 * busy team) for BENCH_SECONDS (20) to customers picked at random, with the back office's inbox
 * stream open too. Higher rates find the node's ceiling (decision 036). The node is the
 * production build in a process of its own (`npm start`), on the embedded PGlite (in-process
 * signals), or on a throw-away PostgreSQL with BENCH_DB=postgres (signals by NOTIFY). Prints:
 *   - delivery: from just before the reply's POST to its event on the customer's stream
 *     (stored, signalled, read back and pushed), p50/p95/p99/max;
 *   - memory per connection: the node's memory with the streams open, less before they opened,
 *     each read once its garbage is collected (through the inspector, on a loopback port), divided
 *     by their number: the JavaScript heap (requests, responses, feeds) and the resident memory
 *     (the sockets' buffers too);
 *   - the machine's load when it ends: the figures are only as good as the cores it was given.
 * Needs `npm run build` first. Customers come from addresses of their own (X-Forwarded-For, the
 * node trusting its proxy) as they would through the load balancer.
 *
 *   npm run bench:chat
 *   BENCH_RATE=100 BENCH_DB=postgres npm run bench:chat
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { staffCommand } from '../test/support/app-process';
import { staffSessionThroughPages } from '../test/support/second-factor';
import { openStream, type OpenStream, type StreamEvent } from '../test/support/event-stream';
import { startPostgres, type PostgresServer } from '../scripts/fleet/postgres-cluster';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { connectInspector, type Inspector, type MemoryUsage } from './inspector';

const customers = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const rate = Number(process.env.BENCH_RATE ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const root = join(import.meta.dirname, '..');
const STAFF = { email: 'bench.concierge@contrail.test', password: 'Jetstream2026' };

const dir = mkdtempSync(join(tmpdir(), 'contrail-bench-chat-'));
let postgres: PostgresServer | undefined;
let server: ServerProcess | undefined;
let inspector: Inspector | undefined;
const streams: OpenStream[] = [];
let cleaned: Promise<void> | undefined;
/** Stops whatever the bench started (streams, the node, PostgreSQL, the data), once. */
const cleanUp = () =>
  (cleaned ??= (async () => {
    for (const stream of streams) stream.close();
    inspector?.close();
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      const node = server;
      const killed = setTimeout(() => node.kill('SIGKILL'), 10_000);
      node.kill('SIGTERM');
      await node.exited;
      clearTimeout(killed);
    }
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

try {
  postgres = process.env.BENCH_DB === 'postgres' ? await startPostgres() : undefined;
  const env: Record<string, string> = {
    DATA_DIR: join(dir, 'pglite'),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    TRUST_PROXY: 'true',
    PAYMENT_JOBS_INTERVAL_SECONDS: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  const created = await staffCommand(
    'staff:create',
    ['--email', STAFF.email, '--password', STAFF.password, '--first', 'Alex', '--last', 'Stone'],
    env,
  );
  if (created.code !== 0) throw new Error(`staff:create failed:\n${created.stdout}${created.stderr}`);
  // BENCH_NODE_ARGS: flags for the node's process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  server = await startServerProcess({
    cwd: root,
    args: ['--inspect=127.0.0.1:0', ...nodeArgs, 'dist/server/server.js'],
    env,
  });
  await server.pollReady();
  const inspectorUrl = /Debugger listening on (ws:\/\/\S+)/.exec(server.output())?.[1];
  if (!inspectorUrl) throw new Error(`the node printed no inspector address:\n${server.output()}`);
  inspector = await connectInspector(inspectorUrl);
  const base = server.url;
  // The desk's cookie session, its second factor proven (docs/decisions/053).
  const staffCookie = (await staffSessionThroughPages(base, STAFF)).header();
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

  const setupStarted = performance.now();
  const visitors: { id: string; cookie: string }[] = [];
  for (let i = 0; i < customers; i += 25) {
    const batch = Array.from({ length: Math.min(25, customers - i) }, (_, k) => startConversation(base, i + k));
    visitors.push(...(await Promise.all(batch)));
  }
  const setupMs = performance.now() - setupStarted;

  const before = await inspector.memoryAfterGc();
  const sent = new Map<string, number>();
  const latencies: number[] = [];
  const onEvent = (event: StreamEvent) => {
    if (event.event !== 'message') return;
    const text = (event.data as { text?: string }).text ?? '';
    const at = sent.get(text);
    if (at === undefined) return;
    latencies.push(performance.now() - at);
    sent.delete(text);
  };
  const openStarted = performance.now();
  for (let i = 0; i < visitors.length; i += 50) {
    const batch = visitors.slice(i, i + 50).map((v) =>
      openStream(`${base}/api/chat/conversations/${v.id}/events?after=1`, {
        headers: { Cookie: v.cookie },
        agent,
        onEvent,
      }),
    );
    streams.push(...(await Promise.all(batch)));
  }
  streams.push(await openStream(`${base}/desk/api/chat/events`, { headers: { Cookie: staffCookie } }));
  await Promise.all(streams.map((s) => s.next((e) => e.event === 'state' || e.event === 'inbox', 30_000)));
  const openMs = performance.now() - openStarted;
  const after = await inspector.memoryAfterGc();
  inspector.close();
  const refused = streams.filter((s) => s.status !== 200).length;

  // Open loop: replies go out on the clock, whether earlier ones have arrived or not.
  const total = rate * seconds;
  // Replies that failed, by status (or the network error's cause): each is also one lost.
  const errors = new Map<string, number>();
  const failed = (why: string) => void errors.set(why, (errors.get(why) ?? 0) + 1);
  const posts: Promise<void>[] = [];
  const loadBefore = loadavg()[0] ?? Number.NaN;
  const runStarted = performance.now();
  for (let k = 0; k < total; k += 1) {
    const due = runStarted + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const to = visitors[Math.floor(Math.random() * visitors.length)];
    if (!to) continue;
    const text = `Reply ${k} from the concierge`;
    sent.set(text, performance.now());
    posts.push(
      fetch(`${base}/desk/api/chat/conversations/${to.id}/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: staffCookie, 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify({ text }),
      }).then(
        (res) => {
          if (res.status !== 201) failed(String(res.status));
          return res.body?.cancel();
        },
        (err: unknown) => failed(String((err as { cause?: { code?: string } }).cause?.code ?? err)),
      ),
    );
  }
  await Promise.all(posts);
  const runMs = performance.now() - runStarted;
  for (let i = 0; i < 100 && sent.size > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));

  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`\nConcierge chat on one node (${postgres ? 'PostgreSQL, NOTIFY' : 'PGlite, in process'})`);
  const load = loadavg().map((l) => l.toFixed(1));
  console.log(
    `machine: ${cpus().length} cores, load ${loadBefore.toFixed(1)} as the replies began; at the end ${load.join(' ')} (1, 5, 15 min)`,
  );
  console.log(`customers: ${customers} conversations started in ${(setupMs / 1000).toFixed(1)} s`);
  console.log(`streams open: ${streams.length - refused} of ${streams.length} in ${(openMs / 1000).toFixed(1)} s`);
  console.log(`memory per connection: ${perConnection(before, after, streams.length)}`);
  console.log(
    `replies: ${total} at ${rate}/s over ${(runMs / 1000).toFixed(1)} s; delivered ${latencies.length}, lost ${sent.size}, errors ${errors.size === 0 ? 0 : JSON.stringify(Object.fromEntries(errors))}`,
  );
  console.log(
    `delivery: p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  p99 ${ms(at(0.99))}  max ${ms(sorted.at(-1) ?? Number.NaN)}  (target: p99 under 200 ms)`,
  );
  agent.destroy();
} finally {
  await cleanUp();
}

/** A customer's first message, from an address of their own: the conversation and its key cookie. */
async function startConversation(base: string, i: number): Promise<{ id: string; cookie: string }> {
  const res = await fetch(`${base}/api/chat/conversations`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify({
      text: 'Hello, I have a question about my trip.',
      visitor: { name: `Customer ${i}`, email: `customer${i}@bench.test` },
    }),
  });
  if (res.status !== 201) throw new Error(`starting conversation ${i} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { conversation: { id: string } };
  const cookie = (res.headers.getSetCookie().find((c) => c.startsWith('contrail_chat=')) ?? '').split(';')[0] ?? '';
  return { id: body.conversation.id, cookie };
}

/** The heap's and the resident memory's growth, divided among the connections. */
function perConnection(before: MemoryUsage, after: MemoryUsage, connections: number): string {
  const kb = (key: keyof MemoryUsage) => `${((after[key] - before[key]) / 1024 / connections).toFixed(1)} KB`;
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  return `heap ${kb('heapUsed')}, resident ${kb('rss')} (heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)}, resident ${mb(before.rss)} -> ${mb(after.rss)}, after garbage collection)`;
}
