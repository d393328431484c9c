import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AIRCRAFT_CATEGORIES, CATEGORY_PROFILES } from './aircraft-categories';
import { allJetInfo } from './jet-info';

const publicDir = join(import.meta.dirname, '../../public');

describe('jet info', () => {
  const info = allJetInfo();

  it('covers every category once, in display order', () => {
    expect(info.map((i) => i.category)).toEqual([...AIRCRAFT_CATEGORIES]);
  });

  it('takes capacities and descriptions from the category profiles', () => {
    for (const item of info) {
      const profile = CATEGORY_PROFILES[item.category];
      expect(item.maxPassengers).toBe(profile.passengers.max);
      expect(item.maxLuggages).toBe(profile.bags.max);
      expect(item.description).toBe(profile.description);
    }
  });

  it('offers an enclosed restroom from midsize up, and a flight attendant on the largest cabins', () => {
    const byCategory = Object.fromEntries(info.map((i) => [i.category, i]));
    expect(byCategory.TURBO_PROP?.restroom).toBe(false);
    expect(byCategory.MIDSIZE_JET?.restroom).toBe(true);
    expect(byCategory.LIGHT_JET?.flightAttendant).toBe(false);
    expect(byCategory.LARGE_JET?.flightAttendant).toBe(true);
  });

  it('points every logo at one of our own illustrations', () => {
    for (const item of info) {
      expect(item.webLogos.length).toBeGreaterThan(0);
      for (const logo of item.webLogos) {
        expect(logo).toMatch(/^\/images\/categories\/[a-z-]+\.svg$/);
        expect(existsSync(join(publicDir, logo))).toBe(true);
      }
    }
  });
});
