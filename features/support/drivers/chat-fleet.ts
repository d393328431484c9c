import { DateTime } from 'luxon';
import { openDatabase } from '../../../adapters/postgres-store/database';
import { LocalIdentityProvider } from '../../../adapters/identity-local/local-identity-provider';
import { scratchPostgresDatabase } from '../../../test/support/app-process';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { TestSmtpServer } from '../../../test/support/smtp-server';
import { startTcpProxy, type TcpProxy } from '../../../test/support/tcp-proxy';

/** The chat scenarios' site (drivers/browser-chat.ts): two nodes on one database, mail, Maya's network. */
export const PASSWORD = 'Jetstream2026';
export const ALEX = 'alex@contrail.test';
const PUBLIC_URL = 'http://contrail.test';

export interface Fleet {
  /** Maya's and Sam's node, and Alex's: two applications (the built pages) on one database. */
  a: TestApp;
  b: TestApp;
  /** Maya's network: her browser reaches node A through it. */
  proxy: TcpProxy;
  smtp: TestSmtpServer;
  drop(): Promise<void>;
}

/**
 * The scenario's site: a scratch database, the SMTP server, node A (which migrates the new
 * database), then node B and the staff account; Maya's network in front of node A.
 */
export async function startFleet(away: boolean, postgresAdminUrl: () => Promise<string>): Promise<Fleet> {
  const [smtp, database] = await Promise.all([
    TestSmtpServer.start(),
    postgresAdminUrl().then((url) => scratchPostgresDatabase(url)),
  ]);
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    AUTH_SECRET: 'chat-feature-secret-chat-feature-secret-01',
    // One site, two nodes: the e-mailed link names the site, whichever node sent it.
    PUBLIC_URL,
    MAILER: 'smtp',
    SMTP_URL: smtp.url,
    MAIL_RETRY_POLL_SECONDS: '1',
    MAIL_ITINERARY_PDF: 'false',
    PAYMENT_JOBS_INTERVAL_SECONDS: '0',
    LOG_LEVEL: 'warn',
    ...(away ? awayHours() : {}),
  };
  // Whatever started is stopped again if a later part fails: no node outlives the scenario.
  const started: { stop(): Promise<unknown> }[] = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
    await smtp.stop().catch(() => undefined);
    await database.drop().catch(() => undefined);
  };
  // In this process, not as `npm start` processes: two production starts and a staff command
  // cost about 8 s of each scenario (npm start's own nodes: test/processes/).
  const node = async () => {
    const app = await startTestApp({
      pages: 'built',
      env,
      database: await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 }),
    });
    started.push({ stop: () => app.close() });
    return app;
  };
  try {
    // Node A migrates the new database; node B and Alex's account come after it.
    const a = await node();
    const [b, created] = await Promise.all([
      node(),
      a.app.container
        .get(LocalIdentityProvider)
        .createStaff({ email: ALEX, password: PASSWORD, firstname: 'Alex', lastname: 'Stone', role: 'SUPPORT' }),
    ]);
    if (!created.ok) throw new Error(`Alex's staff account: ${created.error.name}`);
    const proxy = await startTcpProxy(a.url);
    started.push({ stop: () => proxy.close() });
    return { a, b, proxy, smtp, drop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** An hour on a day three days from now: never now. */
function awayHours(): Record<string, string> {
  const day = DateTime.utc().plus({ days: 3 }).toFormat('ccc');
  return { CONCIERGE_HOURS: `${day} 09:00-10:00`, CONCIERGE_TIME_ZONE: 'UTC' };
}

/** Maya signs up on node A through the API (as the apps do), confirming with the code she is mailed. */
export async function signUp(fleet: Fleet, email: string): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${fleet.a.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  };
  const attributes = { email, given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' };
  await post('/api/auth/sign-up', { username: email, password: PASSWORD, attributes });
  const mail = await fleet.smtp.waitFor((m) => m.to === email && m.kind === 'confirmation-code', 30_000);
  await post('/api/auth/confirm-sign-up', { email, code: /\b(\d{6})\b/.exec(mail.text)?.[1] });
}
