import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from '../support/customers';
import { startTestApp, type TestApp } from '../support/app';
import { roundTripSearch } from '../support/payment-driver';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const samePage = () => ({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' });
const roundTrip = roundTripSearch;

/** A signed-in customer who has searched: the agent holds the search-id cookie. */
async function searched(email: string, days = 10, passengers = '2') {
  const agent = await signedInAgent(app, email);
  const res = await agent.post('/consumer-booking').set(samePage()).type('form').send(roundTrip(days, passengers));
  expect(res.headers.location).toBe('/book-flight');
  return agent;
}

const totalOf = (html: string) => /book-flight__total[^>]*>([^<]+)</.exec(html)?.[1];

describe('/book-flight', () => {
  it('redirects a visitor to /login', async () => {
    const res = await request(app.url).get('/book-flight');
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^\/login/);
    const post = await request(app.url)
      .post('/book-flight')
      .set(samePage())
      .type('form')
      .send('intent=book&category=LIGHT_JET');
    expect(post.status).toBe(303);
    expect(post.headers.location).toMatch(/^\/login/);
  });

  it('sends a customer without a search back to /consumer-booking', async () => {
    const agent = await signedInAgent(app, 'maya.nosearch@example.com');
    const res = await agent.get('/book-flight');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/consumer-booking');
  });

  it('server-renders five category tabs with the preferred one selected, and the itinerary', async () => {
    const agent = await searched('maya.tabs@example.com');
    const res = await agent.get('/book-flight');
    expect(res.status).toBe(200);
    expect(res.text.match(/role="tab"/g)).toHaveLength(5);
    const preferred = /"preferredCategory":"([A-Z_]+)"/.exec(res.text)?.[1];
    expect(preferred).toBeTruthy();
    expect(res.text).toMatch(new RegExp(`-tab-${preferred}" aria-selected="true"`));
    expect(res.text.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(res.text).toContain('Recommended');
    expect(res.text).toContain('>KTEB to KPBI<');
    expect(res.text).toMatch(/NON-STOP|\d STOP/);
    expect(res.text).toMatch(/ · Step 1 of 2</);
    expect(res.text).toContain('Fuel surcharges may apply.');
    // The trip's carbon, in figures and, for screen readers, in words.
    expect(res.text).toMatch(
      /Carbon: <span aria-hidden="true">[\d.,]+ (t|kg) CO2e[^<]*; [\d.,]+ (t|kg) per passenger</,
    );
    expect(res.text).toMatch(/class="visually-hidden">[\d.,]+ (tonnes|kilograms) of carbon dioxide equivalent/);
    expect(res.text).toContain('Book Now');
    expect(res.text).toContain('Order Now');
  });

  it('selects the tab named in ?category=', async () => {
    const agent = await searched('maya.category@example.com');
    const res = await agent.get('/book-flight?category=LARGE_JET');
    expect(res.text).toMatch(
      /id="[^"]*-tab-LARGE_JET"[^>]*aria-selected="true"|aria-selected="true"[^>]*id="[^"]*-tab-LARGE_JET"/,
    );
    expect(res.text).not.toContain('Space for golf clubs is limited');
    const light = await agent.get('/book-flight?category=LIGHT_JET');
    expect(light.text).toContain('Space for golf clubs is limited');
  });

  it('re-prices the total when catering is toggled', async () => {
    const agent = await searched('maya.catering@example.com');
    const before = totalOf((await agent.get('/book-flight?category=LIGHT_JET')).text);
    const res = await agent
      .post('/book-flight?category=LIGHT_JET')
      .set(samePage())
      .type('form')
      .send('intent=price&category=LIGHT_JET&addonIds=CATERING');
    expect(res.status).toBe(200);
    const after = totalOf(res.text);
    expect(before).toMatch(/^\$/);
    expect(after).toMatch(/^\$/);
    expect(after).not.toBe(before);
  });

  it('Book Now creates the draft and goes to /review-booking/<id>', async () => {
    const agent = await searched('maya.book@example.com');
    const res = await agent
      .post('/book-flight?category=MIDSIZE_JET')
      .set(samePage())
      .type('form')
      .send('intent=book&category=MIDSIZE_JET');
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^\/review-booking\/\S+$/);
  });

  it('shows a category without aircraft as Unavailable with a Contact Us link', async () => {
    // More passengers than any turboprop seats.
    const agent = await searched('maya.party@example.com', 10, '12');
    const res = await agent.get('/book-flight?category=TURBO_PROP');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h2>Unavailable</h2>');
    expect(res.text).toContain(
      'Based on your search criteria and availability, there are currently no aircraft in this category.',
    );
    expect(res.text).toMatch(/href="\/concierge"[^>]*>Contact Us</);
  });

  it('replaces Book Now with the concierge panel for a departure 50 days out', async () => {
    const agent = await searched('maya.later@example.com', 50);
    const res = await agent.get('/book-flight');
    expect(res.text).toContain('Book with your Flight Concierge');
    expect(res.text).not.toContain('Book Now');
  });
});
