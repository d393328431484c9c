import { ContainerModule } from 'inversify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK, type Clock } from '../../ports/clock';
import { startTestApp, type TestApp } from '../support/app';

/** A fixed clock in mid-December 2026: inside that season's holiday peak. */
const december: Clock = { now: () => new Date('2026-12-10T15:00:00Z') };
const fixedClock = new ContainerModule(({ rebind }) => {
  rebind<Clock>(CLOCK).toConstantValue(december);
});

let app: TestApp;
let configured: TestApp;
beforeAll(async () => {
  [app, configured] = await Promise.all([
    startTestApp({ overrides: [fixedClock] }),
    startTestApp({
      env: {
        PEAK_TRAVEL_FROM: '2027-03-12',
        PEAK_TRAVEL_TO: '2027-03-21',
        PEAK_TRAVEL_HOME_MESSAGE: 'Spring break is busy.',
        PEAK_TRAVEL_BOOKING_MESSAGE: 'Your trip is during spring break.',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.close(), configured?.close()]);
});

describe('GET /api/content?componentId=jet_info', () => {
  it('answers the jet info of every category, with our own illustrations', async () => {
    const res = await request(app.url).get('/api/content').query({ componentId: 'jet_info', platform: 'APP' });
    expect(res.status).toBe(200);
    expect(res.body.componentId).toBe('jet_info');
    const categories = (res.body.data as { category: string }[]).map((item) => item.category);
    expect(categories).toEqual(['TURBO_PROP', 'LIGHT_JET', 'MIDSIZE_JET', 'SUPER_MIDSIZE_JET', 'LARGE_JET']);
    expect(res.body.data[2]).toMatchObject({
      category: 'MIDSIZE_JET',
      maxPassengers: 8,
      maxLuggages: 10,
      restroom: true,
      webLogos: ['/images/categories/midsize-jet.svg'],
    });
    for (const item of res.body.data) {
      for (const key of ['flightAttendant', 'wifi', 'restroom', 'petFriendly'])
        expect(typeof item[key]).toBe('boolean');
      expect(typeof item.petsAllowed).toBe('number');
      expect(item.description.length).toBeGreaterThan(20);
    }
  });

  it('refuses an unknown component with 400 and a message naming the known ones', async () => {
    const res = await request(app.url).get('/api/content').query({ componentId: 'hero_banner', platform: 'APP' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Unknown componentId: the content components are jet_info.',
      fieldErrors: { componentId: 'Unknown componentId: the content components are jet_info.' },
    });
  });

  it('refuses a request without a component, or with an unknown platform', async () => {
    const missing = await request(app.url).get('/api/content');
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.componentId).toBe('componentId is required (jet_info).');
    const platform = await request(app.url).get('/api/content').query({ componentId: 'jet_info', platform: 'TV' });
    expect(platform.status).toBe(400);
    expect(platform.body.fieldErrors.platform).toBe('platform must be APP or WEB.');
  });
});

describe('GET /api/content/popular-routes', () => {
  it('answers the home cards, the featured three, the grid of 12 and the longer list', async () => {
    const res = await request(app.url).get('/api/content/popular-routes');
    expect(res.status).toBe(200);
    expect(res.body.home).toHaveLength(4);
    expect(res.body.featured[0]).toEqual({
      deptCity: 'Teterboro',
      deptICAO: 'KTEB',
      arrivalCity: 'West Palm Beach',
      arrivalICAO: 'KPBI',
    });
    expect(res.body.grid).toHaveLength(12);
    expect(res.body.more.length).toBeGreaterThanOrEqual(40);
  });
});

describe('POST /api/notices', () => {
  it('answers the peak-travel notice of the current holiday season by default', async () => {
    const res = await request(app.url).post('/api/notices').send({ type: 'PEAK_TRAVEL_MESSAGE' });
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('PEAK_TRAVEL_MESSAGE');
    expect(res.body.details.homeScreenMessage).toMatch(/Thanksgiving and New Year/);
    expect(res.body.details.bookingScreen).toMatchObject({ fromDate: '2026-11-21', toDate: '2027-01-04' });
    expect(res.body.details.bookingScreen.message).toMatch(/peak holiday travel period/);
  });

  it('answers the configured window and messages', async () => {
    const res = await request(configured.url).post('/api/notices').send({ type: 'PEAK_TRAVEL_MESSAGE' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      type: 'PEAK_TRAVEL_MESSAGE',
      details: {
        homeScreenMessage: 'Spring break is busy.',
        bookingScreen: { fromDate: '2027-03-12', toDate: '2027-03-21', message: 'Your trip is during spring break.' },
      },
    });
  });

  it('refuses an unknown or missing notice type with 400', async () => {
    const unknown = await request(app.url).post('/api/notices').send({ type: 'OFFER' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.type).toBe('Unknown notice type: the notice types are PEAK_TRAVEL_MESSAGE.');
    const missing = await request(app.url).post('/api/notices').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.type).toBe('type is required (PEAK_TRAVEL_MESSAGE).');
  });
});
