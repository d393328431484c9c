import { DateTime } from 'luxon';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/search/search-form';
import { signedInAgent } from '../support/customers';
import { startTestApp, type TestApp } from '../support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const samePage = () => ({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' });
const inDays = (days: number) => DateTime.now().setZone('America/New_York').plus({ days }).toISODate() ?? '';

const roundTrip = {
  routeType: 'ROUND_TRIP',
  from: 'KTEB',
  to: 'KPBI',
  date: inDays(10),
  time: '10:00',
  returnDate: inDays(12),
  returnTime: '15:00',
  passengers: '2',
};

async function post(fields: Record<string, string | string[]>) {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of ([] as string[]).concat(value)) form.append(name, one);
  }
  return request(app.url).post('/consumer-booking').set(samePage()).type('form').send(form.toString());
}

describe('/consumer-booking', () => {
  it('server-renders the search form, the four popular routes, and the page anchors', async () => {
    const res = await request(app.url).get('/consumer-booking');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<form [^>]*action="\/consumer-booking" method="post"/);
    for (const label of ['Round Trip', 'One Way', 'Multi City']) expect(res.text).toContain(label);
    expect(res.text.match(/href="\/popular-routes-book\?deptICAO=/g)).toHaveLength(4);
    expect(res.text).toContain('href="/popular-routes-book?deptICAO=KTEB&amp;arrivalICAO=KPBI"');
    expect(res.text).toContain('View All Routes');
    expect(res.text).toContain('id="WhyFlyPrivate"');
    expect(res.text).toContain('id="downloads"');
    expect(res.text).toContain('href="/login"');
    expect(res.text).toContain('href="/create-account"');
  });

  it.each([
    ['passengers', { ...roundTrip, passengers: '0' }, MESSAGES.passengers],
    ['departure airport', { ...roundTrip, from: '' }, MESSAGES.departureAirport],
    ['arrival airport', { ...roundTrip, to: '' }, MESSAGES.arrivalAirport],
    ['same airport', { ...roundTrip, to: 'KTEB' }, MESSAGES.sameAirport],
    ['return before departure', { ...roundTrip, returnDate: inDays(9) }, MESSAGES.returnBeforeDeparture],
    [
      'same-day return too early',
      { ...roundTrip, returnDate: roundTrip.date, returnTime: '11:00' },
      MESSAGES.datesNotMatching,
    ],
    ['missing time', { ...roundTrip, time: '' }, MESSAGES.incomplete],
    [
      'multi city first leg',
      {
        routeType: 'MULTI_CITY',
        passengers: '1',
        from: ['', 'KPBI'],
        to: ['KPBI', 'KTEB'],
        date: [inDays(5), inDays(7)],
        time: ['10:00', '10:00'],
      },
      MESSAGES.multiCityEnds,
    ],
    [
      'multi city middle leg',
      {
        routeType: 'MULTI_CITY',
        passengers: '1',
        from: ['KTEB', 'KPBI', 'KMIA'],
        to: ['KPBI', '', 'KTEB'],
        date: [inDays(5), inDays(6), inDays(7)],
        time: ['10:00', '10:00', '10:00'],
      },
      MESSAGES.multiCityLeg(2),
    ],
  ])('answers 400 with the %s message', async (_name, fields, message) => {
    const res = await post(fields);
    expect(res.status).toBe(400);
    expect(res.text).toContain(message.replace(/'/g, '&#x27;'));
  });

  it('keeps a visitor search in a 15-minute httpOnly cookie and opens the Benefits prompt', async () => {
    const res = await post(roundTrip);
    expect(res.status).toBe(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => /^contrail-saved-search=.+Max-Age=900.*HttpOnly/.test(c))).toBe(true);
    // Before JavaScript the prompt is a notice beside the form; the modal opens once hydrated.
    expect(res.text).toContain('Your search is saved for 15 minutes.');
    expect(res.text).toContain('href="/login?redirectTo=/searching"');
  });
});

const MAYA_EMAIL = 'maya.search@example.com';

describe('/consumer-booking for a signed-in customer', () => {
  it('runs the search, keeps only the search id in an httpOnly cookie and goes to /book-flight', async () => {
    const agent = await signedInAgent(app, MAYA_EMAIL);
    const res = await agent.post('/consumer-booking').set(samePage()).type('form').send(roundTrip);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/book-flight');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => /^contrail-search-id=[0-9a-f-]{36}; Max-Age=1800.*HttpOnly/.test(c))).toBe(true);

    // An engine error (an airport it does not know) is the form's error, on the same page.
    const unknown = await agent
      .post('/consumer-booking')
      .set(samePage())
      .type('form')
      .send({ ...roundTrip, to: 'ZZZZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('role="alert"');
  });
});

describe('the search form after a search', () => {
  it('comes back prefilled, and an unchanged form goes straight to the results', async () => {
    const agent = await signedInAgent(app, 'maya.prefill@example.com');
    const first = await agent
      .post('/consumer-booking')
      .set(samePage())
      .type('form')
      .send({ ...roundTrip, sessionId: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' });
    expect(first.headers.location).toBe('/book-flight');

    const page = await agent.get('/consumer-booking');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/name="from"[^>]*value="KTEB"/);
    expect(page.text).toMatch(/name="to"[^>]*value="KPBI"/);
    expect(page.text).toContain(`value="${roundTrip.date}"`);
    expect(page.text).toContain(`value="${roundTrip.returnDate}"`);
    // The airports' names come with the prefill, for the autocomplete once scripts run.
    expect(page.text).toContain('KTEB - ');

    const again = await agent.post('/consumer-booking').set(samePage()).type('form').send(roundTrip);
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe('/book-flight');
    expect(again.headers['set-cookie']).toBeUndefined();

    const changed = await agent
      .post('/consumer-booking')
      .set(samePage())
      .type('form')
      .send({ ...roundTrip, passengers: '3' });
    expect(changed.headers.location).toBe('/book-flight');
    expect(([] as string[]).concat(changed.headers['set-cookie'] ?? []).join()).toContain('contrail-search-id=');
  });
});

describe('/searching', () => {
  it('sends a visitor to sign in first, and returns there after', async () => {
    const res = await request(app.url).get('/searching');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?redirectTo=%2Fsearching');
  });

  it('runs the search saved before sign-in, clears it and goes to /book-flight', async () => {
    const agent = await signedInAgent(app, 'maya.resume@example.com');
    const saved = await agent.post('/consumer-booking').set(samePage()).type('form').send(roundTrip);
    expect(saved.status).toBe(302); // signed in: searched at once
    // A saved search from the visitor's time, as the cookie jar would still hold it.
    const visitor = await post(roundTrip);
    const cookie = ([] as string[])
      .concat(visitor.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('contrail-saved-search='))
      ?.split(';')[0];
    expect(cookie).toBeTruthy();
    const page = await agent.get('/searching').set('Cookie', cookie ?? '');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Searching for your private flight...');
    const run = await agent
      .post('/searching')
      .set(samePage())
      .set('Cookie', cookie ?? '')
      .type('form')
      .send('');
    expect(run.status).toBe(302);
    expect(run.headers.location).toBe('/book-flight');
    const cookies = ([] as string[]).concat(run.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith('contrail-saved-search=; Max-Age=0'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('contrail-search-id='))).toBe(true);
  });

  it('goes back to /consumer-booking without saved options', async () => {
    const agent = await signedInAgent(app, 'maya.nothing@example.com');
    const res = await agent.get('/searching');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/consumer-booking');
  });
});

describe('a search error from /searching', () => {
  it('is shown on /consumer-booking once, and its cookie cleared', async () => {
    const res = await request(app.url)
      .get('/consumer-booking')
      .set('Cookie', `contrail-search-error=${encodeURIComponent('The departure time has already passed.')}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('The departure time has already passed.');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith('contrail-search-error=; Max-Age=0'))).toBe(true);
  });
});
