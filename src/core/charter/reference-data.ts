import type { AircraftCategory } from '../aircraft-categories';

/**
 * The charter engine's reference data, as the pure quote engine sees it. The data itself
 * (airports from npm packages, the seeded operator and fleet generator, FBOs) is produced
 * outside the core and handed in; the core only computes with it.
 */

export interface Airport {
  /** Four-letter ICAO code, upper case: "KTEB". */
  icao: string;
  /** Three-letter IATA code when the airport has one: "TEB". */
  iata: string | null;
  name: string;
  city: string;
  /** Country name in English: "United States". */
  country: string;
  /** ISO 3166-1 alpha-2: "US". */
  countryCode: string;
  latitude: number;
  longitude: number;
  /** IANA zone: "America/New_York". */
  timeZone: string;
  /** Longest paved runway, feet. */
  longestRunwayFt: number;
}

export type ArgusRating = 'NONE' | 'GOLD' | 'GOLD_PLUS' | 'PLATINUM';
export type WyvernRating = 'NONE' | 'REGISTERED' | 'WINGMAN';
export type IsBaoStage = 0 | 1 | 2 | 3;

export interface SafetyRatings {
  argus: ArgusRating;
  wyvern: WyvernRating;
  isBao: IsBaoStage;
}

export interface Operator {
  id: string;
  name: string;
  /** FAA Part 135 air-carrier certificate number, e.g. "C7QA123K". */
  certificateNumber: string;
  /** ICAO code of the operator's main base. */
  homeBase: string;
  ratings: SafetyRatings;
}

/** One aircraft type, with the figures the quote engine needs. */
export interface AircraftModel {
  /** Stable id: "citation-cj3-plus". */
  id: string;
  manufacturer: string;
  /** "Citation CJ3+" */
  name: string;
  category: AircraftCategory;
  cruiseKnots: number;
  /** Still-air range with IFR reserves, nautical miles. */
  rangeNm: number;
  seats: number;
  baggageCuFt: number;
  /** Minimum paved runway at typical weights, feet. */
  minRunwayFt: number;
  /** Operator's base hourly rate before taxes and fees, cents. */
  hourlyRateCents: number;
  /** Maximum take-off weight, pounds (landing fees scale with it). */
  mtowLb: number;
  /** Photo family: public path of our own SVG illustration. */
  photo: string;
}

export interface Amenities {
  wifi: boolean;
  restroom: boolean;
  flightAttendant: boolean;
  petsAllowed: boolean;
}

export interface Aircraft {
  /** Unique US registration: "N512CT". */
  tailNumber: string;
  operatorId: string;
  modelId: string;
  /** ICAO code where the aircraft is based (it repositions from and back to here). */
  homeBase: string;
  /** Seats actually configured (at most the model's seats). */
  seats: number;
  yearOfManufacture: number;
  amenities: Amenities;
  /** Hourly rate of this tail, cents (the model's rate adjusted per operator). */
  hourlyRateCents: number;
}

export interface Fbo {
  airportIcao: string;
  name: string;
  address: string;
  phone: string;
}

/**
 * Only operators holding at least one qualifying rating are priced (research: ARGUS Gold or
 * better, Wyvern Wingman, IS-BAO Stage 2 or better).
 */
export function isQualifyingOperator(ratings: SafetyRatings): boolean {
  return ratings.argus !== 'NONE' || ratings.wyvern === 'WINGMAN' || ratings.isBao >= 2;
}
