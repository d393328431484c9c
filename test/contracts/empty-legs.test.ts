import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RestEmptyLegs } from '../../adapters/charter-rest/rest-empty-legs';
import { anonymous } from '../../ports/caller';
import { EMPTY_LEGS, type EmptyLegs } from '../../ports/charter/empty-legs';
import type { EmptyLegView } from '../../src/core/empty-legs/empty-leg-price';
import { EMPTY_LEG_MESSAGES } from '../../src/core/empty-legs/empty-leg-requests';
import { samsFlightHome, samsPaidTrip } from '../support/empty-legs';
import { newCustomer, payInFull, startPaymentsWorld, type PaymentsWorld } from '../support/payments';

// Customers sign up and pay through the whole application: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

interface Subject {
  name: string;
  port(world: PaymentsWorld): EmptyLegs;
}

const subjects: Subject[] = [
  { name: 'embedded engine', port: (world) => world.server.app.container.get<EmptyLegs>(EMPTY_LEGS) },
  {
    name: 'charter-rest against a live api server',
    port: (world) => new RestEmptyLegs({ baseUrl: world.server.url, timeoutMs: 20_000 }),
  },
];

describe.each(subjects)('EmptyLegs contract: $name', (subject) => {
  let world: PaymentsWorld;
  let port: EmptyLegs;
  let samsTrip = '';
  beforeAll(async () => {
    world = await startPaymentsWorld({ env: { ROLE: 'api' } });
    port = subject.port(world);
    samsTrip = await samsPaidTrip(world);
  });
  afterAll(() => world.close());

  async function theLeg(): Promise<EmptyLegView> {
    const [leg] = (await port.list({ passengers: 2, from: 'KPBI' }, anonymous())).emptyLegs;
    if (!leg) throw new Error('no empty leg from KPBI');
    return leg;
  }

  it("lists a paid trip's flight home for anyone, priced for the party and filtered", async () => {
    const leg = await theLeg();
    expect(leg).toMatchObject(samsFlightHome(samsTrip));
    expect((await port.list({ passengers: 2, to: 'KPBI' }, anonymous())).emptyLegs).toEqual([]);
    expect((await port.list({ passengers: 2, category: 'LARGE_JET' }, anonymous())).emptyLegs).toEqual([]);
  });

  it('refuses a visitor, a time off the window, too large a party and an unknown leg, each with its reason', async () => {
    const leg = await theLeg();
    const request = { emptyLegId: leg.id, departure: leg.window.earliestAt, passengers: 2 };
    expect(await port.book(request, anonymous())).toMatchObject({ ok: false, reason: 'SIGN_IN_REQUIRED' });
    const maya = await newCustomer(world);
    const between = new Date(Date.parse(leg.window.earliestAt) + 20 * 60_000).toISOString();
    expect(await port.book({ ...request, departure: between }, maya)).toEqual({
      ok: false,
      reason: 'DEPARTURE',
      message: EMPTY_LEG_MESSAGES.DEPARTURE,
    });
    expect(await port.book({ ...request, passengers: 8 }, maya)).toMatchObject({ ok: false, reason: 'PASSENGERS' });
    expect(await port.book({ ...request, emptyLegId: 'out-nothing' }, maya)).toEqual({
      ok: false,
      reason: 'NOT_AVAILABLE',
      message: EMPTY_LEG_MESSAGES.NOT_AVAILABLE,
    });
  });

  it('books a customer at the listed price; once paid the leg is gone and nobody else can book it', async () => {
    const leg = await theLeg();
    const request = { emptyLegId: leg.id, departure: leg.window.earliestAt, passengers: 2 };
    const maya = await newCustomer(world);
    const booked = await port.book(request, maya);
    if (!booked.ok) throw new Error(booked.message);
    expect(booked.priceBreakup.totalPrice).toBe(leg.priceBreakup.totalPrice);
    await payInFull(world, maya, booked.bookingId);

    expect((await port.list({ passengers: 2, from: 'KPBI' }, anonymous())).emptyLegs).toEqual([]);
    const leo = await newCustomer(world);
    expect(await port.book(request, leo)).toMatchObject({ ok: false, reason: 'NOT_AVAILABLE' });
  });
});
