import { createHash } from 'node:crypto';
import { CATEGORY_PROFILES } from '../../core/aircraft-categories';
import { itineraryView } from '../../core/itinerary/itinerary-view';
import type { ItineraryLegFacts, MessageFacts } from '../../core/messages/message-kinds';
import type { BookingStore } from '../../../ports/charter/booking-store';
import type { Itineraries } from '../../../ports/charter/itineraries';
import type { Clock } from '../../../ports/clock';
import type { MessageOutbox } from '../../../ports/message-outbox';

export interface ItineraryNoticeDeps {
  bookings: BookingStore;
  itineraries: Itineraries;
  outbox: MessageOutbox;
  clock: Clock;
}

/** A booking's itinerary, read as its own customer would (the background jobs' reading). */
export function customersItinerary(itineraries: Itineraries, bookingId: string, userId: string) {
  return itineraries.itinerary(bookingId, { kind: 'customer', userId, accessToken: '', role: 'CUSTOMER' });
}

/** The final itinerary goes out no later than 48 hours before departure (spec 001 section 1). */
export const FINAL_ITINERARY_HOURS = 48;

/**
 * The customer's final itinerary by e-mail: once a booked trip is within 48 hours of departure,
 * its itinerary as the operator assigned it (aircraft, tail, crew, FBOs) is sent; if any of
 * those later changes, the itinerary is sent again as changed. Each version is keyed by a digest
 * of what it says, so each is mailed once, whichever node notices first.
 */
export async function queueItineraryNotices(deps: ItineraryNoticeDeps, limit = 100): Promise<{ itineraries: number }> {
  const now = deps.clock.now();
  const soon = await deps.bookings.bookedDepartingBy(
    new Date(now.getTime() + FINAL_ITINERARY_HOURS * 3_600_000),
    now,
    limit,
  );
  let queued = 0;
  for (const booking of soon) {
    if (booking.owner.kind !== 'customer') continue;
    const itinerary = await customersItinerary(deps.itineraries, booking.id, booking.owner.userId);
    if (!itinerary) continue;
    const legs: ItineraryLegFacts[] = itineraryView(itinerary).legs.map((leg) => ({
      legOrder: leg.legOrder,
      from: leg.from.code,
      to: leg.to.code,
      departs: leg.departure,
      tailNumber: leg.tailNumber === 'N/A' ? null : leg.tailNumber,
      crew: leg.crew.map((c) => ({ name: c.name, position: c.position })),
      originFbo: leg.originFbo,
      destinationFbo: leg.destinationFbo,
    }));
    const facts: MessageFacts<'itinerary-ready'> = {
      bookingId: booking.id,
      category: CATEGORY_PROFILES[booking.category].displayName,
      legs,
    };
    const digest = createHash('sha256').update(JSON.stringify(legs)).digest('base64url').slice(0, 16);
    const key = `itinerary:${booking.id}:${digest}`;
    if (await deps.outbox.find(key)) continue;
    const sentBefore = (await deps.outbox.ofBooking(booking.id)).some(
      (m) => m.kind === 'itinerary-ready' || m.kind === 'itinerary-changed',
    );
    queued += await deps.outbox.enqueue(
      [
        {
          key,
          kind: sentBefore ? 'itinerary-changed' : 'itinerary-ready',
          userId: booking.owner.userId,
          email: null,
          bookingId: booking.id,
          facts,
        },
      ],
      now,
    );
  }
  return { itineraries: queued };
}
