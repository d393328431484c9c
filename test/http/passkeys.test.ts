import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PROVIDER, ACCOUNT_DISABLED, type IdentityProvider } from '../../ports/identity-provider';
import { PASSKEY_MESSAGES, PASSKEY_PATHS } from '../../src/core/identity/passkeys';
import { startTestApp, type TestApp } from '../support/app';
import { aSupportAgent, confirmedCustomer, signInThroughApi } from '../support/customers';
import { addPasskeyWith, fromSitePage, passkeySignIn, SoftAuthenticator } from '../support/passkeys';

/** Passkeys' JSON calls at their boundary (decision 058): who may call them, and every bad body answered. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signedIn(email: string, password: string) {
  const agent = request.agent(app.url);
  await agent.post('/login').set(fromSitePage(app.url)).type('form').send({ email, password }).expect(302);
  return agent;
}

describe('passkeys over HTTP', () => {
  it('answers any body that is not a passkey with 400 and its message, never a 500, and signs nobody in', async () => {
    const agent = request.agent(app.url);
    const samePage = fromSitePage(app.url);
    for (const body of [{}, { credential: 'x' }, { credential: { id: 'a'.repeat(5000) } }, { credential: null }]) {
      const res = await agent.post(PASSKEY_PATHS.signIn).set(samePage).send(body);
      expect([res.status, res.body]).toEqual([400, { message: PASSKEY_MESSAGES.NOT_VERIFIED }]);
    }
    const notJson = await agent.post(PASSKEY_PATHS.signIn).set(samePage).type('json').send('{"credential":');
    expect([notJson.status, notJson.body]).toEqual([400, { message: PASSKEY_MESSAGES.NOT_VERIFIED }]);
    const huge = await agent
      .post(PASSKEY_PATHS.signIn)
      .set(samePage)
      .send({ credential: 'x'.repeat(200_000) });
    expect([huge.status, huge.body]).toEqual([413, { message: PASSKEY_MESSAGES.NOT_VERIFIED }]);
    expect((await agent.get('/my-trips')).status).toBe(302);
  });

  it('refuses a call from another site, and adding a passkey to nobody', async () => {
    const crossSite = await request(app.url)
      .post(PASSKEY_PATHS.signInOptions)
      .set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })
      .send({});
    expect(crossSite.status).toBe(403);
    const visitor = await request(app.url).post(PASSKEY_PATHS.registerOptions).set(fromSitePage(app.url)).send({});
    expect([visitor.status, visitor.body]).toEqual([401, { message: PASSKEY_MESSAGES.SIGN_IN_AGAIN }]);
  });

  it('lets a staff member add a passkey only once their sign-in proved its second factor', async () => {
    const staff = await aSupportAgent(app.app, 'Ana', 'Passkey', 'SUPPORT');
    const passwordOnly = await signedIn(staff.email, staff.password);
    const added = await addPasskeyWith(passwordOnly, new SoftAuthenticator(app.publicUrl), fromSitePage(app.url));
    expect(added.status).toBe(401);
  });

  it('refuses a disabled account’s passkey, and names the device it was added on', async () => {
    const { email, password } = await confirmedCustomer(app, 'leo.passkey@example.com');
    const agent = await signedIn(email, password);
    const device = new SoftAuthenticator(app.publicUrl);
    const headers = fromSitePage(app.url, {
      'User-Agent': 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
    });
    const added = await addPasskeyWith(agent, device, headers);
    expect(added).toMatchObject({ status: 201, body: { passkey: { name: 'Firefox on Android' } } });
    expect(await passkeySignIn(app.url, device, fromSitePage(app.url))).toMatchObject({
      status: 200,
      redirectTo: '/consumer-booking',
    });

    const identity = app.app.container.get<IdentityProvider>(IDENTITY_PROVIDER);
    const userId = (await identity.verifyAccessToken(await signInThroughApi(app.url, email, password)))?.userId ?? '';
    await identity.setDisabled(userId, true);
    const refused = await passkeySignIn(app.url, device, fromSitePage(app.url));
    expect([refused.status, refused.message]).toEqual([403, ACCOUNT_DISABLED]);
    expect((await refused.agent.get('/my-trips')).status).toBe(302);
  });
});
