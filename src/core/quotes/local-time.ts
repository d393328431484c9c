import { DateTime, IANAZone } from 'luxon';

/**
 * Airport-local clock arithmetic on the quote engine's hot path. Luxon computes a zone's
 * offset through Intl, which dominates a search's time when asked for every aircraft priced;
 * offsets only change on transitions that fall on whole quarter hours of UTC, so they are
 * cached per zone and quarter hour (the cache is bounded and results are exact).
 */
const QUARTER_HOUR = 900_000;
const cache = new Map<string, number>();
const zones = new Map<string, IANAZone>();

export function offsetMinutes(instant: number, zone: string): number {
  const key = `${zone}|${Math.floor(instant / QUARTER_HOUR)}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let iana = zones.get(zone);
  if (!iana) {
    iana = IANAZone.create(zone);
    zones.set(zone, iana);
  }
  // An unknown zone in the reference data reads as UTC rather than breaking every quote.
  const offset = iana.isValid ? iana.offset(Math.floor(instant / QUARTER_HOUR) * QUARTER_HOUR) : 0;
  if (cache.size > 50_000) cache.clear();
  cache.set(key, offset);
  return offset;
}

/** Local calendar day number (days since 1970-01-01 on the zone's clock). */
export function localDay(instant: number, zone: string): number {
  return Math.floor((instant + offsetMinutes(instant, zone) * 60_000) / 86_400_000);
}

const two = (n: number) => String(n).padStart(2, '0');

/** DD-MM-YYYY HH:mm:ss on the zone's clock (the legs' format of spec 000 section 9). */
export function formatLegTime(instant: number, zone: string): string {
  const d = new Date(instant + offsetMinutes(instant, zone) * 60_000);
  return `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** The instant of a leg's DD-MM-YYYY HH:mm:ss on the zone's clock; NaN when unreadable. */
export function parseLegTime(text: string, zone: string): number {
  const parsed = DateTime.fromFormat(text, 'dd-MM-yyyy HH:mm:ss', { zone });
  return parsed.isValid ? parsed.toMillis() : Number.NaN;
}
