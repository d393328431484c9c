import type { Aircraft, AircraftModel, Airport, Fbo, Operator } from '../src/core/charter/reference-data';

/**
 * The charter engine's reference data: airports, operators, aircraft models, the fleet and
 * FBOs. Loaded once at start (from npm-installed data and the seeded fleet generator) and
 * then read in memory, so every call is synchronous and fast enough for autocomplete and for
 * pricing the whole fleet per search.
 */
export interface ReferenceData {
  airport(icao: string): Airport | undefined;
  /** Autocomplete: ICAO, IATA, name or city; best matches first. */
  searchAirports(text: string, limit: number): Airport[];
  /** Airports within `radiusNm` of a point, nearest first. */
  airportsNear(latitude: number, longitude: number, radiusNm: number, limit: number): Airport[];
  operators(): readonly Operator[];
  operator(id: string): Operator | undefined;
  models(): readonly AircraftModel[];
  model(id: string): AircraftModel | undefined;
  fleet(): readonly Aircraft[];
  aircraft(tailNumber: string): Aircraft | undefined;
  /** FBOs at an airport (at least one for every airport the fleet can use). */
  fbos(icao: string): Fbo[];
}

export const REFERENCE_DATA = Symbol.for('contrail.ReferenceData');
