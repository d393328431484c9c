import { DateTime } from 'luxon';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A signed-in customer who has searched a round trip KTEB to KPBI. */
async function searched(email: string) {
  const agent = await signedInAgent(app, email);
  const res = await agent.post('/consumer-booking').set(samePage()).type('form').send(roundTrip);
  expect(res.headers.location).toBe('/book-flight');
  return agent;
}

type Agent = Awaited<ReturnType<typeof searched>>;

/** Posts an edit, then runs the search it saved as /searching does, and answers the results page. */
async function searchAgain(agent: Agent, path: string, form: Record<string, string>) {
  const edit = await agent.post(path).set(samePage()).type('form').send(form);
  expect(edit.status).toBe(302);
  expect(edit.headers.location).toBe('/searching');
  const run = await agent.post('/searching').set(samePage()).type('form').send('');
  expect(run.headers.location).toBe('/book-flight');
  return agent.get('/book-flight');
}

describe('EDIT AIRPORT and EDIT DATE on the results', () => {
  it('are links to /edit-airport and /edit-date for each leg', async () => {
    const agent = await searched('maya.edit-links@example.com');
    const res = await agent.get('/book-flight');
    expect(res.status).toBe(200);
    for (const leg of [1, 2]) {
      expect(res.text).toContain(`href="/edit-airport?leg=${leg}"`);
      expect(res.text).toContain(`href="/edit-date?leg=${leg}"`);
    }
    expect(res.text).toContain('EDIT AIRPORT');
    expect(res.text).toContain('EDIT DATE');
  });
});

describe('/edit-airport', () => {
  it('sends a visitor to sign in, and a customer without a search back to /consumer-booking', async () => {
    const res = await request(app.url).get('/edit-airport');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?redirectTo=%2Fedit-airport');
    const agent = await signedInAgent(app, 'maya.edit-airport-none@example.com');
    const page = await agent.get('/edit-airport?leg=1');
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/consumer-booking');
    const post = await agent.post('/edit-airport').set(samePage()).type('form').send({ leg: '1' });
    expect(post.headers.location).toBe('/consumer-booking');
  });

  it('renders the chosen end of the leg without scripts', async () => {
    const agent = await searched('maya.edit-airport-page@example.com');
    const res = await agent.get('/edit-airport?leg=2&end=arrival');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Edit Airport</h1>');
    expect(res.text).toContain('Step <!-- -->2<!-- --> of <!-- -->2');
    expect(res.text).toContain('checked="" value="arrival"');
    expect(res.text).toContain('Change Airport');
    expect(res.text).toContain('name="icao"');
  });

  it.each([
    [{ leg: '1', end: 'arrival', icao: '' }, 'Error: Please add Arrival Airport!'],
    [{ leg: '1', end: 'departure', icao: '' }, 'Error: Please add Departure Airport!'],
    [{ leg: '1', end: 'arrival', icao: 'KTEB' }, 'Error: Departure Airport cant be same as Arrival Airport!'],
    [{ leg: 'first', end: 'arrival', icao: 'KBCT' }, 'Please type all information.'],
    [
      { leg: '1', end: 'arrival', icao: 'K-BC' },
      'The airport you are searching appears to be unavailable at this time. Please contact us for assistance. Thank you.',
    ],
    [{ leg: '1', end: 'middle', icao: 'KBCT' }, 'Please type all information.'],
    [{ leg: '3', end: 'arrival', icao: 'KBCT' }, 'Please type all information.'],
  ])('answers %o with 400 and the message', async (form, message) => {
    const agent = await searched(`maya.edit-airport-${Object.values(form).join('-') || 'x'}@example.com`);
    const res = await agent.post('/edit-airport').set(samePage()).type('form').send(form);
    expect(res.status).toBe(400);
    expect(res.text).toContain(message);
  });

  it('searches again as a multi city trip with the new airport', async () => {
    const agent = await searched('maya.edit-airport-ok@example.com');
    const results = await searchAgain(agent, '/edit-airport', { leg: '1', end: 'arrival', icao: 'kbct' });
    expect(results.status).toBe(200);
    expect(results.text).toContain('<strong>KBCT</strong>');
    // Multi city: the return still leaves from Palm Beach, as the customer left it.
    expect(results.text).toContain('<strong>KPBI</strong>');
  });
});

describe('/edit-date', () => {
  it('sends a visitor to sign in, and a customer without a search back to /consumer-booking', async () => {
    const res = await request(app.url).get('/edit-date?leg=1');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?redirectTo=%2Fedit-date%3Fleg%3D1');
    const agent = await signedInAgent(app, 'maya.edit-date-none@example.com');
    const post = await agent.post('/edit-date').set(samePage()).type('form').send({ leg: '1' });
    expect(post.headers.location).toBe('/consumer-booking');
  });

  it('shows the leg’s date and time, and the calendar from the departure for the return', async () => {
    const agent = await searched('maya.edit-date-page@example.com');
    const res = await agent.get('/edit-date?leg=2');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`value="${inDays(12)}"`);
    expect(res.text).toContain('value="15:00"');
    expect(res.text).toContain(`min="${inDays(10)}"`);
  });

  it.each([
    ['a departure tomorrow', { leg: '1', date: inDays(1), time: '10:00' }, 'Please type all information.'],
    ['no time', { leg: '1', date: inDays(11), time: '' }, 'Please type all information.'],
    [
      'a return before the departure',
      { leg: '2', date: inDays(9), time: '10:00' },
      'Error: Return Date should be grater than Depart Date.',
    ],
    ['a same-day return after 21:30', { leg: '2', date: inDays(10), time: '21:45' }, 'Error: Dates are not matching.'],
    ['a same-day return too soon', { leg: '2', date: inDays(10), time: '11:00' }, 'Error: Dates are not matching.'],
    ['a malformed leg', { leg: '-1', date: inDays(11), time: '10:00' }, 'Please type all information.'],
  ])('refuses %s with 400 and the exact message', async (name, form, message) => {
    const agent = await searched(`maya.edit-date-${name.replace(/\W+/g, '-')}@example.com`);
    const res = await agent.post('/edit-date').set(samePage()).type('form').send(form);
    expect(res.status).toBe(400);
    expect(res.text).toContain(message);
  });

  it('answers the browser’s data request with the message as action data', async () => {
    const agent = await searched('maya.edit-date-data@example.com');
    const res = await agent
      .post('/edit-date?_data=edit-date')
      .set(samePage())
      .set('Accept', 'application/json')
      .type('form')
      .send({ leg: '2', date: inDays(10), time: '21:45' });
    expect(res.body).toEqual({ formError: 'Error: Dates are not matching.' });
  });

  it('searches again with the leg’s new date', async () => {
    const agent = await searched('maya.edit-date-ok@example.com');
    const results = await searchAgain(agent, '/edit-date', { leg: '2', date: inDays(10), time: '21:30' });
    expect(results.status).toBe(200);
    const day = DateTime.fromISO(inDays(10));
    // Both legs now leave on the same day: the return at 9:30 PM.
    expect(results.text.split(day.toFormat('LLLL d, yyyy')).length - 1).toBeGreaterThanOrEqual(2);
    expect(results.text).toContain('9:30 PM');
  });
});
