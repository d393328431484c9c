import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestFlightSearch } from '../../adapters/charter-rest/rest-flight-search';
import { anonymous, type Caller } from '../../ports/caller';
import type { FlightSearch, SearchResults, UpdateAddonsRequest } from '../../ports/charter/flight-search';
import { AIRCRAFT_CATEGORIES } from '../../src/core/aircraft-categories';
import type { AircraftOption, LegView } from '../../src/core/quotes/quote-view';
import { UNKNOWN_AIRPORT_MESSAGE } from '../../src/core/quotes/trip';
import { PAST_DEPARTURE_MESSAGE } from '../../src/engine/search-flights';
import { REFUSALS } from '../../src/engine/update-addons';
import { oneWay, roundTrip } from '../fixtures/charter';
import { ManualClock, embeddedEngine, startCharterApi } from '../support/charter';

interface Subject {
  name: string;
  start(clock: ManualClock): Promise<{ port: FlightSearch; close(): Promise<void> }>;
}

const subjects: Subject[] = [
  { name: 'embedded engine', start: async (clock) => ({ port: embeddedEngine(clock).engine, close: async () => {} }) },
  {
    name: 'charter-rest against a live api server',
    start: async (clock) => {
      const server = await startCharterApi(clock);
      return { port: new RestFlightSearch({ baseUrl: server.url, timeoutMs: 10_000 }), close: () => server.close() };
    },
  },
];

const visitor: Caller = anonymous('session-maya');

function options(results: SearchResults, category: keyof NonNullable<SearchResults['data']>): AircraftOption[] {
  if (results.error !== null) throw new Error(`search refused: ${results.error}`);
  return results.data[category];
}

function cheapest(results: SearchResults, category: Parameters<typeof options>[1]): AircraftOption {
  const first = options(results, category)[0];
  if (!first?.aboneSearchId) throw new Error(`no ${category} offered`);
  return first;
}

const legTime = (text: string, zone: string) => DateTime.fromFormat(text, 'dd-MM-yyyy HH:mm:ss', { zone });

function addonsRequest(aboneSearchId: string, addonIds: string[] = []): UpdateAddonsRequest {
  return { aboneSearchId, bookingId: '', sessionId: 'session-maya', addonIds, useRewards: false, legDataList: [] };
}

describe.each(subjects)('FlightSearch contract: $name', (subject) => {
  const clock = new ManualClock();
  let port: FlightSearch;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const started = await subject.start(clock);
    port = started.port;
    close = started.close;
  });
  afterAll(() => close());

  it('prices a Teterboro to West Palm Beach round trip for 4 in every category, light jets between $15,000 and $60,000', async () => {
    const results = await port.searchResults(roundTrip('KTEB', 'KPBI', { departDays: 10 }), visitor);
    expect(results.error).toBeNull();
    expect(Object.keys(results.data ?? {}).sort()).toEqual([...AIRCRAFT_CATEGORIES].sort());
    for (const category of AIRCRAFT_CATEGORIES) expect(options(results, category)[0]?.aboneSearchId).toBeTruthy();
    const light = cheapest(results, 'LIGHT_JET');
    expect(light.priceBreakup.totalPrice).toBeGreaterThan(15_000);
    expect(light.priceBreakup.totalPrice).toBeLessThan(60_000);
    expect(light.dealType).toBe('BEST_PRICE');
  });

  it('shows each leg at the local time of its airports', async () => {
    const results = await port.searchResults(roundTrip('KVNY', 'KTEB', { departDays: 10, time: '09:00' }), visitor);
    const legs: LegView[] = cheapest(results, 'LARGE_JET').itinerary.legs;
    expect(legs.map((l) => l.legOrder)).toEqual([1, 2]);
    const [out] = legs;
    if (!out) throw new Error('no outbound leg');
    expect(out.departureDateTime.slice(11)).toBe('09:00:00');
    const departs = legTime(out.departureDateTime, 'America/Los_Angeles');
    const [hours = 0, minutes = 0] = out.flightTime.split(':').map(Number);
    const arrives = departs.plus({ hours, minutes }).setZone('America/New_York');
    expect(out.arrivalDateTime).toBe(arrives.toFormat('dd-MM-yyyy HH:mm:ss'));
    // Across the country eastbound, the New York clock reads later than block time alone.
    expect(
      legTime(out.arrivalDateTime, 'UTC').diff(legTime(out.departureDateTime, 'UTC'), 'hours').hours,
    ).toBeGreaterThan(hours + 2);
  });

  it('shows a fuel stop on a light jet from Van Nuys to Teterboro', async () => {
    const results = await port.searchResults(oneWay('KVNY', 'KTEB'), visitor);
    const [leg] = cheapest(results, 'LIGHT_JET').itinerary.legs;
    expect(leg?.paddedFuelStops).toBeGreaterThanOrEqual(1);
    expect(leg?.stopLabel).toMatch(/^\d STOP$/);
    expect(leg?.fuelStops.length).toBe(leg?.paddedFuelStops);
  });

  it('answers the message to show for an unknown airport or a departure already past', async () => {
    expect(await port.searchResults(oneWay('KXYZ', 'KPBI'), visitor)).toEqual({
      data: null,
      preferredCategory: null,
      error: UNKNOWN_AIRPORT_MESSAGE,
    });
    const past = await port.searchResults(oneWay('KTEB', 'KPBI', { departDays: -1 }), visitor);
    expect(past.error).toBe(PAST_DEPARTURE_MESSAGE);
  });

  it('prices catering into the total and answers a booking id', async () => {
    const light = cheapest(await port.searchResults(roundTrip('KTEB', 'KPBI'), visitor), 'LIGHT_JET');
    const id = light.aboneSearchId ?? '';
    const plain = await port.updateAddons(addonsRequest(id), visitor);
    const catered = await port.updateAddons(addonsRequest(id, ['CATERING']), visitor);
    if (!plain.ok || !catered.ok) throw new Error('update-addons refused');
    expect(plain.answer.priceBreakup.totalPrice).toBe(light.priceBreakup.totalPrice);
    expect(catered.answer.priceBreakup.addonsPrice).toBeGreaterThan(0);
    expect(catered.answer.priceBreakup.totalPrice).toBeCloseTo(
      plain.answer.priceBreakup.totalPrice + catered.answer.priceBreakup.addonsPrice,
      2,
    );
    expect(catered.answer.bookingId).toMatch(/\S/);
    expect(catered.answer.balance).toEqual({
      rewardBalance: 0,
      rewardPayApplicable: false,
      walletBalance: 0,
      walletPayApplicable: false,
    });
  });

  it('re-prices the same draft when its id is sent back by its owner', async () => {
    const id =
      cheapest(await port.searchResults(roundTrip('KTEB', 'KPBI'), visitor), 'MIDSIZE_JET').aboneSearchId ?? '';
    const first = await port.updateAddons(addonsRequest(id), visitor);
    if (!first.ok) throw new Error('refused');
    const again = await port.updateAddons(
      { ...addonsRequest(id, ['CATERING']), bookingId: first.answer.bookingId },
      visitor,
    );
    expect(again.ok && again.answer.bookingId).toBe(first.answer.bookingId);
  });

  it('reads a search answer back by its search id, and nothing for an unknown id', async () => {
    const results = await port.searchResults(roundTrip('KTEB', 'KPBI', { departDays: 10 }), visitor);
    const id = cheapest(results, 'LIGHT_JET').aboneSearchId ?? '';
    const searchId = id.replace(/-[A-Z_]+-\d+$/, '');
    expect(await port.resultsOf(searchId, visitor)).toEqual(results);
    expect(await port.resultsOf('no-such-search', visitor)).toBeNull();
  });

  it('refuses an unknown quote, an add-on not offered, and a quote past its 30 minutes', async () => {
    expect(await port.updateAddons(addonsRequest('nothing-LIGHT_JET-1'), visitor)).toEqual({
      ok: false,
      message: REFUSALS.UNKNOWN_OPTION,
    });
    const id = cheapest(await port.searchResults(roundTrip('KTEB', 'KPBI'), visitor), 'LIGHT_JET').aboneSearchId ?? '';
    expect(await port.updateAddons(addonsRequest(id, ['CAVIAR']), visitor)).toEqual({
      ok: false,
      message: REFUSALS.UNKNOWN_ADDON,
    });
    clock.advance(31);
    expect(await port.updateAddons(addonsRequest(id), visitor)).toEqual({ ok: false, message: REFUSALS.EXPIRED });
    expect(await port.resultsOf(id.replace(/-[A-Z_]+-\d+$/, ''), visitor)).toBeNull();
  });
});
