import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';

/**
 * Sign-in with an outside OpenID Connect provider, end to end: a real provider (oidc-provider)
 * on a loopback port, the app configured with it as "google", and a small cookie-keeping
 * browser following the redirects. The provider's login step is answered by the test.
 */
const PUBLIC_URL = 'http://contrail.test';
const people: Record<string, Record<string, unknown>> = {
  complete: {
    email: 'lena@example.com',
    email_verified: true,
    given_name: 'Lena',
    family_name: 'Park',
    phone_number: '+14155550123',
  },
  'no-phone': { email: 'omar@example.com', email_verified: true, given_name: 'Omar', family_name: 'Haddad' },
  'no-phone-either': { email: 'rania@example.com', email_verified: true, given_name: 'Rania', family_name: 'Aziz' },
};
let signingIn = 'complete';

let issuer = '';
let oidcServer: Server;
let app: TestApp;

beforeAll(async () => {
  oidcServer = createServer();
  await new Promise<void>((resolve) => oidcServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(oidcServer.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'contrail',
        client_secret: 'contrail-client-secret',
        redirect_uris: [`${PUBLIC_URL}/auth/google/callback`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
      phone: ['phone_number'],
    },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...people[id] }) }),
    cookies: { keys: ['oidc-test-cookie-key'] },
  });
  const callback = provider.callback();
  oidcServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      void finishInteraction(provider, req, res);
      return;
    }
    void callback(req, res);
  });
  app = await startTestApp({
    env: {
      PUBLIC_URL,
      OIDC_GOOGLE_ISSUER: issuer,
      OIDC_GOOGLE_CLIENT_ID: 'contrail',
      OIDC_GOOGLE_CLIENT_SECRET: 'contrail-client-secret',
      OIDC_ALLOW_HTTP: 'true',
    },
  });
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => oidcServer.close(resolve));
});

/** The provider's login and consent pages, answered at once for `signingIn`. */
async function finishInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  try {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: signingIn } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({ accountId: signingIn, clientId: 'contrail' });
    grant.addOIDCScope('openid email profile phone');
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
}

/** Follows redirects like a browser, keeping cookies per host; our public host maps to the app. */
async function browse(
  start: string,
  jar = new Map<string, Map<string, string>>(),
): Promise<{ finalUrl: string; status: number; body: string }> {
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    const target = url.startsWith(PUBLIC_URL) ? app.url + url.slice(PUBLIC_URL.length) : url;
    const host = new URL(target).host;
    const cookies = jar.get(host) ?? new Map<string, string>();
    jar.set(host, cookies);
    const res = await fetch(target, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    return { finalUrl: url, status: res.status, body: await res.text() };
  }
  throw new Error('too many redirects');
}

describe('sign-in with an OpenID Connect provider', () => {
  it('signs in a person whose provider shares the whole profile and returns to the page asked for', async () => {
    signingIn = 'complete';
    const result = await browse(`${PUBLIC_URL}/auth/google?redirectTo=%2Fmy-account`);
    expect(result.finalUrl).toBe(`${PUBLIC_URL}/my-account`);
    expect(result.status).toBe(200);
    expect(result.body).toContain('lena@example.com');
  });

  it('asks a person whose provider left out the phone to complete the profile', async () => {
    signingIn = 'no-phone';
    const jar = new Map<string, Map<string, string>>();
    const result = await browse(`${PUBLIC_URL}/auth/google?redirectTo=%2Fmy-account`, jar);
    expect(result.finalUrl).toBe(`${PUBLIC_URL}/complete-profile?redirectTo=%2Fmy-account`);
    expect(result.status).toBe(200);
    expect(result.body).toContain('omar@example.com');

    const appCookies = jar.get(new URL(app.url).host) ?? new Map<string, string>();
    const saved = await fetch(`${app.url}/complete-profile?redirectTo=%2Fmy-account`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: [...appCookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({
        firstname: 'Omar',
        lastname: 'Haddad',
        phone: '4155550188',
        redirectTo: '/my-account',
      }),
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/my-account');
    const account = await browse(`${PUBLIC_URL}/my-account`, jar);
    expect(account.status).toBe(200);
    expect(account.body).toContain('+14155550188');
  });

  it('lands a person without a phone on the page asked for, with the profile-completion modal', async () => {
    signingIn = 'no-phone-either';
    const result = await browse(`${PUBLIC_URL}/auth/google?redirectTo=%2Fconsumer-booking`);
    expect(result.finalUrl).toBe(`${PUBLIC_URL}/consumer-booking`);
    expect(result.status).toBe(200);
    // Before JavaScript: a link to the page form; the modal takes its place once hydrated.
    expect(result.body).toContain('href="/complete-profile?redirectTo=%2Fconsumer-booking"');
    expect(result.body).toMatch(/A few details are missing from your account \((<!-- -->)?rania@example.com/);
  });

  it('refuses a callback without the pending sign-in', async () => {
    const result = await browse(`${PUBLIC_URL}/auth/google/callback?code=forged&state=forged`);
    expect(result.finalUrl).toBe(`${PUBLIC_URL}/login?federated=failed`);
  });
});
