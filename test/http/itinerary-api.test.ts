import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { REFERENCE_DATA, type ReferenceData } from '../../ports/reference-data';
import { aBookedTrip } from '../fixtures/itinerary';
import { startTestApp, type TestApp } from '../support/app';
import { aCustomer, aSupportAgent, type SignedIn } from '../support/customers';

let app: TestApp;
let maya: SignedIn;
let omar: SignedIn;
let ana: SignedIn;

beforeAll(async () => {
  app = await startTestApp();
  maya = await aCustomer(app.app, 'Maya', 'Okafor');
  omar = await aCustomer(app.app, 'Omar', 'Farouk');
  ana = await aSupportAgent(app.app);
  const tail = app.app.container.get<ReferenceData>(REFERENCE_DATA).fleet()[0]?.tailNumber;
  await app.app.container
    .get<BookingStore>(BOOKING_STORE)
    .save(aBookedTrip({ id: 'BK-4001', ownerUserId: maya.caller.userId, tailNumber: tail }));
});
afterAll(() => app.close());

const get = (token: string | null, bookingId?: string) => {
  const call = request(app.url).get('/api/trips/itinerary');
  if (token) call.set('Authorization', `Bearer ${token}`);
  if (bookingId !== undefined) call.set('booking-id', bookingId);
  return call;
};

describe('GET /api/trips/itinerary', () => {
  it("answers the customer's itinerary by the booking-id header, with a bearer token", async () => {
    const res = await get(maya.caller.accessToken, 'BK-4001').expect(200);
    expect(res.body.bookingId).toBe('BK-4001');
    expect(res.body.legs).toHaveLength(3);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('answers it with the session cookie of a signed-in browser too', async () => {
    const agent = request.agent(app.url);
    await agent
      .post('/login')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ email: maya.email, password: maya.password });
    const res = await agent.get('/api/trips/itinerary').set('booking-id', 'BK-4001').expect(200);
    expect(res.body.customerContact.name).toBe('Maya Okafor');
  });

  it('answers 400 with the field in error for a missing or malformed booking id', async () => {
    const missing = await get(maya.caller.accessToken).expect(400);
    expect(missing.body.fieldErrors).toEqual({ 'booking-id': 'The booking-id header is required.' });
    const malformed = await get(maya.caller.accessToken, 'BK 4001;drop').expect(400);
    expect(malformed.body.fieldErrors['booking-id']).toBe('The booking id is not valid.');
  });

  it('answers 401 to a visitor and 404 to another customer or for an unknown id', async () => {
    await get(null, 'BK-4001').expect(401);
    expect((await get(omar.caller.accessToken, 'BK-4001').expect(404)).body).toEqual({ message: 'No such booking.' });
    await get(maya.caller.accessToken, 'BK-0000').expect(404);
  });

  it('lets support staff read it, and writes who read what and when to the audit log', async () => {
    await get(ana.caller.accessToken, 'BK-4001').expect(200);
    const [entry] = await app.app.container.get<AuditLog>(AUDIT_LOG).staffAccesses({ bookingId: 'BK-4001' }, 5);
    expect(entry).toMatchObject({
      actorUserId: ana.caller.userId,
      action: 'itinerary.api',
      bookingId: 'BK-4001',
      found: true,
    });
    expect(entry?.at).toBeInstanceOf(Date);
  });
});
