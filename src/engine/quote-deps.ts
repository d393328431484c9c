import { buildFleetIndex, type FleetIndex } from '../core/quotes/fleet-index';
import type { BusyWindow, QuoteDeps } from '../core/quotes/search-quotes';
import type { ReferenceData } from '../../ports/reference-data';

const indexes = new WeakMap<ReferenceData, FleetIndex>();

/**
 * The fleet prepared for pricing, built on first use and kept per reference data: it does not
 * change while the process runs, and searching and re-pricing a changed trip share it (and its
 * cache of fuel stops).
 */
export function fleetIndexOf(referenceData: ReferenceData): FleetIndex {
  let index = indexes.get(referenceData);
  if (!index) {
    index = buildFleetIndex({
      fleet: referenceData.fleet(),
      models: referenceData.models(),
      operators: referenceData.operators(),
      airport: (icao) => referenceData.airport(icao),
    });
    indexes.set(referenceData, index);
  }
  return index;
}

/** What the quote engine reads: the fleet, the airports, and the aircraft already taken. */
export function quoteDeps(referenceData: ReferenceData, busy: ReadonlyMap<string, BusyWindow[]>): QuoteDeps {
  return {
    fleet: fleetIndexOf(referenceData),
    airport: (icao) => referenceData.airport(icao),
    airportsNear: (latitude, longitude, radiusNm, limit) =>
      referenceData.airportsNear(latitude, longitude, radiusNm, limit),
    busy: (tailNumber) => busy.get(tailNumber),
  };
}
