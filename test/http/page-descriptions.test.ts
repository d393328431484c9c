import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_IMAGE } from '../../src/web/ui/page-head';
import { visitorPagePaths } from '../support/site';
import { startTestApp, type TestApp } from '../support/app';
import { signedInAgent } from '../support/customers';

/**
 * Issue 20, item 2: every visitor page's first HTML carries a description and what a link
 * preview shows (Open Graph), in the head, with the brand and the addresses from the
 * configuration. Another brand and address than the defaults prove nothing is hard-coded.
 */
const PUBLIC_URL = 'https://fly.skylark.example';
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { BRAND_NAME: 'Skylark', PUBLIC_URL } });
});
afterAll(() => app.close());

const publicPaths = visitorPagePaths;

const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<');

/** The head's title, description and Open Graph tags, as a crawler reads them. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attribute: 'name' | 'property', key: string) => {
    const all = [...head.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))];
    return all.length === 1 ? decode(all[0]?.[1] ?? '') : `${all.length} tags`;
  };
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogImage: meta('property', 'og:image'),
    ogUrl: meta('property', 'og:url'),
    ogSiteName: meta('property', 'og:site_name'),
    body: html.slice(html.indexOf('</head>')),
  };
}

describe('page descriptions and link previews', () => {
  const descriptions = new Map<string, string>();

  it.each(publicPaths)('%s has a description and Open Graph tags in its first HTML', async (path) => {
    const res = await request(app.url).get(path);
    expect(res.status).toBe(200);
    const head = headOf(res.text);
    expect(head.description.length).toBeGreaterThanOrEqual(40);
    expect(head.description.length).toBeLessThanOrEqual(170);
    expect(head).toMatchObject({
      ogTitle: head.title,
      ogDescription: head.description,
      ogImage: `${PUBLIC_URL}${SHARE_IMAGE.path}`,
      ogUrl: `${PUBLIC_URL}${path}`,
      ogSiteName: 'Skylark',
    });
    // The brand is the configured one; the tags are in the head only.
    expect(`${head.title} ${head.description}`).not.toContain('Contrail');
    expect(head.body).not.toContain('<meta name="description"');
    descriptions.set(path, head.description);
  });

  it('gives each page its own description', () => {
    expect(new Set(descriptions.values()).size).toBe(descriptions.size);
  });

  it('has the same tags in the visitor page cache’s copy, in a signed-in render and with a query', async () => {
    const tags = async (res: PromiseLike<request.Response>) => {
      const { body: _body, ...head } = headOf((await res).text);
      return head;
    };
    const first = await tags(request(app.url).get('/faq'));
    expect(await tags(request(app.url).get('/faq'))).toEqual(first);
    const agent = await signedInAgent(app, 'maya.meta@example.com');
    expect(await tags(agent.get('/faq'))).toEqual(first);
    // The page's address without its query: one preview for one page.
    const route = await tags(request(app.url).get('/popular-routes-book?from=KTEB&to=KPBI'));
    expect(route.ogUrl).toBe(`${PUBLIC_URL}/popular-routes-book`);
  });

  it('points link previews at a 1200 x 630 PNG of our own artwork', () => {
    const png = readFileSync(join(import.meta.dirname, '../../public', SHARE_IMAGE.path));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
  });
});
