import { describe, expect, it } from 'vitest';
import { describeOpening, isOpenAt, nextOpening, parseConciergeHours, type ConciergeHours } from './concierge-hours';

function hours(text: string, zone = 'America/New_York'): ConciergeHours {
  const parsed = parseConciergeHours(text, zone);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.hours;
}

/** New York local time on the week of Monday, November 23, 2026 (EST, UTC-5). */
const ny = (day: number, time: string) => new Date(`2026-11-${String(22 + day).padStart(2, '0')}T${time}:00-05:00`);

describe('concierge hours', () => {
  it('are around the clock by default, as the spec promises ("24/7")', () => {
    const always = hours('24/7');
    expect(always).toEqual({ always: true });
    expect(isOpenAt(always, ny(7, '03:00'))).toBe(true);
    expect(nextOpening(always, ny(1, '03:00'))).toBeNull();
  });

  it('may be office hours on the concierge team’s clock', () => {
    const office = hours('Mon-Fri 08:00-20:00, Sat 09:00-17:00');
    expect(isOpenAt(office, ny(1, '07:59'))).toBe(false);
    expect(isOpenAt(office, ny(1, '08:00'))).toBe(true);
    expect(isOpenAt(office, ny(5, '19:59'))).toBe(true);
    expect(isOpenAt(office, ny(5, '20:00'))).toBe(false);
    expect(isOpenAt(office, ny(6, '12:00'))).toBe(true);
    expect(isOpenAt(office, ny(7, '12:00'))).toBe(false);
  });

  it('may run past midnight, and past Sunday', () => {
    const nights = hours('Fri 22:00-02:00; Sun-Mon 00:00-24:00');
    expect(isOpenAt(nights, ny(5, '23:30'))).toBe(true);
    expect(isOpenAt(nights, ny(6, '01:30'))).toBe(true);
    expect(isOpenAt(nights, ny(6, '02:00'))).toBe(false);
    expect(isOpenAt(nights, ny(1, '23:59'))).toBe(true);
    expect(isOpenAt(nights, ny(2, '00:01'))).toBe(false);
  });

  it('say when the team is back', () => {
    const office = hours('Mon-Fri 08:00-20:00');
    expect(nextOpening(office, ny(5, '21:00'))).toEqual(ny(8, '08:00'));
    expect(describeOpening(office, ny(5, '21:00'))).toBe('Monday at 8:00 AM EST');
    expect(describeOpening(office, ny(2, '21:00'))).toBe('tomorrow at 8:00 AM EST');
    expect(describeOpening(office, ny(2, '06:00'))).toBe('today at 8:00 AM EST');
  });

  it('refuse what they cannot read', () => {
    expect(parseConciergeHours('weekdays 9 to 5', 'America/New_York')).toMatchObject({ ok: false });
    expect(parseConciergeHours('Mon-Fri 08:00-25:00', 'America/New_York')).toMatchObject({ ok: false });
    expect(parseConciergeHours('Mon-Fri 08:00-20:00', 'Mars/Olympus')).toMatchObject({ ok: false });
  });
});
