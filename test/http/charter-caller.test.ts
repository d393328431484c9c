import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { mailedCode } from '../support/mailbox';
import { roundTrip } from '../fixtures/charter';
import type { TestApp } from '../support/app';
import { startCharterApi } from '../support/charter';

let app: TestApp;
beforeAll(async () => {
  app = await startCharterApi();
});
afterAll(() => app.close());

const MAYA = {
  username: 'maya@example.com',
  password: 'Jetstream2026',
  attributes: { email: 'maya@example.com', given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' },
};

async function mayaAccessToken(): Promise<string> {
  const mail = app.app;
  await request(app.url).post('/api/auth/sign-up').send(MAYA).expect(200);
  const code = await mailedCode(mail);
  await request(app.url).post('/api/auth/confirm-sign-up').send({ email: MAYA.username, code }).expect(200);
  const signIn = await request(app.url)
    .post('/api/auth/sign-in')
    .send({ username: MAYA.username, password: MAYA.password });
  return (signIn.body as { accessToken: string }).accessToken;
}

describe('who the charter calls serve', () => {
  it('keeps the booking draft of a signed-in customer under their account, and a visitor’s under the session', async () => {
    const token = await mayaAccessToken();
    const search = await request(app.url)
      .post('/api/aircraft/search-results-v2')
      .send(roundTrip('KTEB', 'KPBI'))
      .expect(200);
    const option = (search.body as { data: Record<string, { aboneSearchId: string | null }[]> }).data.LIGHT_JET?.[0];
    expect(option?.aboneSearchId).toBeTruthy();
    const draft = (auth?: string) => {
      const call = request(app.url).post('/api/book-aircraft/update-addons');
      if (auth) call.set('Authorization', `Bearer ${auth}`);
      return call.send({ aboneSearchId: option?.aboneSearchId, bookingId: '', sessionId: 'tab-1', addonIds: [] });
    };

    const bookings = app.app.container.get<BookingStore>(BOOKING_STORE);
    const mine = await draft(token).expect(200);
    const customerDraft = await bookings.find((mine.body as { bookingId: string }).bookingId);
    expect(customerDraft?.owner).toEqual({ kind: 'customer', userId: expect.any(String) });

    const visitor = await draft().expect(200);
    const visitorDraft = await bookings.find((visitor.body as { bookingId: string }).bookingId);
    expect(visitorDraft?.owner).toEqual({ kind: 'anonymous', sessionId: 'tab-1' });
  });
});
