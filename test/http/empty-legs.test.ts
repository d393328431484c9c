import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmptyLegView } from '../../src/core/empty-legs/empty-leg-price';
import { signedInAgent } from '../support/customers';
import { samsFlightHome, samsPaidTrip } from '../support/empty-legs';
import { newCustomer, startPaymentsWorld, type PaymentsWorld } from '../support/payments';

// Customers sign up and pay through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let world: PaymentsWorld;
let samsTrip = '';
beforeAll(async () => {
  world = await startPaymentsWorld();
  samsTrip = await samsPaidTrip(world);
});
afterAll(() => world.close());

const api = () => request(world.server.url);
const samePage = () => ({ Origin: world.server.url, 'Sec-Fetch-Site': 'same-origin' });

async function listed(query = 'passengers=2'): Promise<EmptyLegView[]> {
  const res = await api().get(`/api/empty-legs?${query}`).expect(200);
  return (res.body as { emptyLegs: EmptyLegView[] }).emptyLegs;
}

describe('GET /api/empty-legs', () => {
  it('lists the flight home of a paid trip for anyone, priced for the party', async () => {
    const [leg, ...others] = await listed();
    expect(others).toEqual([]);
    expect(leg).toMatchObject(samsFlightHome(samsTrip));
    expect(leg?.departureTimes.length).toBeGreaterThan(1);
    expect(await listed('from=kpbi&category=LIGHT_JET&passengers=2')).toHaveLength(1);
    expect(await listed('to=KPBI')).toEqual([]);
  });

  it('answers a query that is not valid 400 with the field errors', async () => {
    const res = await api().get('/api/empty-legs?passengers=0&category=JUMBO_JET&from=TETERBORO').expect(400);
    const body = res.body as { message: string; fieldErrors: Record<string, string> };
    expect(body.fieldErrors).toEqual({
      passengers: 'Please Add Passenger count.',
      category: 'Please choose an aircraft category.',
      from: 'Please choose an airport by its code, such as KTEB.',
    });
    expect(body.message).toBeTruthy();
  });
});

describe('POST /api/empty-legs/book', () => {
  it('asks a visitor to sign in, answers bad input 400 and books a customer at the listed price', async () => {
    const [leg] = await listed();
    if (!leg) throw new Error('no empty leg');
    const body = { emptyLegId: leg.id, departure: leg.window.earliestAt, passengers: 2 };
    await api().post('/api/empty-legs/book').send(body).expect(401);
    const maya = await newCustomer(world);
    const auth = { Authorization: `Bearer ${maya.accessToken}` };
    const malformed = await api().post('/api/empty-legs/book').set(auth).send({ emptyLegId: '', passengers: 'two' });
    expect(malformed.status).toBe(400);
    expect(Object.keys((malformed.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'departure',
      'emptyLegId',
      'passengers',
    ]);
    const between = new Date(Date.parse(leg.window.earliestAt) + 20 * 60_000).toISOString();
    const offWindow = await api()
      .post('/api/empty-legs/book')
      .set(auth)
      .send({ ...body, departure: between });
    expect(offWindow.status).toBe(400);
    expect((offWindow.body as { fieldErrors: Record<string, string> }).fieldErrors.departure).toBe(
      'Please choose one of the departure times offered for this empty leg.',
    );
    const tooMany = await api()
      .post('/api/empty-legs/book')
      .set(auth)
      .send({ ...body, passengers: 8 });
    expect(tooMany.status).toBe(400);
    const unknown = await api()
      .post('/api/empty-legs/book')
      .set(auth)
      .send({ ...body, emptyLegId: 'out-nothing' });
    expect(unknown.status).toBe(409);

    const booked = await api().post('/api/empty-legs/book').set(auth).send(body).expect(200);
    const { bookingId, priceBreakup } = booked.body as { bookingId: string; priceBreakup: { totalPrice: number } };
    expect(priceBreakup.totalPrice).toBe(leg.priceBreakup.totalPrice);
    const details = await api().get(`/api/book-aircraft/details?booking-id=${bookingId}`).set(auth).expect(200);
    expect(details.body).toMatchObject({ status: 'DRAFT', priceBreakup: { totalPrice: leg.priceBreakup.totalPrice } });
  });
});

describe('/empty-legs', () => {
  it('shows the empty legs to a visitor, with the route, window, category, price and a booking form', async () => {
    const res = await api().get('/empty-legs?passengers=2').expect(200);
    expect(res.text).toContain('<title>Empty Legs | Contrail</title>');
    expect(res.text).toMatch(/<h1>[^<]+<\/h1>/);
    expect(res.text).toMatch(/KPBI<!-- --> <!-- -->West Palm Beach/);
    expect(res.text).toContain('Leaves between');
    expect(res.text).toContain('Light Jet');
    expect(res.text).toMatch(/75<!-- -->% off the aircraft&#x27;s charter price/);
    expect(res.text).toContain(`name="emptyLegId" value="out-${samsTrip}"`);
    expect(res.text).toContain('You will be asked to sign in first.');
  });

  it('says when nothing matches, and answers a filter that is not valid 400 beside its field', async () => {
    const none = await api().get('/empty-legs?to=KLAX').expect(200);
    expect(none.text).toContain('No empty legs match your search right now.');
    const bad = await api().get('/empty-legs?passengers=lots').expect(400);
    expect(bad.text).toContain('Please Add Passenger count.');
    expect(bad.text).toContain('aria-invalid="true"');
    expect(bad.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it("sends a visitor to sign in first, and a customer's booking to its review at the listed price", async () => {
    const [leg] = await listed();
    if (!leg) throw new Error('no empty leg');
    const form = { emptyLegId: leg.id, departure: leg.departureTimes[1]?.at ?? '', passengers: '2' };
    const visitor = await api().post('/empty-legs?passengers=2').set(samePage()).type('form').send(form);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe(`/login?redirectTo=${encodeURIComponent('/empty-legs?passengers=2')}`);

    const agent = await signedInAgent(world.server, `leo.${Date.now()}@example.com`);
    const wrong = await agent
      .post('/empty-legs?passengers=2')
      .set(samePage())
      .type('form')
      .send({ ...form, departure: 'tomorrow' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Please choose a departure time.');
    const booked = await agent.post('/empty-legs?passengers=2').set(samePage()).type('form').send(form);
    expect(booked.status).toBe(302);
    expect(booked.headers.location).toMatch(/^\/review-booking\/[^/]+$/);
    const review = await agent.get(booked.headers.location ?? '').expect(200);
    expect(review.text).toContain(
      `review-booking__total">${leg.priceBreakup.totalPrice.toLocaleString('en-US', { style: 'currency', currency: 'USD' })}<`,
    );
    // Its carbon is the flight's own, which flies whether or not she books it.
    expect(review.text.replace(/<!-- -->/g, '')).toMatch(
      /Carbon: <span aria-hidden="true">[\d.,]+ (t|kg) CO2e, [\d.,]+ (t|kg) per passenger; this flight flies anyway, so booking it adds no flight</,
    );
  });

  it('tells a customer above the list when the leg she chose is gone', async () => {
    const agent = await signedInAgent(world.server, `ada.${Date.now()}@example.com`);
    const gone = await agent
      .post('/empty-legs?passengers=2')
      .set(samePage())
      .type('form')
      .send({ emptyLegId: 'out-nothing', departure: new Date().toISOString(), passengers: '2' });
    expect(gone.status).toBe(409);
    expect(gone.text).toContain(
      '<p class="form-error" role="alert">This empty leg is no longer available. Please choose another flight.</p>',
    );
  });
});
