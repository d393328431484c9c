import type { Surcharges } from '../core/market/surcharges';
import type { BusyWindow } from '../core/quotes/busy-windows';
import type { AircraftSchedules } from '../../ports/charter/aircraft-schedules';
import type { QuoteDeps } from '../core/quotes/search-quotes';
import type { ReferenceData } from '../../ports/reference-data';
import { fleetIndexOf } from './fleet';

/** The market's part of pricing (docs/decisions/040): where aircraft are, what days cost. */
export interface MarketDeps {
  schedules?: AircraftSchedules;
  surcharges?: Omit<Surcharges, 'now'>;
}

/**
 * What the quote engine reads: the fleet (one index per reference data, shared by searches,
 * empty legs and re-pricing a changed trip), the airports, the aircraft already taken by
 * Contrail's bookings, and, from the market, where each aircraft waits between other
 * customers' trips and the day's surcharges.
 */
export function quoteDeps(
  referenceData: ReferenceData,
  busy: ReadonlyMap<string, BusyWindow[]>,
  market: MarketDeps = {},
  now: Date = new Date(),
): QuoteDeps {
  const { schedules, surcharges } = market;
  return {
    ...(schedules
      ? {
          market: {
            place: (entry, at) => schedules.placeAt(entry, at),
            waitingAt: (from, to) => schedules.waitingAt(from, to),
          },
        }
      : {}),
    ...(surcharges ? { surcharges: { ...surcharges, now: now.getTime() } } : {}),
    fleet: fleetIndexOf(referenceData),
    airport: (icao) => referenceData.airport(icao),
    airportsNear: (latitude, longitude, radiusNm, limit) =>
      referenceData.airportsNear(latitude, longitude, radiusNm, limit),
    busy: (tailNumber) => busy.get(tailNumber),
  };
}
