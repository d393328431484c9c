import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgresDatabase, startAppProcess, type AppProcess } from '../support/app-process';
import { PushServiceStandIn } from '../support/push-service-stand-in';
import { TestSmtpServer } from '../support/smtp-server';
import { TwilioStandIn } from '../support/twilio-stand-in';

/**
 * Two app processes on one PostgreSQL database, each running the e-mail, text and push senders,
 * woken by the same NOTIFY: the events of one customer, recorded on either node, are each
 * e-mailed once, texted once and pushed once to each of her devices.
 */
let smtp: TestSmtpServer;
let twilio: TwilioStandIn;
let pushService: PushServiceStandIn;
let database: { url: string; drop(): Promise<void> };
let nodes: AppProcess[] = [];
let scratch: string;

beforeAll(async () => {
  [smtp, twilio, pushService, database] = await Promise.all([
    TestSmtpServer.start(),
    TwilioStandIn.start(),
    PushServiceStandIn.start(),
    scratchPostgresDatabase(),
  ]);
  // The push service's own certificate, trusted by the nodes as a proxy's CA would be.
  scratch = mkdtempSync(join(tmpdir(), 'two-nodes-'));
  const certificate = join(scratch, 'push-service.pem');
  writeFileSync(certificate, pushService.certificate);
  const env = {
    DATABASE_URL: database.url,
    AUTH_SECRET: 'two-nodes-secret-two-nodes-secret-0123',
    // One site, two nodes: tokens name the same issuer whichever node issued them.
    PUBLIC_URL: 'http://contrail.test',
    MAILER: 'smtp',
    SMTP_URL: smtp.url,
    MAIL_ITINERARY_PDF: 'false',
    MAIL_RETRY_POLL_SECONDS: '1',
    PAYMENT_JOBS_INTERVAL_SECONDS: '1',
    WATCH_JOBS_INTERVAL_SECONDS: '1',
    LOG_LEVEL: 'warn',
    SMS: 'twilio',
    TWILIO_API_URL: twilio.url,
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'two-nodes-twilio-auth-token',
    TWILIO_FROM: '+18885550142',
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    NODE_EXTRA_CA_CERTS: certificate,
  };
  nodes = await Promise.all([startAppProcess(env), startAppProcess(env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await Promise.all([smtp?.stop(), twilio?.stop(), pushService?.stop()]);
  await database?.drop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** A zone whose clock now reads 10:00 to 18:59: no text waits for the morning, whenever CI runs. */
function daytimeZone(): string {
  for (let offset = -12; offset <= 12; offset++) {
    const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '+' : '-'}${Math.abs(offset)}`;
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(),
    );
    if (hour >= 10 && hour < 19) return zone;
  }
  throw new Error('no daytime zone');
}

async function post<T>(node: AppProcess, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${node.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} on ${node.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function draft(node: AppProcess, token: string, days: number): Promise<string> {
  const results = await post<{ data: Record<string, { aboneSearchId: string | null }[]> }>(
    node,
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
          departureTime: `${inDays(days)} 10:00`,
          returnTime: `${inDays(days + 2)} 15:00`,
          order: '0',
        },
      ],
    },
    token,
  );
  const option = results.data.LIGHT_JET?.find((o) => o.aboneSearchId);
  if (!option?.aboneSearchId) throw new Error('no light jet offered');
  const priced = await post<{ bookingId: string }>(
    node,
    '/api/book-aircraft/update-addons',
    { aboneSearchId: option.aboneSearchId, bookingId: '', addonIds: [], useRewards: false },
    token,
  );
  return priced.bookingId;
}

/** Initiates on one node, tokenises at the gateway, confirms on the other. */
async function payByCard(
  first: AppProcess,
  second: AppProcess,
  token: string,
  bookingId: string,
  mode: string,
  timeZone?: string,
) {
  const opened = await post<{ paymentId: string; authorizeNetData: { apiLoginId: string; clientKey: string } }>(
    first,
    '/api/payment/initiate',
    { bookingId, paymentMethod: 'CREDIT_CARD', paymentMode: mode, peakAcknowledged: true, timeZone },
    token,
  );
  const { opaqueData } = await post<{ opaqueData: { dataDescriptor: string; dataValue: string } }>(
    second,
    '/sandbox-gateway/v1/tokens',
    {
      clientKey: opened.authorizeNetData.clientKey,
      apiLoginID: opened.authorizeNetData.apiLoginId,
      cardData: { cardNumber: '4111111111111111', month: '12', year: '2030', cardCode: '123' },
    },
  );
  const paid = await post<{ status: string }>(
    second,
    '/api/payment/confirm',
    { paymentId: opened.paymentId, paymentMethod: 'CREDIT_CARD', mode, ...opaqueData },
    token,
  );
  expect(paid.status).toBe('SUCCESS');
}

describe('e-mail, texts and pushes on two nodes sharing one PostgreSQL database', () => {
  it('sends each event’s e-mail once, its text once and its push once per device, whichever node recorded it', async () => {
    const [a, b] = nodes;
    if (!a || !b) throw new Error('two nodes expected');
    const email = 'maya@example.com';
    const attributes = { email, given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' };
    await post(a, '/api/auth/sign-up', { username: email, password: 'Jetstream2026', attributes });
    const codeMail = await smtp.waitFor((m) => m.kind === 'confirmation-code');
    await post(b, '/api/auth/confirm-sign-up', { email, code: /\b(\d{6})\b/.exec(codeMail.text)?.[1] });
    const { accessToken: token } = await post<{ accessToken: string }>(a, '/api/auth/sign-in', {
      username: email,
      password: 'Jetstream2026',
    });

    // Texts and notifications on; two browsers of hers registered, one on each node.
    const zone = daytimeZone();
    await post(a, '/api/device/enable-communication?notification=true&email=true&sms=true', {}, token);
    await post(a, '/api/push/subscriptions', pushService.subscribe('phone'), token);
    await post(b, '/api/push/subscriptions', pushService.subscribe('laptop'), token);

    const paid = await draft(a, token, 10);
    await payByCard(a, b, token, paid, 'FULL_PAYMENT', zone);
    const reserved = await draft(b, token, 12);
    await payByCard(b, a, token, reserved, 'PARTIAL_PAYMENT');
    const wired = await draft(a, token, 14);
    await post(b, '/api/payment/wire', { bookingId: wired, peakAcknowledged: true }, token);
    await post(a, '/api/auth/change-password', { oldPassword: 'Jetstream2026', newPassword: 'Skylane2027' }, token);

    const expected = [
      'confirmation-code',
      'booking-confirmed',
      'booking-reserved',
      'wire-instructions',
      'password-changed',
    ];
    for (const kind of expected) await smtp.waitFor((m) => m.kind === kind, 30_000);
    // Of these, only the confirmation reaches phones: one text, and one push to each device.
    await waitUntil(() => twilio.delivered.length >= 1 && pushService.received.length >= 2);
    // Both senders keep polling every second meanwhile: a second copy would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    expect(twilio.delivered.map((t) => [t.form.To, t.form.Body?.startsWith('Contrail: your flight')])).toEqual([
      ['+12125550100', true],
    ]);
    expect(pushService.received.map((p) => p.endpoint).sort()).toEqual(
      [pushService.endpoint('laptop'), pushService.endpoint('phone')].sort(),
    );
    const received = await smtp.messages();
    expect(received.map((m) => m.kind).sort()).toEqual([...expected].sort());
    expect(new Set(received.map((m) => m.messageId)).size).toBe(received.length);
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ status: string; n: string }>(
        "select status, count(*) as n from outbox_messages where channel = 'email' group by status",
      );
      expect(rows).toEqual([{ status: 'SENT', n: String(expected.length) }]);
    } finally {
      await db.end();
    }
  }, 180_000);
});

describe('route watches on two nodes sharing one PostgreSQL database', () => {
  it('alert a watch once of a leg, whichever node sees it first', async () => {
    const [a, b] = nodes;
    if (!a || !b) throw new Error('two nodes expected');
    // Maya's paid trip of the first test left its aircraft flying empty: one of those legs.
    const legsRes = await fetch(`${a.url}/api/empty-legs?passengers=1`);
    const [leg] = (
      (await legsRes.json()) as {
        emptyLegs: {
          departureAirport: { icaoCode: string };
          arrivalAirport: { icaoCode: string };
          aircraftCategory: string;
        }[];
      }
    ).emptyLegs;
    if (!leg) throw new Error('no empty leg on sale');
    const email = 'leo@example.com';
    const attributes = { email, given_name: 'Leo', family_name: 'Brandt', phone_number: '+12125550111' };
    await post(b, '/api/auth/sign-up', { username: email, password: 'Jetstream2026', attributes });
    const codeMail = await smtp.waitFor((m) => m.kind === 'confirmation-code' && m.to === email);
    await post(a, '/api/auth/confirm-sign-up', { email, code: /\b(\d{6})\b/.exec(codeMail.text)?.[1] });
    const { accessToken: token } = await post<{ accessToken: string }>(b, '/api/auth/sign-in', {
      username: email,
      password: 'Jetstream2026',
    });
    // No watch looked at that airport before: the leg is new to the watches, on both nodes.
    await post(
      a,
      '/api/watches',
      {
        from: leg.departureAirport.icaoCode,
        to: leg.arrivalAirport.icaoCode,
        firstDay: inDays(0),
        lastDay: inDays(59),
        passengers: 1,
        categories: [leg.aircraftCategory],
      },
      token,
    );
    await smtp.waitFor((m) => m.kind === 'watch-alert' && m.to === email, 30_000);
    // Both nodes look every second: a second alert would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const alerts = (await smtp.messages()).filter((m) => m.kind === 'watch-alert');
    expect(alerts.map((m) => m.to)).toEqual([email]);
  }, 120_000);
});

async function waitUntil(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
