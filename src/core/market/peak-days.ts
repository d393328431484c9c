/**
 * The US peak days of private flying in a year (docs/decisions/040), as jet-card programmes
 * publish them (Jet Aviation guarantees 33; NetJets names 20): the Friday before and the
 * Monday of the three-day weekends (Martin Luther King, Presidents', Memorial and Labor Day),
 * the days around the Fourth of July, the Tuesday and Wednesday before Thanksgiving and the
 * Sunday and Monday after, the week before Christmas and the two days after it, and New Year.
 * 29 days, YYYY-MM-DD.
 */
export function usPeakDays(year: number): string[] {
  const days: Date[] = [];
  const weekend = (monday: Date) => days.push(addDays(monday, -3), monday);
  weekend(nthWeekday(year, 0, 1, 3)); // Martin Luther King Day: 3rd Monday of January
  weekend(nthWeekday(year, 1, 1, 3)); // Presidents' Day: 3rd Monday of February
  weekend(lastWeekday(year, 4, 1)); // Memorial Day: last Monday of May
  for (let d = 2; d <= 6; d++) days.push(utc(year, 6, d)); // 2-6 July
  weekend(nthWeekday(year, 8, 1, 1)); // Labor Day: 1st Monday of September
  const thanksgiving = nthWeekday(year, 10, 4, 4); // 4th Thursday of November
  for (const shift of [-2, -1, 3, 4]) days.push(addDays(thanksgiving, shift));
  for (let d = 19; d <= 23; d++) days.push(utc(year, 11, d));
  days.push(utc(year, 11, 26), utc(year, 11, 27), utc(year, 11, 30), utc(year, 11, 31));
  for (let d = 1; d <= 3; d++) days.push(utc(year, 0, d));
  return days.map((d) => d.toISOString().slice(0, 10)).sort();
}

/** The peak days of the years a booking window can reach from `now`: this year and the next. */
export function defaultPeakDays(now: Date): Set<string> {
  const year = now.getUTCFullYear();
  return new Set([...usPeakDays(year), ...usPeakDays(year + 1)]);
}

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The `n`th `weekday` (0 Sunday .. 6 Saturday) of a month (0-based). */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  const first = utc(year, month, 1);
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return utc(year, month, 1 + offset + (n - 1) * 7);
}

function lastWeekday(year: number, month: number, weekday: number): Date {
  const last = utc(year, month + 1, 0);
  const offset = (last.getUTCDay() - weekday + 7) % 7;
  return utc(year, month, last.getUTCDate() - offset);
}
