import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MORE_POPULAR_ROUTES, POPULAR_ROUTE_GRID } from '../../src/core/popular-routes';
import { startTestApp, type TestApp } from '../support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The HTML between one heading and the next section's end. */
function sectionOf(html: string, title: string): string {
  const start = html.indexOf(`>${title}</h2>`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

const hrefsIn = (html: string) => [...html.matchAll(/href="(\/popular-routes-book[^"]*)"/g)].map((m) => m[1]);
const bookHref = (dept: string, arrival: string) => `/popular-routes-book?deptICAO=${dept}&amp;arrivalICAO=${arrival}`;

describe('/popular-routes', () => {
  it('server-renders the three featured routes, each with a Book this route link carrying both codes', async () => {
    const res = await request(app.url).get('/popular-routes');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1[^>]*>Popular Private Jet Routes<\/h1>/);
    const featured = sectionOf(res.text, 'Featured Routes');
    for (const title of ['Teterboro to West Palm Beach', 'Chicago to Phoenix', 'Austin to Teterboro']) {
      expect(featured).toContain(`<h3>${title}</h3>`);
    }
    expect(hrefsIn(featured)).toEqual([bookHref('KTEB', 'KPBI'), bookHref('KMDW', 'KPHX'), bookHref('KAUS', 'KTEB')]);
    expect(featured.match(/Book this route/g)).toHaveLength(3);
    expect(featured).toContain('<svg');
  });

  it('lists the grid of 12 and the More Popular Routes, every one linking with deptICAO and arrivalICAO', async () => {
    const res = await request(app.url).get('/popular-routes');
    expect(hrefsIn(sectionOf(res.text, 'Routes Travellers Love'))).toEqual(
      POPULAR_ROUTE_GRID.map((r) => bookHref(r.deptICAO, r.arrivalICAO)),
    );
    const more = sectionOf(res.text, 'More Popular Routes');
    expect(hrefsIn(more)).toEqual(MORE_POPULAR_ROUTES.map((r) => bookHref(r.deptICAO, r.arrivalICAO)));
    expect(more).toContain('>Teterboro to Vail</a>');
  });
});
