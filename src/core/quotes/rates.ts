import type { AircraftCategory } from '../aircraft-categories';
import type { Cents } from '../money';

/**
 * Every rate, fee and tuning figure of the quote engine, in one place (research:
 * /work/shared/research/charter-pricing-facts.md; readings: docs/decisions/008-quote-engine.md).
 * Finance changes a figure here; no pricing logic holds a number of its own.
 */

/** Great-circle distance times this gives the distance flown (airways, winds aloft). */
export const WIND_ROUTE_FACTOR = 1.08;
/** Taxi, climb and approach allowance added to every flight segment's block time. */
export const TAXI_ALLOWANCE_MINUTES = 12;
/**
 * Share of the published still-air range kept usable on a real day (passengers, headwinds,
 * alternate): a segment longer than range x this fraction gets a fuel stop.
 */
export const USABLE_RANGE_FRACTION = 0.85;
/** Ground time added for each fuel stop (research: 30 to 45 minutes). */
export const FUEL_STOP_GROUND_MINUTES = 40;
/** Fuel stops are looked for within these radii of their ideal point, widening in turn. */
export const FUEL_STOP_SEARCH_RADII_NM = [120, 250, 400] as const;
export const FUEL_STOP_CANDIDATES = 25;
/** A fuel stop also needs at least this much runway, whatever the model's own minimum. */
export const FUEL_STOP_MIN_RUNWAY_FT = 5000;

/** Billable hours per flying day and per idle day away from base (research: jet-card minimums). */
export const DAILY_MINIMUM_HOURS: Record<AircraftCategory, number> = {
  TURBO_PROP: 1,
  LIGHT_JET: 1,
  MIDSIZE_JET: 1.5,
  SUPER_MIDSIZE_JET: 2,
  LARGE_JET: 2,
};

/** Crew members whose overnights are billed (pilots, plus a flight attendant on large jets). */
export const CREW_COUNT: Record<AircraftCategory, number> = {
  TURBO_PROP: 2,
  LIGHT_JET: 2,
  MIDSIZE_JET: 2,
  SUPER_MIDSIZE_JET: 2,
  LARGE_JET: 3,
};
/** Per crew member per night away from base (research: $1,000 to $2,500). */
export const CREW_OVERNIGHT_PER_MEMBER: Cents = 125_000;

/** Landing fee: per 1,000 lb of maximum take-off weight (Teterboro about $9.31), with a floor. */
export const LANDING_FEE_PER_1000_LB: Cents = 931;
export const LANDING_FEE_MINIMUM: Cents = 15_000;
/** International handling and permits, per leg crossing a border (research: about $750). */
export const INTERNATIONAL_PERMIT_FEE: Cents = 75_000;

/** Federal Excise Tax on transportation within the United States, positioning included. */
export const FEDERAL_EXCISE_TAX_PERCENT = 7.5;
/** Domestic segment fee, per passenger per segment (one take-off and landing); 2025 value. */
export const DOMESTIC_SEGMENT_FEE: Cents = 520;
/** International arrival or departure tax, per passenger per US border crossing; 2025 value. */
export const INTERNATIONAL_HEAD_TAX: Cents = 2290;
/** Country whose taxes apply; any other country code makes a leg international. */
export const TAX_COUNTRY = 'US';

/** How many aircraft per category are priced in full (chosen by a cheap estimate first). */
export const FULLY_PRICED_PER_CATEGORY = 6;
/** How many options per category the answer lists, cheapest first. */
export const OPTIONS_PER_CATEGORY = 3;
/** Hours kept free around a trip when checking an aircraft's bookings (crew rest, turns). */
export const BUSY_BUFFER_HOURS = 2;

/**
 * Empty legs (docs/decisions/038): an aircraft's empty flight to or from a booked trip, sold at
 * this much off what the same aircraft charges for that flight as a charter (research: empty
 * legs sell at up to 75% off).
 */
export const EMPTY_LEG_DISCOUNT_PERCENT = 75;
/** How long an empty leg's departure window lasts: the aircraft waits at most this long. */
export const EMPTY_LEG_WINDOW_HOURS = 24;
/** Ground time between a trip and its empty leg (crew, fuel, cleaning). */
export const EMPTY_LEG_TURNAROUND_MINUTES = 60;
/** Departure times offered in the window, this far apart (from the first quarter hour in it). */
export const EMPTY_LEG_DEPARTURE_STEP_MINUTES = 60;

/** A guaranteed quote holds its price this long after the search. */
export const QUOTE_VALIDITY_MINUTES = 30;

/** Add-on prices. Catering is per passenger; the carbon upgrade per block hour of the trip. */
export const ADDON_PRICES = {
  cateringPerPassenger: {
    TURBO_PROP: 6_500,
    LIGHT_JET: 8_500,
    MIDSIZE_JET: 9_500,
    SUPER_MIDSIZE_JET: 12_500,
    LARGE_JET: 17_500,
  },
  wifi: { TURBO_PROP: 19_500, LIGHT_JET: 29_500, MIDSIZE_JET: 34_500, SUPER_MIDSIZE_JET: 39_500, LARGE_JET: 49_500 },
  petTravelKit: 7_500,
  carbonUpgradePerBlockHour: {
    TURBO_PROP: 2_500,
    LIGHT_JET: 4_000,
    MIDSIZE_JET: 5_500,
    SUPER_MIDSIZE_JET: 7_000,
    LARGE_JET: 9_500,
  },
} satisfies Record<string, Cents | Record<AircraftCategory, Cents>>;

/**
 * Figures used to draw the itinerary of a category with no aircraft to offer (the
 * "Unavailable" tab still shows the trip).
 */
export const NOMINAL_CRUISE_KNOTS: Record<AircraftCategory, number> = {
  TURBO_PROP: 300,
  LIGHT_JET: 430,
  MIDSIZE_JET: 445,
  SUPER_MIDSIZE_JET: 470,
  LARGE_JET: 490,
};
