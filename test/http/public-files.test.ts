import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_POPULAR_ROUTES } from '../../src/core/popular-routes';
import { disallowedPaths, sitemapPaths } from '../../src/http/public-files';
import { PROTECTED_ROUTES } from '../../src/web/guards.server';
import { startTestApp, type TestApp } from '../support/app';
import { signedInAgent } from '../support/customers';

/** robots.txt, the sitemap, security.txt and X-Robots-Tag (issue 28, docs/decisions/051). */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: {
      PUBLIC_URL: 'https://contrail.test',
      SECURITY_CONTACT: 'https://contrail.test/security',
      SECURITY_TXT_EXPIRES: '2027-03-31',
    },
  });
});
afterAll(() => app.close());

describe('the public files', () => {
  it('disallow every protected route of the table, the desk and the API, and point to the sitemap', async () => {
    const res = await request(app.url).get('/robots.txt').expect(200);
    expect(res.type).toBe('text/plain');
    const disallowed = [...res.text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]);
    for (const route of PROTECTED_ROUTES) {
      expect(disallowed.some((path) => path && route.startsWith(path))).toBe(true);
    }
    expect(disallowed).toEqual(expect.arrayContaining(['/desk', '/api/', '/watches/']));
    expect(disallowed).toEqual(disallowedPaths());
    expect(res.text).toContain('Sitemap: https://contrail.test/sitemap.xml');
  });

  it('list every public page and popular route once, on the public origin, with the build date', async () => {
    const res = await request(app.url).get('/sitemap.xml').expect(200);
    expect(res.type).toBe('application/xml');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs).toHaveLength(new Set(locs).size);
    expect(locs).toHaveLength(sitemapPaths().length);
    expect(locs.filter((loc) => loc.includes('popular-routes-book?'))).toHaveLength(ALL_POPULAR_ROUTES.length);
    expect(locs.every((loc) => loc.startsWith('https://contrail.test/'))).toBe(true);
    expect(res.text).toContain('&amp;arrivalICAO=');
    expect(locs.some((loc) => /\/(login|logout|my-account|desk)/.test(loc))).toBe(false);
  });

  it('tell a security researcher the contact and expiry from configuration (RFC 9116)', async () => {
    const res = await request(app.url).get('/.well-known/security.txt').expect(200);
    expect(res.text).toBe(
      [
        'Contact: https://contrail.test/security',
        'Expires: 2027-03-31T00:00:00.000Z',
        'Preferred-Languages: en',
        'Canonical: https://contrail.test/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('mark signed-in and back-office pages noindex, and no public page', async () => {
    const customer = await signedInAgent(app, `robots.${Date.now()}@example.com`);
    expect((await customer.get('/my-account')).headers['x-robots-tag']).toBe('noindex');
    expect((await customer.get('/my-trips')).headers['x-robots-tag']).toBe('noindex');
    // Whoever asks: the desk and the staff second factor are never indexed.
    expect((await request(app.url).get('/desk')).headers['x-robots-tag']).toBe('noindex');
    expect((await request(app.url).get('/second-factor')).headers['x-robots-tag']).toBe('noindex');
    expect((await request(app.url).get('/faq')).headers['x-robots-tag']).toBeUndefined();
    expect((await request(app.url).get('/empty-legs')).headers['x-robots-tag']).toBeUndefined();
  });
});
