import type { ReferenceData } from '../../ports/reference-data';
import type { Aircraft, AircraftModel, Airport, Fbo, Operator } from '../../src/core/charter/reference-data';
import { canonicalAirportText, normaliseAirportText, searchWords } from '../../src/core/charter/airport-names';
import { BUSINESS_AVIATION_AIRPORTS, metroAirports, metroNamesOf } from '../../src/core/charter/metro-areas';

/** Everything the in-memory reference data serves, built once at start. */
export interface ReferenceDataSet {
  airports: readonly Airport[];
  operators: readonly Operator[];
  models: readonly AircraftModel[];
  aircraft: readonly Aircraft[];
  /** The FBOs of an airport; called at most once per airport (the answer is kept). */
  fbosAt(airport: Airport): Fbo[];
}

const EARTH_RADIUS_NM = 3440.065;

/** Word prefixes longer than this are indexed by their first characters and then checked. */
const MAX_INDEXED_PREFIX = 8;

interface SearchEntry {
  airport: Airport;
  /** Name and city, normalised and canonical ("fort lauderdale executive airport"). */
  name: string;
  city: string;
  /** Search words of name, city and metro area in every spelling, with the ICAO and IATA codes. */
  words: string[];
  /**
   * Among equal matches: business-aviation airports first (src/core/charter/metro-areas.ts),
   * then larger ones (airline service, an IATA code; runway length).
   */
  weight: number;
}

/**
 * The ReferenceData port over arrays held in memory, with the indexes autocomplete and the
 * map need: exact ICAO and IATA maps, a word-prefix index for names and cities, and a
 * one-degree grid for "airports near". Read-only once built, so one instance serves every
 * request (and every test app in a process).
 */
export class MemoryReferenceData implements ReferenceData {
  private readonly airportsByIcao = new Map<string, Airport>();
  private readonly airportsByIata = new Map<string, Airport[]>();
  private readonly entries: SearchEntry[] = [];
  private readonly prefixIndex = new Map<string, number[]>();
  private readonly grid = new Map<string, Airport[]>();
  private readonly operatorsById: Map<string, Operator>;
  private readonly modelsById: Map<string, AircraftModel>;
  private readonly aircraftByTail: Map<string, Aircraft>;
  private readonly fboCache = new Map<string, Fbo[]>();

  constructor(private readonly data: ReferenceDataSet) {
    for (const airport of data.airports) {
      this.airportsByIcao.set(airport.icao, airport);
      if (airport.iata)
        this.airportsByIata.set(airport.iata, [...(this.airportsByIata.get(airport.iata) ?? []), airport]);
      this.indexForSearch(airport);
      const cell = cellKey(Math.floor(airport.latitude), Math.floor(airport.longitude));
      this.grid.set(cell, [...(this.grid.get(cell) ?? []), airport]);
    }
    this.operatorsById = new Map(data.operators.map((o) => [o.id, o]));
    this.modelsById = new Map(data.models.map((m) => [m.id, m]));
    this.aircraftByTail = new Map(data.aircraft.map((a) => [a.tailNumber, a]));
  }

  private indexForSearch(airport: Airport) {
    const texts = [airport.name, airport.city, ...metroNamesOf(airport.icao)];
    const words = [...new Set([...texts.flatMap(searchWords), airport.icao.toLowerCase()])];
    if (airport.iata) words.push(airport.iata.toLowerCase());
    const index = this.entries.length;
    this.entries.push({
      airport,
      name: canonicalAirportText(normaliseAirportText(airport.name)),
      city: canonicalAirportText(normaliseAirportText(airport.city)),
      words,
      weight:
        (BUSINESS_AVIATION_AIRPORTS.has(airport.icao) ? 1_000_000 : 0) +
        (airport.iata ? 100_000 : 0) +
        airport.longestRunwayFt,
    });
    const prefixes = new Set<string>();
    for (const word of words) {
      for (let length = 1; length <= Math.min(word.length, MAX_INDEXED_PREFIX); length++)
        prefixes.add(word.slice(0, length));
    }
    for (const prefix of prefixes) {
      const list = this.prefixIndex.get(prefix);
      if (list) list.push(index);
      else this.prefixIndex.set(prefix, [index]);
    }
  }

  airport(icao: string): Airport | undefined {
    return this.airportsByIcao.get(icao.toUpperCase());
  }

  /**
   * Best first: the exact ICAO code, the exact IATA code, the airports of a metro area the
   * text names (business aviation first, see src/core/charter/metro-areas.ts), then airports
   * whose city starts with the text, whose name starts with it, and last those where every
   * word of the text starts a word of the name, city, metro area or codes. Abbreviations count
   * as the words they stand for ("Intl", "Ft", "St": src/core/charter/airport-names.ts).
   * Within a rank, business-aviation airports first, then airline service and longer runways.
   */
  searchAirports(text: string, limit: number): Airport[] {
    const query = normaliseAirportText(text);
    if (!query || limit <= 0) return [];
    const canonical = canonicalAirportText(query);
    const tokens = query.split(' ');
    const upper = query.toUpperCase();
    const best = new TopRanked(limit);
    const seen = new Set<string>();
    const first = (airport: Airport | undefined, rank: number, weight: number) => {
      if (!airport || seen.has(airport.icao)) return;
      best.offer({ airport, rank, weight });
      seen.add(airport.icao);
    };
    first(this.airportsByIcao.get(upper), 0, 0);
    for (const airport of this.airportsByIata.get(upper) ?? []) first(airport, 1, 0);
    // In the table's order: the first has the highest weight.
    metroAirports(canonical).forEach((icao, position) => first(this.airportsByIcao.get(icao), 2, -position));

    const startsWith = (field: string) => field.startsWith(canonical) || field.startsWith(query);
    for (const index of this.candidates(tokens)) {
      const entry = this.entries[index];
      if (!entry || seen.has(entry.airport.icao)) continue;
      const rank = startsWith(entry.city) ? 3 : startsWith(entry.name) ? 4 : 5;
      best.offer({ airport: entry.airport, rank, weight: entry.weight });
    }
    return best.airports();
  }

  /** Airports where every query word starts some word of the airport's. */
  private candidates(tokens: string[]): number[] {
    const lists = tokens.map((token) => this.prefixIndex.get(token.slice(0, MAX_INDEXED_PREFIX)) ?? []);
    if (lists.some((list) => list.length === 0)) return [];
    // Walk the shortest list and check its airports' own words for the other tokens. Sets of
    // the other lists cost more: a common word's list ("intl" is every International) runs
    // to thousands of airports, where the shortest list holds a few dozen.
    const shortest = lists.reduce((a, b) => (b.length < a.length ? b : a));
    if (tokens.length === 1 && (tokens[0]?.length ?? 0) <= MAX_INDEXED_PREFIX) return shortest;
    return shortest.filter((index) => {
      const words = this.entries[index]?.words ?? [];
      return tokens.every((token) => words.some((word) => word.startsWith(token)));
    });
  }

  airportsNear(latitude: number, longitude: number, radiusNm: number, limit: number): Airport[] {
    if (!(radiusNm > 0) || limit <= 0) return [];
    const latSpan = radiusNm / 60;
    const minLat = Math.max(-90, Math.floor(latitude - latSpan));
    const maxLat = Math.min(89, Math.floor(latitude + latSpan));
    // A degree of longitude shrinks towards the poles; near them, scan every longitude.
    const widest = Math.max(Math.abs(latitude - latSpan), Math.abs(latitude + latSpan));
    const cos = Math.cos((Math.min(89.9, widest) * Math.PI) / 180);
    const lngSpan = radiusNm / (60 * cos);
    const lngCells: number[] = [];
    if (lngSpan >= 180) for (let lng = -180; lng < 180; lng++) lngCells.push(lng);
    else
      for (let lng = Math.floor(longitude - lngSpan); lng <= Math.floor(longitude + lngSpan); lng++)
        lngCells.push(((((lng + 180) % 360) + 360) % 360) - 180);

    const found: { airport: Airport; distance: number }[] = [];
    for (let lat = minLat; lat <= maxLat; lat++) {
      for (const lng of new Set(lngCells)) {
        for (const airport of this.grid.get(cellKey(lat, lng)) ?? []) {
          const distance = distanceNm(latitude, longitude, airport.latitude, airport.longitude);
          if (distance <= radiusNm) found.push({ airport, distance });
        }
      }
    }
    found.sort((a, b) => a.distance - b.distance || compare(a.airport.icao, b.airport.icao));
    return found.slice(0, limit).map((f) => f.airport);
  }

  operators(): readonly Operator[] {
    return this.data.operators;
  }

  operator(id: string): Operator | undefined {
    return this.operatorsById.get(id);
  }

  models(): readonly AircraftModel[] {
    return this.data.models;
  }

  model(id: string): AircraftModel | undefined {
    return this.modelsById.get(id);
  }

  fleet(): readonly Aircraft[] {
    return this.data.aircraft;
  }

  aircraft(tailNumber: string): Aircraft | undefined {
    return this.aircraftByTail.get(tailNumber.toUpperCase());
  }

  fbos(icao: string): Fbo[] {
    const airport = this.airport(icao);
    if (!airport) return [];
    let fbos = this.fboCache.get(airport.icao);
    if (!fbos) {
      // Frozen: the same objects are handed to every caller.
      fbos = this.data.fbosAt(airport).map((fbo) => Object.freeze(fbo));
      this.fboCache.set(airport.icao, fbos);
    }
    return [...fbos];
  }
}

interface Ranked {
  airport: Airport;
  rank: number;
  weight: number;
}

/**
 * The best `limit` matches, kept in order as they are offered: a short text ("int", every
 * International) matches thousands of airports, and sorting them all to show ten cost
 * several times the rest of the search.
 */
class TopRanked {
  private readonly kept: Ranked[] = [];

  constructor(private readonly limit: number) {}

  offer(candidate: Ranked): void {
    const kept = this.kept;
    if (kept.length === this.limit && !isBefore(candidate, kept[kept.length - 1])) return;
    let at = kept.length;
    while (at > 0 && isBefore(candidate, kept[at - 1])) at--;
    kept.splice(at, 0, candidate);
    if (kept.length > this.limit) kept.pop();
  }

  airports(): Airport[] {
    return this.kept.map((ranked) => ranked.airport);
  }
}

/** Lower rank first, then the higher weight, then the ICAO code: one order, whatever the offering order. */
function isBefore(a: Ranked, b: Ranked | undefined): boolean {
  if (!b) return true;
  return (a.rank - b.rank || b.weight - a.weight || compare(a.airport.icao, b.airport.icao)) < 0;
}

function cellKey(lat: number, lng: number): string {
  return `${lat}:${lng}`;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Great-circle distance (haversine), nautical miles. */
export function distanceNm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}
