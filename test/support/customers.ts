import request from 'supertest';
import { LocalIdentityProvider } from '../../adapters/identity-local/local-identity-provider';
import type { Caller } from '../../ports/caller';
import { mailedCode } from './mailbox';
import type { Application } from '../../src/container';
import type { TestApp } from './app';
import { appClock, enrolledSignIn, nextCode } from './second-factor';

export type CustomerCaller = Extract<Caller, { kind: 'customer' }>;
export interface SignedIn {
  caller: CustomerCaller;
  email: string;
  password: string;
}

export const CUSTOMER_PASSWORD = 'Jetstream2026';

/** A confirmed, signed-in customer of the application's local identity provider. */
export async function aCustomer(app: Application, first: string, last: string): Promise<SignedIn> {
  const identity = app.container.get(LocalIdentityProvider);
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@example.com`;
  const signedUp = await identity.signUp({
    username: email,
    password: CUSTOMER_PASSWORD,
    attributes: { email, given_name: first, family_name: last, phone_number: '+12125550100' },
  });
  if (!signedUp.ok) throw new Error(`sign-up failed: ${signedUp.error.name}`);
  const code = await mailedCode(app, email);
  const confirmed = await identity.confirmSignUp(email, code);
  if (!confirmed.ok) throw new Error(`confirmation failed: ${confirmed.error.name}`);
  return signedIn(app, email, CUSTOMER_PASSWORD, signedUp.value.userId, 'CUSTOMER');
}

/** A support staff member (npm run staff:create), or an administrator, signed in. */
export async function aSupportAgent(
  app: Application,
  first = 'Ana',
  last = 'Ruiz',
  role: 'SUPPORT' | 'ADMIN' = 'SUPPORT',
): Promise<SignedIn> {
  const identity = app.container.get(LocalIdentityProvider);
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@contrail.test`;
  const created = await identity.createStaff({
    email,
    password: CUSTOMER_PASSWORD,
    firstname: first,
    lastname: last,
    role,
  });
  if (!created.ok) throw new Error(`staff creation failed: ${created.error.name}`);
  // Their authenticator is enrolled at this first sign-in (docs/decisions/053).
  const tokens = await identity.signIn(email, CUSTOMER_PASSWORD);
  if (!tokens.ok) throw new Error(`sign-in failed: ${tokens.error.name}`);
  const userId = created.value.userId;
  const { tokens: stamped } = await enrolledSignIn(app, { userId, email }, tokens.value.refreshToken);
  return {
    caller: { kind: 'customer', userId, accessToken: stamped.accessToken, role },
    email,
    password: CUSTOMER_PASSWORD,
  };
}

async function signedIn(
  app: Application,
  email: string,
  password: string,
  userId: string,
  role: CustomerCaller['role'],
): Promise<SignedIn> {
  const tokens = await app.container.get(LocalIdentityProvider).signIn(email, password);
  if (!tokens.ok) throw new Error(`sign-in failed: ${tokens.error.name}`);
  return { caller: { kind: 'customer', userId, accessToken: tokens.value.accessToken, role }, email, password };
}

/**
 * Signs `email` up through the API (Maya Okafor, with a phone) and confirms it with the code
 * `codeFor` reads where the customer would, as a new customer does: against any server, in
 * this process or another.
 */
export async function signUpThroughApi(url: string, email: string, codeFor: (email: string) => Promise<string>) {
  const person = {
    username: email,
    password: CUSTOMER_PASSWORD,
    attributes: { email, given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' },
  };
  await request(url).post('/api/auth/sign-up').send(person).expect(200);
  const code = await codeFor(email);
  await request(url).post('/api/auth/confirm-sign-up').send({ email, code }).expect(200);
  return { email, password: CUSTOMER_PASSWORD };
}

/** Signs in through the API: the access token. */
export async function signInThroughApi(url: string, email: string, password: string): Promise<string> {
  const res = await request(url).post('/api/auth/sign-in').send({ username: email, password }).expect(200);
  return (res.body as { accessToken: string }).accessToken;
}

/** A customer with a confirmed e-mail and a complete profile, made through the sign-up API. */
export function confirmedCustomer(app: TestApp, email: string): Promise<{ email: string; password: string }> {
  return signUpThroughApi(app.url, email, (to) => mailedCode(app.app, to));
}

/**
 * A supertest agent signed in as a new confirmed customer through the /login form, as a
 * browser would be: it keeps the session cookies for the pages that follow.
 */
export async function signedInAgent(app: TestApp, email: string) {
  const { password } = await confirmedCustomer(app, email);
  const agent = request.agent(app.url);
  await agent
    .post('/login')
    .set({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' })
    .type('form')
    .send({ email, password })
    .expect(302);
  return agent;
}

/**
 * A supertest agent signed in through the /login form as a new staff member of `role`, with a
 * code of their authenticator on /second-factor (docs/decisions/053).
 */
export async function staffAgent(app: TestApp, role: 'SUPPORT' | 'ADMIN', first = 'Ana', last = 'Ruiz') {
  const staff = await aSupportAgent(app.app, first, last, role);
  const agent = request.agent(app.url);
  const samePage = { Origin: app.url, 'Sec-Fetch-Site': 'same-origin' };
  await agent
    .post('/login')
    .set(samePage)
    .type('form')
    .send({ email: staff.email, password: staff.password })
    .expect(302)
    .expect('Location', '/second-factor');
  await agent
    .post('/second-factor')
    .set(samePage)
    .type('form')
    .send({ intent: 'verify', code: await nextCode(staff.email, appClock(app.app)) })
    .expect(302)
    .expect('Location', '/desk');
  return { agent, staff };
}
