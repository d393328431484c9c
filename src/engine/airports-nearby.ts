import type { ReferenceData } from '../../ports/reference-data';
import { airportSuggestion, type AirportSuggestion } from '../core/charter/airport-suggestion';

/**
 * Bounds of the map-area search. A map at the default zoom (10) spans a few tens of miles;
 * 500 nm covers a zoomed-out regional view while keeping the answer small.
 */
export const NEARBY_MAX_RADIUS_NM = 500;
/** Markers on one map: the nearest ones. */
export const NEARBY_LIMIT = 50;

export interface NearbyQuery {
  latitude: number;
  longitude: number;
  radiusNm: number;
}

/** Airports within the radius of a point, nearest first. */
export function airportsNearby(reference: ReferenceData, query: NearbyQuery): AirportSuggestion[] {
  return reference
    .airportsNear(query.latitude, query.longitude, Math.min(query.radiusNm, NEARBY_MAX_RADIUS_NM), NEARBY_LIMIT)
    .map(airportSuggestion);
}
