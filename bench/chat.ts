/**
 * The concierge chat on one node under load (issue 17): BENCH_CUSTOMERS customers (1,000) each
 * with a conversation and its live event stream open, as the widget keeps it, and a concierge
 * replying BENCH_RATE times a second (100) for BENCH_SECONDS (20) to customers picked at random,
 * with the back office's inbox stream open too. The node is the production build in a process of
 * its own (`npm start`), on the embedded PGlite (in-process signals), or on a throw-away
 * PostgreSQL with BENCH_DB=postgres (signals by NOTIFY). Prints:
 *   - delivery: from just before the reply's POST to its event on the customer's stream
 *     (stored, signalled, read back and pushed), p50/p95/p99/max;
 *   - memory per connection: the node's resident memory with the streams open, less before they
 *     opened, divided by their number (the sockets, the requests and the feeds together).
 * Needs `npm run build` first. Customers come from addresses of their own (X-Forwarded-For, the
 * node trusting its proxy) as they would through the load balancer.
 *
 *   npm run bench:chat
 *   BENCH_CUSTOMERS=2000 BENCH_RATE=200 BENCH_DB=postgres npm run bench:chat
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { staffCommand } from '../test/support/app-process';
import { openStream, type OpenStream, type StreamEvent } from '../test/support/event-stream';
import { startPostgres, type PostgresServer } from '../test/support/postgres-server';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';

const customers = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const rate = Number(process.env.BENCH_RATE ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const root = join(import.meta.dirname, '..');
const STAFF = { email: 'bench.concierge@contrail.test', password: 'Jetstream2026' };

const dir = mkdtempSync(join(tmpdir(), 'contrail-bench-chat-'));
let postgres: PostgresServer | undefined;
let server: ServerProcess | undefined;
const streams: OpenStream[] = [];
let cleaned: Promise<void> | undefined;
/** Stops whatever the bench started (streams, the node, PostgreSQL, the data), once. */
const cleanUp = () =>
  (cleaned ??= (async () => {
    for (const stream of streams) stream.close();
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
  server = await startServerProcess({ cwd: root, args: [...nodeArgs, 'dist/server/server.js'], env });
  await server.pollReady();
  const base = server.url;
  const token = await staffToken(base);
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

  const setupStarted = performance.now();
  const visitors: { id: string; cookie: string }[] = [];
  for (let i = 0; i < customers; i += 25) {
    const batch = Array.from({ length: Math.min(25, customers - i) }, (_, k) => startConversation(base, i + k));
    visitors.push(...(await Promise.all(batch)));
  }
  const setupMs = performance.now() - setupStarted;

  const rssBefore = residentKb(server.child.pid);
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
  streams.push(await openStream(`${base}/desk/api/chat/events`, { headers: { Authorization: `Bearer ${token}` } }));
  await Promise.all(streams.map((s) => s.next((e) => e.event === 'state' || e.event === 'inbox', 30_000)));
  const openMs = performance.now() - openStarted;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const rssAfter = residentKb(server.child.pid);
  const refused = streams.filter((s) => s.status !== 200).length;

  // Open loop: replies go out on the clock, whether earlier ones have arrived or not.
  const total = rate * seconds;
  // Replies that failed, by status (or the network error's cause): each is also one lost.
  const errors = new Map<string, number>();
  const failed = (why: string) => void errors.set(why, (errors.get(why) ?? 0) + 1);
  const posts: Promise<void>[] = [];
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
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
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
  const perConnectionKb = (rssAfter - rssBefore) / streams.length;
  console.log(`\nConcierge chat on one node (${postgres ? 'PostgreSQL, NOTIFY' : 'PGlite, in process'})`);
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`customers: ${customers} conversations started in ${(setupMs / 1000).toFixed(1)} s`);
  console.log(`streams open: ${streams.length - refused} of ${streams.length} in ${(openMs / 1000).toFixed(1)} s`);
  console.log(
    `memory: ${Math.round(rssBefore / 1024)} MB before the streams, ${Math.round(rssAfter / 1024)} MB with them: ${perConnectionKb.toFixed(1)} KB per connection`,
  );
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

async function staffToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: STAFF.email, password: STAFF.password }),
  });
  if (!res.ok) throw new Error(`staff sign-in answered ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
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

function residentKb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}
