import type { AircraftModel, Airport } from '../charter/reference-data';
import { greatCircleNm, pointAlong } from './geo';
import {
  FUEL_STOP_CANDIDATES,
  FUEL_STOP_GROUND_MINUTES,
  FUEL_STOP_MIN_RUNWAY_FT,
  FUEL_STOP_SEARCH_RADII_NM,
  TAXI_ALLOWANCE_MINUTES,
  USABLE_RANGE_FRACTION,
  WIND_ROUTE_FACTOR,
} from './rates';

/** The reference-data lookup the engine needs for fuel stops (the port's `airportsNear`). */
export type AirportsNear = (latitude: number, longitude: number, radiusNm: number, limit: number) => Airport[];

/** Fuel stops for a flight from `from` to `to`, or null when no suitable airports are found. */
export type StopFinder = (from: Airport, to: Airport, model: AircraftModel) => Airport[] | null;

/** Distance flown for a great-circle distance: airways and winds make it longer. */
export const flownNm = (greatCircle: number) => greatCircle * WIND_ROUTE_FACTOR;
export const usableRangeNm = (model: AircraftModel) => model.rangeNm * USABLE_RANGE_FRACTION;

/** Block minutes of one segment (take-off to landing plus taxi), before rounding. */
export const segmentMinutes = (greatCircle: number, cruiseKnots: number) =>
  (flownNm(greatCircle) / cruiseKnots) * 60 + TAXI_ALLOWANCE_MINUTES;

const MAX_STOPS = 3;
/** Routes remembered at most; beyond this the cache starts afresh (reference data is static). */
const STOP_CACHE_LIMIT = 20_000;

/**
 * Finds fuel stops near the great circle: for n stops, the k-th is looked for around the point
 * k/(n+1) of the way, among airports whose runway suits the model, nearest first, keeping every
 * segment within the usable range. Results are cached per search (the same leg is priced for
 * several aircraft of one model, and the same routes come back search after search); the key is
 * the route and the model. Pass the fleet index's cache to share it between searches.
 */
export function createStopFinder(
  airportsNear: AirportsNear,
  cache: Map<string, Airport[] | null> = new Map(),
): StopFinder {
  return (from, to, model) => {
    const key = `${from.icao}>${to.icao}:${model.id}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const found = searchStops(from, to, model, airportsNear);
    if (cache.size >= STOP_CACHE_LIMIT) cache.clear();
    cache.set(key, found);
    return found;
  };
}

function searchStops(from: Airport, to: Airport, model: AircraftModel, airportsNear: AirportsNear): Airport[] | null {
  const usable = usableRangeNm(model);
  const distance = flownNm(greatCircleNm(from, to));
  if (distance <= usable) return [];
  const minRunway = Math.max(model.minRunwayFt, FUEL_STOP_MIN_RUNWAY_FT);
  for (let n = Math.ceil(distance / usable) - 1; n <= MAX_STOPS; n++) {
    const stops: Airport[] = [];
    let previous = from;
    for (let k = 1; k <= n; k++) {
      const ideal = pointAlong(from, to, k / (n + 1));
      const stop = nearestSuitable(ideal, previous, minRunway, usable, [from.icao, to.icao], airportsNear);
      if (!stop) break;
      stops.push(stop);
      previous = stop;
    }
    if (stops.length === n && flownNm(greatCircleNm(previous, to)) <= usable) return stops;
  }
  return null;
}

function nearestSuitable(
  ideal: { latitude: number; longitude: number },
  previous: Airport,
  minRunway: number,
  usable: number,
  exclude: string[],
  airportsNear: AirportsNear,
): Airport | undefined {
  for (const radius of FUEL_STOP_SEARCH_RADII_NM) {
    const found = airportsNear(ideal.latitude, ideal.longitude, radius, FUEL_STOP_CANDIDATES).find(
      (a) =>
        a.longestRunwayFt >= minRunway && !exclude.includes(a.icao) && flownNm(greatCircleNm(previous, a)) <= usable,
    );
    if (found) return found;
  }
  return undefined;
}

/** One flight of the aircraft (a customer leg or a ferry), routed with its fuel stops. */
export interface RoutedFlight {
  from: Airport;
  to: Airport;
  stops: Airport[];
  /** Every airport in order: from, stops, to. */
  points: Airport[];
  blockMinutes: number;
}

export function routeFlight(
  from: Airport,
  to: Airport,
  model: AircraftModel,
  findStops: StopFinder,
): RoutedFlight | null {
  if (from.icao === to.icao) return { from, to, stops: [], points: [from], blockMinutes: 0 };
  const stops = findStops(from, to, model);
  if (!stops) return null;
  const points = [from, ...stops, to];
  let minutes = stops.length * FUEL_STOP_GROUND_MINUTES;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b) minutes += segmentMinutes(greatCircleNm(a, b), model.cruiseKnots);
  }
  return { from, to, stops, points, blockMinutes: Math.round(minutes) };
}
