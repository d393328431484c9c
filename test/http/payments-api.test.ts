import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_STORE, type ProfileStore } from '../../ports/identity-provider';
import { draftBooking, newCustomer, startPaymentsWorld, type PaymentsWorld } from '../support/payments';

// Each test signs customers up and pays through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let world: PaymentsWorld;
beforeAll(async () => {
  world = await startPaymentsWorld({ env: { ROLE: 'api' } });
});
afterAll(() => world.close());

describe('the payment API', () => {
  it('asks for sign-in', async () => {
    const res = await request(world.server.url).get('/api/book-aircraft/details?booking-id=x').expect(401);
    expect(res.body).toEqual({ message: 'Please sign in to continue.' });
    await request(world.server.url).post('/api/payment/initiate').send({}).expect(401);
  });

  it('answers a malformed call 400 with the field errors', async () => {
    const maya = await newCustomer(world);
    const auth = `Bearer ${maya.accessToken}`;
    const initiate = await request(world.server.url)
      .post('/api/payment/initiate')
      .set('Authorization', auth)
      .send({ bookingId: '', paymentMethod: 'CASH' })
      .expect(400);
    expect(Object.keys((initiate.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'bookingId',
      'paymentMethod',
      'paymentMode',
    ]);
    const confirm = await request(world.server.url)
      .post('/api/payment/confirm')
      .set('Authorization', auth)
      .send({ paymentId: 'P1', paymentMethod: 'CREDIT_CARD', mode: 'FULL_PAYMENT' })
      .expect(400);
    expect((confirm.body as { fieldErrors: Record<string, string> }).fieldErrors.dataValue).toBe(
      'Please send the payment token.',
    );
    const apple = await request(world.server.url)
      .post('/api/payment/apple-merchant-session')
      .set('Authorization', auth)
      .send({ validationUrl: 'https://attacker.example/steal', client: 'WEB' })
      .expect(400);
    expect((apple.body as { fieldErrors: Record<string, string> }).fieldErrors.validationUrl).toBe(
      'validationUrl must be an Apple Pay validation URL.',
    );
    await request(world.server.url).get('/api/payment/receipt').set('Authorization', auth).expect(400);
  });

  it('keeps the time zone a payment call sends for the e-mails’ deadlines, and refuses one that is not a zone', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    const auth = `Bearer ${maya.accessToken}`;
    const bad = await request(world.server.url)
      .post('/api/payment/wire')
      .set('Authorization', auth)
      .send({ bookingId, peakAcknowledged: true, timeZone: 'Mars/Olympus_Mons' })
      .expect(400);
    expect((bad.body as { fieldErrors: Record<string, string> }).fieldErrors.timeZone).toBe(
      'must be an IANA time zone such as America/New_York',
    );
    await request(world.server.url)
      .post('/api/payment/wire')
      .set('Authorization', auth)
      .send({ bookingId, peakAcknowledged: true, timeZone: 'Europe/Paris' })
      .expect(200);
    const profiles = world.server.app.container.get<ProfileStore>(PROFILE_STORE);
    expect((await profiles.recipientOf(maya.userId))?.timeZone).toBe('Europe/Paris');
  });

  it('reads the booking id from the booking-id header or parameter, and hides other customers’ bookings', async () => {
    const maya = await newCustomer(world);
    const theo = await newCustomer(world, { name: 'theo' });
    const bookingId = await draftBooking(world, maya);
    const byHeader = await request(world.server.url)
      .get('/api/book-aircraft/details')
      .set('Authorization', `Bearer ${maya.accessToken}`)
      .set('booking-id', bookingId)
      .expect(200);
    expect(byHeader.body).toMatchObject({ bookingId, status: 'DRAFT' });
    expect(byHeader.headers['cache-control']).toBe('no-store');
    await request(world.server.url)
      .get(`/api/payment/receipt?booking-id=${bookingId}`)
      .set('Authorization', `Bearer ${maya.accessToken}`)
      .expect(200);
    const hidden = await request(world.server.url)
      .get(`/api/book-aircraft/details?booking-id=${bookingId}`)
      .set('Authorization', `Bearer ${theo.accessToken}`)
      .expect(404);
    expect(hidden.body).toEqual({ code: 'NOT_FOUND', message: 'We could not find this booking.' });
  });

  it('answers a refusal 409 with its code and message', async () => {
    const maya = await newCustomer(world);
    const bookingId = await draftBooking(world, maya);
    const res = await request(world.server.url)
      .post('/api/payment/wallet-pay')
      .set('Authorization', `Bearer ${maya.accessToken}`)
      .send({ booking: bookingId })
      .expect(409);
    expect(res.body).toMatchObject({ code: 'WALLET_BALANCE' });
  });
});
