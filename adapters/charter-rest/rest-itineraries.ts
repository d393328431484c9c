import { inject, injectable } from 'inversify';
import type { Caller } from '../../ports/caller';
import type { Itineraries } from '../../ports/charter/itineraries';
import type { Itinerary } from '../../src/core/itinerary/itinerary';
import { CHARTER_REST_SETTINGS, CharterRestError, type CharterRestSettings } from './rest-flight-search';

/**
 * Itineraries over HTTP: GET trips/itinerary with the header booking-id and the caller's
 * bearer token. 404 (unknown, or not the caller's) and 400 (an id the backend refuses) are
 * "nothing to show"; anything else not 200 is an outage and throws.
 */
@injectable()
export class RestItineraries implements Itineraries {
  constructor(@inject(CHARTER_REST_SETTINGS) private readonly settings: CharterRestSettings) {}

  async itinerary(bookingId: string, caller: Caller): Promise<Itinerary | null> {
    if (caller.kind !== 'customer') return null;
    const response = await fetch(new URL('/api/trips/itinerary', this.settings.baseUrl), {
      headers: {
        ...this.settings.outboundHeaders?.(),
        accept: 'application/json',
        authorization: `Bearer ${caller.accessToken}`,
        'booking-id': bookingId,
      },
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (response.status === 404 || response.status === 400) {
      await response.body?.cancel();
      return null;
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new CharterRestError(`trips/itinerary answered ${response.status}`, response.status);
    }
    return (await response.json()) as Itinerary;
  }
}
