import type { AircraftCategory } from '../aircraft-categories';
import { FUEL_STOP_GROUND_MINUTES } from '../quotes/rates';
import { fuelBurnOf, type FuelBurn } from './fuel-burn';

/**
 * The CO2e of a trip, per flight (docs/decisions/057-carbon-per-trip.md): the aircraft type's
 * fuel burn per hour over each flight's block time (taxi, climb and approach allowance
 * included, the ground time of fuel stops not), Jet A's weight, and Google's Travel Impact
 * Model's factors, which count producing the fuel as well as burning it.
 */

/** Jet A, pounds per US gallon. */
export const JET_A_LB_PER_GALLON = 6.7;
export const KG_PER_LB = 0.45359237;
/** Tank to wake: CO2e per kg of Jet A burnt (CO2 alone is 3.16; the rest is methane and N2O). */
export const CO2E_KG_PER_KG_BURNT = 3.1894;
/** Well to tank: CO2e per kg of Jet A for extracting, refining and carrying it. */
export const CO2E_KG_PER_KG_PRODUCED = 0.6465;
/** 3.8359 kg CO2e per kg of fuel, as the Travel Impact Model. */
export const CO2E_KG_PER_KG_FUEL = CO2E_KG_PER_KG_BURNT + CO2E_KG_PER_KG_PRODUCED;
/** About 11.66 kg CO2e per US gallon. */
export const CO2E_KG_PER_GALLON = JET_A_LB_PER_GALLON * KG_PER_LB * CO2E_KG_PER_KG_FUEL;

export interface AircraftType {
  id: string;
  category: AircraftCategory;
}

/** One flight as the quote engine routes it: block minutes include each fuel stop's ground time. */
export interface FlownFlight {
  from: { icao: string };
  to: { icao: string };
  blockMinutes: number;
  stops: readonly unknown[];
}

/** A repositioning flight's CO2e: the aircraft flying empty from one airport to another. */
export interface RepositioningCarbon {
  from: string;
  to: string;
  kg: number;
}

/** Emission rate of a type: kg CO2e per minute in the air or taxiing. */
export interface EmissionRate extends FuelBurn {
  kgPerMinute: number;
}

// Computed once per type: a search prices thousands of aircraft of about thirty types.
const rates = new Map<string, EmissionRate>();

export function emissionRate(type: AircraftType): EmissionRate {
  const known = rates.get(type.id);
  if (known) return known;
  const burn = fuelBurnOf(type);
  const rate = { ...burn, kgPerMinute: (burn.gallonsPerHour / 60) * CO2E_KG_PER_GALLON };
  rates.set(type.id, rate);
  return rate;
}

/** Minutes a flight burns fuel: its block time less the ground time of its fuel stops. */
export function burningMinutes(flight: FlownFlight): number {
  return Math.max(0, flight.blockMinutes - flight.stops.length * FUEL_STOP_GROUND_MINUTES);
}

/** kg CO2e of one flight, unrounded. */
export function flightKg(type: AircraftType, flight: FlownFlight): number {
  return emissionRate(type).kgPerMinute * burningMinutes(flight);
}

export interface TripCarbon {
  /** kg CO2e of each passenger leg, in order, whole kilograms. */
  legsKg: number[];
  /** Each flight the aircraft makes empty for the trip (to it, between legs, home), in order. */
  repositioning: RepositioningCarbon[];
  /** Every flight together, whole kilograms (the sum of the rounded flights). */
  totalKg: number;
  passengers: number;
  fuelBurn: FuelBurn;
}

/**
 * The carbon of one aircraft flying a trip: its passenger legs and the repositioning flights
 * the quote priced, each rounded to the kilogram, and the total as their sum so that the parts
 * shown always add up.
 */
export function tripCarbon(
  type: AircraftType,
  legs: readonly FlownFlight[],
  repositioning: readonly FlownFlight[],
  passengers: number,
): TripCarbon {
  const kg = (flight: FlownFlight) => Math.round(flightKg(type, flight));
  const legsKg = legs.map(kg);
  const empty = repositioning
    .filter((f) => f.blockMinutes > 0)
    .map((f) => ({ from: f.from.icao, to: f.to.icao, kg: kg(f) }));
  const { gallonsPerHour, basis } = emissionRate(type);
  return {
    legsKg,
    repositioning: empty,
    totalKg: sum(legsKg) + sum(empty.map((f) => f.kg)),
    passengers,
    fuelBurn: { gallonsPerHour, basis },
  };
}

export const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/** A share per passenger, whole kilograms; a party of none counts as one. */
export const perPassenger = (kg: number, passengers: number) => Math.round(kg / Math.max(1, passengers));
