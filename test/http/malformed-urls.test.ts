import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { MALFORMED_URL_MESSAGE } from '../../src/web/malformed-url';
import { startTestApp, type TestApp } from '../support/app';
import { signedInAgent } from '../support/customers';
import { aTrip } from '../support/trips';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The markup only (the hydration data repeats texts in JSON). */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

/** What a person gets: the status, the page's title and heading, its message, the shell around it. */
function seen(res: request.Response) {
  const html = markup(res.text);
  return {
    status: res.status,
    type: res.type,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    explains: html.includes(MALFORMED_URL_MESSAGE),
    // The header and footer of every page, as the 404 page has them.
    inShell: html.includes('<header') && html.includes('<footer'),
  };
}

const ERROR_PAGE = {
  status: 400,
  type: 'text/html',
  title: 'Broken link',
  heading: 'We couldn’t read that link',
  explains: true,
  inShell: true,
};

const malformedPages = [
  '/%E0%A4%A', // a truncated escape
  '/%ZZ', // not hex
  '/faq/%E0', // an escape that is not UTF-8, under a page
  '/booking-details/%ZZ', // route parameters
  '/itinerary/%E0',
  '/review-booking/%E0%A4',
  '/itinerary/%E0/pdf', // the itinerary's files
  '/itinerary/%E0/calendar.ics',
  '/auth/%E0', // social sign-in
  '/faq?x=%E0', // query strings
  '/consumer-booking?from=%ZZ',
  '/my-trips?tab=%E0%A4%A',
];

describe('a malformed address', () => {
  it.each(malformedPages)('%s answers 400 with the error page in the shell, never 500', async (path) => {
    expect(seen(await request(app.url).get(path))).toEqual(ERROR_PAGE);
  });

  it('is refused before any action runs, whatever the method', async () => {
    const res = await request(app.url)
      .post('/login?redirectTo=%E0')
      .set({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' })
      .type('form')
      .send({ email: 'maya@example.com', password: 'Jetstream2026' });
    expect(seen(res)).toEqual(ERROR_PAGE);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('keeps a signed-in person signed in on the error page (their menu, not the sign-in links)', async () => {
    const agent = await signedInAgent(app, 'maya.malformed@example.com');
    const res = await agent.get('/booking-details/%ZZ');
    expect(seen(res)).toEqual(ERROR_PAGE);
    expect(res.text).toContain('maya.malformed@example.com');
  });

  it('answers route data and API calls with a JSON 400', async () => {
    const data = await request(app.url).get('/booking-details/%ZZ?_data=booking-details');
    expect(data.status).toBe(400);
    expect(data.body).toEqual({ message: MALFORMED_URL_MESSAGE });
    for (const path of ['/api/airport/search?searchStr=%E0', '/api/%ZZ']) {
      const api = await request(app.url).get(path);
      expect(api.status).toBe(400);
      expect(api.type).toBe('application/json');
      expect(api.body.message).toMatch(/malformed/);
    }
  });

  it('still reads well-formed escapes: an encoded % and UTF-8 are not malformed', async () => {
    expect((await request(app.url).get('/faq?q=100%25')).status).toBe(200);
    expect((await request(app.url).get('/faq?q=%C3%A9t%C3%A9')).status).toBe(200);
    expect((await request(app.url).get('/%C3%A9t%C3%A9')).status).toBe(404);
  });
});

describe('a well-formed but unknown parameter', () => {
  it('answers 404 for a booking id that names nothing, signed in', async () => {
    const agent = await signedInAgent(app, 'leo.params@example.com');
    for (const path of ['/booking-details/no-such-id', '/itinerary/no-such-id', '/booking-details/%20']) {
      const res = await agent.get(path);
      expect(res.status).toBe(404);
      expect(markup(res.text)).toContain('We couldn’t find that page');
    }
  });

  it('answers a data request for a route that is not on the page with 400 and no router internals', async () => {
    const res = await request(app.url).get('/faq?_data=no-such-route');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'This page cannot answer that request.' });
  });

  it("keeps another customer's booking a 404", async () => {
    const bookings = app.app.container.get<BookingStore>(BOOKING_STORE);
    await bookings.save(aTrip('someone-else', { id: 'not-yours' }));
    const agent = await signedInAgent(app, 'ines.params@example.com');
    expect((await agent.get('/booking-details/not-yours')).status).toBe(404);
  });
});
