import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { LIMO_SUBMITTED } from '../../src/core/limo/limo-request';
import { LEGS_REQUIRED } from '../../src/core/passengers/traveller';
import { inDays, oneWay } from '../fixtures/charter';
import { startTestApp, type TestApp } from '../support/app';
import { aTrip, samePage, signedInAgent, signedInCustomer, type SignedInCustomer } from '../support/trips';

let app: TestApp;
let maya: SignedInCustomer;
let leo: SignedInCustomer;

beforeAll(async () => {
  app = await startTestApp();
  maya = await signedInCustomer(app, 'Maya');
  leo = await signedInCustomer(app, 'Leo', 'Brandt');
  const bookings = app.app.container.get<BookingStore>(BOOKING_STORE);
  await bookings.save(aTrip(maya.userId, { id: 'maya-booked' }));
  await bookings.save(aTrip(maya.userId, { id: 'maya-held', status: 'RESERVED', search: oneWay('KVNY', 'KTEB') }));
});
afterAll(() => app.close());

/** The markup only (the hydration data repeats texts in JSON). */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe('My Trips and booking details', () => {
  it('lists upcoming trips as cards with their status, and an empty Past tab', async () => {
    const agent = await signedInAgent(app, maya);
    const upcoming = await agent.get('/my-trips');
    expect(upcoming.status).toBe(200);
    const html = markup(upcoming.text);
    expect(html).toMatch(/aria-current="page"[^>]*>Upcoming</);
    expect(html).toContain('href="/booking-details/maya-booked"');
    expect(html).toContain('href="/booking-details/maya-held"');
    expect(html).toContain('PAYMENT PENDING');
    expect(html).toContain('BOOKED');
    expect(html).toContain('KTEB → KPBI → KTEB');
    expect(markup((await agent.get('/my-trips?tab=past')).text)).toContain('No trips to display');
    expect(markup((await (await signedInAgent(app, leo)).get('/my-trips')).text)).toContain('No trips to display');
  });

  it('shows a held booking as PAYMENT PENDING with its hold, the wire instructions and pay by card', async () => {
    const agent = await signedInAgent(app, maya);
    const page = markup((await agent.get('/booking-details/maya-held')).text);
    expect(page).toContain('PAYMENT PENDING');
    expect(page).toMatch(/Complete payment in \d+ hours?/);
    expect(page).toContain('Please complete payment by wire transfer within the next 24 hours.');
    expect(page).toContain('Sandbox National Bank');
    expect(page).toContain('href="/review-booking/maya-held"');
    expect(page).toContain('Pay now by credit card');
    expect(page).toContain('Order Now');
    const booked = markup((await agent.get('/booking-details/maya-booked')).text);
    expect(booked).not.toContain('PAYMENT PENDING');
    expect(booked).toContain('LEG 2');
  });

  it("answers 404 for another customer's booking, to look at or to change", async () => {
    const agent = await signedInAgent(app, leo);
    for (const tab of ['details', 'passengers', 'receipt']) {
      const page = await agent.get(`/booking-details/maya-booked?tab=${tab}`);
      expect([tab, page.status]).toEqual([tab, 404]);
    }
    expect((await agent.get('/booking-details/no-such-booking')).status).toBe(404);
    for (const body of [
      { intent: 'add-passenger', fname: 'A', lname: 'B', dob: '1990-01-01', phoneNumber: '+1 212 555 0100' },
      { intent: 'emergency', fname: 'A', lname: 'B', phoneNumber: '+1 212 555 0100' },
      { intent: 'remove', travellerId: 'x' },
      { intent: 'limo' },
    ]) {
      const res = await agent.post('/booking-details/maya-booked').set(samePage).type('form').send(body);
      expect([body.intent, res.status]).toEqual([body.intent, 404]);
    }
  });

  it('adds a passenger, refuses no legs, orders a limo that then reads Requested', async () => {
    const agent = await signedInAgent(app, maya);
    const post = (body: Record<string, string | string[]>) =>
      agent.post('/booking-details/maya-booked?tab=passengers').set(samePage).type('form').send(body);
    const bad = await post({ intent: 'add-passenger', fname: 'Ana', lname: '', dob: '', phoneNumber: '' });
    expect(bad.status).toBe(400);
    expect(markup(bad.text)).toContain('Last name is required');
    const added = await post({
      intent: 'add-passenger',
      fname: 'Ana',
      mname: 'r',
      lname: 'Silva',
      dob: '1985-06-01',
      phoneNumber: '+1 305 555 0101',
      tag: 'COLLEAGUE',
      passportCountry: 'USA',
    });
    expect(added.status).toBe(302);
    expect(added.headers.location).toBe('/booking-details/maya-booked?tab=passengers&saved=passenger-added');
    const passengers = markup((await agent.get(added.headers.location ?? '')).text);
    expect(passengers).toContain('Ana R. Silva');
    expect(passengers).toContain('Lead passenger');
    expect(passengers).toContain('Business');
    const travellerId = /name="travellerId" value="([^"]+)"/.exec(passengers)?.[1] ?? '';
    const noLegs = await post({ intent: 'legs', travellerId });
    expect(noLegs.status).toBe(400);
    expect(markup(noLegs.text)).toContain(LEGS_REQUIRED);

    const place = (prefix: string, address: string) => ({
      [`${prefix}.address`]: address,
      [`${prefix}.city`]: 'Teterboro',
      [`${prefix}.state`]: 'NJ',
      [`${prefix}.zipcode`]: '07608',
      [`${prefix}.time`]: `${inDays(10)}T07:30`,
    });
    const limo = {
      intent: 'limo',
      'generalInfo.firstName': 'Maya',
      'generalInfo.lastName': 'Okafor',
      'generalInfo.phone': '+1 212 555 0100',
      'generalInfo.email': maya.email,
      'generalInfo.vehicleType': 'SUV',
      'generalInfo.luggageCount': '2',
      ...place('pickupLocation', '1 Main St'),
      ...place('dropOffLocation', 'Signature FBO'),
      stopCount: '0',
    };
    const refused = await post({ ...limo, 'generalInfo.luggageCount': 'two' });
    expect(refused.status).toBe(400);
    expect(markup(refused.text).replaceAll('&#x27;', "'")).toContain("Your Request Couldn't Be Submitted");
    const ordered = await post(limo);
    expect(ordered.headers.location).toBe('/booking-details/maya-booked?tab=details&saved=limo');
    const details = markup((await agent.get(ordered.headers.location ?? '')).text);
    expect(details).toContain(LIMO_SUBMITTED);
    expect(details).toContain('Requested');
    expect(details).not.toContain('Order Now');
  });

  it('leads from a held or booked trip to its itinerary and PDF, and not from a cancelled one', async () => {
    const bookings = app.app.container.get<BookingStore>(BOOKING_STORE);
    await bookings.save(aTrip(maya.userId, { id: 'maya-cancelled', status: 'CANCELLED' }));
    const agent = await signedInAgent(app, maya);
    const trips = markup((await agent.get('/my-trips')).text);
    for (const id of ['maya-booked', 'maya-held']) {
      expect(trips).toContain(`href="/itinerary/${id}"`);
      expect(trips).toContain(`href="/itinerary/${id}/pdf"`);
      const details = markup((await agent.get(`/booking-details/${id}`)).text);
      expect(details).toContain(`href="/itinerary/${id}"`);
      expect(details).toContain(`href="/itinerary/${id}/pdf"`);
    }
    const past = markup((await agent.get('/my-trips?tab=past')).text);
    expect(past).toContain('href="/booking-details/maya-cancelled"');
    expect(past).not.toContain('/itinerary/maya-cancelled');
    expect(markup((await agent.get('/booking-details/maya-cancelled')).text)).not.toContain('/itinerary/');
    // The links lead somewhere: the itinerary of the held trip opens.
    expect((await agent.get('/itinerary/maya-held')).status).toBe(200);
  });
});
