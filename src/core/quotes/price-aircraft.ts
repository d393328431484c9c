import type { Airport } from '../charter/reference-data';
import type { Cents } from '../money';
import { surchargesOf, type Surcharges } from '../market/surcharges';
import type { FleetEntry } from './fleet-index';
import { localDay } from './local-time';
import {
  BUSY_BUFFER_HOURS,
  CREW_COUNT,
  CREW_OVERNIGHT_PER_MEMBER,
  DAILY_MINIMUM_HOURS,
  INTERNATIONAL_PERMIT_FEE,
  LANDING_FEE_MINIMUM,
  LANDING_FEE_PER_1000_LB,
} from './rates';
import { routeFlight, type RoutedFlight, type StopFinder } from './routing';
import { chargeTaxes, inTaxCountry, taxTotal, type Taxes } from './taxes';
import type { Trip } from './trip';

/** A customer leg as this aircraft flies it. */
export interface QuotedLeg {
  flight: RoutedFlight;
  departs: number;
  arrives: number;
  departureRestriction: boolean;
  arrivalRestriction: boolean;
}

export interface Charges {
  /** Block hours of every flight, customer legs and ferries, at the tail's hourly rate. */
  flightTime: Cents;
  /** Hours billed to reach the daily minimum on flying days, and on idle days away from base. */
  dailyMinimums: Cents;
  crewOvernights: Cents;
  landingFees: Cents;
  internationalPermits: Cents;
  /** Peak-day and short-notice surcharges (docs/decisions/040); absent on quotes made before them. */
  peakDays?: Cents;
  shortNotice?: Cents;
}

/** How the aircraft spends each gap between two customer legs. */
export type GapPlan = 'WAIT' | 'FERRY_HOME';

export interface AircraftQuote {
  entry: FleetEntry;
  legs: QuotedLeg[];
  ferryInMinutes: number;
  ferryOutMinutes: number;
  /** The flights the aircraft makes empty for the trip, in order (ferries and repositioning). */
  repositioning: RoutedFlight[];
  gaps: GapPlan[];
  billedHours: number;
  charges: Charges;
  aircraftPrice: Cents;
  taxes: Taxes;
  taxTotal: Cents;
  total: Cents;
  /** The time the aircraft is taken by this trip, epoch milliseconds (buffer included). */
  busyFrom: number;
  busyTo: number;
}

interface Flight {
  routed: RoutedFlight;
  day: number;
  live: boolean;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

export function landingFee(mtowLb: number): Cents {
  return Math.max(LANDING_FEE_MINIMUM, Math.round((mtowLb / 1000) * LANDING_FEE_PER_1000_LB));
}

/**
 * Prices one aircraft for a trip as a broker would (docs/decisions/008-quote-engine.md):
 * ferry from base, customer legs with fuel stops, each gap between legs spent waiting away
 * (overnights, idle-day minimums) or flying home and back, whichever costs less, ferry back to
 * base, daily minimums, landing fees and permits; then US taxes. Null when the aircraft cannot
 * fly the trip (no fuel stop found, or the schedule is too tight for it).
 */
export function priceAircraft(
  entry: FleetEntry,
  trip: Trip,
  findStops: StopFinder,
  surcharges?: Surcharges,
): AircraftQuote | null {
  const { model, aircraft, home } = entry;
  const rate = aircraft.hourlyRateCents;
  const category = model.category;
  const dailyMinimum = DAILY_MINIMUM_HOURS[category];
  const route = (from: Airport, to: Airport) => routeFlight(from, to, model, findStops);
  const ferryCost = (f: RoutedFlight) => (f.blockMinutes / 60) * rate + (f.stops.length + 1) * landingFee(model.mtowLb);

  const flights: Flight[] = [];
  const legs: QuotedLeg[] = [];
  for (const leg of trip.legs) {
    const flight = route(leg.from, leg.to);
    if (!flight) return null;
    legs.push({
      flight,
      departs: leg.departs,
      arrives: leg.departs + flight.blockMinutes * MINUTE,
      departureRestriction: leg.from.longestRunwayFt < model.minRunwayFt,
      arrivalRestriction: leg.to.longestRunwayFt < model.minRunwayFt,
    });
  }
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) return null;

  const ferryIn = route(home, first.flight.from);
  const ferryOut = route(last.flight.to, home);
  if (!ferryIn || !ferryOut) return null;
  const departDay = (leg: QuotedLeg) => localDay(leg.departs, leg.flight.from.timeZone);
  const arriveDay = (leg: QuotedLeg) => localDay(leg.arrives, leg.flight.to.timeZone);

  flights.push({ routed: ferryIn, day: departDay(first), live: false });
  let nights = 0;
  let idleDays = 0;
  const gaps: GapPlan[] = [];
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i];
    if (!leg) continue;
    flights.push({ routed: leg.flight, day: departDay(leg), live: true });
    const next = legs[i + 1];
    if (!next) continue;
    const reposition = route(leg.flight.to, next.flight.from);
    if (!reposition || leg.arrives + reposition.blockMinutes * MINUTE > next.departs) return null;
    const gapNights = Math.max(0, departDay(next) - arriveDay(leg));
    const gapIdle = Math.max(0, gapNights - 1);
    const waitCost =
      gapNights * CREW_COUNT[category] * CREW_OVERNIGHT_PER_MEMBER +
      gapIdle * dailyMinimum * rate +
      (reposition.blockMinutes > 0 ? ferryCost(reposition) : 0);
    const toHome = route(leg.flight.to, home);
    const fromHome = route(home, next.flight.from);
    const homeFits =
      toHome && fromHome && leg.arrives + (toHome.blockMinutes + fromHome.blockMinutes) * MINUTE <= next.departs;
    const homeCost =
      toHome && fromHome
        ? (toHome.blockMinutes > 0 ? ferryCost(toHome) : 0) + (fromHome.blockMinutes > 0 ? ferryCost(fromHome) : 0)
        : Infinity;
    if (homeFits && toHome && fromHome && homeCost < waitCost) {
      gaps.push('FERRY_HOME');
      flights.push({ routed: toHome, day: arriveDay(leg), live: false });
      flights.push({ routed: fromHome, day: departDay(next), live: false });
    } else {
      gaps.push('WAIT');
      nights += gapNights;
      idleDays += gapIdle;
      flights.push({ routed: reposition, day: departDay(next), live: false });
    }
  }
  flights.push({ routed: ferryOut, day: arriveDay(last), live: false });

  // Billable hours: every flight's block time; each flying day at least the daily minimum.
  const hoursByDay = new Map<number, number>();
  let flownMinutes = 0;
  let domesticMinutes = 0;
  let landings = 0;
  let borderFlights = 0;
  for (const { routed, day } of flights) {
    if (routed.blockMinutes === 0) continue;
    flownMinutes += routed.blockMinutes;
    hoursByDay.set(day, (hoursByDay.get(day) ?? 0) + routed.blockMinutes / 60);
    landings += routed.points.length - 1;
    if (routed.points.every(inTaxCountry)) domesticMinutes += routed.blockMinutes;
    if (inTaxCountry(routed.from) !== inTaxCountry(routed.to)) borderFlights++;
  }
  let topUpHours = idleDays * dailyMinimum;
  for (const hours of hoursByDay.values()) topUpHours += Math.max(0, dailyMinimum - hours);

  const charges: Charges = {
    flightTime: Math.round((flownMinutes / 60) * rate),
    dailyMinimums: Math.round(topUpHours * rate),
    crewOvernights: nights * CREW_COUNT[category] * CREW_OVERNIGHT_PER_MEMBER,
    landingFees: landings * landingFee(model.mtowLb),
    internationalPermits: borderFlights * INTERNATIONAL_PERMIT_FEE,
  };
  const extra = surchargesOf(trip, charges.flightTime + charges.dailyMinimums, surcharges);
  if (extra.peakDays > 0) charges.peakDays = extra.peakDays;
  if (extra.shortNotice > 0) charges.shortNotice = extra.shortNotice;
  const aircraftPrice =
    charges.flightTime +
    charges.dailyMinimums +
    charges.crewOvernights +
    charges.landingFees +
    charges.internationalPermits +
    extra.peakDays +
    extra.shortNotice;

  // FET: on the transportation charge (everything but permits) in the share of block time
  // flown inside the United States, positioning included.
  const transportation = aircraftPrice - charges.internationalPermits;
  const domesticShare = flownMinutes === 0 ? 0 : domesticMinutes / flownMinutes;
  const taxes = chargeTaxes(
    transportation,
    domesticShare,
    legs.map((l) => l.flight),
    trip.passengers,
  );
  const taxesDue = taxTotal(taxes);

  return {
    entry,
    legs,
    ferryInMinutes: ferryIn.blockMinutes,
    ferryOutMinutes: ferryOut.blockMinutes,
    repositioning: flights.filter((f) => !f.live && f.routed.blockMinutes > 0).map((f) => f.routed),
    gaps,
    billedHours: flownMinutes / 60 + topUpHours,
    charges,
    aircraftPrice,
    taxes,
    taxTotal: taxesDue,
    total: aircraftPrice + taxesDue,
    busyFrom: first.departs - ferryIn.blockMinutes * MINUTE - BUSY_BUFFER_HOURS * HOUR,
    busyTo: last.arrives + ferryOut.blockMinutes * MINUTE + BUSY_BUFFER_HOURS * HOUR,
  };
}
