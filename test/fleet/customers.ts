import type { Fleet } from '../../scripts/fleet/fleet';
import { ACCESS_COOKIE } from '../../src/http/session';
import { CookieJar, postForm, signInThroughPages } from '../support/page-session';
import type { Customer } from './load';

/**
 * Customers of the fleet, made as a person would: signed up through nginx (any node), the code
 * read from what the fleet printed of the e-mail its mail catcher received (`mailPrinted`: the
 * runner's output, `printedCaughtMail` of each message), confirmed.
 */
export async function newCustomer(fleet: Fleet, n: number, mailPrinted: readonly string[]): Promise<Customer> {
  const email = `flyer${n}@example.com`;
  const customer = { email, password: 'Jetstream2026', address: `192.0.2.${n + 1}` };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(fleet.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': customer.address },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  };
  await post('/api/auth/sign-up', {
    username: email,
    password: customer.password,
    attributes: { email, given_name: 'Flyer', family_name: `Number ${n}`, phone_number: '+12125550100' },
  });
  await post('/api/auth/confirm-sign-up', { email, code: await codeFor(mailPrinted, email) });
  return customer;
}

async function codeFor(mailPrinted: readonly string[], email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const printed of mailPrinted.filter((p) => p.includes(`E-mail to ${email} `))) {
      const code = /\b(\d{6})\b/.exec(printed)?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no code printed for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Signs in through the balancer's pages, opens a signed-in page on every node directly (so each
 * has the session cached), signs out through the balancer, and answers how long each node took
 * to refuse the session: web nodes the cookies, api nodes the access token as a bearer.
 */
export async function signOutPropagation(fleet: Fleet, customer: Customer): Promise<Map<string, number>> {
  const headers = { 'X-Forwarded-For': customer.address };
  const jar = await signInThroughPages(fleet.url, customer, new CookieJar(), headers);
  const token = jar.get(ACCESS_COOKIE) ?? '';
  // What the browser held before signing out: a stolen copy of it must stop working everywhere.
  const cookie = jar.header();
  const accepted = async (node: Fleet['nodes'][number]) => {
    const res =
      node.role === 'web'
        ? await fetch(`${node.url}/my-trips`, { redirect: 'manual', headers: { ...headers, Cookie: cookie } })
        : await fetch(`${node.url}/api/profile/details`, { headers: { ...headers, Authorization: `Bearer ${token}` } });
    await res.body?.cancel();
    return res.status === 200;
  };
  for (const node of fleet.nodes) {
    if (!(await accepted(node))) throw new Error(`${node.name} did not accept a fresh session`);
  }
  const signedOut = await postForm(fleet.url, '/logout', jar, {}, headers);
  if (signedOut.status !== 302) throw new Error(`sign-out answered ${signedOut.status}`);
  const started = performance.now();
  const times = new Map<string, number>();
  while (times.size < fleet.nodes.length && performance.now() - started < 10_000) {
    await Promise.all(
      fleet.nodes
        .filter((n) => !times.has(n.name))
        .map(async (node) => {
          if (!(await accepted(node))) times.set(node.name, Math.round(performance.now() - started));
        }),
    );
  }
  return times;
}
