import { Client } from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../adapters/postgres-store/database';
import { scratchPostgresDatabase } from '../support/app-process';
import { startTestApp, type TestApp } from '../support/app';
import { mailedCode } from '../support/mailbox';

/**
 * Sign-out everywhere (decision 034): two nodes on one PostgreSQL database, each with its own
 * session cache. Whatever ends a sign-in on one node, or changes a profile, shows on the other
 * within a second; a node that starts later, or that lost its connection meanwhile, refuses
 * the ended sign-in too. The figures are printed; the one second is the bound.
 */
const PROPAGATION_BOUND_MS = 1_000;
let database: { url: string; drop(): Promise<void> };
let nodes: TestApp[] = [];
const env = { PUBLIC_URL: 'http://contrail.test' };
const samePage = { 'Sec-Fetch-Site': 'same-origin' };

async function node(): Promise<TestApp> {
  const started = await startTestApp({ env, database: await openDatabase({ kind: 'postgres', url: database.url }) });
  nodes.push(started);
  return started;
}

beforeAll(async () => {
  database = await scratchPostgresDatabase();
}, 60_000);

afterAll(async () => {
  await Promise.all(nodes.map((n) => n.close()));
  await database?.drop();
});

let customers = 0;
/** A confirmed customer, signed up through node `a`. */
async function customer(a: TestApp) {
  customers += 1;
  const email = `maya${customers}@example.com`;
  const password = 'Jetstream2026';
  const attributes = { email, given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' };
  await request(a.url).post('/api/auth/sign-up').send({ username: email, password, attributes }).expect(200);
  // Both nodes send mail: the code may be on its way through the other one for a moment.
  const code = await eventually(() => mailedCode(a.app, email));
  await request(a.url).post('/api/auth/confirm-sign-up').send({ email, code }).expect(200);
  const signIn = async () =>
    (await request(a.url).post('/api/auth/sign-in').send({ username: email, password }).expect(200)).body as {
      accessToken: string;
      refreshToken: string;
    };
  return { email, password, signIn };
}

async function eventually<T>(attempt: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Polls until `check` holds; answers how long it took, failing past `boundMs`. */
async function within(boundMs: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) {
      const ms = Math.round(performance.now() - started);
      process.stdout.write(`${what}: ${ms} ms\n`);
      return ms;
    }
    if (performance.now() - started > boundMs) throw new Error(`${what}: not within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A browser signed in to `person` through node `at`'s login form: its cookies. */
async function browserSignedIn(at: TestApp, person: { email: string; password: string }): Promise<string> {
  const login = await request(at.url)
    .post('/login')
    .set(samePage)
    .type('form')
    .send({ email: person.email, password: person.password })
    .expect(302);
  return (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
}

const status = async (url: string, token: string) =>
  (await request(url).get('/api/profile/details').set(bearer(token))).status;

describe('sessions across two nodes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([node(), node()]);
  }, 120_000);

  it('refuses a bearer token signed out on the other node within a second', async () => {
    const maya = await customer(a);
    const tokens = await maya.signIn();
    const other = await maya.signIn();
    expect(await status(b.url, tokens.accessToken)).toBe(200);
    await request(a.url).post('/api/auth/sign-out').set(bearer(tokens.accessToken)).send({}).expect(200);
    expect(await status(a.url, tokens.accessToken)).toBe(401);
    await within(PROPAGATION_BOUND_MS, 'bearer sign-out seen by the other node', async () => {
      return (await status(b.url, tokens.accessToken)) === 401;
    });
    // Another sign-in of the same person goes on.
    expect(await status(b.url, other.accessToken)).toBe(200);
  });

  it('refuses the cookies of a browser signed out on the other node within a second', async () => {
    const cookies = await browserSignedIn(a, await customer(a));
    expect((await request(b.url).get('/my-trips').set('Cookie', cookies)).status).toBe(200);
    await request(a.url).post('/logout').set(samePage).set('Cookie', cookies).type('form').send({}).expect(302);
    await within(PROPAGATION_BOUND_MS, 'page sign-out seen by the other node', async () => {
      const page = await request(b.url).get('/my-trips').set('Cookie', cookies);
      return page.status === 302 && String(page.headers.location).startsWith('/login');
    });
  });

  it('ends a device signed out from My Account > Security on the other node within a second', async () => {
    const maya = await customer(a);
    const [laptop, phone] = [await browserSignedIn(a, maya), await browserSignedIn(a, maya)];
    // The phone is in use on node b; the laptop, on node a, removes it (decision 054).
    expect((await request(b.url).get('/my-trips').set('Cookie', phone)).status).toBe(200);
    const list = await request(a.url).get('/my-account?tab=security').set('Cookie', laptop).expect(200);
    const phoneSession = [...list.text.matchAll(/data-session-id="([^"]+)"/g)]
      .map((m) => m[1])
      .find(
        (id) =>
          !new RegExp(`data-session-id="${id}"><div><strong>[^<]+</strong><span class="device-list__current">`).test(
            list.text,
          ),
      );
    await request(a.url)
      .post('/my-account?tab=security')
      .set(samePage)
      .set('Cookie', laptop)
      .type('form')
      .send({ intent: 'device-sign-out', sessionId: phoneSession ?? '' })
      .expect(200);
    await within(PROPAGATION_BOUND_MS, 'device removed on one node, refused by the other', async () => {
      const page = await request(b.url).get('/my-trips').set('Cookie', phone);
      return page.status === 302 && String(page.headers.location).startsWith('/login');
    });
    expect((await request(b.url).get('/my-trips').set('Cookie', laptop)).status).toBe(200);
  });

  it('shows a profile change made on one node on the other within a second', async () => {
    const maya = await customer(a);
    const { accessToken } = await maya.signIn();
    expect((await request(b.url).get('/api/profile/details').set(bearer(accessToken))).body.lastname).toBe('Okafor');
    await request(a.url)
      .post('/api/profile/details')
      .set(bearer(accessToken))
      .send({ firstname: 'Maya', lastname: 'Adeyemi', phone: '+13055550101' })
      .expect(200);
    await within(PROPAGATION_BOUND_MS, 'profile change seen by the other node', async () => {
      const profile = await request(b.url).get('/api/profile/details').set(bearer(accessToken));
      return profile.body.lastname === 'Adeyemi';
    });
  });

  it('ends every other sign-in when the password changes, keeping the one that changed it', async () => {
    const maya = await customer(a);
    const changer = await maya.signIn();
    const elsewhere = await maya.signIn();
    expect(await status(b.url, elsewhere.accessToken)).toBe(200);
    expect(await status(b.url, changer.accessToken)).toBe(200);
    await request(a.url)
      .post('/api/auth/change-password')
      .set(bearer(changer.accessToken))
      .send({ oldPassword: maya.password, newPassword: 'Skylane2027' })
      .expect(200);
    await within(PROPAGATION_BOUND_MS, 'password change seen by the other node', async () => {
      return (await status(b.url, elsewhere.accessToken)) === 401;
    });
    expect(await status(b.url, changer.accessToken)).toBe(200);
    expect(await status(a.url, changer.accessToken)).toBe(200);
  });

  it('ends every sign-in of an account a staff member disables, and of a deleted account', async () => {
    const maya = await customer(a);
    const first = await maya.signIn();
    const second = await maya.signIn();
    const userId = (await a.app.accounts.accountFor(first.accessToken))?.identity.userId;
    if (!userId) throw new Error('not signed in');
    expect(await status(b.url, second.accessToken)).toBe(200);
    await a.app.accounts.endSessions(userId);
    await within(PROPAGATION_BOUND_MS, 'account-wide sign-out seen by the other node', async () => {
      return (await status(b.url, first.accessToken)) === 401 && (await status(b.url, second.accessToken)) === 401;
    });

    const sam = await customer(a);
    const tokens = await sam.signIn();
    expect(await status(b.url, tokens.accessToken)).toBe(200);
    await request(a.url)
      .post(`/api/profile/user/delete?id=${encodeURIComponent(sam.email)}`)
      .set(bearer(tokens.accessToken))
      .expect(200);
    await within(PROPAGATION_BOUND_MS, 'account deletion seen by the other node', async () => {
      return (await status(b.url, tokens.accessToken)) === 401;
    });
  });

  it('refuses an ended sign-in on a node that starts later', async () => {
    const maya = await customer(a);
    const tokens = await maya.signIn();
    await request(a.url).post('/api/auth/sign-out').set(bearer(tokens.accessToken)).send({}).expect(200);
    const late = await node();
    expect(await status(late.url, tokens.accessToken)).toBe(401);
  }, 60_000);

  it('refuses a sign-in ended while a node had lost its connection, once it is back', async () => {
    const maya = await customer(a);
    const tokens = await maya.signIn();
    expect(await status(b.url, tokens.accessToken)).toBe(200);
    // Cut every node's LISTEN connection (PostgreSQL restarting, say); sign out meanwhile.
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
      );
    } finally {
      await admin.end();
    }
    await request(a.url).post('/api/auth/sign-out').set(bearer(tokens.accessToken)).send({}).expect(200);
    // The connection comes back after its first pause (0.5 s); the cache is then checked again.
    await within(5_000, 'sign-out seen by a node that lost its connection', async () => {
      return (await status(b.url, tokens.accessToken)) === 401;
    });
  });
});
