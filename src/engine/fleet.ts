import { buildFleetIndex, type FleetIndex } from '../core/quotes/fleet-index';
import type { ReferenceData } from '../../ports/reference-data';

const indexes = new WeakMap<ReferenceData, FleetIndex>();

/**
 * The fleet prepared for pricing, built on first use and kept for the reference data it came
 * from (it does not change while the process runs). Searches and empty legs share it, and with
 * it the fuel stops found so far.
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
