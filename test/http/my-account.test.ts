import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { mailedCode } from '../support/mailbox';
import { startTestApp, type TestApp } from '../support/app';

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
/** A browser POST from our own pages. */
const samePage = { 'Sec-Fetch-Site': 'same-origin' };

/** Maya signed up, confirmed and signed in through the login form: an agent holding her cookies. */
async function signedInMaya() {
  app = await startTestApp();
  const { url } = app;
  const mail = app.app;
  await request(url).post('/api/auth/sign-up').send(MAYA).expect(200);
  await request(url)
    .post('/api/auth/confirm-sign-up')
    .send({ email: MAYA.username, code: await mailedCode(mail) })
    .expect(200);
  const agent = request.agent(url);
  await agent.post('/login').set(samePage).type('form').send({ email: MAYA.username, password: MAYA.password });
  const post = (body: Record<string, string>, path = '/my-account') =>
    agent.post(path).set(samePage).type('form').send(body);
  return { agent, post, mail, url };
}

describe('the my-account page', () => {
  it('shows the tabs with Personal Info by default, and each tab from the URL', async () => {
    const { agent } = await signedInMaya();
    const page = await agent.get('/my-account');
    expect(page.status).toBe(200);
    for (const label of ['Notifications', 'Personal Info', 'Passengers', 'Contrail Rewards', 'Wallet']) {
      expect(page.text).toContain(label);
    }
    expect(page.text).not.toContain('AB1');
    expect(page.text).toMatch(/aria-current="page"[^>]*>Personal Info</);
    expect(page.text).toMatch(/<input id="account-email"[^>]*readonly=""/i);
    expect((await agent.get('/my-account?tab=passengers')).text).toContain('Your saved passengers will appear here.');
    expect((await agent.get('/my-account?tab=wallet')).text).toContain('minimum initial deposit is $25,000');
    expect((await agent.get('/my-account?tab=rewards')).text).toContain('Contrail Rewards balance');
    expect((await agent.get('/my-account?tab=notifications')).text).toContain('role="switch"');
  });

  it('validates and saves the personal info', async () => {
    const { post, agent } = await signedInMaya();
    const empty = await post({ intent: 'profile', firstname: '', lastname: '', phone: '' });
    expect(empty.status).toBe(400);
    // Each message once in the markup (and again in the hydration data).
    expect(empty.text.match(/>Field required</g)).toHaveLength(2);
    expect(empty.text).toContain('Please enter a phone number');

    const saved = await post({ intent: 'profile', firstname: 'Maya', lastname: 'Adeyemi', phone: '+1 305 555 0101' });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('Changes Saved Successfully');
    const after = await agent.get('/my-account');
    expect(after.text).toContain('Adeyemi');
  });

  it('reads and saves the communication switches', async () => {
    const { post, agent } = await signedInMaya();
    const saved = await post({ intent: 'communication', enableEmail: 'on' });
    expect(saved.text).toContain('Changes Saved Successfully');
    const status = await agent.get('/api/device/communication-status');
    expect(status.body).toEqual({ enableEmail: true, enableNotification: false, sms: false });
  });

  it('changes the password in two steps: a mailed code, then the code and the new password', async () => {
    const { post, mail, url, agent } = await signedInMaya();
    const elsewhere = await request(url)
      .post('/api/auth/sign-in')
      .send({ username: MAYA.username, password: MAYA.password })
      .expect(200);
    const sent = await post({ intent: 'password-send' });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Verification code');
    const empty = await post({ intent: 'password-change', code: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Please fill required fields.');
    const changed = await post({ intent: 'password-change', code: await mailedCode(mail), password: 'Skylane2027' });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Password changed successfully.');
    await request(url).post('/api/auth/sign-in').send({ username: MAYA.username, password: 'Skylane2027' }).expect(200);
    // This browser stays signed in; the sign-in made elsewhere has ended (decision 034).
    expect((await agent.get('/my-account')).status).toBe(200);
    const other = { Authorization: `Bearer ${(elsewhere.body as { accessToken: string }).accessToken}` };
    await request(url).get('/api/profile/details').set(other).expect(401);
  });

  it('deletes the account only with DELETE typed, signs out and says so', async () => {
    const { post, agent, url } = await signedInMaya();
    const page = await agent.get('/my-account?delete=1');
    expect(page.text).toContain('Type DELETE to delete your account');
    const refused = await post({ intent: 'delete', confirm: 'delete' });
    expect(refused.status).toBe(400);
    const deleted = await post({ intent: 'delete', confirm: ' DELETE ' });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.location).toBe('/login?deleted=true');
    expect((await agent.get('/my-account')).status).toBe(302);
    expect((await request(url).get('/login?deleted=true')).text).toContain('Account Deleted Successfully');
    const signIn = await request(url)
      .post('/api/auth/sign-in')
      .send({ username: MAYA.username, password: MAYA.password });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
  });
});
