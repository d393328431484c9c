import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { signedInCustomer } from '../support/trips';
import { staffAgent } from '../support/customers';

vi.setConfig({ testTimeout: 120_000 });

/**
 * Every call of the REST API (/api and /desk/api), found by walking the application's router
 * (so a new one is covered without anyone adding it), answers what a person or a program may
 * send with a clear 4xx, never a 5xx: NUL and other control characters, unpaired surrogates,
 * HTML and SQL metacharacters, numbers out of range and a string near the body's limit, in
 * every field of the body, the query and the path (issue 28, docs/decisions/050).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string | RegExp | (string | RegExp)[];
}

/** Every route of a router and the routers mounted in it, with its full path. */
function routesOf(stack: Layer[], prefix = ''): { method: string; path: string }[] {
  return stack.flatMap((layer) => {
    const route = layer.route;
    if (route) return Object.keys(route.methods).map((method) => ({ method, path: prefix + route.path }));
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return layer.handle.stack ? routesOf(layer.handle.stack, prefix + mount) : [];
  });
}

const NASTY: unknown[] = [
  '\u0000',
  'Maya\u0000',
  '\u0007\u001b[31m',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1; --",
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  'x'.repeat(90_000),
  { nested: '\u0000' },
  ['\u0000'],
  null,
];
/** The fields the API's calls read, and more: each body carries every one of them. */
const FIELDS = [
  'email',
  'username',
  'password',
  'code',
  'name',
  'text',
  'message',
  'from',
  'to',
  'passengers',
  'categories',
  'firstDay',
  'lastDay',
  'status',
  'routeType',
  'travelCities',
  'bookingId',
  'amount',
  'id',
  'reason',
  'zone',
  'endpoint',
  'keys',
  'attributes',
  'given_name',
  'family_name',
  'phone_number',
  'aboneSearchId',
  'addonIds',
  'mode',
  'cardToken',
  'travellerId',
  'firstname',
  'lastname',
  'phone',
  'date',
  'category',
  'page',
  'query',
];
const fill = (path: string, value: string) =>
  path.replace(/:\w+/g, encodeURIComponent(value)).replace(/\{?\/?\*\w+\}?/g, '/x');

describe('the REST API, walked from its router', () => {
  it('answers every call with nasty values in every field as a 4xx or 2xx, never 5xx', async () => {
    const routes = routesOf((app.app.http as unknown as { router: { stack: Layer[] } }).router.stack).filter(
      (r) => r.path.startsWith('/api/') || r.path.startsWith('/desk/api/'),
    );
    expect(routes.length).toBeGreaterThan(40);
    const maya = await signedInCustomer(app, 'Maya');
    const { agent: staff } = await staffAgent(app, 'ADMIN');
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (let turn = 0; turn < 3; turn++) {
      const body = Object.fromEntries(FIELDS.map((name, i) => [name, NASTY[(turn * 5 + i) % NASTY.length]]));
      const segment = ['\u0000x', '<b>', "1'--"][turn] ?? '';
      for (const { method, path } of routes) {
        const url = `${fill(path, segment)}?q=${encodeURIComponent('\u0000')}&page=-1&from=%FF%00`;
        const call = path.startsWith('/desk/')
          ? staff[method as 'get'](url)
          : request(app.url)[method as 'get'](url).set('Authorization', `Bearer ${maya.accessToken}`);
        const res = await (method === 'get' || method === 'head' ? call : call.send(body));
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 500)
          failures.push(`${method.toUpperCase()} ${path} (turn ${turn}): ${res.status} ${res.text.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
    // They reached the calls' own checks: refused with a message, not stopped at the door.
    expect(statuses[400]).toBeGreaterThan(routes.length);
  });
});
