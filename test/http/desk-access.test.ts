import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { signedInAgent, staffAgent } from '../support/customers';
import { appClock, enrolThroughPage } from '../support/second-factor';

/**
 * The back office answers nobody but staff: customers and visitors get the site's own 404 for
 * every desk page and data request, and a JSON 404 for every desk API call, exactly as for an
 * address that does not exist. A support member cannot manage staff; an administrator can.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const SAME_PAGE = { 'Sec-Fetch-Site': 'same-origin' };
const PAGES = [
  '/desk',
  '/desk/bookings/B-1',
  '/desk/customers',
  '/desk/customers/u-1',
  '/desk/audit',
  '/desk/staff',
  '/desk/nowhere',
];
const CALLS: [method: 'get' | 'post', path: string][] = [
  ['get', '/desk/api/bookings'],
  ['get', '/desk/api/bookings/B-1'],
  ['post', '/desk/api/bookings/B-1/wire-received'],
  ['get', '/desk/api/bookings/B-1/cancellation'],
  ['post', '/desk/api/bookings/B-1/cancel'],
  ['post', '/desk/api/bookings/B-1/resend-confirmation'],
  ['post', '/desk/api/bookings/B-1/messages/resend'],
  ['post', '/desk/api/bookings/B-1/refunds/R-1/wired'],
  ['get', '/desk/api/customers?text=maya'],
  ['get', '/desk/api/customers/u-1'],
  ['post', '/desk/api/customers/u-1/wallet-credits'],
  ['get', '/desk/api/audit'],
  ['get', '/desk/api/staff'],
  ['post', '/desk/api/staff'],
  ['post', '/desk/api/staff/u-1/disable'],
  ['post', '/desk/api/staff/u-1/reset-password'],
];

async function expectNothingThere(agent: ReturnType<typeof request.agent> | ReturnType<typeof request>) {
  const unknown = await agent.get('/no-such-page');
  for (const path of PAGES) {
    const page = await agent.get(path);
    expect({ path, status: page.status }).toEqual({ path, status: 404 });
    expect(page.text).toContain('We couldn’t find that page');
    expect(page.text).not.toMatch(/Support desk|Audit log/);
    expect(page.text.length).toBeGreaterThan(unknown.text.length / 2);
    const data = await agent.get(`${path}?_data=desk`).set('Accept', 'application/json');
    expect({ path, data: data.status }).toEqual({ path, data: 404 });
  }
  for (const [method, path] of CALLS) {
    const res = await agent[method](path).set(SAME_PAGE).send({});
    expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
    expect(res.body).toEqual({ message: 'No such API call.' });
  }
}

describe('signing in', () => {
  it('takes staff to the desk and customers to the booking page, unless asked elsewhere', async () => {
    const staff = await staffAgent(app, 'SUPPORT', 'Lena', 'Park');
    const again = await request(app.url)
      .post('/login')
      .set({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' })
      .type('form')
      .send({ email: staff.staff.email, password: staff.staff.password });
    // A password alone reaches the second factor, not the desk (docs/decisions/053).
    expect(again.headers.location).toBe('/second-factor');
    const elsewhere = await request(app.url)
      .post('/login')
      .set({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' })
      .type('form')
      .send({ email: staff.staff.email, password: staff.staff.password, redirectTo: '/my-trips' });
    expect(elsewhere.headers.location).toBe('/my-trips');
    await signedInAgent(app, 'maya.landing@example.com');
    const customer = await request(app.url)
      .post('/login')
      .set({ Origin: app.url, 'Sec-Fetch-Site': 'same-origin' })
      .type('form')
      .send({ email: 'maya.landing@example.com', password: 'Jetstream2026' });
    expect(customer.headers.location).toBe('/consumer-booking');
  });
});

describe('the support desk, to anyone but staff', () => {
  it('does not exist for a visitor', async () => {
    await expect(expectNothingThere(request(app.url))).resolves.toBeUndefined();
  });

  it('does not exist for a signed-in customer, by cookie or by bearer token', async () => {
    const agent = await signedInAgent(app, 'maya.desk@example.com');
    await expectNothingThere(agent);
    const signIn = await request(app.url)
      .post('/api/auth/sign-in')
      .send({ username: 'maya.desk@example.com', password: 'Jetstream2026' })
      .expect(200);
    const token = (signIn.body as { accessToken: string }).accessToken;
    const res = await request(app.url).get('/desk/api/bookings').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(404);
  });
});

describe('the support desk, to staff', () => {
  it('opens for support staff, who cannot manage staff accounts', async () => {
    const { agent } = await staffAgent(app, 'SUPPORT');
    const desk = await agent.get('/desk');
    expect(desk.status).toBe(200);
    expect(desk.text).toContain('Support desk');
    expect(desk.text).toContain('<h1 id="desk-bookings-title">Bookings</h1>');
    expect(desk.text).not.toContain('href="/desk/staff"');
    const staffPage = await agent.get('/desk/staff');
    expect(staffPage.status).toBe(403);
    expect(staffPage.text).toContain('Only administrators manage staff accounts.');
    const create = await agent
      .post('/desk/api/staff')
      .set(SAME_PAGE)
      .send({ email: 'new@contrail.test', firstname: 'Ben', lastname: 'Ortega', password: 'Dispatch2026' });
    expect(create.status).toBe(403);
    expect((await agent.get('/desk/api/staff')).status).toBe(403);
    const created = await agent.post('/desk/staff').set(SAME_PAGE).type('form').send({
      intent: 'create',
      email: 'new@contrail.test',
      firstname: 'Ben',
      lastname: 'Ortega',
      password: 'Dispatch2026',
    });
    expect(created.status).toBe(403);
  });

  it('lets an administrator create, disable and enable staff accounts', async () => {
    const { agent } = await staffAgent(app, 'ADMIN', 'Bo', 'Admin');
    expect((await agent.get('/desk/staff')).status).toBe(200);
    const created = await agent
      .post('/desk/api/staff')
      .set(SAME_PAGE)
      .send({ email: 'cy@contrail.test', firstname: 'Cy', lastname: 'Lee', password: 'Dispatch2026', role: 'SUPPORT' });
    expect(created.status).toBe(201);
    const { userId } = created.body as { userId: string };
    const cy = request.agent(app.url);
    await cy
      .post('/login')
      .set(SAME_PAGE)
      .type('form')
      .send({ email: 'cy@contrail.test', password: 'Dispatch2026' })
      .expect(302)
      .expect('Location', '/second-factor');
    // Cy's enrolment is pending: the desk sends him to set up his authenticator first.
    expect((await cy.get('/desk')).headers.location).toBe('/second-factor?redirectTo=%2Fdesk');
    expect(await enrolThroughPage(cy, 'cy@contrail.test', SAME_PAGE, appClock(app.app))).toHaveLength(10);
    expect((await cy.get('/desk')).status).toBe(200);
    await agent.post(`/desk/api/staff/${userId}/disable`).set(SAME_PAGE).send({}).expect(200);
    // Their session has ended: the desk no longer exists for them, and they cannot sign in again.
    expect((await cy.get('/desk')).status).toBe(404);
    const again = await request(app.url)
      .post('/api/auth/sign-in')
      .send({ username: 'cy@contrail.test', password: 'Dispatch2026' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'This account is disabled. Please contact an administrator.' });
    await agent.post(`/desk/api/staff/${userId}/enable`).set(SAME_PAGE).send({}).expect(200);
    await request(app.url)
      .post('/api/auth/sign-in')
      .send({ username: 'cy@contrail.test', password: 'Dispatch2026' })
      .expect(200);
  });

  it('answers bad input with 400 and the field errors, and an unknown booking with 404', async () => {
    const { agent } = await staffAgent(app, 'SUPPORT', 'Di', 'Sun');
    const bad = await agent.get('/desk/api/bookings?from=KT&status=lost&departsFrom=tomorrow');
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'departsFrom',
      'from',
      'status',
    ]);
    expect((await agent.get('/desk/api/bookings/B-missing')).status).toBe(404);
    const page = await agent.get('/desk/bookings/B-missing');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Support desk');
    const wire = await agent.post('/desk/api/bookings/B-missing/wire-received').set(SAME_PAGE).send({ amount: -5 });
    expect(wire.status).toBe(400);
  });
});
