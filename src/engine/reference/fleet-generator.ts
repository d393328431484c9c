import { AIRCRAFT_CATEGORIES, type AircraftCategory } from '../../core/aircraft-categories';
import type {
  Aircraft,
  AircraftModel,
  Airport,
  Amenities,
  ArgusRating,
  IsBaoStage,
  Operator,
  SafetyRatings,
  WyvernRating,
} from '../../core/charter/reference-data';
import { AIRCRAFT_MODELS, publicModel, type ModelSpec } from './aircraft-models';
import { seededRandom, type Random } from '../../core/random';

/**
 * The invented US Part 135 operators and their fleet. Pure and seeded: the same airports and
 * seed give the same operators, tails and rates on every start and on every node, so a quote
 * or a booking that names a tail stays meaningful across restarts.
 */

export const FLEET_SEED = 20_260_701;

export interface FleetOptions {
  seed: number;
  operatorCount: number;
  aircraftCount: number;
}

export const DEFAULT_FLEET_OPTIONS: FleetOptions = { seed: FLEET_SEED, operatorCount: 160, aircraftCount: 5200 };

export interface GeneratedFleet {
  operators: Operator[];
  models: AircraftModel[];
  aircraft: Aircraft[];
}

/** Home bases need room for the largest jets (the longest minimum runway is 6,500 ft). */
const OPERATOR_BASE_MIN_RUNWAY_FT = 6500;

/**
 * Business-aviation hubs where many charter operators are based; the generator places a
 * share of operators here, and the rest at other long-runway US airports.
 */
export const BUSINESS_AVIATION_HUBS = [
  'KTEB',
  'KHPN',
  'KVNY',
  'KPBI',
  'KFLL',
  'KFXE',
  'KOPF',
  'KDAL',
  'KADS',
  'KHOU',
  'KSDL',
  'KAPA',
  'KMDW',
  'KPWK',
  'KBED',
  'KSNA',
  'KLAS',
  'KAUS',
  'KBNA',
  'KPDK',
  'KCMH',
  'KSUS',
  'KIAD',
  'KSAT',
  'KSJC',
  'KOAK',
  'KBFI',
  'KMSP',
  'KDTW',
  'KCLT',
  'KTPA',
  'KSRQ',
  'KMIA',
  'KBOS',
  'KPHX',
  'KSLC',
  'KDEN',
  'KLAX',
  'KSFO',
  'KORD',
];

const NAME_FIRST = [
  'Aero',
  'Altitude',
  'Apex',
  'Atlas',
  'Aurora',
  'Beacon',
  'Bluewater',
  'Cardinal',
  'Cascade',
  'Cirrus',
  'Coastal',
  'Compass',
  'Crescent',
  'Crown',
  'Eagle',
  'Ember',
  'Falconridge',
  'Frontier',
  'Galaxy',
  'Granite',
  'Harbor',
  'Heritage',
  'Horizon',
  'Keystone',
  'Lakeshore',
  'Liberty',
  'Lone Star',
  'Magnolia',
  'Majestic',
  'Meridian',
  'Mesa',
  'Monarch',
  'Northstar',
  'Oakridge',
  'Pacific Crest',
  'Palmetto',
  'Pinnacle',
  'Prairie',
  'Redwood',
  'Ridgeline',
  'Sapphire',
  'Sierra',
  'Silverline',
  'Skybridge',
  'Skyward',
  'Solstice',
  'Summit',
  'Sundance',
  'Tailwind',
  'Tidewater',
  'Timberline',
  'Trident',
  'Vantage',
  'Vector',
  'Vista',
  'Westwind',
  'Zenith',
];
const NAME_SECOND = [
  'Air',
  'Air Charter',
  'Aviation',
  'Jet Charter',
  'Jets',
  'Executive Air',
  'Flight Services',
  'Air Partners',
  'Aviation Group',
  'Private Aviation',
  'Airways',
  'Jet Services',
];

/** Share of the fleet per category. */
const CATEGORY_WEIGHTS: [AircraftCategory, number][] = [
  ['TURBO_PROP', 17],
  ['LIGHT_JET', 26],
  ['MIDSIZE_JET', 22],
  ['SUPER_MIDSIZE_JET', 19],
  ['LARGE_JET', 16],
];

/**
 * Chance of each amenity per category: every large jet has Wi-Fi and a cabin attendant;
 * turboprops rarely have either.
 */
const AMENITY_ODDS: Record<AircraftCategory, { wifi: number; restroom: number; flightAttendant: number }> = {
  TURBO_PROP: { wifi: 0.3, restroom: 0.6, flightAttendant: 0 },
  LIGHT_JET: { wifi: 0.6, restroom: 0.85, flightAttendant: 0 },
  MIDSIZE_JET: { wifi: 0.85, restroom: 1, flightAttendant: 0.05 },
  SUPER_MIDSIZE_JET: { wifi: 0.95, restroom: 1, flightAttendant: 0.35 },
  LARGE_JET: { wifi: 1, restroom: 1, flightAttendant: 1 },
};

/** Models too small for an enclosed lavatory. */
const NO_RESTROOM = new Set(['tbm-960']);

export function generateFleet(
  airports: readonly Airport[],
  options: FleetOptions = DEFAULT_FLEET_OPTIONS,
): GeneratedFleet {
  const random = seededRandom(options.seed);
  const byIcao = new Map(airports.map((a) => [a.icao, a]));
  // Sorted so the generator's choices do not depend on the order airports were handed in.
  const bases = airports
    .filter((a) => a.countryCode === 'US' && a.longestRunwayFt >= OPERATOR_BASE_MIN_RUNWAY_FT)
    .sort((a, b) => (a.icao < b.icao ? -1 : a.icao > b.icao ? 1 : 0));
  if (bases.length === 0) throw new Error('no US airport with a long enough runway to base operators at');
  const hubs = BUSINESS_AVIATION_HUBS.filter(
    (icao) => (byIcao.get(icao)?.longestRunwayFt ?? 0) >= OPERATOR_BASE_MIN_RUNWAY_FT,
  );

  const operators = generateOperators(random, options.operatorCount, hubs, bases);
  const aircraft = generateAircraft(random, options.aircraftCount, operators, bases);
  return { operators: operators.map((o) => o.operator), models: AIRCRAFT_MODELS.map(publicModel), aircraft };
}

interface OperatorPlan {
  operator: Operator;
  /** Relative fleet size. */
  size: number;
  /** Operator's price position: 0.9 (budget) to 1.15 (premium). */
  rateFactor: number;
  petsPolicy: number;
  /** Categories this operator flies, most operators fly two to four. */
  categories: AircraftCategory[];
}

function generateOperators(random: Random, count: number, hubs: string[], bases: Airport[]): OperatorPlan[] {
  const names = new Set<string>();
  const certificates = new Set<string>();
  const plans: OperatorPlan[] = [];
  for (let i = 0; i < count; i++) {
    let name = '';
    do {
      name = `${random.pick(NAME_FIRST)} ${random.pick(NAME_SECOND)}`;
    } while (names.has(name));
    names.add(name);

    let certificateNumber = '';
    do {
      certificateNumber = certificate(random);
    } while (certificates.has(certificateNumber));
    certificates.add(certificateNumber);

    const homeBase = hubs.length > 0 && random.chance(0.55) ? random.pick(hubs) : random.pick(bases).icao;
    const ratings = safetyRatings(random);
    const categoryCount = random.weighted([
      [1, 2],
      [2, 4],
      [3, 4],
      [4, 2],
      [5, 1],
    ] as const);
    const categories = pickCategories(random, categoryCount);
    plans.push({
      operator: { id: `op-${String(i + 1).padStart(3, '0')}`, name, certificateNumber, homeBase, ratings },
      // A few large fleets and many small ones, as in the real Part 135 market.
      size: Math.round(4 + 60 * random.next() ** 3),
      rateFactor: 0.9 + 0.25 * random.next(),
      petsPolicy: random.weighted([
        [0.05, 1],
        [0.6, 2],
        [0.95, 3],
      ] as const),
      categories,
    });
  }
  return plans;
}

function pickCategories(random: Random, count: number): AircraftCategory[] {
  const chosen = new Set<AircraftCategory>();
  while (chosen.size < count) chosen.add(random.weighted(CATEGORY_WEIGHTS));
  return AIRCRAFT_CATEGORIES.filter((c) => chosen.has(c));
}

/**
 * A mix close to the market's: most charter operators hold at least one audit, some hold
 * none and are therefore not priced (see isQualifyingOperator).
 */
function safetyRatings(random: Random): SafetyRatings {
  const argus = random.weighted<ArgusRating>([
    ['NONE', 30],
    ['GOLD', 30],
    ['GOLD_PLUS', 25],
    ['PLATINUM', 15],
  ]);
  const wyvern = random.weighted<WyvernRating>([
    ['NONE', 45],
    ['REGISTERED', 30],
    ['WINGMAN', 25],
  ]);
  const isBao = random.weighted<IsBaoStage>([
    [0, 60],
    [1, 12],
    [2, 18],
    [3, 10],
  ]);
  return { argus, wyvern, isBao };
}

const CERTIFICATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** FAA air-carrier certificate numbers look like "C7QA123K": four characters, three digits, a letter. */
function certificate(random: Random): string {
  const letter = () => random.pick([...CERTIFICATE_LETTERS]);
  return `${letter()}${random.int(1, 9)}${letter()}${letter()}${random.int(100, 999)}${letter()}`;
}

/** Letters allowed in US registrations (I and O are not, to avoid confusion with 1 and 0). */
const TAIL_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A US registration: "N", then one to five characters, starting with a digit 1-9, with at
 * most two letters and only at the end (N1, N12345, N1234Z, N123AB).
 */
export const US_TAIL_NUMBER = /^N(?:[1-9]\d{0,4}|[1-9]\d{0,3}[A-HJ-NP-Z]|[1-9]\d{0,2}[A-HJ-NP-Z]{2})$/;

function tailNumber(random: Random, suffix: string): string {
  const letters = random.weighted([
    [0, 2],
    [1, 3],
    [2, 5],
  ] as const);
  const digits = random.int(1, 5 - letters);
  let number = String(random.int(1, 9));
  for (let i = 1; i < digits; i++) number += String(random.int(0, 9));
  // Operators often end their tails with their own two letters ("N512CT"); keep that habit.
  const tail = letters === 2 ? suffix : letters === 1 ? (suffix[0] ?? 'A') : '';
  return `N${number}${tail}`;
}

function operatorSuffix(random: Random): string {
  return `${random.pick([...TAIL_LETTERS])}${random.pick([...TAIL_LETTERS])}`;
}

function generateAircraft(random: Random, count: number, plans: OperatorPlan[], bases: Airport[]): Aircraft[] {
  const tails = new Set<string>();
  const aircraft: Aircraft[] = [];
  const operatorWeights = plans.map((p, i) => [i, p.size] as const);
  const suffixes = plans.map(() => operatorSuffix(random));
  const modelsBy = new Map<AircraftCategory, ModelSpec[]>();
  for (const model of AIRCRAFT_MODELS) modelsBy.set(model.category, [...(modelsBy.get(model.category) ?? []), model]);
  for (let i = 0; i < count; i++) {
    const index = random.weighted(operatorWeights);
    const plan = plans[index];
    if (!plan) continue;
    const category = random.weighted(CATEGORY_WEIGHTS.filter(([c]) => plan.categories.includes(c)));
    const candidates = modelsBy.get(category) ?? [];
    const model = random.weighted(candidates.map((m) => [m.id, m.fleetWeight] as const));
    const spec = candidates.find((m) => m.id === model);
    if (!spec) continue;

    let tail = '';
    do {
      tail = tailNumber(random, suffixes[index] ?? 'AA');
    } while (tails.has(tail));
    tails.add(tail);

    // Most aircraft sit at the operator's base; some at a satellite base with room for them.
    const homeBase = random.chance(0.75)
      ? plan.operator.homeBase
      : (satelliteBase(random, bases, spec.minRunwayFt) ?? plan.operator.homeBase);
    const year = random.int(spec.builtFrom, spec.builtTo);
    const seats = Math.max(
      4,
      spec.seats -
        random.weighted([
          [0, 6],
          [1, 3],
          [2, 1],
        ] as const),
    );
    // Newer aircraft earn a little more per hour; rates rounded to $25.
    const ageFactor = 1 + 0.01 * Math.max(-10, Math.min(5, year - 2015));
    const hourlyRateCents = Math.round((spec.hourlyRateCents * plan.rateFactor * ageFactor) / 2500) * 2500;
    aircraft.push({
      tailNumber: tail,
      operatorId: plan.operator.id,
      modelId: spec.id,
      homeBase,
      seats,
      yearOfManufacture: year,
      amenities: amenities(random, spec, plan.petsPolicy),
      hourlyRateCents,
    });
  }
  return aircraft;
}

function satelliteBase(random: Random, bases: Airport[], minRunwayFt: number): string | undefined {
  for (let attempt = 0; attempt < 5; attempt++) {
    const base = random.pick(bases);
    if (base.longestRunwayFt >= minRunwayFt) return base.icao;
  }
  return undefined;
}

function amenities(random: Random, spec: ModelSpec, petsPolicy: number): Amenities {
  const odds = AMENITY_ODDS[spec.category];
  return {
    wifi: random.chance(odds.wifi),
    restroom: !NO_RESTROOM.has(spec.id) && random.chance(odds.restroom),
    flightAttendant: random.chance(odds.flightAttendant),
    petsAllowed: random.chance(petsPolicy),
  };
}
