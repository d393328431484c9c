import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { staticFiles } from '../../src/http/static-files';

function built() {
  const dir = mkdtempSync(join(tmpdir(), 'contrail-client-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'images'));
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'images', 'jet.svg'), '<svg id="jet"/>');
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  const app = express();
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
});
