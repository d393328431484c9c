import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { mailedCode } from '../support/mailbox';
import { startTestApp, type TestApp } from '../support/app';

/** The session cache (decision 023) seen over HTTP: changes on this node show at once. */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const MAYA = {
  username: 'maya@example.com',
  password: 'Jetstream2026',
  attributes: { email: 'maya@example.com', given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' },
};
const samePage = { 'Sec-Fetch-Site': 'same-origin' };

async function startWithMaya() {
  app = await startTestApp();
  const { url } = app;
  const mail = app.app;
  await request(url).post('/api/auth/sign-up').send(MAYA).expect(200);
  const code = await mailedCode(mail);
  await request(url).post('/api/auth/confirm-sign-up').send({ email: MAYA.username, code }).expect(200);
  return url;
}

async function bearerTokens(url: string) {
  const signIn = await request(url)
    .post('/api/auth/sign-in')
    .send({ username: MAYA.username, password: MAYA.password });
  return signIn.body as { accessToken: string; refreshToken: string };
}

describe('the session cache over HTTP', () => {
  it('shows a profile change at once, on pages and the API', async () => {
    const url = await startWithMaya();
    const agent = request.agent(url);
    await agent.post('/login').set(samePage).type('form').send({ email: MAYA.username, password: MAYA.password });
    expect((await agent.get('/my-account')).text).toContain('Okafor');
    const { accessToken } = await bearerTokens(url);
    const bearer = { Authorization: `Bearer ${accessToken}` };
    expect((await request(url).get('/api/profile/details').set(bearer)).body.lastname).toBe('Okafor');

    // Changed through the API with the bearer token: the cookie session's page shows it too.
    await request(url)
      .post('/api/profile/details')
      .set(bearer)
      .send({ firstname: 'Maya', lastname: 'Adeyemi', email: MAYA.username, phone: '+13055550101' })
      .expect(200);
    const page = await agent.get('/my-account');
    expect(page.text).toContain('Adeyemi');
    expect(page.text).not.toContain('Okafor');
    expect((await request(url).get('/api/profile/details').set(bearer)).body.lastname).toBe('Adeyemi');
  });

  it('refuses a signed-out access token', async () => {
    const url = await startWithMaya();
    const { accessToken, refreshToken } = await bearerTokens(url);
    const bearer = { Authorization: `Bearer ${accessToken}` };
    await request(url).get('/api/profile/details').set(bearer).expect(200);
    await request(url).post('/api/auth/sign-out').set(bearer).send({ refreshToken }).expect(200);
    expect((await request(url).get('/api/profile/details').set(bearer)).status).toBe(401);
  });

  it('signs out only the session signed out of, even when two sign-ins share the same second', async () => {
    const url = await startWithMaya();
    const [first, second] = await Promise.all([bearerTokens(url), bearerTokens(url)]);
    expect(first.accessToken).not.toBe(second.accessToken);
    await request(url)
      .post('/api/auth/sign-out')
      .set({ Authorization: `Bearer ${first.accessToken}` })
      .send({ refreshToken: first.refreshToken })
      .expect(200);
    await request(url)
      .get('/api/profile/details')
      .set({ Authorization: `Bearer ${second.accessToken}` })
      .expect(200);
  });

  it('refuses the cookies of a signed-out browser when they are sent again', async () => {
    const url = await startWithMaya();
    const login = await request(url)
      .post('/login')
      .set(samePage)
      .type('form')
      .send({ email: MAYA.username, password: MAYA.password });
    const cookie = login.headers['set-cookie'] as unknown as string[];
    const replay = cookie.map((c) => c.split(';')[0]).join('; ');
    expect((await request(url).get('/my-account').set('Cookie', replay)).status).toBe(200);
    await request(url).post('/logout').set(samePage).set('Cookie', replay).type('form').send({}).expect(302);
    const after = await request(url).get('/my-account').set('Cookie', replay);
    expect(after.status).toBe(302);
    expect(after.headers.location).toMatch(/^\/login/);
  });

  it('never answers a signed-in person with the visitor page of the day', async () => {
    const url = await startWithMaya();
    // Twice as a visitor: the second one may come from the visitor page cache (decision 016).
    await request(url).get('/consumer-booking').expect(200);
    const visitor = await request(url).get('/consumer-booking').expect(200);
    expect(visitor.text).not.toContain('maya@example.com');
    const agent = request.agent(url);
    await agent.post('/login').set(samePage).type('form').send({ email: MAYA.username, password: MAYA.password });
    for (let i = 0; i < 2; i++) {
      const page = await agent.get('/consumer-booking').expect(200);
      expect(page.text).toContain('maya@example.com');
    }
  });
});
