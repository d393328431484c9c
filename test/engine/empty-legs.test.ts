import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../ports/caller';
import { firstSelection } from '../../ports/charter/flight-search';
import { EMPTY_LEG_MESSAGES } from '../../src/core/empty-legs/empty-leg-requests';
import { EmbeddedEmptyLegs } from '../../src/engine/empty-legs/embedded-empty-legs';
import { EmbeddedFlightSearch } from '../../src/engine/embedded-flight-search';
import type { EngineDeps } from '../../src/engine/search-flights';
import { MemoryBookingStore, MemoryLedgerStore, MemoryQuoteStore } from '../fakes/memory-charter-stores';
import { MemoryReferenceData } from '../fakes/memory-reference-data';
import { oneWay } from '../fixtures/charter';
import { ManualClock } from '../support/charter';

const customer = (name: string): Caller => ({ kind: 'customer', userId: name, accessToken: '', role: 'CUSTOMER' });

function world() {
  const deps: EngineDeps = {
    referenceData: new MemoryReferenceData(),
    quotes: new MemoryQuoteStore(),
    bookings: new MemoryBookingStore(),
    ledger: new MemoryLedgerStore(),
    clock: new ManualClock(),
    newId: () => randomUUID(),
  };
  return { deps, search: new EmbeddedFlightSearch(deps), emptyLegs: new EmbeddedEmptyLegs(deps) };
}

/** Sam's one-way light jet trip, paid in full (the payment work is elsewhere: its status is set). */
async function samsTrip(w: ReturnType<typeof world>) {
  const results = await w.search.searchResults(
    oneWay('KTEB', 'KPBI', { departDays: 10, passengers: 2 }),
    customer('sam'),
  );
  const option = results.data?.LIGHT_JET[0];
  if (!option?.aboneSearchId) throw new Error('no light jet');
  const draft = await w.search.updateAddons(firstSelection(option.aboneSearchId), customer('sam'));
  if (!draft.ok) throw new Error(draft.message);
  await w.deps.bookings.setStatus(draft.answer.bookingId, 'BOOKED', w.deps.clock.now());
  const trip = await w.deps.bookings.find(draft.answer.bookingId);
  if (!trip) throw new Error('no trip');
  return trip;
}

const query = (
  extra: Partial<{ from: string; to: string; category: 'LIGHT_JET' | 'MIDSIZE_JET'; passengers: number }> = {},
) => ({
  passengers: 2,
  ...extra,
});

describe('empty legs in the engine', () => {
  it("lists the flight home of a paid trip's light jet, and none of a held or unpaid one", async () => {
    const w = world();
    const trip = await samsTrip(w);
    expect(trip.tailNumber).toBe('N201LJ');
    const [leg, ...others] = (await w.emptyLegs.list(query(), customer('maya'))).emptyLegs;
    expect(others).toEqual([]);
    expect(leg).toMatchObject({
      id: `out-${trip.id}`,
      aircraftCategory: 'LIGHT_JET',
      departureAirport: { icaoCode: 'KPBI' },
      arrivalAirport: { icaoCode: 'KTEB' },
      passengers: 2,
    });
    await w.deps.bookings.setStatus(trip.id, 'RESERVED', w.deps.clock.now());
    expect((await w.emptyLegs.list(query(), customer('maya'))).emptyLegs).toEqual([]);
  });

  it('filters by airports, category and the seats the party needs', async () => {
    const w = world();
    await samsTrip(w);
    const count = async (q: Parameters<typeof query>[0]) =>
      (await w.emptyLegs.list(query(q), customer('maya'))).emptyLegs.length;
    expect(await count({ from: 'KPBI', to: 'KTEB', category: 'LIGHT_JET' })).toBe(1);
    expect(await count({ from: 'KTEB' })).toBe(0);
    expect(await count({ category: 'MIDSIZE_JET' })).toBe(0);
    expect(await count({ passengers: 7 })).toBe(1);
    expect(await count({ passengers: 8 })).toBe(0);
  });

  it('books the leg at its listed price into a draft on the same aircraft, then no longer lists it once paid', async () => {
    const w = world();
    const trip = await samsTrip(w);
    const [leg] = (await w.emptyLegs.list(query(), customer('maya'))).emptyLegs;
    if (!leg) throw new Error('no empty leg');
    const departure = leg.departureTimes[2]?.at ?? '';
    const booked = await w.emptyLegs.book({ emptyLegId: leg.id, departure, passengers: 2 }, customer('maya'));
    if (!booked.ok) throw new Error(booked.message);
    expect(booked.priceBreakup).toEqual(leg.priceBreakup);
    const draft = await w.deps.bookings.find(booked.bookingId);
    expect(draft).toMatchObject({
      status: 'DRAFT',
      owner: { kind: 'customer', userId: 'maya' },
      tailNumber: trip.tailNumber,
      emptyLeg: { of: trip.id, direction: 'OUT' },
      totalCents: Math.round(leg.priceBreakup.totalPrice * 100),
    });
    expect(draft?.legs.map((l) => [l.departureAirport.icaoCode, l.arrivalAirport.icaoCode])).toEqual([
      ['KPBI', 'KTEB'],
    ]);
    expect(draft?.busyFrom.getTime()).toBeLessThanOrEqual(trip.busyTo.getTime());

    await w.deps.bookings.setStatus(booked.bookingId, 'BOOKED', w.deps.clock.now());
    expect((await w.emptyLegs.list(query(), customer('leo'))).emptyLegs).toEqual([]);
    const again = await w.emptyLegs.book({ emptyLegId: leg.id, departure, passengers: 2 }, customer('leo'));
    expect(again).toEqual({ ok: false, reason: 'NOT_AVAILABLE', message: EMPTY_LEG_MESSAGES.NOT_AVAILABLE });
    // Sam's trip is as it was.
    expect(await w.deps.bookings.find(trip.id)).toEqual(trip);
  });

  it('refuses a visitor, an unknown leg, a time its window does not offer and a party it cannot seat', async () => {
    const w = world();
    await samsTrip(w);
    const [leg] = (await w.emptyLegs.list(query(), customer('maya'))).emptyLegs;
    if (!leg) throw new Error('no empty leg');
    const departure = leg.departureTimes[0]?.at ?? '';
    const book = (
      request: Partial<{ emptyLegId: string; departure: string; passengers: number }>,
      caller = customer('maya'),
    ) => w.emptyLegs.book({ emptyLegId: leg.id, departure, passengers: 2, ...request }, caller);
    expect(await book({}, { kind: 'anonymous', sessionId: null })).toMatchObject({
      ok: false,
      reason: 'SIGN_IN_REQUIRED',
    });
    expect(await book({ emptyLegId: 'out-nothing' })).toMatchObject({ ok: false, reason: 'NOT_AVAILABLE' });
    expect(await book({ emptyLegId: 'nonsense' })).toMatchObject({ ok: false, reason: 'NOT_AVAILABLE' });
    const between = new Date(Date.parse(departure) + 30 * 60_000).toISOString();
    expect(await book({ departure: between })).toEqual({
      ok: false,
      reason: 'DEPARTURE',
      message: EMPTY_LEG_MESSAGES.DEPARTURE,
    });
    expect(await book({ passengers: 8 })).toEqual({
      ok: false,
      reason: 'PASSENGERS',
      message: 'This aircraft seats 7 passengers.',
    });
    expect((await w.deps.bookings.ofCustomer('maya')).length).toBe(0);
  });

  it('keeps the tail from searches while it waits for the empty leg, so nobody books it from its base meanwhile', async () => {
    const w = world();
    await samsTrip(w);
    const [leg] = (await w.emptyLegs.list(query(), customer('maya'))).emptyLegs;
    const last = leg?.departureTimes.at(-1)?.at;
    if (!leg || !last) throw new Error('no empty leg');
    const booked = await w.emptyLegs.book({ emptyLegId: leg.id, departure: last, passengers: 2 }, customer('maya'));
    if (!booked.ok) throw new Error(booked.message);
    await w.deps.bookings.setStatus(booked.bookingId, 'BOOKED', w.deps.clock.now());
    // The aircraft sits at West Palm Beach until the empty leg leaves a day after Sam landed:
    // that night it is not at Teterboro, though neither booking alone covers those hours.
    const next = await w.search.searchResults(
      oneWay('KTEB', 'KPBI', { departDays: 10, time: '22:00' }),
      customer('leo'),
    );
    const tails = Object.values(next.data ?? {}).flatMap((options) => options.map((o) => o.aboneSearchId));
    expect(tails.length).toBeGreaterThan(0);
    const quote = await w.deps.quotes.find(tails[0]?.replace(/-[A-Z_]+-\d+$/, '') ?? '');
    expect(quote?.options.map((o) => o.tailNumber)).not.toContain('N201LJ');
  });
});
