import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startItineraryWorld, type ItineraryWorld } from '../support/itinerary-app';
import type { SignedIn } from '../support/customers';

/**
 * A customer reaches only their own bookings: every booking-scoped page and API call, asked
 * by another signed-in customer (browser session) for Maya's booking, answers 404 exactly as
 * an unknown id would, so an id never reveals that it exists. Each row is first asked by
 * Maya herself, so a 404 cannot come from a call that never works.
 *
 * Add a row for every new page or call that takes a booking id.
 */
interface ScopedCall {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path(bookingId: string): string;
  headers?(bookingId: string): Record<string, string>;
  /** JSON body (API) or form fields (pages). */
  body?(bookingId: string): Record<string, unknown>;
  form?: boolean;
  /** What the owner gets; 200 unless said. */
  ownerStatus?: number;
}

const CALLS: ScopedCall[] = [
  { name: 'itinerary page', method: 'GET', path: (id) => `/itinerary/${id}` },
  { name: 'itinerary PDF', method: 'GET', path: (id) => `/itinerary/${id}/pdf` },
  { name: 'itinerary calendar file', method: 'GET', path: (id) => `/itinerary/${id}/calendar.ics` },
  { name: 'itinerary page data (client navigation)', method: 'GET', path: (id) => `/itinerary/${id}?_data=itinerary` },
  {
    name: 'GET /api/trips/itinerary',
    method: 'GET',
    path: () => '/api/trips/itinerary',
    headers: (id) => ({ 'booking-id': id }),
  },
];

const BOOKING = 'BK-7001';
let w: ItineraryWorld;
beforeAll(async () => {
  w = await startItineraryWorld();
  await w.book({ id: BOOKING });
}, 60_000);
afterAll(() => w.app.close());

async function ask(person: SignedIn, call: ScopedCall, bookingId: string) {
  const agent = await w.browserOf(person);
  const method =
    call.method === 'GET'
      ? agent.get.bind(agent)
      : call.method === 'POST'
        ? agent.post.bind(agent)
        : agent.delete.bind(agent);
  let req = method(call.path(bookingId)).set('Sec-Fetch-Site', 'same-origin');
  for (const [name, value] of Object.entries(call.headers?.(bookingId) ?? {})) req = req.set(name, value);
  const body = call.body?.(bookingId);
  if (body) req = call.form ? req.type('form').send(body) : req.send(body);
  return req;
}

describe("another customer's booking", () => {
  it.each(CALLS)('$name: the owner gets it', async (call) => {
    expect((await ask(w.maya, call, BOOKING)).status).toBe(call.ownerStatus ?? 200);
  });

  it.each(CALLS)('$name: another customer gets 404, as for an unknown id', async (call) => {
    expect((await ask(w.omar, call, BOOKING)).status).toBe(404);
    expect((await ask(w.maya, call, 'BK-0000')).status).toBe(404);
  });

  it('is 404 to another customer on the API with a bearer token too', async () => {
    const res = await request(w.app.url)
      .get('/api/trips/itinerary')
      .set('Authorization', `Bearer ${w.omar.caller.accessToken}`)
      .set('booking-id', BOOKING);
    expect(res.status).toBe(404);
  });
});
