import { ContainerModule } from 'inversify';
import { FEDERATED_IDENTITY, type FederatedIdentity } from '../../ports/federated-identity';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { mailedCode } from '../support/mailbox';
import { startTestApp, type TestApp } from '../support/app';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A browser POST from our own pages. */
const samePage = { 'Sec-Fetch-Site': 'same-origin' };

async function start() {
  app = await startTestApp();
  const { url } = app;
  const post = (body: Record<string, string>) => request(url).post('/signup').set(samePage).type('form').send(body);
  const mail = app.app;
  return { url, mail, post };
}

describe('the promo sign-up page', () => {
  it('shows the offer, the US dial code by default and the password policy', async () => {
    const { url } = await start();
    const page = await request(url).get('/signup');
    expect(page.status).toBe(200);
    expect(page.text).toContain('$1,500 in flight rewards on your first flight');
    expect(page.text).toMatch(/<option value="US" selected="">United States \(\+1\)<\/option>/);
    expect(page.text).toContain('At least 8 characters');
  });

  it('validates: all empty, each field, the e-mail', async () => {
    const { post } = await start();
    const empty = await post({ intent: 'sign-up', country: 'US' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Please fill in all the details.');
    const partly = await post({ intent: 'sign-up', country: 'US', firstName: 'Maya', email: 'maya@' });
    expect(partly.status).toBe(400);
    expect(partly.text.match(/>Field required</g)).toHaveLength(3);
    expect(partly.text).toContain('Invalid email');
  });

  it('signs up with the dial code, asks for the code, and confirms to /login?success=true', async () => {
    const { post, mail, url } = await start();
    const details = await post({
      intent: 'sign-up',
      firstName: 'Maya',
      lastName: 'Okafor',
      country: 'GB',
      phone: '7700 900123',
      email: 'Maya@Example.com',
      password: 'Jetstream2026',
    });
    expect(details.status).toBe(200);
    expect(details.text).toContain('Confirmation code');
    const noCode = await post({ intent: 'confirm', email: 'maya@example.com', code: '' });
    expect(noCode.status).toBe(400);
    expect(noCode.text).toContain('Please type the code.');
    const confirmed = await post({ intent: 'confirm', email: 'maya@example.com', code: await mailedCode(mail) });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.location).toBe('/login?success=true');
    const signIn = await request(url)
      .post('/api/auth/sign-in')
      .send({ username: 'maya@example.com', password: 'Jetstream2026' });
    const profile = await request(url)
      .get('/api/profile/details')
      .set('Authorization', `Bearer ${(signIn.body as { accessToken: string }).accessToken}`);
    expect(profile.body.phone).toBe('+447700900123');
  });
});

describe('the create-account screen', () => {
  it('offers Apple, Facebook, Google and E-mail; only configured providers are live', async () => {
    app = await startTestApp({
      overrides: [
        new ContainerModule(({ rebind }) => {
          const googleOnly: FederatedIdentity = {
            providers: () => ['google'],
            start: () => Promise.reject(new Error('not used')),
            finish: () => Promise.resolve(null),
          };
          void rebind(FEDERATED_IDENTITY).toConstantValue(googleOnly);
        }),
      ],
    });
    const html = (await request(app.url).get('/create-account')).text;
    expect(html).toMatch(/<a[^>]*href="\/auth\/google"[^>]*>Continue with Google<\/a>/);
    expect(html).not.toContain('href="/auth/apple"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Continue with Apple<\/button>/);
    expect(html).toContain('Sign-in with Apple, Facebook is not available yet; please use your e-mail.');
    expect(html).toMatch(/<a[^>]*href="\/signup"[^>]*>Continue with E-mail<\/a>/);
    expect(html).toMatch(/Already have an account\? <a[^>]*href="\/login"/);
  });

  it('answers the Create Password modal in place: its code step stays for the Login modal', async () => {
    const { mail, url } = await start();
    const fromModal = (body: Record<string, string>) =>
      request(url)
        .post('/create-account?_data=create-account')
        .set({ ...samePage, Accept: 'application/json' })
        .type('form')
        .send(body);
    const details = await fromModal({
      intent: 'sign-up',
      firstName: 'Ines',
      lastName: 'Duarte',
      phone: '2125550123',
      email: 'ines@example.com',
      password: 'Jetstream2026',
      confirmPassword: 'Jetstream2026',
    });
    expect(details.body).toEqual({ step: 'confirm', email: 'ines@example.com' });
    const confirmed = await fromModal({
      intent: 'confirm',
      email: 'ines@example.com',
      code: await mailedCode(mail),
      next: 'login-modal',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ step: 'confirmed', email: 'ines@example.com' });
  });
});
