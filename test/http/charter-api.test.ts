import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneWay, roundTrip } from '../fixtures/charter';
import { startCharterApi } from '../support/charter';
import type { TestApp } from '../support/app';
import type { AircraftOption } from '../../src/core/quotes/quote-view';

let app: TestApp;
beforeAll(async () => {
  app = await startCharterApi();
});
afterAll(() => app.close());

const search = '/api/aircraft/search-results-v2';
const updateAddons = '/api/book-aircraft/update-addons';

describe('POST /api/aircraft/search-results-v2', () => {
  it('answers 400 with the field at fault for zero passengers', async () => {
    const res = await request(app.url)
      .post(search)
      .send(roundTrip('KTEB', 'KPBI', { passengers: 0 }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Please Add Passenger count.',
      fieldErrors: { passengers: 'Please Add Passenger count.' },
    });
  });

  it('answers 400 for a body that is not a search', async () => {
    const res = await request(app.url).post(search).send({ routeType: 'SOMEWHERE' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(['routeType', 'travelCities']));
  });

  it('answers 200 with the message to toast for an unknown airport', async () => {
    const res = await request(app.url).post(search).send(oneWay('KZZZ', 'KPBI'));
    expect(res.status).toBe(200);
    expect(res.body.error).toMatch(/appears to be unavailable/);
    expect(res.body.data).toBeNull();
  });

  it("states each offered aircraft's kg of CO2e, per leg, repositioning apart and per passenger", async () => {
    const res = await request(app.url)
      .post(search)
      .send(oneWay('KTEB', 'KPBI', { passengers: 4 }));
    expect(res.status).toBe(200);
    const offered = Object.values(res.body.data as Record<string, AircraftOption[]>)
      .flat()
      .filter((option) => option.aboneSearchId !== null);
    expect(offered.length).toBeGreaterThan(0);
    for (const { carbon, itinerary } of offered) {
      if (!carbon) throw new Error('an offered aircraft without its carbon');
      expect(carbon.legs.map((leg) => leg.legOrder)).toEqual(itinerary.legs.map((leg) => leg.legOrder));
      // A one-way flight leaves the aircraft away from its base, or took it there: it repositions.
      expect(carbon.repositioning.flights.length).toBeGreaterThan(0);
      const legsKg = carbon.legs.reduce((sum, leg) => sum + leg.kg, 0);
      expect(carbon.totalKg).toBe(legsKg + carbon.repositioning.kg);
      expect(carbon.perPassengerKg).toBe(Math.round(carbon.totalKg / 4));
      expect(carbon.passengers).toBe(4);
      expect(['MODEL', 'CATEGORY']).toContain(carbon.fuelBurn.basis);
    }
  });
});

describe('POST /api/book-aircraft/update-addons', () => {
  it('answers 400 without an aircraft chosen and 409 for an unknown quote', async () => {
    const missing = await request(app.url).post(updateAddons).send({ bookingId: '', addonIds: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.aboneSearchId).toBeTruthy();
    const unknown = await request(app.url).post(updateAddons).send({
      aboneSearchId: 'gone-LIGHT_JET-1',
      bookingId: '',
      sessionId: 's',
      addonIds: [],
      useRewards: false,
      legDataList: [],
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body).toEqual({ message: 'We could not find this quote. Please search again.' });
  });
});
