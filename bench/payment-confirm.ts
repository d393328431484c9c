/**
 * The payment path's latency: POST /api/payment/initiate and POST /api/payment/confirm (a full
 * card payment through the sandbox gateway) for one signed-in customer, one booking after
 * another, over loopback against the whole application in this process, as `npm start` composes
 * it (the airport dataset, the generated fleet, PGlite in memory; `BENCH_DB=postgres` for a
 * throw-away PostgreSQL). Searching and choosing the aircraft are not timed. Prints p50/p95/max of
 * each call: the figure decision 025 compares before and after the e-mail outbox.
 *
 *   npm run bench:payment-confirm
 *   BENCH_PAYMENTS=80 BENCH_DB=postgres npm run bench:payment-confirm
 */
import 'reflect-metadata';
import { createAppServer } from '../src/http/app-server';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { pino } from 'pino';
import { SandboxPaymentGateway } from '../adapters/payments-sandbox/sandbox-gateway';
import { USER_STORE, type UserStore } from '../ports/user-store';
import { loadConfig } from '../src/config';
import { composeApplication } from '../src/container';
import { startPostgres } from '../scripts/fleet/postgres-cluster';

const count = Number(process.env.BENCH_PAYMENTS ?? 40);
const postgres = process.env.BENCH_DB === 'postgres' ? await startPostgres() : undefined;
const stopPostgres = () => postgres?.stop();
process.once('SIGINT', () => {
  stopPostgres();
  process.exit(130);
});

try {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    PAYMENT_JOBS_INTERVAL_SECONDS: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const app = await composeApplication(config, pino({ level: 'silent' }));
  const server = createAppServer(app.http);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const token = await customerToken(app.container, base);
    const cpuBefore = process.cpuUsage();
    const initiate: number[] = [];
    const confirm: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const bookingId = await draftBooking(base, token, i);
      const started = performance.now();
      const opened = await call<{ paymentId: string }>(base, token, '/api/payment/initiate', {
        bookingId,
        paymentMethod: 'CREDIT_CARD',
        paymentMode: 'FULL_PAYMENT',
        // The default peak-travel window may cover the dates: the customer has ticked it.
        peakAcknowledged: true,
      });
      initiate.push(performance.now() - started);
      const card = await cardToken(app.container);
      const paying = performance.now();
      const paid = await call<{ status: string }>(base, token, '/api/payment/confirm', {
        paymentId: opened.paymentId,
        paymentMethod: 'CREDIT_CARD',
        mode: 'FULL_PAYMENT',
        ...card,
      });
      confirm.push(performance.now() - paying);
      if (paid.status !== 'SUCCESS') throw new Error(`payment ${i} was not approved: ${JSON.stringify(paid)}`);
    }
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `payment path: ${count} full card payments, one after another, loopback, ${postgres ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.log(`POST /api/payment/initiate   ${summary(initiate)}`);
    console.log(`POST /api/payment/confirm    ${summary(confirm)}`);
    // Client and server share this process: searching and pricing the drafts are counted too.
    console.log(`CPU of this process per booking paid: ${((cpu.user + cpu.system) / 1000 / count).toFixed(1)} ms`);
    console.log(`(machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} while measuring)`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await app.close();
  }
} finally {
  stopPostgres();
}

function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   max ${at(1).toFixed(1)} ms`;
}

async function call<T>(base: string, token: string | null, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A customer signed up through the API, confirmed in the user store (no mailbox to read), signed in. */
async function customerToken(container: Awaited<ReturnType<typeof composeApplication>>['container'], base: string) {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'Jetstream2026';
  const attributes = { email, given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' };
  await call(base, null, '/api/auth/sign-up', { username: email, password, attributes });
  const users = container.get<UserStore>(USER_STORE);
  const user = await users.findByEmail(email);
  if (!user) throw new Error('the sign-up stored no user');
  await users.markConfirmed(user.id);
  const signedIn = await call<{ accessToken: string }>(base, null, '/api/auth/sign-in', { username: email, password });
  return signedIn.accessToken;
}

/** A round trip Teterboro to West Palm Beach on its own dates, priced; the light jet's draft. */
async function draftBooking(base: string, token: string, i: number): Promise<string> {
  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    return d.toISOString().slice(0, 10);
  };
  const depart = 5 + (i % 35);
  const hour = String(7 + Math.floor(i / 35) * 2).padStart(2, '0');
  const results = await call<{ data: Record<string, { aboneSearchId: string | null }[]> }>(
    base,
    token,
    '/api/aircraft/search-results-v2',
    {
      routeType: 'ROUND_TRIP',
      flyShare: false,
      passengers: 2,
      petFriendly: false,
      sessionId: null,
      travelCities: [
        {
          origin: 'KTEB',
          destination: 'KPBI',
          departureTime: `${day(depart)} ${hour}:00`,
          returnTime: `${day(depart + 2)} ${hour}:30`,
          order: '0',
        },
      ],
    },
  );
  const option = ['LIGHT_JET', 'MIDSIZE_JET', 'SUPER_MIDSIZE_JET', 'LARGE_JET', 'TURBO_PROP']
    .flatMap((category) => results.data[category] ?? [])
    .find((o) => o.aboneSearchId);
  if (!option?.aboneSearchId) throw new Error(`search ${i} offered no aircraft`);
  const priced = await call<{ bookingId: string }>(base, token, '/api/book-aircraft/update-addons', {
    aboneSearchId: option.aboneSearchId,
    bookingId: '',
    addonIds: [],
    useRewards: false,
  });
  return priced.bookingId;
}

async function cardToken(container: Awaited<ReturnType<typeof composeApplication>>['container']) {
  const gateway = container.get(SandboxPaymentGateway);
  const config = gateway.clientConfig();
  const answer = await gateway.tokenize({
    clientKey: config.clientKey,
    apiLoginID: config.apiLoginId,
    cardData: { cardNumber: '4111111111111111', month: '12', year: '2030', cardCode: '123' },
  });
  if (!('opaqueData' in answer)) throw new Error('tokenising failed');
  return answer.opaqueData;
}
