import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { staticFiles } from '../../src/http/static-files';
import { precompressAssets } from '../../scripts/precompress-assets';

const BROTLI_11 = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: 0,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/** A bundle big enough to be compressed (the build leaves files under 1 kB alone). */
const BUNDLE = `export const routes = [${Array.from({ length: 200 }, (_, i) => `"/page-${i}"`).join(',')}];\n`;

function built() {
  const dir = mkdtempSync(join(tmpdir(), 'contrail-client-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'images'));
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'images', 'jet.svg'), '<svg id="jet"/>');
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'routes-def456.js'), BUNDLE);
  writeFileSync(join(dir, 'assets', 'routes-def456.css'), `.a{color:red}\n`.repeat(100));
  precompressAssets(join(dir, 'assets'));
  const app = express();
  // As the app has it: everything else compressed on the fly, the assets' own copies left alone.
  app.use(compression());
  app.use(staticFiles(dir));
  app.use((req, res) => void res.status(404).send(`page ${req.path}`));
  return app;
}

describe('the built client files', () => {
  it('serves hashed assets forever and the other files for an hour', async () => {
    const app = built();
    const asset = await request(app).get('/assets/entry-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(app).get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    await request(app).get('/images/jet.svg').expect(200);
    await request(app).get('/images/jet%2Esvg').expect(200);
  });

  it('hands every other path to the pages without looking at the disk', async () => {
    const app = built();
    expect((await request(app).get('/consumer-booking')).text).toBe('page /consumer-booking');
    expect((await request(app).get('/images/missing.svg')).text).toBe('page /images/missing.svg');
    expect((await request(app).get('/%E0%A4%A')).status).toBe(404);
  });

  it("sends the build's Brotli copy of an asset to a browser that takes it, else gzip, else the file itself", async () => {
    const app = built();
    // supertest asks for gzip unless told otherwise: '' stands for no Accept-Encoding at all.
    const raw = (accept: string) =>
      request(app)
        .get('/assets/routes-def456.js')
        .set('Accept-Encoding', accept)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const chromium = await raw('gzip, deflate, br, zstd').expect(200);
    expect(chromium.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(chromium.headers.vary).toMatch(/Accept-Encoding/);
    // The build's copy, whole (compressing on the fly would send it in chunks, of no stated length).
    expect(Number(chromium.headers['content-length'])).toBe(brotliCompressSync(BUNDLE, BROTLI_11).length);
    expect((chromium.body as Buffer).toString()).toBe(BUNDLE);

    const gzipOnly = await raw('gzip').expect(200);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipOnly.headers['content-length'])).toBe(gzipSync(BUNDLE, { level: 9 }).length);
    expect((gzipOnly.body as Buffer).toString()).toBe(BUNDLE);

    for (const accept of ['', 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await raw(accept).expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect((plain.body as Buffer).toString()).toBe(BUNDLE);
    }

    const css = await request(app).get('/assets/routes-def456.css').set('Accept-Encoding', 'br').expect(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['content-encoding']).toBe('br');
    // A file too small to gain keeps no copy, and goes as it is.
    const small = await request(app).get('/assets/entry-abc123.js').set('Accept-Encoding', 'br').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.text).toBe('console.log(1)');
  });
});
