import type { Airport } from './reference-data';

/** An airport as autocomplete and the map show it (spec 000 section 3, "Airport suggestion"). */
export interface AirportSuggestion {
  icaoCode: string;
  airportName: string;
  city: string;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** Present only when the airport limits some aircraft; the results then show a possible-stops note. */
  restriction?: string;
}

/**
 * Below this the larger jets of the fleet (super-midsize and large, which need 4,800 to
 * 6,500 ft) are payload or fuel limited, so the trip may need a fuel stop.
 */
export const SHORT_RUNWAY_FT = 5000;

export function airportSuggestion(airport: Airport): AirportSuggestion {
  const suggestion: AirportSuggestion = {
    icaoCode: airport.icao,
    airportName: airport.name,
    city: airport.city,
    country: airport.country,
    countryCode: airport.countryCode,
    latitude: airport.latitude,
    longitude: airport.longitude,
  };
  if (airport.longestRunwayFt < SHORT_RUNWAY_FT) {
    suggestion.restriction = `Longest runway ${airport.longestRunwayFt.toLocaleString('en-US')} ft: larger jets may need a fuel stop.`;
  }
  return suggestion;
}
