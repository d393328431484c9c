import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportPKCS8, generateKeyPair, jwtVerify, type CryptoKey } from 'jose';
import { Provider } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLE_AUDIENCE } from '../../adapters/identity-oidc/oidc-federated-identity';
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
  // Apple shares no name in its tokens (only once, in the callback's `user` field) and no phone.
  'apple-person': { email: 'aiko@example.com', email_verified: true },
  'no-phone-either': { email: 'rania@example.com', email_verified: true, given_name: 'Rania', family_name: 'Aziz' },
};
let signingIn = 'complete';

let issuer = '';
/** Sign in with Apple: the team's signing key, and the client secrets its token endpoint saw. */
const APPLE = { clientId: 'contrail-apple', teamId: 'TEAM123456', keyId: 'KEY1234567' };
let applePublicKey: CryptoKey;
const appleSecretsSeen: string[] = [];
let oidcServer: Server;
let app: TestApp;

beforeAll(async () => {
  oidcServer = createServer();
  await new Promise<void>((resolve) => oidcServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(oidcServer.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        // Apple's token endpoint checks a signed JWT; the test's token endpoint checks it the
        // same way (see appleTokenRequest) and then hands oidc-provider this fixed secret.
        client_id: APPLE.clientId,
        client_secret: 'apple-as-seen-by-the-test',
        redirect_uris: [`${PUBLIC_URL}/auth/apple/callback`],
        token_endpoint_auth_method: 'client_secret_post',
      },
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
    if (req.method === 'POST' && req.url === '/token') {
      void appleTokenRequest(req, res, callback);
      return;
    }
    void callback(req, res);
  });
  const appleKeys = await generateKeyPair('ES256', { extractable: true });
  applePublicKey = appleKeys.publicKey;
  app = await startTestApp({
    env: {
      PUBLIC_URL,
      OIDC_GOOGLE_ISSUER: issuer,
      OIDC_GOOGLE_CLIENT_ID: 'contrail',
      OIDC_GOOGLE_CLIENT_SECRET: 'contrail-client-secret',
      OIDC_APPLE_ISSUER: issuer,
      OIDC_APPLE_CLIENT_ID: APPLE.clientId,
      OIDC_APPLE_TEAM_ID: APPLE.teamId,
      OIDC_APPLE_KEY_ID: APPLE.keyId,
      OIDC_APPLE_PRIVATE_KEY: (await exportPKCS8(appleKeys.privateKey)).replace(/\n/g, '\\n'),
      OIDC_ALLOW_HTTP: 'true',
    },
  });
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => oidcServer.close(resolve));
});

/**
 * The token endpoint, in front of oidc-provider: Apple's client's secret must be an ES256 JWT
 * from the team's key (issuer the team, subject the client, Apple's audience, the key's id).
 */
async function appleTokenRequest(
  req: IncomingMessage,
  res: ServerResponse,
  callback: (req: IncomingMessage, res: ServerResponse) => unknown,
) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  if (params.get('client_id') === APPLE.clientId) {
    const secret = params.get('client_secret') ?? '';
    try {
      const { protectedHeader } = await jwtVerify(secret, applePublicKey, {
        issuer: APPLE.teamId,
        subject: APPLE.clientId,
        audience: APPLE_AUDIENCE,
        algorithms: ['ES256'],
      });
      if (protectedHeader.kid !== APPLE.keyId) throw new Error('wrong key id');
    } catch {
      res.statusCode = 401;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ error: 'invalid_client' }));
      return;
    }
    appleSecretsSeen.push(secret);
    params.set('client_secret', 'apple-as-seen-by-the-test');
  }
  // oidc-provider reads an already-read body from req.body.
  Object.assign(req, { body: params.toString() });
  await callback(req, res);
}

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
    const grant = new provider.Grant({ accountId: signingIn, clientId: String(details.params.client_id) });
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

  it('signs in with Apple: its answer is POSTed (form_post), the client secret is a signed JWT', async () => {
    signingIn = 'apple-person';
    const jar = new Map<string, Map<string, string>>();
    const answer = await browse(`${PUBLIC_URL}/auth/apple?redirectTo=%2Fconsumer-booking`, jar);
    // The provider's self-submitting form, aimed at our callback.
    expect(answer.body).toContain(`<form method="post" action="${PUBLIC_URL}/auth/apple/callback">`);
    const fields = new URLSearchParams();
    for (const [, name = '', value = ''] of answer.body.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g,
    )) {
      fields.set(name, value.replace(/&amp;/g, '&'));
    }
    expect(fields.get('code')).toBeTruthy();
    // Apple adds the name on the first sign-in only, outside the signed tokens.
    fields.set('user', JSON.stringify({ name: { firstName: 'Aiko', lastName: 'Tanaka' }, email: 'aiko@example.com' }));

    // A cross-site POST without our cookies, as the browser sends it from Apple's page.
    const posted = await fetch(`${app.url}/auth/apple/callback`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: issuer },
      body: fields,
    });
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location') ?? '';
    expect(location).toMatch(/^\/auth\/apple\/callback\?code=/);

    const signedIn = await browse(`${PUBLIC_URL}${location}`, jar);
    expect(signedIn.finalUrl).toBe(`${PUBLIC_URL}/consumer-booking`);
    // Signed in with the name from Apple's `user` field; the phone is still to be given.
    expect(signedIn.body).toMatch(/"firstname":"Aiko","lastname":"Tanaka"/);
    expect(signedIn.body).toMatch(/A few details are missing from your account \((<!-- -->)?aiko@example.com/);
    expect(appleSecretsSeen).toHaveLength(1);
  });

  it('answers a form_post for an unknown provider with 404', async () => {
    const res = await fetch(`${app.url}/auth/myspace/callback`, {
      method: 'POST',
      body: new URLSearchParams({ code: 'x' }),
    });
    expect(res.status).toBe(404);
  });

  it('refuses a callback without the pending sign-in', async () => {
    const result = await browse(`${PUBLIC_URL}/auth/google/callback?code=forged&state=forged`);
    expect(result.finalUrl).toBe(`${PUBLIC_URL}/login?federated=failed`);
  });
});
