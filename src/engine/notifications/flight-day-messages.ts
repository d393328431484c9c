import { itineraryView } from '../../core/itinerary/itinerary-view';
import type { MessageFacts } from '../../core/messages/message-kinds';
import { flightDayKey, FLIGHT_DAY_HOURS, legsDueForFlightDay } from '../../core/notifications/flight-day';
import type { BookingStore } from '../../../ports/charter/booking-store';
import type { Itineraries } from '../../../ports/charter/itineraries';
import type { Clock } from '../../../ports/clock';
import type { MessageOutbox } from '../../../ports/message-outbox';
import type { ReferenceData } from '../../../ports/reference-data';
import { tripFactsOf } from '../messages/booking-messages';
import { customersItinerary } from '../messages/itinerary-notices';

export interface FlightDayDeps {
  bookings: BookingStore;
  itineraries: Itineraries;
  outbox: MessageOutbox;
  clock: Clock;
  referenceData: ReferenceData;
}

/** Trips under way at once: at most one per aircraft, so a fleet's worth is plenty. */
const UNDER_WAY_LIMIT = 1000;

/**
 * The flight-day messages (issue 26): three hours before each leg of a booked trip, the
 * customer's phone is told where to go (the departure FBO and its address, from the itinerary
 * the operator assigned) and which aircraft (its tail number). Text and push only, as the
 * customer chose; no e-mail. Each leg's message is keyed by its departure, so it is queued once
 * whichever node notices first, and again only if the leg moves. A node that was down queues
 * it late rather than never, up to the departure.
 */
export async function queueFlightDayMessages(deps: FlightDayDeps): Promise<{ flightDay: number }> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + FLIGHT_DAY_HOURS * 3_600_000);
  const zoneOf = (code: string) => deps.referenceData.airport(code)?.timeZone;
  let queued = 0;
  for (const booking of await deps.bookings.bookedUnderway(until, now, UNDER_WAY_LIMIT)) {
    if (booking.owner.kind !== 'customer') continue;
    const { userId } = booking.owner;
    const due = [];
    for (const leg of legsDueForFlightDay(booking.legs, zoneOf, now)) {
      // Its text copy is keyed "<key>#sms" (queued with the push copy, in one statement).
      if (!(await deps.outbox.find(`${flightDayKey(booking.id, leg)}#sms`))) due.push(leg);
    }
    if (due.length === 0) continue;
    const itinerary = await customersItinerary(deps.itineraries, booking.id, userId);
    const assigned = itinerary ? itineraryView(itinerary).legs : [];
    const trip = tripFactsOf(booking, deps.referenceData);
    const entries = due.map((leg) => {
      const view = assigned.find((l) => l.legOrder === leg.legOrder);
      const tail = view?.tailNumber && view.tailNumber !== 'N/A' ? view.tailNumber : booking.tailNumber || null;
      const facts: MessageFacts<'flight-day'> = {
        ...trip,
        legs: trip.legs.filter((l) => l.legOrder === leg.legOrder),
        tailNumber: tail,
        fbo: view?.originFbo ?? { name: null, address: null, contact: null },
      };
      return {
        key: flightDayKey(booking.id, leg),
        kind: 'flight-day' as const,
        userId,
        email: null,
        bookingId: booking.id,
        facts,
        channels: ['sms', 'push'] as const,
      };
    });
    queued += await deps.outbox.enqueue(entries, now);
  }
  return { flightDay: queued };
}
