import { ContainerModule } from 'inversify';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK } from '../../ports/clock';
import { mailedCode } from '../support/mailbox';
import type { Application } from '../../src/container';
import { startTestApp, type TestApp } from '../support/app';
import { ManualClock } from '../fakes/manual-clock';

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

async function start(clock = new ManualClock(new Date())) {
  app = await startTestApp({
    overrides: [new ContainerModule(({ rebind }) => void rebind(CLOCK).toConstantValue(clock))],
  });
  return { url: app.url, clock, mail: app.app };
}

async function signedUpMaya(url: string, mail: Application) {
  await request(url).post('/api/auth/sign-up').send(MAYA).expect(200);
  await request(url)
    .post('/api/auth/confirm-sign-up')
    .send({ email: MAYA.username, code: await mailedCode(mail) })
    .expect(200);
}

/** A browser POST from our own pages. */
const samePage = { 'Sec-Fetch-Site': 'same-origin' };

describe('identity over the REST API', () => {
  it('signs up, confirms, signs in and reads the profile with a bearer token', async () => {
    const { url, mail } = await start();
    await signedUpMaya(url, mail);
    const signIn = await request(url)
      .post('/api/auth/sign-in')
      .send({ username: MAYA.username, password: MAYA.password });
    expect(signIn.status).toBe(200);
    const { accessToken, refreshToken } = signIn.body as { accessToken: string; refreshToken: string };
    const profile = await request(url).get('/api/profile/details').set('Authorization', `Bearer ${accessToken}`);
    expect(profile.body).toEqual({
      email: MAYA.username,
      firstname: 'Maya',
      lastname: 'Okafor',
      phone: '+12125550100',
    });

    const updated = await request(url)
      .post('/api/profile/details')
      .set('Authorization', `Bearer ${accessToken}`)
      .send({ firstname: 'Maya', lastname: 'Okafor', email: MAYA.username, phone: '+13055550101' });
    expect(updated.body.message).toBe('Changes Saved Successfully');

    await request(url)
      .post('/api/device/enable-communication?notification=false&email=true&sms=true')
      .set('Authorization', `Bearer ${accessToken}`)
      .expect(200);
    const status = await request(url)
      .get('/api/device/communication-status')
      .set('Authorization', `Bearer ${accessToken}`);
    expect(status.body).toEqual({ enableEmail: true, enableNotification: false, sms: true });

    const refreshed = await request(url).post('/api/auth/refresh').send({ refreshToken });
    expect(refreshed.status).toBe(200);

    const deleted = await request(url)
      .post(`/api/profile/user/delete?id=${encodeURIComponent(MAYA.username)}`)
      .set('Authorization', `Bearer ${accessToken}`);
    expect(deleted.body.message).toBe('Account Deleted Successfully');
    const after = await request(url)
      .post('/api/auth/sign-in')
      .send({ username: MAYA.username, password: MAYA.password });
    expect(after.body).toEqual({ name: 'UserNotFoundException', message: 'User does not exist.' });
  });

  it('answers a wrong password, an unknown user and bad input with their messages', async () => {
    const { url, mail } = await start();
    await signedUpMaya(url, mail);
    const wrong = await request(url).post('/api/auth/sign-in').send({ username: MAYA.username, password: 'Nope12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    const unknown = await request(url)
      .post('/api/auth/sign-in')
      .send({ username: 'x@example.com', password: 'Nope12345' });
    expect(unknown.body.message).toBe('User does not exist.');
    const bad = await request(url).post('/api/auth/sign-in').send({ username: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ username: 'Invalid email', password: expect.any(String) });
  });

  it('refuses an expired code and a reused one', async () => {
    const { url, mail, clock } = await start();
    await request(url).post('/api/auth/sign-up').send(MAYA).expect(200);
    const first = await mailedCode(mail);
    clock.advance(16 * 60_000);
    const expired = await request(url).post('/api/auth/confirm-sign-up').send({ email: MAYA.username, code: first });
    expect(expired.body.name).toBe('ExpiredCodeException');

    await request(url).post('/api/auth/resend-code').send({ email: MAYA.username }).expect(200);
    await request(url).post('/api/auth/sign-in').send({ username: MAYA.username, password: MAYA.password });
    await request(url).post('/api/auth/forgot-password').send({ email: MAYA.username });
    const code = await mailedCode(mail);
    await request(url).post('/api/auth/confirm-sign-up').send({ email: MAYA.username, code }).expect(200);
    await request(url).post('/api/auth/forgot-password').send({ email: MAYA.username }).expect(200);
    const reset = await mailedCode(mail);
    const body = { email: MAYA.username, code: reset, newPassword: 'Tailwind2027' };
    await request(url).post('/api/auth/confirm-forgot-password').send(body).expect(200);
    const reused = await request(url).post('/api/auth/confirm-forgot-password').send(body);
    expect(reused.body.name).toBe('ExpiredCodeException');
  });

  it('refuses a tampered token', async () => {
    const { url, mail } = await start();
    await signedUpMaya(url, mail);
    const signIn = await request(url)
      .post('/api/auth/sign-in')
      .send({ username: MAYA.username, password: MAYA.password });
    const token = String(signIn.body.accessToken);
    const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const res = await request(url).get('/api/profile/details').set('Authorization', `Bearer ${tampered}`);
    expect(res.status).toBe(401);
  });

  it('answers 429 with a message once sign-in attempts run out', async () => {
    const { url, mail } = await start();
    await signedUpMaya(url, mail);
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await request(url).post('/api/auth/sign-in').send({ username: MAYA.username, password: 'Wrong-pass1' });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(last?.status).toBe(429);
    expect(last?.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('browser sessions', () => {
  it('sends a visitor of a signed-in page to /login with the path', async () => {
    const { url } = await start();
    const res = await request(url).get('/itinerary/42?pdf=1');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?redirectTo=%2Fitinerary%2F42%3Fpdf%3D1');
    const data = await request(url).get('/my-account?_data=my-account');
    expect(data.status).toBe(204);
    expect(data.headers['x-contrail-redirect']).toBe('/login?redirectTo=%2Fmy-account');
  });

  it('signs in with the login form, keeps the session in cookies, and returns only to same-site paths', async () => {
    const { url, mail } = await start();
    await signedUpMaya(url, mail);
    const agent = request.agent(url);
    const evil = await agent
      .post('/login')
      .set(samePage)
      .type('form')
      .send({ email: MAYA.username, password: MAYA.password, redirectTo: '//evil.com/steal' });
    expect(evil.status).toBe(302);
    expect(evil.headers.location).toBe('/consumer-booking');
    const cookies = ([] as string[]).concat(evil.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => /^contrail_at=.+HttpOnly.*SameSite=Lax/i.test(c))).toBe(true);

    const account = await agent.get('/my-account');
    expect(account.status).toBe(200);
    expect(account.text).toContain('maya@example.com');
    expect((await agent.get('/login')).headers.location).toBe('/my-account');

    const back = await request(url)
      .post('/login?redirectTo=%2Fmy-trips')
      .set(samePage)
      .type('form')
      .send({ email: MAYA.username, password: MAYA.password, redirectTo: '/my-trips' });
    expect(back.headers.location).toBe('/my-trips');

    const out = await agent.post('/logout').set(samePage).expect(302);
    // Log out also clears the saved search filter data (spec 000 §4).
    const cleared = ([] as string[]).concat(out.headers['set-cookie'] ?? []);
    for (const name of ['contrail-saved-search', 'contrail-search-id', 'contrail-search-error']) {
      expect(cleared.find((c) => c.startsWith(`${name}=;`))).toMatch(/Max-Age=0; Path=\//);
    }
    expect((await agent.get('/my-account')).status).toBe(302);
  });

  it('shows the login messages inline', async () => {
    const { url, mail } = await start();
    await signedUpMaya(url, mail);
    const wrong = await request(url)
      .post('/login')
      .set(samePage)
      .type('form')
      .send({ email: MAYA.username, password: 'Wrong-pass1' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Incorrect username or password.');
    const unknown = await request(url)
      .post('/login')
      .set(samePage)
      .type('form')
      .send({ email: 'nobody@example.com', password: 'Wrong-pass1' });
    expect(unknown.text).toContain('We don’t have an account with that username.');
    expect((await request(url).get('/login?success=true')).text).toContain('Signed up. Please login to continue.');
  });

  it('refuses a forged cross-site POST', async () => {
    const { url, mail } = await start();
    await signedUpMaya(url, mail);
    const agent = request.agent(url);
    await agent.post('/login').set(samePage).type('form').send({ email: MAYA.username, password: MAYA.password });
    const forged = await agent
      .post('/logout')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Origin', 'https://evil.example');
    expect(forged.status).toBe(403);
    const noOrigin = await agent.post('/logout');
    expect(noOrigin.status).toBe(403);
    const api = await agent
      .post('/api/device/enable-communication?notification=false&email=false&sms=false')
      .set('Origin', 'https://evil.example');
    expect(api.status).toBe(403);
    expect((await agent.get('/my-account')).status).toBe(200);
  });

  it('refreshes an expired access token transparently', async () => {
    const { url, mail, clock } = await start();
    await signedUpMaya(url, mail);
    const agent = request.agent(url);
    await agent.post('/login').set(samePage).type('form').send({ email: MAYA.username, password: MAYA.password });
    clock.advance(20 * 60_000);
    // The cookie jar runs on real time and still sends the access cookie; the app's clock says it expired.
    const res = await agent.get('/my-account');
    expect(res.status).toBe(200);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => c.startsWith('contrail_at='))).toBe(
      true,
    );
  });
});

describe('the forgot-password page', () => {
  it('verifies an unconfirmed account first, then resets the password with the mailed code', async () => {
    const { url, mail } = await start();
    await request(url).post('/api/auth/sign-up').send(MAYA).expect(200);
    const form = (body: Record<string, string>) =>
      request(url).post('/forgot-password').set(samePage).type('form').send(body);

    expect((await form({ intent: 'send', email: '' })).text).toContain('Please type email address.');
    const reverify = await form({ intent: 'send', email: MAYA.username });
    expect(reverify.text).toContain('name="intent" value="reverify"');
    const verified = await form({ intent: 'reverify', email: MAYA.username, code: await mailedCode(mail) });
    expect(verified.text).toContain('Awesome! Successfully Verified.');
    expect((await form({ intent: 'reset', email: MAYA.username, code: '', newPassword: '' })).text).toContain(
      'Please fill in required fields',
    );
    const reset = await form({
      intent: 'reset',
      email: MAYA.username,
      code: await mailedCode(mail),
      newPassword: 'Tailwind2027',
    });
    expect(reset.headers.location).toBe('/login?reset=true');
    expect((await request(url).get('/login?reset=true')).text).toContain('Password reset is successful.');
    await request(url)
      .post('/api/auth/sign-in')
      .send({ username: MAYA.username, password: 'Tailwind2027' })
      .expect(200);
  });
});

describe('the development mailbox', () => {
  it('lists the mail outside production, and does not exist in production', async () => {
    const { url } = await start();
    await request(url).post('/api/auth/sign-up').send(MAYA).expect(200);
    const mailbox = await request(url).get('/dev/mailbox');
    expect(mailbox.status).toBe(200);
    expect(mailbox.text).toContain('Your Contrail confirmation code');
    await app?.close();

    app = await startTestApp({ env: { NODE_ENV: 'production' } });
    expect((await request(app.url).get('/dev/mailbox')).status).toBe(404);
  });
});
