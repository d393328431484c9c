import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { USER_STORE, type UserStore } from '../../ports/user-store';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { MAX_TEXT_LENGTH, safeText } from '../../src/core/safe-text';
import { MAX_FORM_BYTES } from '../../src/http/pages';
import {
  deskLayoutSpec,
  deskRoutes,
  flattenRoutes,
  moduleBase,
  pageRoutes,
  type RouteSpec,
} from '../../src/web/route-specs';
import { startTestApp, type TestApp } from '../support/app';
import { signedInAgent, staffAgent } from '../support/customers';

vi.setConfig({ testTimeout: 120_000 });

/**
 * What a person types never breaks a page (issue 28): NUL and the other control characters,
 * unpaired surrogates and very long text reach no page's loader or action (src/web/safe-input.server.ts
 * removes them, for every route of the table), so PostgreSQL never refuses them with a server
 * error: the form's own rules judge what is left.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const SAME_PAGE = { 'Sec-Fetch-Site': 'same-origin' };
/** A value in a URL: an unpaired surrogate has no UTF-8, so it goes as bytes that are no UTF-8 either. */
const inUrl = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80%FF';
  }
};
const users = () => app.app.container.get<UserStore>(USER_STORE);

/** Every server module of the pages, by path, as text: where the fields and intents are read. */
const webRoot = join(import.meta.dirname, '../../src/web');
const serverSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? serverSources(join(dir, entry.name))
      : entry.name.endsWith('.server.ts')
        ? [readFileSync(join(dir, entry.name), 'utf8')]
        : [],
  );
const ALL_SOURCES = serverSources(webRoot).join('\n');
/** Every form field a page reads (`field(form, 'name')`), so a new one is fuzzed without a list. */
const FIELDS = [...new Set([...ALL_SOURCES.matchAll(/(?:raw)?[fF]ield\(form, '([\w-]+)'\)/g)].map((m) => m[1] ?? ''))];
/** The intents a route's own module answers (`intent === 'name'`), and none (its default). */
const intentsOf = (spec: RouteSpec): string[] => {
  let source = '';
  try {
    source = readFileSync(join(webRoot, `${moduleBase(spec).slice(2)}.server.ts`), 'utf8');
  } catch {
    return [''];
  }
  return ['', ...new Set([...source.matchAll(/intent === '([\w-]+)'/g)].map((m) => m[1] ?? ''))];
};

/**
 * What every table holds, as one hash: compared before and after a refused request, which must
 * change nothing. Left out: what records refusals by design (the sign-in rate limits, the staff
 * access log) and the migrations' own table.
 */
const RECORDS_REFUSALS = new Set(['rate_limits', 'staff_access_log', '__drizzle_migrations']);
async function fingerprintQuery(): Promise<string> {
  const res = await app.app.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = (res as unknown as { rows: { table_name: string }[] }).rows
    .map((row) => row.table_name)
    .filter((table) => !RECORDS_REFUSALS.has(table));
  return tables
    .map((t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`)
    .join(' union all ');
}
async function fingerprint(query: string): Promise<Map<string, string>> {
  const res = await app.app.database.db.execute(sql.raw(query));
  return new Map((res as unknown as { rows: { t: string; h: string }[] }).rows.map((row) => [row.t, row.h]));
}
const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([table, hash]) => before.get(table) !== hash).map(([table]) => table);

/** Values no field should choke on. */
const NASTY = [
  '\u0000',
  'Maya\u0000',
  '\u0007\u001b[31m',
  '\ud800',
  'x\udfff',
  '<script>alert(1)</script>',
  "' OR 1=1; --",
  '9'.repeat(400),
  '-1e309',
];
/** A megabyte in one field (cut to MAX_TEXT_LENGTH before any page reads it). */
const MEGABYTE = 'x'.repeat(1_000_000);

describe('text no field takes', () => {
  it('is removed before My Account, so a NUL in a name saves the name, and a name of NUL alone is "Field required"', async () => {
    const email = `nul.profile.${Date.now()}@example.com`;
    const agent = await signedInAgent(app, email);
    const profile = (firstname: string) =>
      agent
        .post('/my-account?tab=personal-info')
        .set(SAME_PAGE)
        .type('form')
        .send({ intent: 'profile', firstname, lastname: 'Okafor', phone: '+1 212 555 0100' });
    const only = await profile('\u0000');
    expect(only.status).toBe(400);
    expect(only.text).toContain('Field required');
    const mixed = await profile('Ma\u0000ya\ud800');
    expect(mixed.status).toBe(200);
    expect((await users().findByEmail(email))?.firstname).toBe('Maya');
  });

  it('is removed before signing in, resetting a password and signing up: their own messages, never a 500', async () => {
    const post = (path: string, form: Record<string, string>) =>
      request(app.url).post(path).set(SAME_PAGE).type('form').send(form);
    const login = await post('/login', { email: '\u0000', password: '\u0000' });
    expect(login.status).toBe(400);
    expect(login.text).not.toMatch(/Unexpected Server Error|invalid byte sequence/);
    const nobody = await post('/login', { email: 'no\u0000body@example.com', password: 'Jetstream2026' });
    expect(nobody.status).toBeLessThan(500);
    const forgot = await post('/forgot-password', { step: 'email', email: 'maya\u0000@example.com' });
    expect(forgot.status).toBeLessThan(500);
    const signUp = await post('/create-account', {
      firstName: '\u0000',
      lastName: 'Okafor\u0000',
      phone: '+1 212 555 0100',
      email: `nul.signup.${Date.now()}@example.com`,
      password: 'Jetstream2026',
      confirmPassword: 'Jetstream2026',
    });
    expect(signUp.status).toBe(400);
    expect(signUp.text).toContain('Field required');
  });

  it('never makes a page answer 5xx, nor a refusal change a row: every action and loader of the route table, as a visitor, a customer and staff', async () => {
    const customer = await signedInAgent(app, `fuzz.${Date.now()}@example.com`);
    const { agent: staff } = await staffAgent(app, 'ADMIN');
    const visitor = request.agent(app.url);
    const routes: { spec: RouteSpec; desk: boolean }[] = [
      ...flattenRoutes(pageRoutes).map((spec) => ({ spec, desk: false })),
      { spec: deskLayoutSpec, desk: true },
      ...flattenRoutes(deskRoutes).map((spec) => ({ spec, desk: true })),
    ];
    // A path with every parameter given a value no route expects.
    const pathOf = ({ spec, desk }: { spec: RouteSpec; desk: boolean }, value: string) => {
      const own = spec.index ? '' : (spec.path ?? '').replace(/:\w+/g, inUrl(value)).replace('*', 'x');
      return desk && spec !== deskLayoutSpec ? `/desk/${own}` : `/${own}`;
    };
    const failures: string[] = [];
    expect(FIELDS.length).toBeGreaterThan(30);
    const tablesQuery = await fingerprintQuery();
    // The fingerprint sees a write: a profile saved changes the users' table.
    const unchanged = await fingerprint(tablesQuery);
    await customer
      .post('/my-account?tab=personal-info')
      .set(SAME_PAGE)
      .type('form')
      .send({ intent: 'profile', firstname: 'Fuzz', lastname: 'Tester', phone: '+1 212 555 0100' })
      .expect(200);
    expect(changedTables(unchanged, await fingerprint(tablesQuery))).toContain('users');
    // Three rounds: each field a different value, rotated between rounds; the last adds a
    // megabyte in one field. The query carries several values at once.
    for (let turn = 0; turn < 3; turn++) {
      const value = NASTY[turn] ?? '';
      const form: Record<string, string> = {};
      FIELDS.forEach((name, i) => (form[name] = NASTY[(turn * 3 + i) % NASTY.length] ?? ''));
      if (turn === 2) form.message = MEGABYTE;
      for (const route of routes) {
        const path = pathOf(route, value.slice(0, 50));
        const query = `?q=${inUrl(NASTY.join(''))}&from=${inUrl(value)}&to=${inUrl(NASTY[turn + 3] ?? '')}&raw=%00%FF%ED%A0%80`;
        for (const agent of route.desk ? [staff] : [visitor, customer]) {
          if (route.spec.loader) {
            const before = await fingerprint(tablesQuery);
            const res = await agent.get(path + query);
            if (res.status >= 500) failures.push(`GET ${path}: ${res.status}`);
            const changed = res.status >= 400 ? changedTables(before, await fingerprint(tablesQuery)) : [];
            if (changed.length > 0)
              failures.push(`GET ${path} refused ${res.status} but changed ${changed.join(', ')}`);
          }
          // Every intent the route's action answers, each with every field the site reads.
          for (const intent of route.spec.action ? intentsOf(route.spec) : []) {
            const before = await fingerprint(tablesQuery);
            const res = await agent
              .post(path)
              .set(SAME_PAGE)
              .type('form')
              .send({ ...form, intent: intent || form.intent });
            if (res.status >= 500) failures.push(`POST ${path} ${intent} (turn ${turn}): ${res.status}`);
            const changed = res.status >= 400 ? changedTables(before, await fingerprint(tablesQuery)) : [];
            if (changed.length > 0) {
              failures.push(`POST ${path} ${intent} refused ${res.status} but changed ${changed.join(', ')}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to headers the app reads holding what no header should', async () => {
    // Node's HTTP parser refuses NUL and line breaks in headers before the app sees them: these
    // are what gets through (bytes above ASCII, markup, malformed lists, very long values).
    const headers = {
      'User-Agent': `<script>alert(1)</script> ${'\u00ff'.repeat(2_000)}`,
      'X-Forwarded-For': "not-an-ip, <b>, ' OR 1=1",
      'X-Request-Id': 'r'.repeat(5_000),
      'Accept-Language': ';;q=abc,\u00e9\u00e9',
      Cookie: `contrail_at=%00%FF; contrail_rt=${'x'.repeat(4_000)}; contrail-last-search=%%%`,
      Authorization: 'Bearer \u00ff\u00fe.not.a.token',
      'Sec-Fetch-Site': 'same-origin',
    };
    const failures: string[] = [];
    for (const path of [
      '/',
      '/consumer-booking',
      '/book-flight',
      '/my-account',
      '/desk',
      '/api/profile/details',
      '/api/watches',
    ]) {
      for (const method of ['get', 'post'] as const) {
        const res = await request(app.url)[method](path).set(headers);
        if (res.status >= 500) failures.push(`${method.toUpperCase()} ${path}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a form larger than any form of the site before reading it (413), and one of no length (411)', async () => {
    const answer = (headers: Record<string, string | number>) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${app.url}/login`, { method: 'POST', headers }, (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
          req.destroy();
        });
        req.on('error', reject);
        req.write('email=');
      });
    const form = { 'Content-Type': 'application/x-www-form-urlencoded', ...SAME_PAGE };
    expect(await answer({ ...form, 'Content-Length': MAX_FORM_BYTES + 1 })).toBe(413);
    expect(await answer({ ...form, 'Transfer-Encoding': 'chunked' })).toBe(411);
  });

  it('cuts any field at MAX_TEXT_LENGTH characters, leaving no half of a character', () => {
    expect(safeText('a'.repeat(MAX_TEXT_LENGTH + 5))).toHaveLength(MAX_TEXT_LENGTH);
    expect(safeText(`${'a'.repeat(MAX_TEXT_LENGTH - 1)}😀`)).toBe('a'.repeat(MAX_TEXT_LENGTH - 1));
    expect(safeText('tab\tline\nreturn\r kept, \u0000\u001f\u007f\ufffd\ud800 not')).toBe(
      'tab\tline\nreturn\r kept,  not',
    );
  });
});
