import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { startTestApp, type TestApp } from '../support/app';
import { aTrip, samePage, signedInAgent, signedInCustomer, type SignedInCustomer } from '../support/trips';

let app: TestApp;
let maya: SignedInCustomer;
let leo: SignedInCustomer;
const bearer = (c: SignedInCustomer) => ({ Authorization: `Bearer ${c.accessToken}` });

beforeAll(async () => {
  // The whole application: the API and the login page whose session cookie the last test uses.
  app = await startTestApp();
  maya = await signedInCustomer(app, 'Maya');
  leo = await signedInCustomer(app, 'Leo', 'Brandt');
  await app.app.container.get<BookingStore>(BOOKING_STORE).save(aTrip(maya.userId, { id: 'maya-trip' }));
});
afterAll(() => app.close());

function limoBody(bookingId: string) {
  const place = { address: '1 Main St', city: 'Teterboro', state: 'NJ', zipcode: '07608', time: '2030-03-11T07:30' };
  return {
    bookingId,
    generalInfo: {
      firstName: 'Leo',
      lastName: 'Brandt',
      phone: '+1 212 555 0100',
      email: 'leo@example.com',
      vehicleType: 'SUV',
      luggageCount: 2,
    },
    pickupLocation: place,
    dropOffLocation: place,
    stopsList: [],
    driverNotes: '',
  };
}

/** Every booking-scoped call of the API, as another customer would try it on Maya's trip. */
const BOOKING_SCOPED: { method: 'get' | 'post' | 'delete'; path: string; body?: object }[] = [
  { method: 'get', path: '/api/trips/trip?bookingId=maya-trip' },
  {
    method: 'post',
    path: '/api/address-book/add-traveller',
    body: { fname: 'A', lname: 'B', dob: '1990-01-01', phoneNumber: '+1 212 555 0100', bookingId: 'maya-trip' },
  },
  { method: 'post', path: '/api/address-book/assign-traveller', body: { travellerId: 'any', bookingId: 'maya-trip' } },
  {
    method: 'post',
    path: '/api/address-book/change-traveller-leg',
    body: { legIds: [1], travellerId: 'any', bookingId: 'maya-trip' },
  },
  {
    method: 'post',
    path: '/api/address-book/add-lead-passenger',
    body: { travellerId: 'any', bookingId: 'maya-trip', lead: true },
  },
  { method: 'get', path: '/api/address-book/traveller-booking-details?bookingId=maya-trip&travellerId=any' },
  { method: 'get', path: '/api/address-book/emergency-contact?bookingId=maya-trip' },
  {
    method: 'post',
    path: '/api/address-book/emergency-contact',
    body: { fname: 'A', lname: 'B', phoneNumber: '+1 212 555 0100', bookingId: 'maya-trip' },
  },
  { method: 'delete', path: '/api/address-book/remove-passenger?bookingId=maya-trip&travellerId=any' },
  { method: 'post', path: '/api/vendor/limo/submit', body: limoBody('maya-trip') },
];

describe('the trips REST API', () => {
  it('needs a signed-in customer for every call', async () => {
    for (const path of [
      '/api/trips/all',
      '/api/address-book/traveller-list',
      '/api/rewards/reward-history',
      '/api/wallet/wallet-history',
    ]) {
      const res = await request(app.url).get(path);
      expect([path, res.status]).toEqual([path, 401]);
    }
    for (const call of BOOKING_SCOPED) {
      const res = await request(app.url)[call.method](call.path).send(call.body);
      expect([call.path, res.status]).toEqual([call.path, 401]);
    }
  });

  it("answers 404 for every booking-scoped call on another customer's trip", async () => {
    for (const call of BOOKING_SCOPED) {
      const res = await request(app.url)[call.method](call.path).set(bearer(leo)).send(call.body);
      expect([call.method, call.path, res.status]).toEqual([call.method, call.path, 404]);
      expect(JSON.stringify(res.body)).not.toContain('maya');
    }
    // The spec's client names the booking in a booking-id header on GET calls: same answer.
    const byHeader = await request(app.url)
      .get('/api/address-book/emergency-contact')
      .set(bearer(leo))
      .set('booking-id', 'maya-trip');
    expect(byHeader.status).toBe(404);
    const own = await request(app.url)
      .get('/api/address-book/emergency-contact')
      .set(bearer(maya))
      .set('booking-id', 'maya-trip');
    expect(own.status).toBe(200);
  });

  it('answers 400 with field errors for a body of the wrong shape or fields the rules refuse', async () => {
    const wrongShape = await request(app.url)
      .post('/api/address-book/change-traveller-leg')
      .set(bearer(maya))
      .send({ legIds: 'one', bookingId: '' });
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.fieldErrors).toMatchObject({
      legIds: expect.any(String),
      bookingId: 'Booking is required',
      travellerId: expect.any(String),
    });
    const refused = await request(app.url)
      .post('/api/address-book/add-traveller')
      .set(bearer(maya))
      .send({ fname: 'Ana', lname: 'Silva', dob: '1900-01-01', phoneNumber: '+1 305 555 0101', mname: 'xy' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toMatchObject({
      mname: 'Middle initial is one letter',
      dob: expect.stringMatching(/1920/),
    });
    const noPlaces = await request(app.url)
      .post('/api/vendor/limo/submit')
      .set(bearer(maya))
      .send({ bookingId: 'maya-trip', generalInfo: {} });
    expect(noPlaces.status).toBe(400);
    expect(noPlaces.body.fieldErrors).toHaveProperty('pickupLocation');
    const notJson = await request(app.url)
      .post('/api/vendor/limo/submit')
      .set(bearer(maya))
      .set('content-type', 'application/json')
      .send('{');
    expect(notJson.status).toBe(400);
  });

  it('works with the session cookie of a signed-in browser too', async () => {
    const agent = await signedInAgent(app, maya);
    const trips = await agent.get('/api/trips/all');
    expect(trips.status).toBe(200);
    expect(trips.body.map((t: { bookingId: string }) => t.bookingId)).toEqual(['maya-trip']);
    const added = await agent
      .post('/api/address-book/add-traveller')
      .set(samePage)
      .send({ fname: 'Ana', lname: 'Silva', dob: '1985-06-01', phoneNumber: '+1 305 555 0101', tag: 'COLLEAGUE' });
    expect(added.status).toBe(200);
    const assigned = await agent
      .post('/api/address-book/assign-traveller')
      .set(samePage)
      .send({ travellerId: added.body.id, bookingId: 'maya-trip' });
    expect(assigned.body).toMatchObject({ leadPassenger: true, selectedLegs: [1, 2] });
    const unlead = await agent
      .post('/api/address-book/add-lead-passenger')
      .set(samePage)
      .send({ travellerId: added.body.id, bookingId: 'maya-trip', lead: false });
    expect(unlead.status).toBe(409);
    expect(unlead.body.message).toBe('Each trip needs a lead passenger.');
  });
});
