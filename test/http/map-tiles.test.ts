import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { tileOrigin } from '../../src/web/site';
import { startTestApp, type TestApp } from '../support/app';

const TILES = 'https://{s}.tiles.example.org/base/{z}/{x}/{y}.png';

describe('the Edit Airport map tiles (MAP_TILE_URL)', () => {
  it('are off unless configured, and must be an https template with {z}, {x} and {y}', () => {
    expect(loadConfig({}).MAP_TILE_URL).toBeUndefined();
    expect(loadConfig({ MAP_TILE_URL: '' }).MAP_TILE_URL).toBeUndefined();
    expect(loadConfig({ MAP_TILE_URL: TILES }).MAP_TILE_URL).toBe(TILES);
    expect(() => loadConfig({ MAP_TILE_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('load from an origin the Content-Security-Policy names, subdomains as a wildcard', () => {
    expect(tileOrigin(TILES)).toBe('https://*.tiles.example.org');
    expect(tileOrigin('https://tiles.example.org:8443/{z}/{x}/{y}.png')).toBe('https://tiles.example.org:8443');
  });

  describe('on a server with tiles', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ env: { MAP_TILE_URL: TILES, MAP_TILE_ATTRIBUTION: '© Example Tiles' } });
    });
    afterAll(() => app.close());

    it('allows the tile origin for images, and gives pages the template', async () => {
      const res = await request(app.url).get('/popular-routes');
      const csp = String(res.headers['content-security-policy']);
      expect(/img-src ([^;]+)/.exec(csp)?.[1]).toBe("'self' data: https://*.tiles.example.org");
      expect(res.text).toContain('base/{z}/{x}/{y}.png');
      expect(res.text).toContain('© Example Tiles');
    });
  });

  describe('on a server without tiles', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app.close());

    it('allows images from this site only', async () => {
      const res = await request(app.url).get('/popular-routes');
      expect(/img-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1]).toBe("'self' data:");
    });
  });
});
