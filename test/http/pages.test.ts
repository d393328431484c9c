import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorPagePaths } from '../support/site';
import { startTestApp, type TestApp } from '../support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const publicPaths = visitorPagePaths;

describe('server-rendered pages', () => {
  it.each(publicPaths)('%s answers 200 with its heading in the first HTML', async (path) => {
    const res = await request(app.url).get(path);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toMatch(/<h1[^>]*>[^<]+/);
  });

  it('answers an unknown path with 404 and the not-found page inside the shell', async () => {
    const res = await request(app.url).get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('We couldn’t find that page');
    expect(res.text).toContain('<footer');
  });

  it('gives each response its own script nonce, matching the Content-Security-Policy', async () => {
    const [a, b] = await Promise.all([request(app.url).get('/faq'), request(app.url).get('/faq')]);
    const nonceOf = (res: request.Response) =>
      /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    const scripts = [...a.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonceOf(a)}"`);
  });

  it('tags every response with a request id, keeping a sane one from the load balancer', async () => {
    const fresh = await request(app.url).get('/faq');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await request(app.url).get('/faq').set('X-Request-Id', 'lb-1234abcd');
    expect(kept.headers['x-request-id']).toBe('lb-1234abcd');
    const replaced = await request(app.url).get('/faq').set('X-Request-Id', '<script>');
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('route data for client-side navigation', () => {
  it('serves a route loader as JSON', async () => {
    const res = await request(app.url).get('/faq?_data=root');
    expect(res.status).toBe(200);
    expect(res.body.site.brandName).toBe('Contrail');
  });

  it('answers a failing loader with its status and a message, never a stack', async () => {
    const res = await request(app.url).get('/missing?_data=not-found');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'We could not find that page.' });
  });
});

describe('health', () => {
  it('reports liveness and readiness', async () => {
    expect((await request(app.url).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(app.url).get('/readyz')).body).toEqual({ status: 'ready' });
  });
});
