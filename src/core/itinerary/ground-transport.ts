import { DateTime } from 'luxon';

export interface LegClock {
  legOrder: number;
  /** Instants, and the zones of the airports they happen at. */
  departureAt: Date;
  departureZone: string;
  arrivalAt: Date;
  arrivalZone: string;
}

/**
 * Which leg each ground transportation request belongs to: the leg whose departure or arrival
 * is nearest the pickup time (a ride to the airport before a departure, or from it after an
 * arrival). The pickup time is local to the pickup city, so it is read on the clock of the
 * airport it is compared with. A pickup nobody can read goes with the first leg. Answers each
 * leg's notes, oldest request first, separated by a blank line.
 */
export function groundTransportByLeg(
  legs: readonly LegClock[],
  requests: readonly { pickupTime: string; note: string }[],
): Map<number, string> {
  const byLeg = new Map<number, string[]>();
  const first = legs[0];
  if (!first) return new Map();
  for (const request of requests) {
    let best = first;
    let bestGap = Number.POSITIVE_INFINITY;
    for (const leg of legs) {
      for (const [instant, zone] of [
        [leg.departureAt, leg.departureZone],
        [leg.arrivalAt, leg.arrivalZone],
      ] as const) {
        const pickup = DateTime.fromISO(request.pickupTime, { zone });
        if (!pickup.isValid) continue;
        const gap = Math.abs(pickup.toMillis() - instant.getTime());
        if (gap < bestGap) {
          best = leg;
          bestGap = gap;
        }
      }
    }
    byLeg.set(best.legOrder, [...(byLeg.get(best.legOrder) ?? []), request.note]);
  }
  return new Map([...byLeg].map(([legOrder, notes]) => [legOrder, notes.join('\n\n')]));
}
