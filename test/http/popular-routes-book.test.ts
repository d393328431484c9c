import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../../ports/identity-provider';
import { sessionCookies } from '../../src/http/session';
import { startTestApp, type TestApp } from '../support/app';
import { DateTime } from 'luxon';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const samePage = () => ({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' });
const inDays = (days: number) => DateTime.now().setZone('America/New_York').plus({ days }).toISODate() ?? '';

describe('/popular-routes-book', () => {
  it('prefills the route from the query, so the form works before scripts', async () => {
    const res = await request(app.url).get('/popular-routes-book?deptICAO=KTEB&arrivalICAO=kpbi');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Fly private from Teterboro to West Palm Beach');
    expect(res.text).toMatch(/<input[^>]*name="from" value="KTEB"/);
    expect(res.text).toMatch(/<input[^>]*name="to" value="KPBI"/);
    expect(res.text).toContain('class="route-hero-art"');
    expect(res.text).toContain('--hero-loop:17s');
    // The visitor's Login link goes to /login before scripts run (the dialog opens with them).
    expect(res.text).toContain('href="/login"');
  });

  it('is linked from the popular routes of home and /popular-routes', async () => {
    for (const path of ['/consumer-booking', '/popular-routes']) {
      const res = await request(app.url).get(path);
      expect(res.text).toContain('href="/popular-routes-book?deptICAO=KTEB&amp;arrivalICAO=KPBI"');
    }
  });

  it('leaves out a malformed code rather than refusing the page', async () => {
    const res = await request(app.url).get('/popular-routes-book?deptICAO=%3Cscript%3E&arrivalICAO=KPBI');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Book a popular private jet route');
    expect(res.text).not.toContain('&lt;script&gt;');
    expect(res.text).toMatch(/<input[^>]*name="to" value="KPBI"/);
  });

  it.each([
    [{ passengers: '0' }, 'Please Add Passenger count.'],
    [{ from: '' }, 'Error: Please add Departure Airport!'],
    [{ to: 'KTEB' }, 'Error: Departure Airport cant be same as Arrival Airport!'],
    [{ returnDate: inDays(8) }, 'Error: Return Date should be grater than Depart Date.'],
  ])('answers a search with %o by 400 and the message', async (change, message) => {
    const search = {
      routeType: 'ROUND_TRIP',
      from: 'KTEB',
      to: 'KPBI',
      date: inDays(10),
      time: '10:00',
      returnDate: inDays(12),
      returnTime: '15:00',
      passengers: '2',
      ...change,
    };
    const res = await request(app.url).post('/popular-routes-book').set(samePage()).type('form').send(search);
    expect(res.status).toBe(400);
    expect(res.text).toContain(message);
  });

  it('keeps a visitor’s search and offers the benefits of an account', async () => {
    const res = await request(app.url)
      .post('/popular-routes-book?deptICAO=KTEB&arrivalICAO=KPBI')
      .set(samePage())
      .type('form')
      .send({
        routeType: 'ONE_WAY',
        from: 'KTEB',
        to: 'KPBI',
        date: inDays(10),
        time: '10:00',
        passengers: '2',
      });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Your search is saved for 15 minutes.');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith('contrail-saved-search='))).toBe(true);
  });

  it('offers a social account without a phone the create-account dialog', async () => {
    const identity = app.app.container.get<IdentityProvider>(IDENTITY_PROVIDER);
    const signedIn = await identity.federatedSignIn({
      provider: 'google',
      subject: 'omar-google',
      email: 'omar@example.com',
      emailVerified: true,
      givenName: 'Omar',
      familyName: 'Haddad',
      phone: null,
    });
    if (!signedIn.ok) throw new Error('federated sign-in failed');
    const cookie = sessionCookies({ secure: false, refreshTokenDays: 30 })
      .issue(signedIn.value)
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await request(app.url).get('/popular-routes-book?deptICAO=KTEB&arrivalICAO=KPBI').set('Cookie', cookie);
    expect(res.status).toBe(200);
    // The shell's create-account dialog; before scripts, its link to the page of the same form.
    expect(res.text).toContain('A few details are missing from your account (<!-- -->omar@example.com');
    expect(res.text).toContain(
      'href="/complete-profile?redirectTo=%2Fpopular-routes-book%3FdeptICAO%3DKTEB%26arrivalICAO%3DKPBI"',
    );
  });
});
