import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { onlyUnder } from './only-under';

function filesApp() {
  const files = express.Router();
  files.get('/itinerary/:id/pdf', (req, res) => void res.send(`pdf ${req.params.id}`));
  files.get('/robots.txt', (_req, res) => void res.send('robots'));
  const app = express();
  app.use(onlyUnder(['/itinerary/:id/pdf', '/robots.txt'], files));
  app.use((req, res) => void res.status(404).send(`page ${req.path}`));
  return app;
}

describe('a router only under its paths', () => {
  it('answers its own paths, in any case, as Express matches them', async () => {
    expect((await request(filesApp()).get('/itinerary/7/pdf')).text).toBe('pdf 7');
    expect((await request(filesApp()).get('/Itinerary/7/PDF')).text).toBe('pdf 7');
    expect((await request(filesApp()).get('/robots.txt')).text).toBe('robots');
  });

  it('passes every other path on, as the router would have', async () => {
    for (const path of ['/itinerary', '/itinerary/7', '/book-flight', '/', '//itinerary/7/pdf', '/robots.txt.bak']) {
      const answer = await request(filesApp()).get(path);
      expect(answer.status).toBe(404);
    }
  });

  it('refuses paths that do not start with a plain segment', () => {
    expect(() => onlyUnder(['/:provider'], express.Router())).toThrow(/plain segment/);
    expect(() => onlyUnder(['/'], express.Router())).toThrow(/plain segment/);
  });
});
