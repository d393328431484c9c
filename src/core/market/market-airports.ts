import type { Airport } from '../charter/reference-data';
import { greatCircleNm } from '../quotes/geo';

/**
 * Where the market's charters fly (docs/decisions/040): business-aviation hubs, the popular
 * routes' airports and the operators' bases, each weighted by how much private flying it sees.
 * There is no traffic count in the reference data, so the weight is a proxy: a hub counts 6, a
 * popular-route airport 4, any other base 1 plus its longest runway in units of 10,000 ft (a
 * longer runway takes bigger jets and more of them).
 */
export interface MarketAirport {
  airport: Airport;
  weight: number;
  /** The other ends of the popular routes that touch this airport. */
  popularPartners: Airport[];
}

export interface MarketAirports {
  all: MarketAirport[];
  byIcao: Map<string, MarketAirport>;
  /** The hubs and popular-route airports: where charters go. */
  principal: MarketAirport[];
  /** Destinations drawn from so far, by origin and distance band (destinationsFrom). */
  candidates: Map<string, Candidates>;
}

export const HUB_WEIGHT = 6;
export const POPULAR_WEIGHT = 4;

export interface MarketAirportSource {
  hubs: readonly string[];
  popularRoutes: readonly (readonly [string, string])[];
  bases: readonly Airport[];
  airport(icao: string): Airport | undefined;
}

export function marketAirports(source: MarketAirportSource): MarketAirports {
  const byIcao = new Map<string, MarketAirport>();
  const add = (airport: Airport | undefined, weight: number) => {
    if (!airport) return undefined;
    const known = byIcao.get(airport.icao);
    if (known) {
      known.weight = Math.max(known.weight, weight);
      return known;
    }
    const entry: MarketAirport = { airport, weight, popularPartners: [] };
    byIcao.set(airport.icao, entry);
    return entry;
  };
  for (const base of source.bases) add(base, 1 + base.longestRunwayFt / 10_000);
  for (const icao of source.hubs) add(source.airport(icao), HUB_WEIGHT);
  for (const [a, b] of source.popularRoutes) {
    const one = add(source.airport(a), POPULAR_WEIGHT);
    const other = add(source.airport(b), POPULAR_WEIGHT);
    if (!one || !other) continue;
    if (!one.popularPartners.includes(other.airport)) one.popularPartners.push(other.airport);
    if (!other.popularPartners.includes(one.airport)) other.popularPartners.push(one.airport);
  }
  const all = [...byIcao.values()];
  return { all, byIcao, principal: all.filter((a) => a.weight >= POPULAR_WEIGHT), candidates: new Map() };
}

/** Candidates to draw from: airports with their cumulative weights (for a binary search). */
export interface Candidates {
  airports: Airport[];
  cumulative: Float64Array;
}

/**
 * The principal market airports (hubs and popular-route airports) between `minNm` and `maxNm`
 * of `from`, with their weights: never shorter than `minNm` (nobody charters a jet for a hop),
 * never beyond what the aircraft flies without a fuel stop. Charters are drawn over these:
 * the operators' other bases are where aircraft live, not where customers go. Kept per airport
 * and distance band (a model's range), as the same few come back for every aircraft.
 */
export function destinationsFrom(world: MarketAirports, from: Airport, minNm: number, maxNm: number): Candidates {
  const key = `${from.icao}:${minNm}:${Math.round(maxNm)}`;
  let found = world.candidates.get(key);
  if (!found) {
    const airports: Airport[] = [];
    const weights: number[] = [];
    for (const candidate of world.principal) {
      if (candidate.airport.icao === from.icao) continue;
      const nm = greatCircleNm(from, candidate.airport);
      if (nm < minNm || nm > maxNm) continue;
      airports.push(candidate.airport);
      weights.push(candidate.weight);
    }
    const cumulative = new Float64Array(weights.length);
    let sum = 0;
    weights.forEach((w, i) => (cumulative[i] = sum += w));
    found = { airports, cumulative };
    world.candidates.set(key, found);
  }
  return found;
}

/** One of the candidates, with probability proportional to its weight; `roll` in [0, 1). */
export function drawCandidate(candidates: Candidates, roll: number): Airport | undefined {
  const { cumulative, airports } = candidates;
  const total = cumulative[cumulative.length - 1];
  if (total === undefined) return undefined;
  const target = roll * total;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((cumulative[mid] ?? 0) > target) high = mid;
    else low = mid + 1;
  }
  return airports[low];
}
