import { describe, expect, it } from 'vitest';
import { CATEGORIES_BY_DISPLAY_ORDER, CATEGORY_PROFILES, formatRange } from './aircraft-categories';

describe('aircraft categories', () => {
  it('are shown from the smallest to the largest', () => {
    expect(CATEGORIES_BY_DISPLAY_ORDER.map((c) => c.label)).toEqual([
      'Turbo-Prop',
      'Light',
      'Midsize',
      'Super Midsize',
      'Large',
    ]);
  });

  it('carry the published ranges of the specification', () => {
    expect(formatRange(CATEGORY_PROFILES.TURBO_PROP.rangeNm, 'NM')).toBe('1,000-1,500+ NM');
    expect(formatRange(CATEGORY_PROFILES.LARGE_JET.passengers)).toBe('10-20');
    expect(formatRange(CATEGORY_PROFILES.SUPER_MIDSIZE_JET.bags)).toBe('10-12');
  });
});
