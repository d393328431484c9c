import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../ports/caller';
import type { FlightSearch } from '../../ports/charter/flight-search';
import { charterApi } from '../../src/http/api/charter';

/** A FlightSearch that records who called it. */
function recording() {
  const callers: Caller[] = [];
  const port: FlightSearch = {
    searchResults: async (_options, caller) => {
      callers.push(caller);
      return { data: null, preferredCategory: null, error: 'nothing here' };
    },
    resultsOf: async (_searchId, caller) => {
      callers.push(caller);
      return null;
    },
    updateAddons: async (_request, caller) => {
      callers.push(caller);
      return { ok: false, message: 'This quote has expired. Please search again for current prices.' };
    },
  };
  return { port, callers };
}

const body = {
  aboneSearchId: 's-LIGHT_JET-1',
  bookingId: '',
  sessionId: 'session-maya',
  addonIds: [],
  useRewards: false,
  legDataList: [],
};

describe('who the search calls are made for', () => {
  it('is the signed-in customer the identity middleware put on res.locals', async () => {
    const { port, callers } = recording();
    const maya: Caller = { kind: 'customer', userId: 'user-7', accessToken: 'token', role: 'CUSTOMER' };
    const app = express()
      .use(express.json())
      .use((_req, res, next) => {
        res.locals.caller = maya;
        next();
      })
      .use(charterApi(port));
    const res = await request(app).post('/book-aircraft/update-addons').send(body);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'This quote has expired. Please search again for current prices.' });
    expect(callers).toEqual([maya]);
  });

  it('is a visitor known by the session id in the body otherwise', async () => {
    const { port, callers } = recording();
    const app = express().use(express.json()).use(charterApi(port));
    await request(app).post('/book-aircraft/update-addons').send(body);
    expect(callers).toEqual([{ kind: 'anonymous', sessionId: 'session-maya' }]);
  });
});
