import type { Request } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VisitorPageCache, type CapturedResponse } from '../../src/http/page-cache';
import { visitorCacheablePaths, visitorDailyPaths } from '../../src/web/route-specs';
import { startTestApp, type TestApp } from '../support/app';

const asRequest = (init: { method?: string; path: string; url?: string; cookie?: string }) =>
  ({
    method: init.method ?? 'GET',
    path: init.path,
    originalUrl: init.url ?? init.path,
    headers: init.cookie ? { cookie: init.cookie } : {},
  }) as unknown as Request;

const page = (over: Partial<CapturedResponse> = {}): CapturedResponse => ({
  statusCode: 200,
  contentType: 'text/html; charset=utf-8',
  setsCookie: false,
  headers: [],
  body: '<html></html>',
  ...over,
});

describe('which pages a visitor may be served from the page cache', () => {
  it('takes the content pages and leaves out pages with data, actions or parameters', () => {
    const paths = visitorCacheablePaths();
    expect(paths).toEqual(expect.any(Set));
    for (const path of ['/', '/faq', '/terms-of-service', '/aircraft', '/concierge'])
      expect(paths.has(path)).toBe(true);
    for (const path of ['/login', '/my-account', '/logout', '*', '/*']) expect(paths.has(path)).toBe(false);
  });

  it('serves only plain visitor GETs: no cookie, no query string, a listed path', () => {
    const cache = new VisitorPageCache(new Set(['/faq']));
    expect(cache.keyFor(asRequest({ path: '/faq' }))).toBe('/faq');
    expect(cache.keyFor(asRequest({ method: 'HEAD', path: '/faq' }))).toBe('/faq');
    expect(cache.keyFor(asRequest({ path: '/faq', cookie: 'contrail_at=abc' }))).toBeNull();
    expect(cache.keyFor(asRequest({ path: '/faq', url: '/faq?utm=x' }))).toBeNull();
    expect(cache.keyFor(asRequest({ method: 'POST', path: '/faq' }))).toBeNull();
    expect(cache.keyFor(asRequest({ path: '/login' }))).toBeNull();
  });

  it('keeps only 200 answers that set no cookie', () => {
    const cache = new VisitorPageCache(new Set(['/faq']));
    expect(cache.keep('/faq', page({ statusCode: 404 }))).toBeNull();
    expect(cache.keep('/faq', page({ setsCookie: true }))).toBeNull();
    expect(cache.get('/faq')).toBeUndefined();
    expect(cache.keep('/faq', page())).not.toBeNull();
    expect(cache.get('/faq')?.body).toBe('<html></html>');
  });
});

describe('pages kept per day', () => {
  it('are the search home, keyed by the day, each new day replacing the last', () => {
    expect([...visitorDailyPaths()]).toEqual(['/consumer-booking']);
    expect(visitorCacheablePaths().has('/consumer-booking')).toBe(false);
    let today = '2026-11-23';
    const cache = new VisitorPageCache(new Set(['/faq']), {
      paths: new Set(['/consumer-booking']),
      today: () => today,
    });
    const key = cache.keyFor(asRequest({ path: '/consumer-booking' }));
    expect(key).toBe('/consumer-booking@2026-11-23');
    expect(cache.keyFor(asRequest({ path: '/consumer-booking', cookie: 'contrail_at=abc' }))).toBeNull();
    expect(cache.keyFor(asRequest({ path: '/consumer-booking', url: '/consumer-booking?_data=x' }))).toBeNull();
    cache.keep(String(key), page({ body: 'monday' }));
    today = '2026-11-24';
    const next = String(cache.keyFor(asRequest({ path: '/consumer-booking' })));
    expect(cache.get(next)).toBeUndefined();
    cache.keep(next, page({ body: 'tuesday' }));
    expect(cache.get(String(key))).toBeUndefined();
    expect(cache.get(next)?.body).toBe('tuesday');
  });
});

describe('the page cache in the running app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const nonceOf = (res: request.Response) =>
    /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];

  it('gives every visitor the same page, each with the nonce of their own response', async () => {
    const first = await request(app.url).get('/faq');
    const second = await request(app.url).get('/faq');
    expect(second.status).toBe(200);
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(second.text).toContain(`nonce="${b}"`);
    expect(second.text).not.toContain(`nonce="${a}"`);
    expect(second.text).not.toContain('contrail-visitor-page-nonce');
    expect(second.text.replaceAll(String(b), 'N')).toBe(first.text.replaceAll(String(a), 'N'));
  });

  it('gives a browser that takes gzip the same page gzipped once, with its own nonce, and HEAD its length', async () => {
    const plain = await request(app.url).get('/faq').set('Accept-Encoding', 'identity');
    const zipped = await request(app.url).get('/faq').set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    const [a, b] = [nonceOf(plain), nonceOf(zipped)];
    expect(a).not.toBe(b);
    expect(zipped.text.replaceAll(String(b), 'N')).toBe(plain.text.replaceAll(String(a), 'N'));
    const head = await request(app.url).head('/faq').set('Accept-Encoding', 'gzip');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    expect(Number(head.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 2);
  });

  it('gives visitors the search home of the day, with its first departure date', async () => {
    const first = await request(app.url).get('/consumer-booking');
    const second = await request(app.url).get('/consumer-booking');
    expect(second.status).toBe(200);
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(second.text.replaceAll(String(b), 'N')).toBe(first.text.replaceAll(String(a), 'N'));
    expect(second.text).toMatch(/type="date" min="\d{4}-\d{2}-\d{2}" name="date"/);
  });
});
