import { describe, expect, it } from 'vitest';
import type { AircraftOption } from '../quotes/quote-view';
import {
  categoryPrice,
  dropOf,
  priceDropped,
  PRICE_MESSAGES,
  priceWatchRequestSchema,
  searchLabel,
  searchOfToken,
  searchToken,
} from './price-watch';
import { aPriceWatch } from '../../../test/fixtures/watches';

const { search } = aPriceWatch();

const option = (category: AircraftOption['aircraftCategory'], totalPrice: number, offered = true) =>
  ({
    aircraftCategory: category,
    aboneSearchId: offered ? `s-1-${category}-1` : null,
    priceBreakup: { totalPrice },
  }) as AircraftOption;

describe('a price watch', () => {
  it('watches the cheapest offered aircraft of its category, in cents', () => {
    const options = [option('LIGHT_JET', 28_114.53), option('LIGHT_JET', 27_900.1), option('LIGHT_JET', 1, false)];
    expect(categoryPrice(options, 'LIGHT_JET')).toBe(2_790_010);
    expect(categoryPrice(options, 'LARGE_JET')).toBeNull();
    expect(categoryPrice(undefined, 'LIGHT_JET')).toBeNull();
  });

  it('alerts on a fall of at least its share, once per lower price', () => {
    const watch = { watchedCents: 3_000_000, dropPercent: 10, toldCents: null };
    expect(priceDropped(watch, 2_850_000)).toBe(false); // 5% lower
    expect(priceDropped(watch, 2_700_001)).toBe(false); // a cent short of 10%
    expect(priceDropped(watch, 2_700_000)).toBe(true);
    expect(priceDropped({ ...watch, toldCents: 2_640_000 }, 2_640_000)).toBe(false); // stayed there
    expect(priceDropped({ ...watch, toldCents: 2_640_000 }, 2_500_000)).toBe(true); // fell further
    expect(dropOf(3_000_000, 2_640_000)).toBe(12);
    expect(dropOf(3_000_000, 3_100_000)).toBe(0);
  });

  it('takes a share of 1 to 90 percent and a search, with clear messages', () => {
    const ok = priceWatchRequestSchema.safeParse({ search, category: 'LIGHT_JET', dropPercent: '12' });
    expect(ok.success && ok.data.dropPercent).toBe(12);
    for (const dropPercent of [0, 91, 2.5, 'ten']) {
      const refused = priceWatchRequestSchema.safeParse({ search, category: 'LIGHT_JET', dropPercent });
      expect(refused.error?.issues[0]?.message).toBe(PRICE_MESSAGES.DROP);
    }
    const noSearch = priceWatchRequestSchema.safeParse({ search: 'KTEB', category: 'LIGHT_JET', dropPercent: 10 });
    expect(noSearch.error?.issues[0]?.message).toBe(PRICE_MESSAGES.SEARCH);
  });

  it('names its search and carries it in a link', () => {
    expect(searchLabel(search)).toBe('KTEB to KASE, round trip, 2026-12-10 to 2026-12-14');
    expect(searchOfToken(searchToken(search))).toEqual(search);
    expect(searchOfToken('not-a-search')).toBeNull();
    expect(searchOfToken(Buffer.from('{"routeType":"ONE_WAY"}').toString('base64url'))).toBeNull();
  });
});
