import { DateTime } from 'luxon';

/**
 * When the Flight Concierge Team answers chat. Spec 000 promises "a complimentary 24/7 Flight
 * Concierge Team", so the default is "24/7"; an operator whose team keeps office hours says so
 * in configuration (CONCIERGE_HOURS, CONCIERGE_TIME_ZONE), and outside them a customer who
 * writes is told when the team is back and that the reply will come by e-mail.
 *
 * Written as "24/7", or as day ranges with times on the concierge's clock, separated by commas
 * or semicolons: "Mon-Fri 08:00-20:00, Sat 09:00-17:00". A window that ends at or before it
 * starts runs past midnight ("Fri 22:00-02:00"); "24:00" is the end of the day.
 */
export type ConciergeHours =
  { always: true } | { always: false; zone: string; windows: readonly HoursWindow[]; text: string };

export interface HoursWindow {
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
  /** Minutes after midnight; `to` may be 1440, and at or before `from` the window ends the next day. */
  from: number;
  to: number;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const WINDOW = /^([a-z]{3})(?:\s*-\s*([a-z]{3}))?\s+(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/i;

export function isValidZone(zone: string): boolean {
  return DateTime.now().setZone(zone).isValid;
}

/** Reads the configured hours; a message says what is wrong with them. */
export function parseConciergeHours(
  text: string,
  zone: string,
): { ok: true; hours: ConciergeHours } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (/^24\s*\/\s*7$/.test(trimmed)) return { ok: true, hours: { always: true } };
  if (!isValidZone(zone)) return { ok: false, error: `"${zone}" is not an IANA time zone` };
  const windows: HoursWindow[] = [];
  for (const part of trimmed.split(/[,;]/).map((p) => p.trim())) {
    const match = WINDOW.exec(part);
    if (!match) return { ok: false, error: `"${part}" is not like "Mon-Fri 08:00-20:00"` };
    const [, first = '', last, fromH, fromM, toH, toM] = match;
    const start = DAYS.indexOf(first.toLowerCase());
    const end = last ? DAYS.indexOf(last.toLowerCase()) : start;
    const from = Number(fromH) * 60 + Number(fromM);
    const to = Number(toH) * 60 + Number(toM);
    if (start < 0 || end < 0) return { ok: false, error: `"${part}" names an unknown day` };
    if (from >= 1440 || to > 1440 || Number(fromM) > 59 || Number(toM) > 59) {
      return { ok: false, error: `"${part}" has a time that does not exist` };
    }
    // A range wraps past Sunday ("Sat-Mon").
    for (let day = start; ; day = (day + 1) % 7) {
      windows.push({ weekday: day + 1, from, to });
      if (day === end) break;
    }
  }
  return { ok: true, hours: { always: false, zone, windows, text: trimmed } };
}

/** Whether the team answers at `at`. */
export function isOpenAt(hours: ConciergeHours, at: Date): boolean {
  if (hours.always) return true;
  const local = DateTime.fromJSDate(at, { zone: hours.zone });
  const minute = local.hour * 60 + local.minute;
  const yesterday = local.minus({ days: 1 }).weekday;
  return hours.windows.some((w) => {
    const overnight = w.to <= w.from;
    if (w.weekday === local.weekday) return minute >= w.from && (overnight || minute < w.to);
    // The part after midnight of yesterday's overnight window.
    return overnight && w.weekday === yesterday && minute < w.to;
  });
}

/** When the team is next answering after `at` (null when always open or never). */
export function nextOpening(hours: ConciergeHours, at: Date): Date | null {
  if (hours.always || hours.windows.length === 0) return null;
  const local = DateTime.fromJSDate(at, { zone: hours.zone });
  let best: DateTime | null = null;
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = local.plus({ days: ahead }).startOf('day');
    for (const w of hours.windows) {
      if (w.weekday !== day.weekday) continue;
      const opens = day.plus({ minutes: w.from });
      if (opens > local && (!best || opens < best)) best = opens;
    }
    if (best) break;
  }
  return best ? best.toJSDate() : null;
}

/** "Monday at 8:00 AM EST": when the team is back, on the concierge's clock, its zone named. */
export function describeOpening(hours: ConciergeHours, at: Date): string | null {
  if (hours.always) return null;
  const opens = nextOpening(hours, at);
  if (!opens) return null;
  const local = DateTime.fromJSDate(opens, { zone: hours.zone }).setLocale('en-US');
  const now = DateTime.fromJSDate(at, { zone: hours.zone });
  const day = local.hasSame(now, 'day') ? 'today' : local.hasSame(now.plus({ days: 1 }), 'day') ? 'tomorrow' : null;
  return `${day ?? local.toFormat('cccc')} at ${local.toFormat('h:mm a ZZZZ')}`;
}
