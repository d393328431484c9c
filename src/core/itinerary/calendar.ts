import { DateTime } from 'luxon';

/**
 * "Add to calendar" for a trip: an iCalendar file (RFC 5545) with one event per leg, each
 * written in its airports' own time zones (departure time in the departure zone, arrival
 * in the arrival zone) with the VTIMEZONE definitions calendar apps need to place them.
 */
export interface CalendarLeg {
  legOrder: number;
  from: { code: string; name: string; zone: string };
  to: { code: string; name: string; zone: string };
  departure: Date;
  arrival: Date;
  description: string;
}

export interface CalendarTrip {
  bookingId: string;
  brandName: string;
  /** Host name for the events' unique ids, e.g. contrail.example. */
  domain: string;
  legs: CalendarLeg[];
  /** When the file is produced (DTSTAMP). */
  now: Date;
}

const localStamp = (date: Date, zone: string) => DateTime.fromJSDate(date, { zone }).toFormat("yyyyMMdd'T'HHmmss");
const utcStamp = (date: Date) => DateTime.fromJSDate(date, { zone: 'utc' }).toFormat("yyyyMMdd'T'HHmmss'Z'");

/** Escapes TEXT values (RFC 5545 section 3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds content lines longer than 75 octets (RFC 5545 section 3.1). */
const encoder = new TextEncoder();
const decoder = new TextDecoder();
function fold(line: string): string {
  const bytes = encoder.encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never split a multi-byte character.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
    parts.push(decoder.decode(bytes.subarray(start, end)));
    start = end;
  }
  return parts.join('\r\n ');
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** The zone's offset changes in the given years, to the minute, found with luxon. */
function transitions(zone: string, years: number[]): { at: DateTime; from: number; to: number }[] {
  const found: { at: DateTime; from: number; to: number }[] = [];
  for (const year of years) {
    let day = DateTime.fromObject({ year, month: 1, day: 1 }, { zone: 'utc' });
    const end = day.plus({ years: 1 });
    while (day < end) {
      const next = day.plus({ days: 1 });
      const before = day.setZone(zone).offset;
      const after = next.setZone(zone).offset;
      if (before !== after) {
        let lo = day.toMillis();
        let hi = next.toMillis();
        while (hi - lo > 60_000) {
          const mid = Math.floor((lo + hi) / 2 / 60_000) * 60_000;
          if (DateTime.fromMillis(mid, { zone }).offset === before) lo = mid;
          else hi = mid;
        }
        found.push({ at: DateTime.fromMillis(hi, { zone }), from: before, to: after });
      }
      day = next;
    }
  }
  return found;
}

function vtimezone(zone: string, years: number[]): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const changes = transitions(zone, years);
  if (changes.length === 0) {
    const offset = offsetText(DateTime.fromObject({ year: years[0] ?? 2026 }, { zone }).offset);
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  }
  for (const change of changes) {
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    // DTSTART is the local time of the change in the offset before it.
    const localBefore = change.at.setZone(`UTC${offsetText(change.from).replace(/(\d\d)(\d\d)$/, '$1:$2')}`);
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localBefore.toFormat("yyyyMMdd'T'HHmmss")}`,
      `TZOFFSETFROM:${offsetText(change.from)}`,
      `TZOFFSETTO:${offsetText(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

export function tripCalendar(trip: CalendarTrip): string {
  const zones = new Set<string>();
  const years = new Set<number>();
  for (const leg of trip.legs) {
    zones.add(leg.from.zone);
    zones.add(leg.to.zone);
    years.add(leg.departure.getUTCFullYear());
    years.add(leg.arrival.getUTCFullYear());
  }
  const yearList = [...years].sort();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${trip.brandName}//Itinerary//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...[...zones].sort().flatMap((zone) => vtimezone(zone, yearList)),
  ];
  for (const leg of [...trip.legs].sort((a, b) => a.legOrder - b.legOrder)) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${trip.bookingId}-leg-${leg.legOrder}@${trip.domain}`,
      `DTSTAMP:${utcStamp(trip.now)}`,
      `DTSTART;TZID=${leg.from.zone}:${localStamp(leg.departure, leg.from.zone)}`,
      `DTEND;TZID=${leg.to.zone}:${localStamp(leg.arrival, leg.to.zone)}`,
      `SUMMARY:${text(`${trip.brandName} flight ${leg.from.code} to ${leg.to.code}`)}`,
      `LOCATION:${text(leg.from.name)}`,
      `DESCRIPTION:${text(leg.description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
