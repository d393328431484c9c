import type { BusyWindow } from '../core/quotes/busy-windows';
import type { QuoteDeps } from '../core/quotes/search-quotes';
import type { ReferenceData } from '../../ports/reference-data';
import { fleetIndexOf } from './fleet';

/**
 * What the quote engine reads: the fleet (one index per reference data, shared by searches,
 * empty legs and re-pricing a changed trip), the airports, and the aircraft already taken.
 */
export function quoteDeps(referenceData: ReferenceData, busy: ReadonlyMap<string, BusyWindow[]>): QuoteDeps {
  return {
    fleet: fleetIndexOf(referenceData),
    airport: (icao) => referenceData.airport(icao),
    airportsNear: (latitude, longitude, radiusNm, limit) =>
      referenceData.airportsNear(latitude, longitude, radiusNm, limit),
    busy: (tailNumber) => busy.get(tailNumber),
  };
}
