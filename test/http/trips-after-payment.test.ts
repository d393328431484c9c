import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedByCard, cardToken, draftBooking, startPaymentsWorld, type PaymentsWorld } from '../support/payments';
import { signedInAgent, signedInCustomer, type SignedInCustomer } from '../support/trips';
import { TRIPS, type Trips } from '../../ports/charter/trips';

let world: PaymentsWorld;
let maya: SignedInCustomer;
beforeAll(async () => {
  world = await startPaymentsWorld();
  maya = await signedInCustomer(world.server, 'Maya');
});
afterAll(() => world.close());

const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '');

async function reserveByCard(bookingId: string) {
  const initiated = await world.payments.initiate(maya.caller, {
    bookingId,
    paymentMethod: 'CREDIT_CARD',
    paymentMode: 'PARTIAL_PAYMENT',
  });
  if (!initiated.ok) throw new Error(initiated.refusal.message);
  const token = await cardToken(world);
  const confirmed = await world.payments.confirm(maya.caller, {
    paymentId: initiated.answer.paymentId,
    paymentMethod: 'CREDIT_CARD',
    dataValue: token.dataValue,
    dataDescriptor: token.dataDescriptor,
    mode: 'PARTIAL_PAYMENT',
  });
  if (!confirmed.ok || confirmed.answer.status !== 'SUCCESS') throw new Error('reserve failed');
}

describe('a trip once the payment engine has taken the deposit', () => {
  it('is under Upcoming as PAYMENT PENDING with its hold, and its receipt lists the card deposit', async () => {
    const bookingId = await draftBooking(world, maya.caller);
    const trips = world.server.app.container.get<Trips>(TRIPS);
    expect(await trips.all(maya.caller)).toEqual([]);
    await reserveByCard(bookingId);
    const [trip] = await trips.all(maya.caller);
    expect(trip).toMatchObject({ bookingId, status: 'RESERVED', tripStatus: 'UPCOMING' });
    expect(trip?.infoText).toBe('Complete payment in 23 hours');

    const agent = await signedInAgent(world.server, maya);
    expect(markup((await agent.get('/my-trips')).text)).toContain(`/booking-details/${bookingId}`);
    const receipt = markup((await agent.get(`/booking-details/${bookingId}?tab=receipt`)).text);
    expect(receipt).toContain('PAYMENT PENDING');
    expect(receipt).toContain('Credit card');
    expect(receipt).toContain('Reservation deposit');
    expect(receipt).toContain('Total paid');
    expect(receipt).toContain('Visa XXXX1111');
    expect(receipt).toMatch(/Total paid<\/th><td>\$1,000\.00/);
    expect(receipt).toContain('Balance due');
    expect(receipt).toMatch(/receipt__carbon carbon-line">Carbon: <span aria-hidden="true">[\d.,]+ (t|kg) CO2e/);

    // The details state the trip's carbon as its quote answered it; My Trips' list reads no quote.
    const details = markup((await agent.get(`/booking-details/${bookingId}?tab=details`)).text);
    expect(details).toMatch(/Carbon: <span aria-hidden="true">[\d.,]+ (t|kg) CO2e[^<]*per passenger<\/span>/);
    expect((await trips.trip(bookingId, maya.caller))?.carbon?.legs).toHaveLength(2);
    expect(trip?.carbon).toBeUndefined();
  });
});

describe('cancelling and changing a booked trip from its booking details, before the script runs', () => {
  it('answers a date that is not one, or a refund not shown, 400 with the error beside the field, and changes nothing', async () => {
    const bookingId = await bookedByCard(world, maya.caller);
    const agent = await signedInAgent(world.server, maya);
    const page = `/booking-details/${bookingId}?tab=details`;
    const opened = markup((await agent.get(`${page}&modal=cancel`)).text);
    expect(opened).toContain('Refunded in all');
    expect(opened).toContain('name="expectedRefund"');

    const change = await agent.post(`${page}&modal=change`).set('Sec-Fetch-Site', 'same-origin').type('form').send({
      intent: 'change-quote',
      'leg.1.date': '2026-02-31',
      'leg.1.time': '10:00',
      'leg.2.date': '',
      'leg.2.time': '',
    });
    expect(change.status).toBe(400);
    const form = markup(change.text);
    expect(form).toMatch(/aria-invalid="true"[^>]*name="leg\.1\.date"/);
    expect(form).toContain('<span class="field__error"');
    expect(form).toContain('Please choose a date and time for each flight.');

    const cancel = await agent
      .post(`${page}&modal=cancel`)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ intent: 'cancel', expectedRefund: 'all of it' });
    expect(cancel.status).toBe(400);
    expect(markup(cancel.text)).toContain('Please look at the refund again and confirm.');
    const details = await world.payments.details(maya.caller, bookingId);
    expect(details.ok && details.answer.status).toBe('BOOKED');
  });
});
