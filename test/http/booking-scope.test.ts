import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_STORE, type PaymentStore } from '../../ports/charter/payment-store';
import { startItineraryWorld, type ItineraryWorld } from '../support/itinerary-app';
import type { SignedIn } from '../support/customers';
import { NOW } from '../fixtures/charter';
import { aLimoRequest } from '../fixtures/limo';

// About sixty calls, each asked three times, through the whole application.
vi.setConfig({ testTimeout: 60_000 });

/**
 * A customer reaches only their own bookings: every booking-scoped page and API call, asked
 * by another signed-in customer (browser session) for Maya's booking, answers exactly as an
 * unknown id would (404, or for the two pages whose spec answer is a redirect, the same
 * redirect), so an id never reveals that it exists. Each row is first asked by Maya herself,
 * so a 404 cannot come from a call that never works.
 *
 * Add a row for every new page or call that takes a booking id.
 */
/** What a call is asked about: Maya's booking, her travellers on it and her payment on it, or ids nobody has. */
interface Target {
  bookingId: string;
  /** A traveller on the booking (Maya's Ana), and one who stays on it (her lead, Ben). */
  travellerId: string;
  leadId: string;
  /** One more of Maya's passengers, for the API's remove. */
  spareId: string;
  paymentId: string;
}

interface ScopedCall {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path(t: Target): string;
  headers?(t: Target): Record<string, string>;
  /** JSON body (API) or form fields (pages). */
  body?(t: Target): Record<string, unknown>;
  form?: boolean;
  /** What the owner gets; 200 unless said. */
  ownerStatus?: number;
  /** What anyone else gets, as for an unknown id; 404 unless said (then the same Location too). */
  deniedStatus?: number;
}

const json = (body: (t: Target) => Record<string, unknown>) => ({ body });
const page = (intent: string, fields: (t: Target) => Record<string, unknown> = () => ({})) => ({
  form: true,
  body: (t: Target) => ({ intent, ...fields(t) }),
});
/** A page action as its script calls it: the route's data endpoint, answered as JSON or a redirect header. */
const pageScript = (intent: string, fields: (t: Target) => Record<string, unknown> = () => ({})) => ({
  path: (t: Target) => `/review-booking/${t.bookingId}?_data=review-booking`,
  headers: () => ({ Accept: 'application/json' }),
  ...page(intent, fields),
});
const header = (t: Target) => ({ 'booking-id': t.bookingId });
const traveller = { fname: 'Zoe', lname: 'Quinn', dob: '1990-01-01', phoneNumber: '+1 212 555 0133' };
const limo = (t: Target) => aLimoRequest(t.bookingId, '2027-03-11T07:00');
const flatLimo = Object.fromEntries(
  Object.entries(limo({ bookingId: '', travellerId: '', leadId: '', spareId: '', paymentId: '' })).flatMap(
    ([group, value]) =>
      typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).map(([k, v]) => [`${group}.${k}`, String(v)])
        : [],
  ),
);

const CALLS: ScopedCall[] = [
  // Issue 7: the itinerary.
  { name: 'itinerary page', method: 'GET', path: (t) => `/itinerary/${t.bookingId}` },
  { name: 'itinerary PDF', method: 'GET', path: (t) => `/itinerary/${t.bookingId}/pdf` },
  { name: 'itinerary calendar file', method: 'GET', path: (t) => `/itinerary/${t.bookingId}/calendar.ics` },
  {
    name: 'itinerary page data (client navigation)',
    method: 'GET',
    path: (t) => `/itinerary/${t.bookingId}?_data=itinerary`,
  },
  { name: 'GET /api/trips/itinerary', method: 'GET', path: () => '/api/trips/itinerary', headers: header },
  // Issue 7: booking details, its tabs and every change it posts (decision 022: 404, not a redirect).
  ...['details', 'passengers', 'receipt'].map((tab): ScopedCall => ({
    name: `booking details, ${tab} tab`,
    method: 'GET',
    path: (t) => `/booking-details/${t.bookingId}?tab=${tab}`,
  })),
  ...(
    [
      ['add-passenger', () => traveller],
      ['assign', (t: Target) => ({ travellerId: t.travellerId })],
      ['legs', (t: Target) => ({ travellerId: t.travellerId, legIds: '1' })],
      ['lead', (t: Target) => ({ travellerId: t.leadId })],
      ['emergency', () => ({ fname: 'Ada', lname: 'Okafor', phoneNumber: '+1 212 555 0198' })],
      ['limo', () => flatLimo],
    ] as const
  ).map(([intent, fields]): ScopedCall =>
    Object.assign(page(intent, fields), {
      name: `POST booking details, ${intent}`,
      method: 'POST' as const,
      path: (t: Target) => `/booking-details/${t.bookingId}`,
      // A change saved redirects back to the tab; "assign" of someone already on board is refused.
      ownerStatus: intent === 'assign' ? 409 : 302,
    }),
  ),
  // Issue 7: the trips, address-book and limo calls that take a booking.
  { name: 'GET /api/trips/trip', method: 'GET', path: (t) => `/api/trips/trip?bookingId=${t.bookingId}` },
  { name: 'GET /api/trips/trip (booking-id header)', method: 'GET', path: () => '/api/trips/trip', headers: header },
  {
    name: 'POST /api/address-book/add-traveller with a booking',
    method: 'POST',
    path: () => '/api/address-book/add-traveller',
    ...json((t) => ({ ...traveller, bookingId: t.bookingId })),
  },
  {
    name: 'POST /api/address-book/assign-traveller',
    method: 'POST',
    path: () => '/api/address-book/assign-traveller',
    ...json((t) => ({ travellerId: t.travellerId, bookingId: t.bookingId })),
    ownerStatus: 409,
  },
  {
    name: 'POST /api/address-book/change-traveller-leg',
    method: 'POST',
    path: () => '/api/address-book/change-traveller-leg',
    ...json((t) => ({ travellerId: t.travellerId, bookingId: t.bookingId, legIds: [1, 2] })),
  },
  {
    name: 'POST /api/address-book/add-lead-passenger',
    method: 'POST',
    path: () => '/api/address-book/add-lead-passenger',
    ...json((t) => ({ travellerId: t.leadId, bookingId: t.bookingId, lead: true })),
  },
  {
    name: 'GET /api/address-book/traveller-booking-details',
    method: 'GET',
    path: (t) => `/api/address-book/traveller-booking-details?travellerId=${t.travellerId}`,
    headers: header,
  },
  {
    name: 'GET /api/address-book/emergency-contact',
    method: 'GET',
    path: () => '/api/address-book/emergency-contact',
    headers: header,
  },
  {
    name: 'POST /api/address-book/emergency-contact',
    method: 'POST',
    path: () => '/api/address-book/emergency-contact',
    ...json((t) => ({ fname: 'Ada', lname: 'Okafor', phoneNumber: '+1 212 555 0198', bookingId: t.bookingId })),
  },
  { name: 'POST /api/vendor/limo/submit', method: 'POST', path: () => '/api/vendor/limo/submit', ...json(limo) },
  // Issue 6: review and payment. A booking not the caller's is "no aircraft selected" on
  // /review-booking (spec 001 section 2, decision 019) and nothing to congratulate on
  // /payment-success: the same redirect as an unknown id, never the booking details.
  {
    name: 'review booking page',
    method: 'GET',
    path: (t) => `/review-booking/${t.bookingId}`,
    ownerStatus: 302,
    deniedStatus: 302,
  },
  // Its actions, as the page's script calls them (the route's data endpoint), and as a plain
  // form post, whose answer is the page again: the same redirect as for the page.
  ...(
    [
      ['initiate', () => ({ paymentMethod: 'CREDIT_CARD', paymentMode: 'FULL_PAYMENT' })],
      ['pay', () => ({ option: 'WIRE', subOption: 'FULL_PAYMENT', terms: 'on' })],
      [
        'confirm',
        (t: Target) => ({
          paymentId: t.paymentId,
          paymentMethod: 'CREDIT_CARD',
          dataValue: 'opaque-token',
          dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
          mode: 'FULL_PAYMENT',
        }),
      ],
    ] as const
  ).flatMap(([intent, fields]): ScopedCall[] => [
    {
      name: `POST review booking, ${intent} (page script)`,
      method: 'POST',
      ...pageScript(intent, fields),
      // The script reads a refusal's message from a 200 (formFailure); an unknown booking's "pay" redirects.
      ownerStatus: 200,
      deniedStatus: intent === 'pay' ? 204 : 200,
    },
    {
      name: `POST review booking, ${intent} (form post)`,
      method: 'POST',
      path: (t) => `/review-booking/${t.bookingId}`,
      ...page(intent, fields),
      ownerStatus: 302,
      deniedStatus: 302,
    },
  ]),
  {
    name: 'POST review booking, re-price add-ons (page script)',
    method: 'POST',
    ...pageScript('addons'),
    ownerStatus: 200,
    deniedStatus: 204,
  },
  {
    name: 'payment success page',
    method: 'GET',
    path: (t) => `/payment-success?booking=${t.bookingId}`,
    deniedStatus: 302,
  },
  { name: 'GET /api/book-aircraft/details', method: 'GET', path: () => '/api/book-aircraft/details', headers: header },
  { name: 'GET /api/payment/receipt', method: 'GET', path: (t) => `/api/payment/receipt?booking-id=${t.bookingId}` },
  {
    name: 'POST /api/payment/initiate',
    method: 'POST',
    path: () => '/api/payment/initiate',
    ...json((t) => ({ bookingId: t.bookingId, paymentMethod: 'CREDIT_CARD', paymentMode: 'FULL_PAYMENT' })),
    ownerStatus: 409,
  },
  {
    name: 'POST /api/payment/confirm',
    method: 'POST',
    path: () => '/api/payment/confirm',
    ...json((t) => ({
      paymentId: t.paymentId,
      paymentMethod: 'CREDIT_CARD',
      dataValue: 'opaque-token',
      dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
      mode: 'FULL_PAYMENT',
    })),
    ownerStatus: 409,
  },
  {
    name: 'POST /api/payment/wallet-pay',
    method: 'POST',
    path: () => '/api/payment/wallet-pay',
    ...json((t) => ({ bookingId: t.bookingId })),
    ownerStatus: 409,
  },
  {
    name: 'POST /api/payment/wire',
    method: 'POST',
    path: () => '/api/payment/wire',
    ...json((t) => ({ bookingId: t.bookingId })),
    ownerStatus: 409,
  },
  // Last: they take Cy, then Ana, off Maya's trip.
  {
    name: 'DELETE /api/address-book/remove-passenger',
    method: 'DELETE',
    path: (t) => `/api/address-book/remove-passenger?bookingId=${t.bookingId}&travellerId=${t.spareId}`,
  },
  {
    name: 'POST booking details, remove',
    method: 'POST',
    path: (t) => `/booking-details/${t.bookingId}`,
    ...page('remove', (t) => ({ travellerId: t.travellerId })),
    ownerStatus: 302,
  },
];

const BOOKING = 'BK-7001';
let w: ItineraryWorld;
let mine: Target;
let unknown: Target;
const agents = new Map<SignedIn, ReturnType<typeof request.agent>>();

/** The person's browser session, signed in once. */
async function browser(person: SignedIn) {
  const known = agents.get(person);
  if (known) return known;
  const agent = await w.browserOf(person);
  agents.set(person, agent);
  return agent;
}

/** Adds a traveller to the person's address book, and onto the booking when one is named. */
async function addTraveller(person: SignedIn, fname: string, bookingId?: string): Promise<string> {
  const agent = await browser(person);
  const added = await agent
    .post('/api/address-book/add-traveller')
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ ...traveller, fname, bookingId });
  const id = (added.body as { id?: unknown }).id;
  if (typeof id !== 'string') throw new Error(`no traveller: ${added.status} ${added.text}`);
  if (bookingId) {
    const assigned = await agent
      .post('/api/address-book/assign-traveller')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ travellerId: id, bookingId });
    if (assigned.status !== 200) throw new Error(`not assigned: ${assigned.status} ${assigned.text}`);
  }
  return id;
}

beforeAll(async () => {
  w = await startItineraryWorld();
  await w.book({ id: BOOKING });
  // Ben joins first and leads; Ana is the one the calls move around and, last, take off.
  const leadId = await addTraveller(w.maya, 'Ben', BOOKING);
  const travellerId = await addTraveller(w.maya, 'Ana', BOOKING);
  const spareId = await addTraveller(w.maya, 'Cy', BOOKING);
  // A card payment Maya opened on the booking (as payment/initiate leaves it).
  const paymentId = 'PAY-7001';
  await w.app.app.container.get<PaymentStore>(PAYMENT_STORE).createAttempt({
    id: paymentId,
    bookingId: BOOKING,
    userId: w.maya.caller.userId,
    kind: 'FULL',
    method: 'CREDIT_CARD',
    status: 'INITIATED',
    amount: 100_000,
    cardFee: 0,
    flightAmount: 100_000,
    rewardsUsed: 0,
    bookingVersion: NOW,
    clientKey: null,
    chargeId: null,
    maskedCard: null,
    brand: null,
    declineReason: null,
    changeId: null,
    createdAt: NOW,
    updatedAt: NOW,
  });
  mine = { bookingId: BOOKING, travellerId, leadId, spareId, paymentId };
  unknown = { ...mine, bookingId: 'BK-0000', paymentId: 'PAY-0000' };
}, 120_000);
afterAll(() => w.app.close());

/** What a caller can tell from an answer: its status, where it redirects, and its words. */
const seen = (res: request.Response) => ({
  status: res.status,
  location: res.get('location') ?? res.get('x-contrail-redirect'),
  // Pages differ by their nonce and request id alone; JSON and text are compared whole.
  text: (res.get('content-type') ?? '').includes('html') ? '(a page)' : (res.text ?? '').slice(0, 500),
});

async function ask(person: SignedIn, call: ScopedCall, target: Target) {
  const agent = await browser(person);
  const method =
    call.method === 'GET'
      ? agent.get.bind(agent)
      : call.method === 'POST'
        ? agent.post.bind(agent)
        : agent.delete.bind(agent);
  let req = method(call.path(target)).set('Sec-Fetch-Site', 'same-origin').redirects(0);
  for (const [name, value] of Object.entries(call.headers?.(target) ?? {})) req = req.set(name, value);
  const body = call.body?.(target);
  if (body) req = call.form ? req.type('form').send(body) : req.send(body);
  return req;
}

describe("another customer's booking", () => {
  it.each(CALLS)('$name: the owner gets it', async (call) => {
    const res = seen(await ask(w.maya, call, mine));
    expect(res).toMatchObject({ status: call.ownerStatus ?? 200 });
    // Not what an unknown id gets: the call works for the owner.
    expect(res).not.toEqual(seen(await ask(w.maya, call, unknown)));
  });

  it.each(CALLS)('$name: another customer gets what an unknown id gets', async (call) => {
    const theirs = seen(await ask(w.omar, call, mine));
    expect(theirs).toMatchObject({ status: call.deniedStatus ?? 404 });
    expect(theirs).toEqual(seen(await ask(w.maya, call, unknown)));
  });

  it("is 404 to another customer who puts their own traveller on Maya's trip", async () => {
    const omars = await addTraveller(w.omar, 'Olga');
    const assign = CALLS.find((c) => c.name === 'POST /api/address-book/assign-traveller');
    if (!assign) throw new Error('the walk has no assign-traveller row');
    const res = await ask(w.omar, assign, { ...mine, travellerId: omars });
    expect(res.status).toBe(404);
  });

  it('is 404 to another customer on the API with a bearer token too', async () => {
    const res = await request(w.app.url)
      .get('/api/trips/itinerary')
      .set('Authorization', `Bearer ${w.omar.caller.accessToken}`)
      .set('booking-id', BOOKING);
    expect(res.status).toBe(404);
  });
});
