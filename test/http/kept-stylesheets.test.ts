import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptFilesVersion } from '../../src/http/page-renderer';
import { KEPT_FILES_HEADER } from '../../src/web/pwa/kept-files';
import { startTestApp, type TestApp } from '../support/app';

/**
 * A page for a browser whose service worker keeps this build's files (docs/decisions/066): the
 * worker asks with navigation preload, naming its files' version, and the page names its
 * stylesheets instead of carrying them. Anyone else gets them written in (decision 035).
 */
let app: TestApp;
const version = keptFilesVersion(join(import.meta.dirname, '../../dist/client')) ?? 'no service worker built';
beforeAll(async () => {
  app = await startTestApp({ pages: 'built' });
}, 60_000);
afterAll(() => app.close());

const written = (html: string) => [...html.matchAll(/<style data-href="([^"]+)">/g)].map((m) => m[1]);
const linked = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((m) => m[1]);
const disabled = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled=""\/>/g)].map((m) => m[1]);

describe('the stylesheets of a page', () => {
  it('are written in for a browser that keeps none of our files, each with a disabled link', async () => {
    const res = await request(app.url).get('/login').expect(200);
    expect(written(res.text).length).toBeGreaterThan(0);
    expect(disabled(res.text)).toEqual(written(res.text));
    expect(linked(res.text)).toEqual([]);
    expect(res.headers.vary).toContain(KEPT_FILES_HEADER);
  });

  it('are named, in the same order, for a browser whose worker keeps this build', async () => {
    const first = await request(app.url).get('/login').expect(200);
    const res = await request(app.url).get('/login').set(KEPT_FILES_HEADER, version).expect(200);
    expect(linked(res.text)).toEqual(written(first.text));
    expect(written(res.text)).toEqual([]);
    expect(disabled(res.text)).toEqual([]);
    expect(res.text.length).toBeLessThan(first.text.length / 2);
    // The browser is told the same files, for its later pages.
    expect(res.text).toContain(`"stylesheets":${JSON.stringify(linked(res.text))}`);
  });

  it('are written in for a worker that keeps another build, or for a header that names none', async () => {
    for (const other of ['0000000000000000', 'true', '']) {
      const res = await request(app.url).get('/login').set(KEPT_FILES_HEADER, other).expect(200);
      expect({ other, written: written(res.text).length > 0, linked: linked(res.text) }).toEqual({
        other,
        written: true,
        linked: [],
      });
    }
  });

  it('of a page kept for visitors stay written in: one copy serves every visitor', async () => {
    const res = await request(app.url).get('/faq').set(KEPT_FILES_HEADER, version).expect(200);
    expect(written(res.text).length).toBeGreaterThan(0);
  });
});
