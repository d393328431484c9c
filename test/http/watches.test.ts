import { DateTime } from 'luxon';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_MAILBOX, type LocalMailbox } from '../../ports/mailer';
import { USER_STORE, type UserStore } from '../../ports/user-store';
import { JOBS } from '../../src/composition/jobs';
import type { EmptyLegView } from '../../src/core/empty-legs/empty-leg-price';
import { WATCH_MESSAGES } from '../../src/core/watches/watch-rules';
import { PRICE_MESSAGES } from '../../src/core/watches/price-watch';
import { PAST_DEPARTURE_MESSAGE } from '../../src/engine/search-flights';
import { UNSUBSCRIBE_MESSAGES } from '../../src/http/watch-links';
import { staffAgent } from '../support/customers';
import { samsPaidTrip } from '../support/empty-legs';
import { newCustomer, startPaymentsWorld, type PaymentsWorld } from '../support/payments';

// Customers sign up and pay through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let world: PaymentsWorld;
beforeAll(async () => {
  world = await startPaymentsWorld();
  await samsPaidTrip(world);
});
afterAll(() => world.close());

const api = () => request(world.server.url);
const today = () => DateTime.fromJSDate(world.clock.now(), { zone: 'America/New_York' });
const runJobs = async () => {
  const { runner } = world.server.app.jobs;
  await runner.runNow(JOBS.watches);
  await runner.runNow(JOBS.mail);
};
const alertsTo = async (userId: string) => {
  const email = (await world.server.app.container.get<UserStore>(USER_STORE).findById(userId))?.email;
  const mailbox = await world.server.app.container.get<LocalMailbox>(LOCAL_MAILBOX).list(100);
  return mailbox.filter((m) => m.to === email && m.kind === 'watch-alert');
};

async function theLeg(): Promise<EmptyLegView> {
  const res = await api().get('/api/empty-legs?passengers=2').expect(200);
  const [leg] = (res.body as { emptyLegs: EmptyLegView[] }).emptyLegs;
  if (!leg) throw new Error('no empty leg');
  return leg;
}

/** A watch of the leg's route for 30 days from today, as the form sends it. */
const watchOf = (leg: EmptyLegView, overrides: Record<string, unknown> = {}) => ({
  from: leg.departureAirport.icaoCode,
  to: leg.arrivalAirport.icaoCode,
  firstDay: today().toISODate(),
  lastDay: today().plus({ days: 29 }).toISODate(),
  passengers: 2,
  categories: [leg.aircraftCategory],
  ...overrides,
});

describe('route watches over HTTP', () => {
  it('alert once when a paid trip’s empty leg appears on the route, and one click pauses the watch', async () => {
    const leg = await theLeg();
    const maya = await newCustomer(world);
    const auth = { Authorization: `Bearer ${maya.accessToken}` };
    const created = await api().post('/api/watches').set(auth).send(watchOf(leg)).expect(201);
    const watchId = (created.body as { id: string }).id;

    await runJobs();
    await runJobs();
    const alerts = await alertsTo(maya.userId);
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    expect(alert?.subject).toMatch(
      new RegExp(`^Empty leg ${leg.departureAirport.icaoCode} to ${leg.arrivalAirport.icaoCode}, .+, from \\$`),
    );
    expect(alert?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(alert?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(unsubscribe).toMatch(/\/watches\/unsubscribe\/w-/);

    // The alert's link to all her watches opens them without signing in; a forged one shows nothing.
    const manage = new URL(/Manage your watches: (\S+)/.exec(alert?.text ?? '')?.[1] ?? '').pathname;
    expect(manage).toMatch(/^\/watches\/manage\//);
    expect((await api().get(manage).expect(200)).text).toContain('Your route watches');
    await api()
      .get(`${manage.slice(0, -4)}AAAA`)
      .expect(404);
    const pausedThere = await api()
      .post(manage)
      .type('form')
      .send({ watchId, intent: 'status', status: 'PAUSED' })
      .expect(200);
    expect(pausedThere.text).toContain('Watch paused.');
    expect(await watchStatus(auth, watchId)).toBe('PAUSED');
    await api().post(manage).type('form').send({ watchId, intent: 'status', status: 'ACTIVE' }).expect(200);
    expect(await watchStatus(auth, watchId)).toBe('ACTIVE');

    // The desk sees her watch and the leg its alert told.
    const { agent } = await staffAgent(world.server, 'SUPPORT');
    const seen = await agent.get(`/desk/api/customers/${maya.userId}`).expect(200);
    const view = seen.body as {
      watches: { id: string; status: string }[];
      told: { watchId: string; leg: { id: string } }[];
    };
    expect(view.watches.map((w) => [w.id, w.status])).toEqual([[watchId, 'ACTIVE']]);
    expect(view.told.map((t) => [t.watchId, t.leg.id])).toEqual([[watchId, leg.id]]);

    // A forged link changes nothing; the real one pauses the watch, no sign-in.
    const path = new URL(unsubscribe).pathname;
    await api()
      .post(`${path.slice(0, -4)}AAAA`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(404);
    await api().get(path).expect(200);
    expect(await watchStatus(auth, watchId)).toBe('ACTIVE');
    const paused = await api().post(path).type('form').accept('json').send('List-Unsubscribe=One-Click').expect(200);
    expect(paused.body).toEqual({ message: UNSUBSCRIBE_MESSAGES.PAUSED });
    expect(await watchStatus(auth, watchId)).toBe('PAUSED');
  });

  it('answers bad input 400 with field errors, a 21st active watch 409, a visitor 401, changing nothing', async () => {
    const leg = await theLeg();
    const maya = await newCustomer(world);
    const auth = { Authorization: `Bearer ${maya.accessToken}` };
    await api().post('/api/watches').send(watchOf(leg)).expect(401);
    const unknown = await api()
      .post('/api/watches')
      .set(auth)
      .send(watchOf(leg, { from: 'Atlantis' }))
      .expect(400);
    expect(unknown.body).toEqual({ message: WATCH_MESSAGES.FROM, fieldErrors: { from: WATCH_MESSAGES.FROM } });
    const tooLong = watchOf(leg, { lastDay: today().plus({ days: 60 }).toISODate() });
    expect((await api().post('/api/watches').set(auth).send(tooLong).expect(400)).body).toMatchObject({
      fieldErrors: { lastDay: WATCH_MESSAGES.WINDOW },
    });
    const malformed = await api().post('/api/watches').set(auth).send({ passengers: 'two' }).expect(400);
    expect(Object.keys((malformed.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'categories',
      'firstDay',
      'from',
      'lastDay',
      'passengers',
      'to',
    ]);
    for (let i = 0; i < 20; i += 1) await api().post('/api/watches').set(auth).send(watchOf(leg)).expect(201);
    const refused = await api().post('/api/watches').set(auth).send(watchOf(leg)).expect(409);
    expect(refused.body).toMatchObject({ message: WATCH_MESSAGES.TOO_MANY });
    const listed = await api().get('/api/watches').set(auth).expect(200);
    expect((listed.body as { watches: unknown[] }).watches).toHaveLength(20);
    // Another customer's watch is not found, and stays as it was.
    const [first] = (listed.body as { watches: { id: string }[] }).watches;
    const leo = await newCustomer(world, { name: 'leo' });
    const leoAuth = { Authorization: `Bearer ${leo.accessToken}` };
    await api().delete(`/api/watches/${first?.id}`).set(leoAuth).expect(404);
    await api().patch(`/api/watches/${first?.id}`).set(leoAuth).send({ status: 'PAUSED' }).expect(404);
    expect(await watchStatus(auth, first?.id ?? '')).toBe('ACTIVE');
  });

  it('prices a price watch in the engine when made and when edited; bad terms and another’s watch change nothing', async () => {
    const maya = await newCustomer(world);
    const auth = { Authorization: `Bearer ${maya.accessToken}` };
    const day = (days: number) => today().plus({ days }).toISODate() ?? '';
    const search = {
      routeType: 'ROUND_TRIP',
      travelCities: [
        {
          origin: 'KTEB',
          destination: 'KPBI',
          departureTime: `${day(10)} 10:00`,
          returnTime: `${day(14)} 15:00`,
          order: '1',
        },
      ],
    };
    const terms = (price: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
      from: 'KTEB',
      to: 'KPBI',
      firstDay: day(10),
      lastDay: day(14),
      passengers: 2,
      categories: ['LIGHT_JET'],
      emptyLegs: false,
      price: { search, category: 'LIGHT_JET', dropPercent: 10, ...price },
      ...overrides,
    });
    // The price the results show for that search is the price watched.
    const results = await api()
      .post('/api/aircraft/search-results-v2')
      .set(auth)
      .send({ ...search, passengers: 2 })
      .expect(200);
    expect((results.body as { error: unknown }).error).toBeNull();
    const shown = (results.body as { data: { LIGHT_JET: { priceBreakup: { totalPrice: number } }[] } }).data.LIGHT_JET;
    const cheapest = Math.min(...shown.map((o) => Math.round(o.priceBreakup.totalPrice * 100)));
    const made = await api().post('/api/watches').set(auth).send(terms({})).expect(201);
    const watch = made.body as { id: string; price: { watchedCents: number; dropPercent: number } };
    expect(watch.price).toMatchObject({ watchedCents: cheapest, dropPercent: 10 });

    const refusals: [Record<string, unknown>, string][] = [
      [{ dropPercent: 0 }, PRICE_MESSAGES.DROP],
      [{ search: 'KTEB-KASE' }, PRICE_MESSAGES.SEARCH],
      [
        { search: { ...search, travelCities: [{ ...search.travelCities[0], departureTime: `${day(-1)} 10:00` }] } },
        PAST_DEPARTURE_MESSAGE,
      ],
    ];
    for (const [price, message] of refusals) {
      const refused = await api().post('/api/watches').set(auth).send(terms(price)).expect(400);
      expect(refused.body).toEqual({ message, fieldErrors: { price: message } });
      await api().put(`/api/watches/${watch.id}`).set(auth).send(terms(price)).expect(400);
    }
    const leo = await newCustomer(world, { name: 'leo' });
    await api()
      .put(`/api/watches/${watch.id}`)
      .set({ Authorization: `Bearer ${leo.accessToken}` })
      .send(terms({ dropPercent: 20 }))
      .expect(404);
    const kept = await api().get('/api/watches').set(auth).expect(200);
    expect((kept.body as { watches: unknown[] }).watches).toEqual([made.body]);

    const edited = await api()
      .put(`/api/watches/${watch.id}`)
      .set(auth)
      .send(terms({ dropPercent: 20 }, { passengers: 3 }))
      .expect(200);
    expect(edited.body).toMatchObject({ id: watch.id, status: 'ACTIVE', passengers: 3, price: { dropPercent: 20 } });
  });
});

async function watchStatus(auth: Record<string, string>, id: string): Promise<string | undefined> {
  const res = await api().get('/api/watches').set(auth).expect(200);
  return (res.body as { watches: { id: string; status: string }[] }).watches.find((w) => w.id === id)?.status;
}
