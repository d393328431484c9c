import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/airport/search', () => {
  it('answers suggestions in the spec shape, best match first', async () => {
    const res = await request(app.url).get('/api/airport/search').query({ searchStr: 'teter' });
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      icaoCode: 'KTEB',
      airportName: 'Teterboro Airport',
      city: 'Teterboro',
      country: 'United States',
      countryCode: 'US',
      latitude: expect.closeTo(40.85, 1),
      longitude: expect.closeTo(-74.06, 1),
    });
  });

  it('finds by ICAO code and by words of the name', async () => {
    const byCode = await request(app.url).get('/api/airport/search?searchStr=KPBI');
    expect(byCode.body[0].icaoCode).toBe('KPBI');
    const byWords = await request(app.url).get('/api/airport/search?searchStr=palm%20beach');
    expect(byWords.body[0].icaoCode).toBe('KPBI');
    expect(byWords.body.length).toBeLessThanOrEqual(10);
  });

  it('understands abbreviations and metro areas: "Palm Beach Intl", "Ft Lauderdale", "New York"', async () => {
    const icaos = async (searchStr: string) =>
      (
        (await request(app.url).get('/api/airport/search').query({ searchStr }).expect(200)).body as {
          icaoCode: string;
        }[]
      ).map((suggestion) => suggestion.icaoCode);
    expect((await icaos('Palm Beach Intl'))[0]).toBe('KPBI');
    expect((await icaos("Palm Beach Int'l"))[0]).toBe('KPBI');
    expect((await icaos('Ft Lauderdale')).slice(0, 2)).toEqual(['KFXE', 'KFLL']);
    expect(await icaos('Saint Louis')).toEqual(await icaos('St Louis'));
    const newYork = await icaos('New York');
    expect(newYork).toEqual(expect.arrayContaining(['KTEB', 'KHPN', 'KJFK', 'KLGA', 'KEWR']));
    expect(newYork.indexOf('KTEB')).toBeLessThan(newYork.indexOf('KJFK'));
  });

  it('adds a restriction to airports with a short runway, and none to long ones', async () => {
    const short = await request(app.url).get('/api/airport/search?searchStr=block island');
    expect(short.body[0].icaoCode).toBe('KBID');
    expect(short.body[0].restriction).toMatch(/^Longest runway 2,\d{3} ft: larger jets may need a fuel stop\.$/);
    const long = await request(app.url).get('/api/airport/search?searchStr=KTEB');
    expect(long.body[0]).not.toHaveProperty('restriction');
  });

  it('answers an empty list below 3 characters and when nothing matches', async () => {
    for (const searchStr of ['', 'KT', '  a ', 'xqzjvw']) {
      const res = await request(app.url).get('/api/airport/search').query({ searchStr });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it('answers 400 with field errors without searchStr or with one too long', async () => {
    const missing = await request(app.url).get('/api/airport/search');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'searchStr is required',
      fieldErrors: { searchStr: 'searchStr is required' },
    });
    const long = await request(app.url)
      .get('/api/airport/search')
      .query({ searchStr: 'a'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.searchStr).toBe('searchStr must be at most 100 characters');
  });
});

describe('GET /api/airport/nearby', () => {
  it('answers the airports within the radius, nearest first', async () => {
    const res = await request(app.url).get('/api/airport/nearby').query({ lat: 40.85, lng: -74.06, rad: 15 });
    expect(res.status).toBe(200);
    const codes = (res.body as { icaoCode: string }[]).map((a) => a.icaoCode);
    expect(codes[0]).toBe('KTEB');
    expect(codes).toEqual(expect.arrayContaining(['KLGA', 'KEWR']));
    expect(res.body[0]).toMatchObject({ airportName: 'Teterboro Airport', countryCode: 'US' });
  });

  it('caps the list at 50 markers', async () => {
    const res = await request(app.url).get('/api/airport/nearby').query({ lat: 40.85, lng: -74.06, rad: 500 });
    expect(res.body).toHaveLength(50);
  });

  it.each([
    [{ lng: -74, rad: 10 }, 'lat', 'lat must be a number'],
    [{ lat: 'north', lng: -74, rad: 10 }, 'lat', 'lat must be a number'],
    [{ lat: '', lng: -74, rad: 10 }, 'lat', 'lat must be a number'],
    [{ lat: 91, lng: -74, rad: 10 }, 'lat', 'lat must be between -90 and 90'],
    [{ lat: 40, lng: -181, rad: 10 }, 'lng', 'lng must be between -180 and 180'],
    [{ lat: 40, lng: -74, rad: 0 }, 'rad', 'rad must be greater than 0'],
    [{ lat: 40, lng: -74, rad: 501 }, 'rad', 'rad must be between 0 and 500'],
  ])('answers 400 for %o naming %s', async (query, field, message) => {
    const res = await request(app.url).get('/api/airport/nearby').query(query);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(res.body.message).toBeTruthy();
  });
});
