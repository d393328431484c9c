import type { AircraftCategory } from '../../core/aircraft-categories';
import type { AircraftModel } from '../../core/charter/reference-data';

/**
 * The aircraft types the fleet is made of: the models named per category in
 * CATEGORY_PROFILES, with public manufacturer figures (cruise, range with IFR reserves,
 * typical charter seating, baggage, take-off distance at typical charter weights rounded up,
 * maximum take-off weight) and a base operator rate per hour before taxes and fees within
 * the research ranges (turboprop $2,000-3,000, light $2,750-3,500, midsize $3,500-4,500,
 * super-midsize $5,000-6,500, large $6,500-11,000).
 */

/** Our own side-view illustration per category (public/images/aircraft/). */
export const CATEGORY_PHOTOS: Record<AircraftCategory, string> = {
  TURBO_PROP: '/images/aircraft/turboprop.svg',
  LIGHT_JET: '/images/aircraft/light-jet.svg',
  MIDSIZE_JET: '/images/aircraft/midsize-jet.svg',
  SUPER_MIDSIZE_JET: '/images/aircraft/super-midsize-jet.svg',
  LARGE_JET: '/images/aircraft/large-jet.svg',
};

export interface ModelSpec extends AircraftModel {
  /** Years the type was built, for plausible years of manufacture. */
  builtFrom: number;
  builtTo: number;
  /** Share of the fleet within its category (relative weight). */
  fleetWeight: number;
}

type Row = [
  id: string,
  manufacturer: string,
  name: string,
  category: AircraftCategory,
  cruiseKnots: number,
  rangeNm: number,
  seats: number,
  baggageCuFt: number,
  minRunwayFt: number,
  hourlyRateUsd: number,
  mtowLb: number,
  builtFrom: number,
  builtTo: number,
  fleetWeight: number,
];

const ROWS: Row[] = [
  ['king-air-350i', 'Beechcraft', 'King Air 350i', 'TURBO_PROP', 312, 1806, 9, 71, 3300, 2800, 15000, 2009, 2025, 5],
  ['king-air-260', 'Beechcraft', 'King Air 260', 'TURBO_PROP', 310, 1720, 7, 54, 3000, 2400, 12500, 2021, 2025, 2],
  ['pc-12-ngx', 'Pilatus', 'PC-12 NGX', 'TURBO_PROP', 290, 1803, 8, 40, 2600, 2300, 10450, 2019, 2025, 4],
  ['pc-12-ng', 'Pilatus', 'PC-12 NG', 'TURBO_PROP', 280, 1845, 8, 40, 2600, 2100, 10450, 2008, 2019, 5],
  ['tbm-960', 'Daher', 'TBM 960', 'TURBO_PROP', 330, 1730, 5, 29, 2600, 2000, 7615, 2022, 2025, 1],
  ['citation-cj3-plus', 'Cessna', 'Citation CJ3+', 'LIGHT_JET', 416, 2040, 7, 65, 3300, 3100, 13870, 2014, 2025, 5],
  ['citation-cj4', 'Cessna', 'Citation CJ4', 'LIGHT_JET', 451, 2165, 8, 77, 3500, 3400, 17110, 2010, 2025, 4],
  ['citation-m2', 'Cessna', 'Citation M2', 'LIGHT_JET', 404, 1550, 6, 58, 3300, 2800, 10700, 2013, 2025, 3],
  ['phenom-300e', 'Embraer', 'Phenom 300E', 'LIGHT_JET', 453, 1971, 8, 84, 3300, 3300, 18551, 2018, 2025, 6],
  ['phenom-100ev', 'Embraer', 'Phenom 100EV', 'LIGHT_JET', 406, 1178, 5, 71, 3200, 2750, 10703, 2016, 2025, 2],
  ['learjet-75', 'Bombardier', 'Learjet 75', 'LIGHT_JET', 462, 2050, 8, 65, 4500, 3400, 21500, 2013, 2021, 3],
  ['learjet-45xr', 'Bombardier', 'Learjet 45XR', 'LIGHT_JET', 457, 1900, 8, 65, 5100, 3000, 21500, 2004, 2012, 3],
  [
    'hondajet-elite-ii',
    'Honda Aircraft',
    'HondaJet Elite II',
    'LIGHT_JET',
    422,
    1547,
    6,
    66,
    3500,
    2900,
    11100,
    2022,
    2025,
    2,
  ],
  ['citation-xls-plus', 'Cessna', 'Citation XLS+', 'MIDSIZE_JET', 441, 2100, 8, 90, 3600, 4000, 20200, 2008, 2025, 6],
  [
    'citation-latitude',
    'Cessna',
    'Citation Latitude',
    'MIDSIZE_JET',
    446,
    2700,
    9,
    127,
    3600,
    4400,
    31000,
    2015,
    2025,
    5,
  ],
  ['learjet-60xr', 'Bombardier', 'Learjet 60XR', 'MIDSIZE_JET', 465, 2405, 7, 59, 5500, 3800, 23750, 2007, 2012, 2],
  ['hawker-800xp', 'Hawker', 'Hawker 800XP', 'MIDSIZE_JET', 443, 2400, 8, 49, 5100, 3600, 28000, 1995, 2005, 3],
  ['hawker-900xp', 'Hawker', 'Hawker 900XP', 'MIDSIZE_JET', 448, 2870, 8, 50, 5100, 4000, 28000, 2007, 2013, 2],
  ['praetor-500', 'Embraer', 'Praetor 500', 'MIDSIZE_JET', 466, 3340, 9, 150, 4300, 4500, 37567, 2019, 2025, 3],
  [
    'challenger-350',
    'Bombardier',
    'Challenger 350',
    'SUPER_MIDSIZE_JET',
    464,
    3200,
    10,
    106,
    4900,
    5800,
    40600,
    2014,
    2025,
    6,
  ],
  [
    'challenger-300',
    'Bombardier',
    'Challenger 300',
    'SUPER_MIDSIZE_JET',
    459,
    3100,
    9,
    106,
    4900,
    5400,
    38850,
    2004,
    2014,
    4,
  ],
  ['citation-x-plus', 'Cessna', 'Citation X+', 'SUPER_MIDSIZE_JET', 527, 3408, 9, 82, 5300, 6000, 36600, 2014, 2018, 2],
  [
    'citation-longitude',
    'Cessna',
    'Citation Longitude',
    'SUPER_MIDSIZE_JET',
    476,
    3500,
    10,
    112,
    4900,
    6300,
    39500,
    2019,
    2025,
    3,
  ],
  ['praetor-600', 'Embraer', 'Praetor 600', 'SUPER_MIDSIZE_JET', 466, 4018, 10, 155, 4800, 5900, 42858, 2019, 2025, 3],
  ['g280', 'Gulfstream', 'G280', 'SUPER_MIDSIZE_JET', 482, 3600, 10, 154, 4800, 6200, 39600, 2012, 2025, 3],
  ['g450', 'Gulfstream', 'G450', 'LARGE_JET', 476, 4350, 14, 169, 5700, 8500, 74600, 2005, 2017, 4],
  ['g550', 'Gulfstream', 'G550', 'LARGE_JET', 488, 6750, 16, 226, 6000, 9800, 91000, 2004, 2021, 4],
  ['g650er', 'Gulfstream', 'G650ER', 'LARGE_JET', 516, 7500, 16, 195, 6300, 11000, 103600, 2014, 2025, 2],
  ['global-6000', 'Bombardier', 'Global 6000', 'LARGE_JET', 513, 6000, 14, 195, 6500, 10000, 99500, 2012, 2019, 3],
  ['challenger-650', 'Bombardier', 'Challenger 650', 'LARGE_JET', 470, 4000, 12, 115, 5700, 7200, 48200, 2015, 2025, 4],
  ['falcon-7x', 'Dassault', 'Falcon 7X', 'LARGE_JET', 486, 5950, 14, 140, 5800, 9500, 70000, 2007, 2025, 3],
  ['falcon-900lx', 'Dassault', 'Falcon 900LX', 'LARGE_JET', 459, 4750, 12, 127, 5400, 8000, 49000, 2010, 2025, 2],
];

export const AIRCRAFT_MODELS: readonly ModelSpec[] = ROWS.map(
  ([
    id,
    manufacturer,
    name,
    category,
    cruiseKnots,
    rangeNm,
    seats,
    baggageCuFt,
    minRunwayFt,
    hourlyRateUsd,
    mtowLb,
    builtFrom,
    builtTo,
    fleetWeight,
  ]) => ({
    id,
    manufacturer,
    name,
    category,
    cruiseKnots,
    rangeNm,
    seats,
    baggageCuFt,
    minRunwayFt,
    hourlyRateCents: hourlyRateUsd * 100,
    mtowLb,
    photo: CATEGORY_PHOTOS[category],
    builtFrom,
    builtTo,
    fleetWeight,
  }),
);

/** The model as the port hands it out, without the generator's own fields. */
export function publicModel(spec: ModelSpec): AircraftModel {
  const { builtFrom: _from, builtTo: _to, fleetWeight: _weight, ...model } = spec;
  return model;
}
