import type { ReferenceData } from '../../ports/reference-data';
import { airportSuggestion, type AirportSuggestion } from '../core/charter/airport-suggestion';

/** The search starts above 2 characters (spec 000 section 9); shorter text finds nothing. */
export const AIRPORT_SEARCH_MIN_LENGTH = 3;
export const AIRPORT_SEARCH_MAX_LENGTH = 100;
/** Suggestions in one autocomplete list. */
export const AIRPORT_SEARCH_LIMIT = 10;

/** Autocomplete: best matches first (exact ICAO, exact IATA, city, name, words). */
export function searchAirports(reference: ReferenceData, text: string): AirportSuggestion[] {
  const trimmed = text.trim();
  if (trimmed.length < AIRPORT_SEARCH_MIN_LENGTH) return [];
  return reference.searchAirports(trimmed, AIRPORT_SEARCH_LIMIT).map(airportSuggestion);
}
