import { ContainerModule } from 'inversify';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENTS, type BookingPayments } from '../../ports/charter/booking-payments';
import { signedInAgent } from '../support/customers';
import { startTestApp, type TestApp } from '../support/app';
import { StubBookingPayments, draftBooking } from '../fakes/stub-booking-payments';

/**
 * The review and payment-success pages over a stubbed BookingPayments: guards, what the
 * loader shows for each kind of booking, and the action's gates. The real engine's flows
 * run end to end in test/e2e/review-booking.test.ts.
 */
let app: TestApp;
const payments = new StubBookingPayments();
beforeAll(async () => {
  app = await startTestApp({
    env: { WIRE_BANK_NAME: 'First Test Bank', WIRE_ACCOUNT_NUMBER: '99887766' },
    overrides: [
      new ContainerModule(({ bind, isBound, rebind }) => {
        if (isBound(BOOKING_PAYMENTS)) rebind<BookingPayments>(BOOKING_PAYMENTS).toConstantValue(payments);
        else bind<BookingPayments>(BOOKING_PAYMENTS).toConstantValue(payments);
      }),
    ],
  });
});
afterAll(() => app.close());
beforeEach(() => {
  payments.bookings.clear();
  payments.calls.length = 0;
});

const samePage = () => ({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' });
const asScript = () => ({ ...samePage(), Accept: 'application/json' });

let agent: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  agent = await signedInAgent(app, 'maya.review@example.com');
});

describe('guards', () => {
  it('sends a visitor to /login with the path, for the review and the success pages', async () => {
    const review = await request(app.url).get('/review-booking/b-1');
    expect(review.status).toBe(302);
    expect(review.headers.location).toBe('/login?redirectTo=%2Freview-booking%2Fb-1');
    const success = await request(app.url).get('/payment-success?booking=b-1');
    expect(success.headers.location).toMatch(/^\/login\?redirectTo=%2Fpayment-success/);
    const post = await request(app.url).post('/review-booking/b-1').set(samePage()).type('form').send('intent=pay');
    expect(post.status).toBe(303);
  });

  it('sends a customer with no aircraft selected (no such booking) to /consumer-booking', async () => {
    const res = await agent.get('/review-booking/unknown');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/consumer-booking');
  });

  it('shows a booking already paid or held on its details page', async () => {
    payments.bookings.set('b-held', draftBooking('b-held', { status: 'RESERVED' }));
    const res = await agent.get('/review-booking/b-held');
    expect(res.headers.location).toBe('/booking-details/b-held');
  });
});

describe('the review page', () => {
  it('server-renders jet info, passengers, itinerary, cost, the payment choices, notices and the terms', async () => {
    payments.bookings.set('b-1', draftBooking('b-1'));
    const res = await agent.get('/review-booking/b-1');
    expect(res.status).toBe(200);
    const text = res.text.replace(/<!-- -->/g, '');
    expect(text).toContain('<title>Review your booking</title>');
    expect(text).toContain('KTEB to KPBI');
    expect(text).toContain('Citation CJ3+');
    expect(text).toContain('Lead passenger');
    expect(text).toContain('Leg 1 of 2');
    expect(text).toContain('$21,500.00');
    expect(text).toContain('Pay now by credit card');
    expect(text).toContain('Pay by wire transfer');
    expect(text).toContain('Reserve this flight for $1,000');
    expect(text).toContain('Reserve by credit card');
    // No wallet here (no balance), and Apple Pay only where the browser supports it.
    expect(text).not.toContain('Pay now by wallet<');
    expect(text).not.toContain('Apple Pay<');
    expect(text).toContain('Fuel surcharges may apply to flights booked 14 or more days in advance.');
    for (const path of ['/terms-of-service', '/terms-of-sale', '/privacy-policy']) {
      expect(text).toMatch(new RegExp(`href="${path}" target="_blank"`));
    }
    // No rewards: the checkbox is disabled. No peak window: no acknowledgement.
    expect(/<input[^>]*name="useRewards"[^>]*>/.exec(text.replace(/<input/g, '\n<input'))?.[0]).toContain(
      'disabled=""',
    );
    expect(text).not.toContain('name="peakAcknowledged"');
    expect(text).toContain('>Confirm</button>');
  });

  it("states the trip's carbon, its repositioning apart and per passenger, when the quote gave it", async () => {
    const carbon = {
      totalKg: 8800,
      perPassengerKg: 4400,
      passengers: 2,
      legs: [
        { legOrder: 1, kg: 2200, perPassengerKg: 1100 },
        { legOrder: 2, kg: 2200, perPassengerKg: 1100 },
      ],
      repositioning: { kg: 4400, perPassengerKg: 2200, flights: [{ from: 'KPBI', to: 'KTEB', kg: 4400 }] },
      fuelBurn: { gallonsPerHour: 149, basis: 'MODEL' as const },
    };
    payments.bookings.set('b-carbon', draftBooking('b-carbon', { carbon }));
    const text = (await agent.get('/review-booking/b-carbon')).text.replace(/<!-- -->/g, '');
    expect(text).toContain(
      'Carbon: <span aria-hidden="true">8.8 t CO2e, 4.4 t of it repositioning; 4.4 t per passenger</span>',
    );
    payments.bookings.set('b-none', draftBooking('b-none'));
    expect((await agent.get('/review-booking/b-none')).text).not.toContain('carbon-line');
  });

  it('shows the peak acknowledgement only when the peak window overlaps the trip', async () => {
    payments.bookings.set(
      'b-peak',
      draftBooking('b-peak', {
        rules: { ...draftBooking('x').rules, peakNoticeShown: true, peakMessage: 'Holiday peak: book early.' },
      }),
    );
    const res = await agent.get('/review-booking/b-peak');
    expect(res.text).toContain('Holiday peak: book early.');
    expect(res.text).toContain('name="peakAcknowledged"');
  });

  it('offers only the concierge for a trip that cannot be booked online, and no reserve for On-Demand', async () => {
    payments.bookings.set(
      'b-concierge',
      draftBooking('b-concierge', {
        rules: { ...draftBooking('x').rules, bookableOnline: false, conciergeReason: 'WITHIN_24_HOURS' },
      }),
    );
    const concierge = await agent.get('/review-booking/b-concierge');
    expect(concierge.text).toContain('Book with your Flight Concierge');
    expect(concierge.text).not.toContain('>Confirm</button>');

    const onDemand = draftBooking('b-ondemand');
    delete onDemand.checkout.RESERVE_CARD;
    onDemand.rules = { ...onDemand.rules, onDemand: true, canReserve: false };
    payments.bookings.set('b-ondemand', onDemand);
    const res = await agent.get('/review-booking/b-ondemand');
    expect(res.text).not.toContain('Reserve by credit card');
    expect(res.text).toContain('On-Demand Flight');
  });
});

describe('the payment action', () => {
  const pay = (id: string, body: string) =>
    agent.post(`/review-booking/${id}?_data=review-booking`).set(asScript()).type('form').send(body);

  it('refuses a payment without a selection, then without the peak acknowledgement', async () => {
    payments.bookings.set(
      'b-gate',
      draftBooking('b-gate', { rules: { ...draftBooking('x').rules, peakNoticeShown: true, peakMessage: 'Peak.' } }),
    );
    const none = await pay('b-gate', 'intent=pay&termsAccepted=on');
    expect(none.body).toMatchObject({ ok: false, message: 'Selection is required to confirm booking.' });
    const deselected = await pay('b-gate', 'intent=pay&option=DESELECT_PAYMENT&termsAccepted=on');
    expect(deselected.body.message).toBe('Selection is required to confirm booking.');
    const peak = await pay('b-gate', 'intent=pay&option=FULL_PAYMENT&subOption=PAY_BY_WIRE&termsAccepted=on');
    expect(peak.body.message).toBe(
      'By Clicking the above you acknowledge the current Peak Travel Period to continue booking.',
    );
    expect(payments.calls).toEqual([]);
    const held = await pay(
      'b-gate',
      'intent=pay&option=FULL_PAYMENT&subOption=PAY_BY_WIRE&termsAccepted=on&peakAcknowledged=on',
    );
    expect(held.body).toMatchObject({ intent: 'wire', ok: true, bookingId: 'b-gate' });
    expect(payments.calls).toEqual([{ method: 'wire', request: { bookingId: 'b-gate', peakAcknowledged: true } }]);
  });

  it('answers a plain form post without a selection with the page and status 400', async () => {
    payments.bookings.set('b-plain', draftBooking('b-plain'));
    const res = await agent.post('/review-booking/b-plain').set(samePage()).type('form').send('intent=pay');
    expect(res.status).toBe(400);
  });

  it('initiates a card payment and, on SUCCESS, goes to /payment-success; a decline answers the message', async () => {
    payments.bookings.set('b-card', draftBooking('b-card'));
    const started = await pay('b-card', 'intent=initiate&paymentMethod=CREDIT_CARD&paymentMode=FULL_PAYMENT');
    expect(started.body).toMatchObject({ intent: 'initiate', ok: true });
    const paymentId = started.body.payment.paymentId as string;
    const confirm = (dataValue: string) =>
      pay(
        'b-card',
        `intent=confirm&paymentId=${paymentId}&paymentMethod=CREDIT_CARD&mode=FULL_PAYMENT` +
          `&dataDescriptor=COMMON.ACCEPT.INAPP.PAYMENT&dataValue=${dataValue}`,
      );
    const declined = await confirm('declined');
    expect(declined.body).toMatchObject({ intent: 'confirm', ok: false, message: 'Credit card payment failed!' });
    const approved = await confirm('token-1');
    expect(approved.status).toBe(204);
    expect(approved.headers['x-contrail-redirect']).toBe('/payment-success?booking=b-card');
  });

  it('reserves with the deposit through the reserve call', async () => {
    payments.bookings.set('b-reserve', draftBooking('b-reserve'));
    const res = await pay(
      'b-reserve',
      'intent=confirm&paymentId=p1&paymentMethod=CREDIT_CARD&mode=PARTIAL_PAYMENT&dataDescriptor=d&dataValue=t',
    );
    expect(res.headers['x-contrail-redirect']).toBe('/payment-success?booking=b-reserve');
    expect(payments.calls.map((c) => c.method)).toEqual(['reserve']);
  });

  it('asks for a phone number when saving personal info without one', async () => {
    payments.bookings.set('b-phone', draftBooking('b-phone'));
    const res = await pay('b-phone', 'intent=profile&firstname=Maya&lastname=Okafor&phone=');
    expect(res.body).toMatchObject({
      intent: 'profile',
      ok: false,
      fieldErrors: { phone: 'Please enter a phone number' },
    });
    const saved = await pay('b-phone', 'intent=profile&firstname=Maya&lastname=Okafor&phone=2125550199');
    expect(saved.body).toMatchObject({ ok: true, message: 'Information Updated Successfully' });
  });

  it("asks for an Apple Pay merchant session only for Apple's validation URLs", async () => {
    payments.bookings.set('b-apple', draftBooking('b-apple'));
    const evil = await pay('b-apple', 'intent=apple-session&validationUrl=https://evil.example/startSession');
    expect(evil.body).toMatchObject({ intent: 'apple-session', ok: false });
    const apple = await pay(
      'b-apple',
      'intent=apple-session&validationUrl=https://apple-pay-gateway.apple.com/paymentservices/startSession',
    );
    expect(apple.body).toMatchObject({ intent: 'apple-session', ok: true });
    expect(payments.calls.map((c) => c.method)).toEqual(['appleMerchantSession']);
  });

  it('never accepts a card number: a confirm carries only the gateway token', async () => {
    payments.bookings.set('b-raw', draftBooking('b-raw'));
    const res = await pay('b-raw', 'intent=confirm&cardNumber=4111111111111111&paymentMethod=CREDIT_CARD');
    expect(res.body).toMatchObject({ ok: false, message: 'Credit card payment failed!' });
    expect(payments.calls).toEqual([]);
  });
});

describe('/payment-success', () => {
  it('congratulates a reservation with the reservation text', async () => {
    payments.bookings.set('b-r', draftBooking('b-r', { status: 'RESERVED', infoText: 'Complete payment in 23 hours' }));
    const res = await agent.get('/payment-success?booking=b-r');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Congratulations!');
    expect(res.text).toContain('Your flight is sucessfully reserved.');
    expect(res.text).toContain('Complete payment in 23 hours');
    expect(res.text).toMatch(/href="\/my-trips"[^>]*>Go to My Trips</);
  });

  it('gives the booking number of a paid booking', async () => {
    payments.bookings.set('b-paid', draftBooking('b-paid', { status: 'BOOKED' }));
    const res = await agent.get('/payment-success?booking=b-paid');
    expect(res.text).toContain('Your flight is booked.');
    expect(res.text).toContain('b-paid');
    expect(res.text).not.toContain('sucessfully reserved');
  });

  it('sends to My Trips without a booking', async () => {
    const res = await agent.get('/payment-success');
    expect(res.headers.location).toBe('/my-trips');
  });
});
