/**
 * How an itinerary is shown (spec 001 section 4, "Itinerary view"): legs in legOrder, one
 * tail number, crews carried forward, N/A for anything missing. Shared by the itinerary page
 * and its PDF so both always agree.
 */
export const NOT_AVAILABLE = 'N/A';

export interface CrewMember {
  name: string | null;
  position: string | null;
  contact: string | null;
}

export interface LegCrewFacts {
  legOrder: number;
  tailNumber: string | null;
  crews: CrewMember[];
  /** True or null: this leg flies with the crew of the nearest earlier leg that has named crew. */
  crewSettings: boolean | null;
}

export interface ShownCrewMember {
  name: string;
  position: string;
  contact: string;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
export const orNotAvailable = (value: string | null | undefined): string =>
  present(value) ? value.trim() : NOT_AVAILABLE;

const hasNamedCrew = (leg: LegCrewFacts) => leg.crews.some((c) => present(c.name));

/** Legs in flying order. */
export function sortLegs<L extends { legOrder: number }>(legs: readonly L[]): L[] {
  return [...legs].sort((a, b) => a.legOrder - b.legOrder);
}

/**
 * The tail number to show: the first non-empty tail number of the trip in leg order (the
 * operator names the aircraft once, usually on the first leg), else N/A.
 */
export function shownTailNumber(legs: readonly LegCrewFacts[]): string {
  const tail = sortLegs(legs).find((leg) => present(leg.tailNumber))?.tailNumber;
  return orNotAvailable(tail);
}

/** Each leg's crew, in leg order, after carrying crews forward; missing fields read N/A. */
export function shownCrews(legs: readonly LegCrewFacts[]): ShownCrewMember[][] {
  const sorted = sortLegs(legs);
  return sorted.map((leg, index) => {
    let crews = leg.crews;
    if (index > 0 && leg.crewSettings !== false) {
      const earlier = sorted.slice(0, index).reverse().find(hasNamedCrew);
      if (earlier) crews = earlier.crews;
    }
    return crews
      .filter((c) => present(c.name) || present(c.position) || present(c.contact))
      .map((c) => ({
        name: orNotAvailable(c.name),
        position: orNotAvailable(c.position),
        contact: orNotAvailable(c.contact),
      }));
  });
}

/**
 * Breaks text into lines of at most `width` characters for the PDF's narrow columns
 * (passport numbers at 10, names at 12, FBO text at 25: spec 001 section 5). Words are kept
 * whole when they fit; longer runs are cut.
 */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > width) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}
