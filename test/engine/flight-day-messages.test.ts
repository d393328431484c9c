import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresMessageOutbox } from '../../adapters/postgres-store/message-outbox';
import type { Booking } from '../../ports/charter/booking-store';
import type { MessageFacts } from '../../src/core/messages/message-kinds';
import { parseLegTime } from '../../src/core/quotes/local-time';
import { searchQuotes } from '../../src/core/quotes/search-quotes';
import { queueFlightDayMessages } from '../../src/engine/notifications/flight-day-messages';
import { MemoryBookingStore } from '../fakes/memory-charter-stores';
import { ManualClock } from '../fakes/manual-clock';
import { MemoryReferenceData } from '../fakes/memory-reference-data';
import { NOW, quoteDeps, roundTrip } from '../fixtures/charter';
import { pgliteDatabase } from '../support/database';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const referenceData = new MemoryReferenceData();

/** A booked round trip KTEB-KPBI-KTEB of `owner`, as the quote gave it. */
function aTrip(id: string, owner: Booking['owner']): Booking {
  const outcome = searchQuotes(roundTrip('KTEB', 'KPBI'), { searchId: `search-${id}`, now: NOW }, quoteDeps());
  if (!outcome.ok) throw new Error(outcome.message);
  const option = outcome.quote.options[0];
  if (!option) throw new Error('no option');
  const legs = option.answer.itinerary.legs;
  const first = departureOf(legs[0]);
  return {
    id,
    status: 'BOOKED',
    owner,
    aboneSearchId: option.aboneSearchId,
    category: option.category,
    tailNumber: option.tailNumber,
    addonIds: [],
    useRewards: false,
    priceBreakup: option.answer.priceBreakup,
    totalCents: option.aircraftPrice + option.taxes,
    legs,
    busyFrom: new Date(first - 3_600_000),
    busyTo: new Date(departureOf(legs[legs.length - 1]) + 6 * 3_600_000),
    createdAt: NOW,
    updatedAt: NOW,
  };
}

function departureOf(leg: Booking['legs'][number] | undefined): number {
  const zone = leg && referenceData.airport(leg.departureAirport.icaoCode)?.timeZone;
  if (!leg || !zone) throw new Error('no leg');
  return parseLegTime(leg.departureDateTime, zone);
}

async function world() {
  database = await pgliteDatabase();
  const bookings = new MemoryBookingStore();
  const outbox = new PostgresMessageOutbox(database.db, database);
  const clock = new ManualClock(NOW);
  const run = () =>
    queueFlightDayMessages({ bookings, outbox, clock, referenceData, itineraries: { itinerary: async () => null } });
  return { bookings, outbox, clock, run };
}

describe('the flight-day messages', () => {
  it("queues a text and a push three hours before each leg, once however often the job runs, never an e-mail or a visitor's", async () => {
    const { bookings, outbox, clock, run } = await world();
    const trip = aTrip('BK-1', { kind: 'customer', userId: 'maya' });
    await bookings.save(trip);
    await bookings.save(aTrip('BK-2', { kind: 'anonymous', sessionId: 's-1' }));
    const [out, home] = trip.legs;

    clock.advance(departureOf(out) - 3 * 3_600_000 - 60_000 - clock.now().getTime());
    expect(await run()).toEqual({ flightDay: 0 });
    clock.advance(departureOf(out) - 3 * 3_600_000 - clock.now().getTime());
    expect(await run()).toEqual({ flightDay: 2 });
    clock.advance(60_000);
    expect(await run()).toEqual({ flightDay: 0 });

    const queued = await outbox.ofBooking('BK-1', ['email', 'sms', 'push']);
    expect(queued.map((m) => `${m.kind} ${m.channel}`).sort()).toEqual(['flight-day push', 'flight-day sms']);
    const facts = queued.find((m) => m.channel === 'sms')?.facts as MessageFacts<'flight-day'>;
    expect(facts.legs.map((l) => [l.from.code, l.to.code, l.departs])).toEqual([
      ['KTEB', 'KPBI', out?.departureDateTime],
    ]);
    // Before the operator's itinerary: the booked aircraft, no FBO yet (the text names the airport).
    expect([facts.tailNumber, facts.fbo.name]).toEqual([trip.tailNumber, null]);
    expect(await outbox.ofBooking('BK-2', ['email', 'sms', 'push'])).toEqual([]);

    clock.advance(departureOf(home) - 2 * 3_600_000 - clock.now().getTime());
    expect(await run()).toEqual({ flightDay: 2 });
  });

  it('tells again of a leg moved to another time', async () => {
    const { bookings, clock, run } = await world();
    const trip = aTrip('BK-3', { kind: 'customer', userId: 'maya' });
    await bookings.save(trip);
    const out = trip.legs[0];
    if (!out) throw new Error('no leg');
    clock.advance(departureOf(out) - 2 * 3_600_000 - clock.now().getTime());
    expect(await run()).toEqual({ flightDay: 2 });
    const later = out.departureDateTime.replace(
      / (\d\d):/,
      (_, h: string) => ` ${String(Number(h) + 1).padStart(2, '0')}:`,
    );
    await bookings.save({ ...trip, legs: [{ ...out, departureDateTime: later }, ...trip.legs.slice(1)] });
    expect(await run()).toEqual({ flightDay: 2 });
  });
});
