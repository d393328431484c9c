import type { AircraftCategory } from '../aircraft-categories';
import type { CarbonView } from '../carbon/carbon-view';
import type { Airport } from '../charter/reference-data';
import { centsToDollars, type Cents } from '../money';
import { rewardEarned } from '../ledger/rewards';
import { formatLegTime } from './local-time';
import { ADDON_GROUPS, type AddonAction, type AddonOffer, type AddonType } from './addons';

/**
 * The search answer in the shape of spec 000 section 3, as the spec's client reads it.
 * Money is computed in integer cents and shown here as dollars with cents (a JSON number,
 * e.g. 18452.75), the unit the spec's client displays (docs/decisions/008-quote-engine.md).
 */
export type Dollars = number;

export interface AirportView {
  icaoCode: string;
  displayName: string;
  city: string;
  countryCode: string;
}

export interface LegView {
  departureAirport: AirportView;
  arrivalAirport: AirportView;
  /** DD-MM-YYYY HH:mm:ss in the departure airport's time. */
  departureDateTime: string;
  /** DD-MM-YYYY HH:mm:ss in the arrival airport's time. */
  arrivalDateTime: string;
  /** Block time including fuel stops, h:mm. */
  flightTime: string;
  departureAirportRestriction: boolean;
  arrivalAirportRestriction: boolean;
  /** 1-based. */
  legOrder: number;
  /** Number of fuel stops on the leg. */
  paddedFuelStops: number;
  /** "NON-STOP" or "n STOP" (spec 000 section 9). */
  stopLabel: string;
  /** Where the fuel stops are, in order. */
  fuelStops: AirportView[];
}

export interface RewardsInfo {
  /** Rewards applied to this price. */
  rewardsApplied: Dollars;
  /** Rewards this booking earns when paid in full (1% of what is paid). */
  rewardsEarned: Dollars;
}

export interface PriceBreakup {
  aircraftPrice: Dollars;
  /** Selected add-ons (zero at search). */
  addonsPrice: Dollars;
  taxes: Dollars;
  /** The carbon offset the customer chose (docs/decisions/060); absent: none. In the total. */
  carbonOffset?: CarbonOffsetLine;
  totalPrice: Dollars;
  rewardsInfo: RewardsInfo;
}

/** A priced booking's amounts in cents: the breakup's lines and the total. */
export interface PricedAmounts {
  aircraftPrice: Cents;
  addons: Cents;
  taxes: Cents;
  rewardsApplied: Cents;
  /** The carbon offset line (docs/decisions/060); 0 without. */
  carbonOffset: Cents;
  total: Cents;
}

/** The price's "Carbon offset: 4.2 t CO2e" line: the tonnes retired and what they cost. */
export interface CarbonOffsetLine {
  tonnes: number;
  price: Dollars;
}

export interface AddonView {
  addOnId: string;
  displayName: string;
  price: Dollars;
  type: AddonType;
  info: string;
  logo: string;
  selected: boolean;
  requested: boolean;
  url: string | null;
  addonAction: AddonAction;
}

export interface AddonGroupView {
  header: string;
  addonList: AddonView[];
}

/** EMPTY_LEG: an aircraft's empty repositioning flight, sold at a discount (src/core/empty-legs). */
export type DealType = 'BEST_PRICE' | 'ALTERNATIVE' | 'UNAVAILABLE' | 'EMPTY_LEG';

export interface AircraftOption {
  displayName: string;
  displayOrder: number;
  /** Null means the category has no aircraft for this search ("Unavailable"). */
  aboneSearchId: string | null;
  dealType: DealType;
  aircraftCategory: AircraftCategory;
  /** Assigned when the customer books; null at search. */
  bookingId: string | null;
  /** The aircraft type offered ("Citation CJ3+"), or null when unavailable. */
  aircraftName: string | null;
  priceBreakup: PriceBreakup;
  abonePriceBreakup: { averagePrice: Dollars };
  itinerary: { departureDate: string; legs: LegView[] };
  addonResponse: AddonGroupView[];
  /**
   * The trip's kg of CO2e with this aircraft, its repositioning flights apart
   * (docs/decisions/057-carbon-per-trip.md); an empty leg's says it flies anyway. Absent on the
   * Unavailable tab and on answers stored before it.
   */
  carbon?: CarbonView;
}

/**
 * One day of the flexible-dates strip (src/core/flexible-dates): the same trip moved `shift`
 * days, with the cheapest total of each category that day.
 */
export interface FlexibleDay {
  /** The first departure's calendar date that day, YYYY-MM-DD on its airport's clock. */
  date: string;
  /** Days from the searched departure, -3 to 3; 0 is the search itself. */
  shift: number;
  /** False when the search rules do not allow that day (too soon): shown, never offered. */
  available: boolean;
  /** The cheapest total per category that day; a category with no aircraft is absent. */
  prices: Partial<Record<AircraftCategory, Dollars>>;
}

export interface SearchAnswer {
  data: Record<AircraftCategory, AircraftOption[]>;
  preferredCategory: AircraftCategory | null;
  error: null;
  /** The flexible-dates strip, the searched day included; absent on answers stored before it. */
  flexibleDates?: FlexibleDay[];
}

export const dollars = (cents: Cents): Dollars => centsToDollars(cents);

export function stopLabel(stops: number): string {
  return stops === 0 ? 'NON-STOP' : `${stops} STOP`;
}

export function flightTime(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

export function localTime(instant: number, zone: string): string {
  return formatLegTime(instant, zone);
}

export function airportView(airport: Airport): AirportView {
  return { icaoCode: airport.icao, displayName: airport.name, city: airport.city, countryCode: airport.countryCode };
}

export interface LegFacts {
  from: Airport;
  to: Airport;
  stops: Airport[];
  departs: number;
  blockMinutes: number;
  departureRestriction: boolean;
  arrivalRestriction: boolean;
}

export function legView(leg: LegFacts, index: number): LegView {
  return {
    departureAirport: airportView(leg.from),
    arrivalAirport: airportView(leg.to),
    departureDateTime: localTime(leg.departs, leg.from.timeZone),
    arrivalDateTime: localTime(leg.departs + leg.blockMinutes * 60_000, leg.to.timeZone),
    flightTime: flightTime(leg.blockMinutes),
    departureAirportRestriction: leg.departureRestriction,
    arrivalAirportRestriction: leg.arrivalRestriction,
    legOrder: index + 1,
    paddedFuelStops: leg.stops.length,
    stopLabel: stopLabel(leg.stops.length),
    fuelStops: leg.stops.map(airportView),
  };
}

export function priceBreakup(amounts: {
  aircraftPrice: Cents;
  addons: Cents;
  taxes: Cents;
  rewardsApplied: Cents;
  /** The carbon offset chosen, if any (docs/decisions/060): its own line, in the total. */
  carbonOffset?: { tonnes: number; price: Cents } | null;
}): {
  view: PriceBreakup;
  total: Cents;
} {
  const offset = amounts.carbonOffset ?? null;
  const total = Math.max(
    0,
    amounts.aircraftPrice + amounts.addons + amounts.taxes + (offset?.price ?? 0) - amounts.rewardsApplied,
  );
  return {
    total,
    view: {
      aircraftPrice: dollars(amounts.aircraftPrice),
      addonsPrice: dollars(amounts.addons),
      taxes: dollars(amounts.taxes),
      ...(offset ? { carbonOffset: { tonnes: offset.tonnes, price: dollars(offset.price) } } : {}),
      totalPrice: dollars(total),
      rewardsInfo: { rewardsApplied: dollars(amounts.rewardsApplied), rewardsEarned: dollars(rewardEarned(total)) },
    },
  };
}

export function addonGroups(
  offers: readonly AddonOffer[],
  selected: ReadonlySet<string> = new Set(),
): AddonGroupView[] {
  return ADDON_GROUPS.map((header) => ({
    header,
    addonList: offers
      .filter((o) => o.group === header)
      .map((o) => ({
        addOnId: o.addOnId,
        displayName: o.displayName,
        price: dollars(o.price),
        type: o.type,
        info: o.info,
        logo: o.logo,
        selected: selected.has(o.addOnId),
        requested: false,
        url: o.url,
        addonAction: o.addonAction,
      })),
  })).filter((g) => g.addonList.length > 0);
}
