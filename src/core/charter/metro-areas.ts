import { canonicalAirportText, normaliseAirportText } from './airport-names';

/**
 * Cities whose airports are spread over a metropolitan area, with the ones private flyers
 * use. Someone flying privately to "New York" means Teterboro or White Plains as much as JFK,
 * though neither is in the city and OurAirports links no airport to a metro area. So this
 * table, ours, lists them: business-aviation fields first (relievers with FBOs, where most
 * charter flights land), in the order we would suggest them, then the airline airports.
 */
export interface MetroArea {
  /** What people type for it, its usual name first: "New York", "NYC". */
  names: readonly string[];
  /** Business-aviation airports (ICAO), first choice first. */
  business: readonly string[];
  /** Airline airports, which charter flights also use. */
  airline: readonly string[];
}

export const METRO_AREAS: readonly MetroArea[] = [
  {
    names: ['New York', 'New York City', 'NYC', 'Manhattan'],
    business: ['KTEB', 'KHPN', 'KMMU', 'KFRG'],
    airline: ['KJFK', 'KLGA', 'KEWR'],
  },
  { names: ['Los Angeles'], business: ['KVNY', 'KSMO', 'KTOA'], airline: ['KLAX', 'KBUR', 'KLGB'] },
  { names: ['Chicago'], business: ['KPWK', 'KDPA'], airline: ['KMDW', 'KORD'] },
  { names: ['Miami'], business: ['KOPF', 'KTMB'], airline: ['KMIA'] },
  { names: ['Fort Lauderdale'], business: ['KFXE'], airline: ['KFLL'] },
  { names: ['Washington', 'Washington DC'], business: ['KJYO', 'KHEF'], airline: ['KDCA', 'KIAD', 'KBWI'] },
  { names: ['Boston'], business: ['KBED', 'KOWD'], airline: ['KBOS'] },
  { names: ['Dallas', 'Dallas Fort Worth'], business: ['KADS', 'KFTW', 'KAFW'], airline: ['KDAL', 'KDFW'] },
  { names: ['Houston'], business: ['KSGR', 'KDWH'], airline: ['KHOU', 'KIAH'] },
  { names: ['Las Vegas'], business: ['KHND', 'KVGT'], airline: ['KLAS'] },
  { names: ['Atlanta'], business: ['KPDK', 'KFTY'], airline: ['KATL'] },
  { names: ['Denver'], business: ['KAPA', 'KBJC'], airline: ['KDEN'] },
  { names: ['Phoenix'], business: ['KSDL', 'KDVT'], airline: ['KPHX'] },
  { names: ['San Francisco', 'Bay Area'], business: ['KHWD', 'KCCR', 'KSQL'], airline: ['KSFO', 'KOAK', 'KSJC'] },
  { names: ['San Diego'], business: ['KCRQ', 'KMYF', 'KSEE'], airline: ['KSAN'] },
  { names: ['Seattle'], business: ['KBFI', 'KPAE'], airline: ['KSEA'] },
  { names: ['Orlando'], business: ['KORL'], airline: ['KMCO', 'KSFB'] },
  { names: ['St. Louis'], business: ['KSUS', 'KCPS'], airline: ['KSTL'] },
  { names: ['Minneapolis', 'Twin Cities'], business: ['KFCM', 'KSTP'], airline: ['KMSP'] },
  { names: ['Detroit'], business: ['KPTK', 'KYIP'], airline: ['KDTW'] },
  { names: ['Nashville'], business: ['KJWN'], airline: ['KBNA'] },
  { names: ['Kansas City'], business: ['KMKC', 'KOJC'], airline: ['KMCI'] },
  { names: ['Philadelphia'], business: ['KPNE'], airline: ['KPHL'] },
  { names: ['New Orleans'], business: ['KNEW'], airline: ['KMSY'] },
  { names: ['London'], business: ['EGLF', 'EGKB', 'EGGW'], airline: ['EGLC', 'EGLL', 'EGKK', 'EGSS'] },
  { names: ['Paris'], business: ['LFPB'], airline: ['LFPG', 'LFPO'] },
];

/** A metro area's airports in the order we suggest them: business aviation, then airline. */
export function airportsOf(metro: MetroArea): string[] {
  return metro.business.concat(metro.airline);
}

/** Every business-aviation airport of the table: within a rank of matches they come first. */
export const BUSINESS_AVIATION_AIRPORTS: ReadonlySet<string> = new Set(METRO_AREAS.flatMap((metro) => metro.business));

const metroNames = METRO_AREAS.flatMap((metro) =>
  metro.names.map((name) => ({ name: canonicalAirportText(normaliseAirportText(name)), metro })),
);

/**
 * The airports of the metro areas a typed text names, business aviation first. The text
 * (normalised and canonical, see airport-names.ts) names a metro when it is one of its names,
 * or the start of one that goes past its first word ("new y", "los a") or, for a one-word
 * name, has four letters or more ("chic"): "new" or "san" alone name no one place.
 */
export function metroAirports(canonicalText: string): string[] {
  const found = new Set<string>();
  for (const { name, metro } of metroNames) {
    if (!namesMetro(canonicalText, name)) continue;
    for (const icao of airportsOf(metro)) found.add(icao);
  }
  return [...found];
}

function namesMetro(text: string, name: string): boolean {
  if (text === name) return true;
  if (!name.startsWith(text)) return false;
  const firstWordEnd = name.indexOf(' ');
  return firstWordEnd < 0 ? text.length >= 4 : text.length > firstWordEnd;
}

const metroNamesByAirport = new Map<string, string[]>();
for (const metro of METRO_AREAS) {
  for (const icao of airportsOf(metro)) {
    metroNamesByAirport.set(icao, [...(metroNamesByAirport.get(icao) ?? []), ...metro.names]);
  }
}

/** The names of the metro areas an airport serves ("New York", "NYC" for Teterboro), to find it by. */
export function metroNamesOf(icao: string): readonly string[] {
  return metroNamesByAirport.get(icao) ?? [];
}
