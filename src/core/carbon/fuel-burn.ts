import type { AircraftCategory } from '../aircraft-categories';

/**
 * How much Jet A each aircraft type burns in an hour of block time, in US gallons
 * (docs/decisions/057-carbon-per-trip.md). The figures are published operating-cost averages
 * (Conklin & de Decker's, as Guardian Jet's aircraft brochures print them, collected with their
 * addresses by github.com/jorgecardleitao/private-jets in src/consumption.csv, 2024-01-26).
 * A type with no published figure burns its category's.
 */

export interface FuelBurnRange {
  /** The published range of the category, US gallons per hour. */
  low: number;
  high: number;
  /** The figure used for a type of the category with no published figure of its own. */
  used: number;
  source: string;
}

/**
 * Jets: Conklin & de Decker's ranges per category (via privatejetcardcomparisons.com); the
 * figure used is the middle of each range, so a type without its own figure is at most half a
 * range off. Turbo-props: no published category range was found, so the range is the two
 * published type figures we have (the PC-12's 76 and the King Air 350i's 96) and the figure used
 * is the higher one, the twin turboprop's, as King Airs are most of the category's fleet.
 */
export const CATEGORY_FUEL_BURN: Record<AircraftCategory, FuelBurnRange> = {
  TURBO_PROP: { low: 76, high: 96, used: 96, source: 'Guardian Jet (PC-12), skytough.com (King Air 350i)' },
  LIGHT_JET: { low: 134, high: 222, used: 178, source: 'Conklin & de Decker via privatejetcardcomparisons.com' },
  MIDSIZE_JET: { low: 198, high: 291, used: 244.5, source: 'Conklin & de Decker via privatejetcardcomparisons.com' },
  SUPER_MIDSIZE_JET: {
    low: 256,
    high: 386,
    used: 321,
    source: 'Conklin & de Decker via privatejetcardcomparisons.com',
  },
  LARGE_JET: { low: 284, high: 540, used: 412, source: 'Conklin & de Decker via privatejetcardcomparisons.com' },
};

/**
 * Published figures by model id (src/engine/reference/aircraft-models.ts). Where the source
 * names a close variant rather than the type itself, the comment says which.
 */
export const MODEL_FUEL_BURN: Readonly<Record<string, number>> = {
  'pc-12-ngx': 76, // PC-12
  'pc-12-ng': 76, // PC-12
  'king-air-350i': 96, // skytough.com: 96 gal/h at maximum cruise
  'citation-cj3-plus': 149, // CJ3
  'citation-cj4': 209,
  'citation-m2': 134,
  'phenom-300e': 179, // Phenom 300
  'phenom-100ev': 113, // Phenom 100
  'learjet-75': 199,
  'learjet-45xr': 205, // Learjet 45
  'hondajet-elite-ii': 120, // HondaJet
  'citation-latitude': 315,
  'learjet-60xr': 239, // Learjet 60
  'hawker-900xp': 265,
  'praetor-500': 287,
  'challenger-350': 297,
  'challenger-300': 295,
  'citation-x-plus': 386, // Citation X
  'citation-longitude': 316,
  'praetor-600': 298,
  g280: 286,
  g650er: 500, // G650
  'global-6000': 512,
  'challenger-650': 329,
  'falcon-7x': 385,
  'falcon-900lx': 304,
};

export interface FuelBurn {
  gallonsPerHour: number;
  /** MODEL: the type's own published figure; CATEGORY: its category's (CATEGORY_FUEL_BURN). */
  basis: 'MODEL' | 'CATEGORY';
}

export function fuelBurnOf(model: { id: string; category: AircraftCategory }): FuelBurn {
  const own = MODEL_FUEL_BURN[model.id];
  if (own !== undefined) return { gallonsPerHour: own, basis: 'MODEL' };
  return { gallonsPerHour: CATEGORY_FUEL_BURN[model.category].used, basis: 'CATEGORY' };
}
