import { describe, expect, it } from 'vitest';
import { airportsNear, findAirport, NOW, quoteDeps } from '../../../test/fixtures/charter';
import { percentOf } from '../money';
import type { BusyWindow } from '../quotes/busy-windows';
import type { FleetEntry } from '../quotes/fleet-index';
import { bookingPrice } from '../quotes/guaranteed-quote';
import { priceAircraft } from '../quotes/price-aircraft';
import { createStopFinder } from '../quotes/routing';
import { emptyLegQuote, emptyLegView, priceEmptyLeg } from './empty-leg-price';
import { flightKg } from '../carbon/emissions';
import { emptyLegBusyWindow, emptyLegsOf, parseEmptyLegId, type BookedTrip, type EmptyLeg } from './empty-legs';

const HOUR = 3_600_000;
const fleet = quoteDeps().fleet;
const findStops = createStopFinder(airportsNear, fleet.stopCache);
const now = NOW.getTime();

function entryOf(tail: string): FleetEntry {
  const entry = fleet.byTail.get(tail);
  if (!entry) throw new Error(`no ${tail}`);
  return entry;
}

function airport(icao: string) {
  const found = findAirport(icao);
  if (!found) throw new Error(`no ${icao}`);
  return found;
}

/** A one-way trip paid in full, on `tail`, as the engine priced it. */
function bookedTrip(tail: string, from: string, to: string, departsInHours: number): BookedTrip {
  const departs = now + departsInHours * HOUR;
  const quote = priceAircraft(
    entryOf(tail),
    {
      routeType: 'ONE_WAY',
      passengers: 2,
      petFriendly: false,
      legs: [{ from: airport(from), to: airport(to), departs }],
    },
    findStops,
  );
  const leg = quote?.legs[0];
  if (!quote || !leg) throw new Error('not priced');
  return {
    bookingId: `trip-${tail}`,
    tailNumber: tail,
    firstFrom: airport(from),
    firstDeparts: departs,
    lastTo: airport(to),
    lastArrives: leg.arrives,
    busyFrom: quote.busyFrom,
    busyTo: quote.busyTo,
  };
}

const legsOf = (trip: BookedTrip, others: BusyWindow[] = [], at = now) =>
  emptyLegsOf(trip, entryOf(trip.tailNumber), others, findStops, at);

function only(legs: EmptyLeg[], direction: 'IN' | 'OUT'): EmptyLeg {
  const found = legs.find((l) => l.direction === direction);
  if (!found) throw new Error(`no ${direction} leg`);
  return found;
}

const window = (from: number, to: number, bookingId = 'other'): BusyWindow => ({
  from: new Date(from),
  to: new Date(to),
  bookingId,
});

describe("a booked trip's empty legs", () => {
  it('lists the flight home of an aircraft based where the trip starts, and no flight out', () => {
    const legs = legsOf(bookedTrip('N201LJ', 'KTEB', 'KPBI', 240));
    expect(legs.map((l) => [l.id, l.direction, l.flight.from.icao, l.flight.to.icao])).toEqual([
      ['out-trip-N201LJ', 'OUT', 'KPBI', 'KTEB'],
    ]);
  });

  it('offers the flight home hourly, from an hour after landing for a day', () => {
    const trip = bookedTrip('N201LJ', 'KTEB', 'KPBI', 240);
    const leg = only(legsOf(trip), 'OUT');
    const first = Math.ceil((trip.lastArrives + HOUR) / (15 * 60_000)) * 15 * 60_000;
    expect(leg.departures[0]).toBe(first);
    expect(leg.departures).toHaveLength(24);
    expect(leg.departures[1]).toBe(first + HOUR);
    expect(leg.latest - leg.earliest).toBe(24 * HOUR);
    expect(leg.departures.at(-1)).toBeLessThanOrEqual(leg.latest);
  });

  it('lists the flight out of an aircraft based elsewhere, landing an hour before the trip leaves', () => {
    const trip = bookedTrip('N202LJ', 'KTEB', 'KPBI', 240);
    const legs = legsOf(trip);
    expect(legs.map((l) => l.direction).sort()).toEqual(['IN', 'OUT']);
    const out = only(legs, 'IN');
    expect([out.flight.from.icao, out.flight.to.icao]).toEqual(['KMDW', 'KTEB']);
    expect(out.latest).toBe(trip.firstDeparts - out.flight.blockMinutes * 60_000 - HOUR);
    const lastDeparture = out.departures.at(-1) ?? 0;
    expect(lastDeparture + out.flight.blockMinutes * 60_000).toBeLessThanOrEqual(trip.firstDeparts - HOUR);
    expect(out.earliest).toBe(out.latest - 24 * HOUR);
  });

  it("ends the flight home's window in time to be home two hours before the tail's next booking", () => {
    const trip = bookedTrip('N201LJ', 'KTEB', 'KPBI', 240);
    const next = trip.lastArrives + 10 * HOUR;
    const leg = only(legsOf(trip, [window(next, next + 5 * HOUR)]), 'OUT');
    const last = leg.departures.at(-1) ?? 0;
    expect(last + leg.flight.blockMinutes * 60_000 + 2 * HOUR).toBeLessThanOrEqual(next);
    expect(last + HOUR + leg.flight.blockMinutes * 60_000 + 2 * HOUR).toBeGreaterThan(next);
  });

  it("starts the flight out's window after the tail's previous booking and its buffer", () => {
    const trip = bookedTrip('N202LJ', 'KTEB', 'KPBI', 240);
    const previousEnd = trip.firstDeparts - 12 * HOUR;
    const leg = only(legsOf(trip, [window(previousEnd - 6 * HOUR, previousEnd)]), 'IN');
    expect(leg.departures[0]).toBeGreaterThanOrEqual(previousEnd + 2 * HOUR);
  });

  it('is gone once sold: the sold leg takes the tail, the other leg stays', () => {
    const trip = bookedTrip('N202LJ', 'KTEB', 'KPBI', 240);
    const out = only(legsOf(trip), 'OUT');
    const sold = emptyLegBusyWindow(out, out.departures[5] ?? 0);
    const left = legsOf(trip, [window(sold.from, sold.to, 'maya-empty-leg')]);
    expect(left.map((l) => l.direction)).toEqual(['IN']);
  });

  it('is gone once its window has passed, and offers nothing within 24 hours or 45 days ahead', () => {
    const trip = bookedTrip('N201LJ', 'KTEB', 'KPBI', 240);
    const leg = only(legsOf(trip), 'OUT');
    const late = leg.earliest - 12 * HOUR;
    expect(only(legsOf(trip, [], late), 'OUT').departures[0]).toBeGreaterThanOrEqual(late + 24 * HOUR);
    expect(legsOf(trip, [], leg.latest)).toEqual([]);
    const far = bookedTrip('N201LJ', 'KTEB', 'KPBI', 45 * 24 + 2);
    expect(legsOf(far)).toEqual([]);
  });

  it('reads its id back to the trip and the direction, and refuses any other id', () => {
    expect(parseEmptyLegId('out-trip-1')).toEqual({ bookingId: 'trip-1', direction: 'OUT' });
    expect(parseEmptyLegId('in-b-2')).toEqual({ bookingId: 'b-2', direction: 'IN' });
    expect(parseEmptyLegId('sideways-b-2')).toBeNull();
    expect(parseEmptyLegId('out-')).toBeNull();
  });
});

describe("an empty leg's price", () => {
  const trip = bookedTrip('N201LJ', 'KTEB', 'KPBI', 240);
  const leg = only(legsOf(trip), 'OUT');

  it('is 75% off what the aircraft charges for the same flight as a charter, taxed on what is paid', () => {
    const price = priceEmptyLeg(leg, 2, findStops);
    const charter = priceAircraft(
      leg.entry,
      {
        routeType: 'ONE_WAY',
        passengers: 2,
        petFriendly: false,
        legs: [{ from: leg.flight.from, to: leg.flight.to, departs: leg.departures[0] ?? 0 }],
      },
      findStops,
    );
    expect(price?.charterPrice).toBe(charter?.aircraftPrice);
    expect(price?.aircraftPrice).toBe((charter?.aircraftPrice ?? 0) - percentOf(charter?.aircraftPrice ?? 0, 75));
    // FET 7.5% of the fare; $5.20 per passenger on the one domestic segment.
    expect(price?.taxes).toEqual({
      federalExciseTax: percentOf(price?.aircraftPrice ?? 0, 7.5),
      domesticSegmentFees: 2 * 520,
      internationalHeadTaxes: 0,
    });
    expect(price?.total).toBe((price?.aircraftPrice ?? 0) + (price?.taxTotal ?? 0));
  });

  it('is shown with its window on the departure airport clock and the times that may be chosen', () => {
    const price = priceEmptyLeg(leg, 2, findStops);
    if (!price) throw new Error('not priced');
    const view = emptyLegView(leg, price, 2);
    expect(view).toMatchObject({
      id: 'out-trip-N201LJ',
      aircraftCategory: 'LIGHT_JET',
      displayName: 'Light Jet',
      aircraftName: 'Citation CJ3+',
      departureAirport: { icaoCode: 'KPBI' },
      arrivalAirport: { icaoCode: 'KTEB' },
      passengers: 2,
      discountPercent: 75,
    });
    expect(view.departureTimes).toHaveLength(leg.departures.length);
    expect(view.window.earliestAt).toBe(new Date(leg.departures[0] ?? 0).toISOString());
    expect(view.window.earliest).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:00$/);
    expect(view.priceBreakup.totalPrice).toBe(price.total / 100);
  });

  it("is a guaranteed quote the trip's own busy window does not block, and another booking does", () => {
    const price = priceEmptyLeg(leg, 2, findStops);
    if (!price) throw new Error('not priced');
    const departs = leg.departures[3] ?? 0;
    const quote = emptyLegQuote(leg, price, { departs, passengers: 2, searchId: 'E1', now: NOW });
    const option = quote.options[0];
    expect(option).toMatchObject({
      aboneSearchId: 'E1-LIGHT_JET-1',
      tailNumber: 'N201LJ',
      aircraftPrice: price.aircraftPrice,
    });
    expect(option?.emptyLeg).toEqual({ of: 'trip-N201LJ', direction: 'OUT' });
    // Its carbon is its own flight's, which flies anyway; no repositioning is added for it.
    expect(option?.answer.carbon).toMatchObject({ fliesAnyway: true, passengers: 2, repositioning: { kg: 0 } });
    expect(option?.answer.carbon?.totalKg).toBe(Math.round(flightKg(leg.entry.model, leg.flight)));
    // The tail is taken without a gap from the trip's start to the empty leg's landing home.
    expect(Date.parse(option?.busyFrom ?? '')).toBeLessThanOrEqual(trip.busyTo);
    expect(Date.parse(option?.busyFrom ?? '')).toBeGreaterThanOrEqual(trip.lastArrives);
    const tripWindow = window(trip.busyFrom, trip.busyTo, trip.bookingId);
    expect(bookingPrice(quote, 'E1-LIGHT_JET-1', NOW, [tripWindow]).ok).toBe(true);
    const sold = window(departs - 3 * HOUR, departs + 5 * HOUR, 'leo-empty-leg');
    expect(bookingPrice(quote, 'E1-LIGHT_JET-1', NOW, [tripWindow, sold])).toMatchObject({
      ok: false,
      reason: 'AIRCRAFT_TAKEN',
    });
  });
});
