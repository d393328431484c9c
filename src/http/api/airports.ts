import express, { type Router } from 'express';
import { z } from 'zod';
import type { ReferenceData } from '../../../ports/reference-data';
import { keepRecent } from '../../core/recent-map';
import { NEARBY_MAX_RADIUS_NM, airportsNearby } from '../../engine/airports-nearby';
import { AIRPORT_SEARCH_MAX_LENGTH, searchAirports } from '../../engine/search-airports';
import { parseOr400 } from './validation';

/** A number sent as query text; an empty or repeated parameter is not a number. */
function queryNumber(name: string, min: number, max: number) {
  const range = `${name} must be between ${min} and ${max}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: `${name} must be a number` })
      .min(min, { error: range })
      .max(max, { error: range }),
  );
}

const searchQuery = z.object({
  searchStr: z
    .string({ error: 'searchStr is required' })
    .max(AIRPORT_SEARCH_MAX_LENGTH, { error: `searchStr must be at most ${AIRPORT_SEARCH_MAX_LENGTH} characters` }),
});

const nearbyQuery = z.object({
  lat: queryNumber('lat', -90, 90),
  lng: queryNumber('lng', -180, 180),
  rad: queryNumber('rad', 0, NEARBY_MAX_RADIUS_NM).refine((rad) => rad > 0, { error: 'rad must be greater than 0' }),
});

/**
 * GET /api/airport/search?searchStr= : autocomplete suggestions. Text under 3 characters
 * answers an empty list (the client only searches above 2; see docs/decisions/007).
 * GET /api/airport/nearby?lat=&lng=&rad= : airports within `rad` nautical miles of a point,
 * nearest first, for the Edit Airport map.
 */
export function airportRoutes(referenceData: ReferenceData): Router {
  const router = express.Router();
  const answers = new AnswerCache(SEARCH_CACHE_SIZE);
  router.get('/search', (req, res) => {
    const query = parseOr400(searchQuery, req.query, res);
    if (!query) return;
    // Typed prefixes repeat across users ("tet", "tete", "teter"): keep recent answers serialised.
    const key = query.searchStr.trim().toLowerCase();
    let body = answers.get(key);
    if (body === undefined) {
      body = JSON.stringify(searchAirports(referenceData, query.searchStr));
      answers.set(key, body);
    }
    // Suggestions change only with a new release of the data: let clients and proxies keep them briefly.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('json').send(body);
  });
  router.get('/nearby', (req, res) => {
    const query = parseOr400(nearbyQuery, req.query, res);
    if (!query) return;
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(airportsNearby(referenceData, { latitude: query.lat, longitude: query.lng, radiusNm: query.rad }));
  });
  return router;
}

/** Distinct autocomplete texts whose answers are kept (a few hundred bytes each). */
const SEARCH_CACHE_SIZE = 5000;

/** A least-recently-used map: a Map keeps insertion order, so the first key is the oldest. */
class AnswerCache {
  private readonly entries = new Map<string, string>();
  constructor(private readonly capacity: number) {}

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) keepRecent(this.entries, key, value, this.capacity);
    return value;
  }

  set(key: string, value: string) {
    keepRecent(this.entries, key, value, this.capacity);
  }
}
