/**
 * Builds the airport dataset cache (REFERENCE_CACHE_FILE) ahead of the first start, so a
 * fresh install serves its first request without the few seconds the build takes. Run by
 * `npm run prepare` (after `npm ci`); the server builds it itself when it is missing.
 */
import { loadAirports } from '../adapters/npm-reference-data/airport-dataset';
import { loadConfig } from '../src/config';

const config = loadConfig();
if (config.REFERENCE_CACHE_FILE !== 'none') {
  const started = performance.now();
  const airports = await loadAirports(config.REFERENCE_CACHE_FILE);
  console.log(
    `Airport dataset: ${airports.length} airports in ${config.REFERENCE_CACHE_FILE} (${Math.round(performance.now() - started)} ms)`,
  );
}
