import type { Airport, Fbo } from '../../core/charter/reference-data';
import { hashSeed, seededRandom, type Random } from '../../core/random';

/**
 * The FBOs (private terminals) at an airport, invented but stable: seeded by the ICAO code,
 * so they need no storage and are the same on every node. Every airport gets "<City> Jet
 * Center"; airports with long runways, where business traffic is heavier, get one or two more.
 */
export function fbosAt(airport: Airport): Fbo[] {
  const random = seededRandom(hashSeed(airport.icao));
  const count =
    airport.longestRunwayFt >= 9000 ? random.int(2, 3) : airport.longestRunwayFt >= 6000 ? random.int(1, 2) : 1;
  const names = [`${airport.city} Jet Center`];
  const others = [...OTHER_NAMES];
  while (names.length < count && others.length > 0) {
    const index = random.int(0, others.length - 1);
    const [name] = others.splice(index, 1);
    if (name) names.push(name.replace('{city}', airport.city));
  }
  return names.map((name) => ({
    airportIcao: airport.icao,
    name,
    address: `${random.int(1, 99) * 10 + random.int(0, 9)} ${random.pick(STREETS)}, ${airport.city}, ${airport.country}`,
    phone: phone(random, airport.countryCode),
  }));
}

const OTHER_NAMES = [
  '{city} Executive Terminal',
  'Skyharbor Aviation Services',
  'Meridian FBO {city}',
  'Pinnacle Aviation {city}',
  'Keystone Jet Services',
  'Horizon Executive Aviation',
  '{city} Flight Support',
  'Summit Aviation Center',
];

const STREETS = [
  'Airport Road',
  'Hangar Drive',
  'Aviation Way',
  'Terminal Drive',
  'Flightline Road',
  'Runway Boulevard',
  'Jetport Road',
  'Skyway Drive',
];

/** Country calling codes for the countries with the most business-aviation traffic. */
const CALLING_CODES: Record<string, string> = {
  GB: '44',
  FR: '33',
  DE: '49',
  IT: '39',
  ES: '34',
  CH: '41',
  AT: '43',
  NL: '31',
  BE: '32',
  IE: '353',
  PT: '351',
  GR: '30',
  MX: '52',
  BR: '55',
  AR: '54',
  CO: '57',
  CL: '56',
  AU: '61',
  NZ: '64',
  JP: '81',
  CN: '86',
  IN: '91',
  AE: '971',
  SA: '966',
  ZA: '27',
  SE: '46',
  NO: '47',
  DK: '45',
  FI: '358',
  PL: '48',
};

/** North American Numbering Plan countries and territories that use +1. */
const NANP = new Set([
  'US',
  'CA',
  'BS',
  'PR',
  'VI',
  'BM',
  'KY',
  'TC',
  'JM',
  'BB',
  'AG',
  'DO',
  'TT',
  'VG',
  'LC',
  'KN',
  'GU',
  'MP',
  'AS',
  'AI',
  'GD',
  'VC',
  'DM',
  'MS',
  'SX',
]);

function phone(random: Random, countryCode: string): string {
  if (NANP.has(countryCode)) {
    // 555-01xx numbers are reserved for fiction, so no real business is ever called.
    return `+1 (${random.int(2, 9)}${random.int(0, 9)}${random.int(0, 9)}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;
  }
  const code = CALLING_CODES[countryCode];
  const local = `${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
  return code ? `+${code} ${local}` : local;
}
