import { describe, expect, it } from 'vitest';
import { inDays, multiCity, NOW, oneWay, quoteDeps, roundTrip } from '../../../test/fixtures/charter';
import { AIRCRAFT_CATEGORIES } from '../aircraft-categories';
import type { BusyWindow } from '../quotes/busy-windows';
import type { SearchAnswer } from '../quotes/quote-view';
import { searchQuotes, type QuoteDeps } from '../quotes/search-quotes';
import type { SearchOptions } from '../search/search-form';
import { moveSearch, searchWithFlexibleDates } from './flexible-dates';

const today = inDays(0);
const context = { searchId: 'S1', now: NOW, today };

function flexible(options: SearchOptions, deps: QuoteDeps = quoteDeps()) {
  const outcome = searchWithFlexibleDates(options, context, deps);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
}

function answerOf(options: SearchOptions, deps: QuoteDeps = quoteDeps()): SearchAnswer {
  const outcome = searchQuotes(options, { searchId: 'S2', now: NOW }, deps);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.answer;
}

function moved(options: SearchOptions, days: number): SearchOptions {
  const result = moveSearch(options, days, today);
  if (!result.ok) throw new Error(result.message);
  return result.options;
}

const cheapest = (answer: SearchAnswer) =>
  Object.fromEntries(
    AIRCRAFT_CATEGORIES.flatMap((category) => {
      const option = answer.data[category][0];
      return option?.aboneSearchId ? [[category, option.priceBreakup.totalPrice]] : [];
    }),
  );

describe('moving a search by some days', () => {
  it('moves both flights of a round trip, so the stay keeps its length', () => {
    const trip = moved(roundTrip('KTEB', 'KPBI', { departDays: 10, returnDays: 13 }), 2);
    expect(trip.travelCities[0]).toMatchObject({
      departureTime: `${inDays(12)} 09:00`,
      returnTime: `${inDays(15)} 16:00`,
    });
  });

  it('moves every leg of a multi-city trip, keeping their order and spacing', () => {
    const trip = moved(
      multiCity([
        ['KTEB', 'KMDW', `${inDays(10)} 08:00`],
        ['KMDW', 'KAUS', `${inDays(12)} 10:00`],
        ['KAUS', 'KTEB', `${inDays(15)} 12:00`],
      ]),
      -3,
    );
    expect(trip.travelCities.map((c) => c.departureTime)).toEqual([
      `${inDays(7)} 08:00`,
      `${inDays(9)} 10:00`,
      `${inDays(12)} 12:00`,
    ]);
  });

  it('refuses a day the search form refuses: a departure must be after tomorrow', () => {
    expect(moveSearch(oneWay('KTEB', 'KPBI', { departDays: 3 }), -2, today)).toEqual({
      ok: false,
      message: 'Please type all information.',
    });
    expect(moveSearch(oneWay('KTEB', 'KPBI', { departDays: 3 }), -1, today).ok).toBe(true);
  });
});

describe('the flexible-dates strip', () => {
  it('shows the three days before and after the searched day, in order', () => {
    const strip = flexible(roundTrip('KTEB', 'KPBI')).answer.flexibleDates ?? [];
    expect(strip.map((day) => day.shift)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(strip.map((day) => day.date)).toEqual([7, 8, 9, 10, 11, 12, 13].map((d) => inDays(d)));
    expect(strip.every((day) => day.available)).toBe(true);
  });

  it('answers the searched day exactly as a search alone does', () => {
    const options = roundTrip('KTEB', 'KPBI', { passengers: 2 });
    const outcome = flexible(options);
    const alone = searchQuotes(options, { searchId: 'S1', now: NOW }, quoteDeps());
    if (!alone.ok) throw new Error(alone.message);
    const { flexibleDates, ...answer } = outcome.answer;
    expect(answer).toEqual(alone.answer);
    expect(outcome.quote.options).toEqual(alone.quote.options);
    expect(flexibleDates?.find((day) => day.shift === 0)?.prices).toEqual(cheapest(alone.answer));
  });

  it('prices each day at what searching that day answers, so the day chosen costs what the strip said', () => {
    const options = roundTrip('KTEB', 'KPBI', { departDays: 10, returnDays: 12, passengers: 2 });
    const strip = flexible(options).answer.flexibleDates ?? [];
    for (const day of strip.filter((d) => d.shift !== 0)) {
      expect(day.prices, `${day.shift} days`).toEqual(cheapest(answerOf(moved(options, day.shift))));
    }
  });

  it('shows the days too soon to book as unavailable, with no price', () => {
    const strip = flexible(oneWay('KTEB', 'KPBI', { departDays: 3 })).answer.flexibleDates ?? [];
    expect(strip.slice(0, 3).map((day) => [day.shift, day.available, day.prices])).toEqual([
      [-3, false, {}],
      [-2, false, {}],
      [-1, true, strip[2]?.prices],
    ]);
    expect(Object.keys(strip[2]?.prices ?? {})).toContain('LIGHT_JET');
  });

  it('leaves a category out of a day when its aircraft are booked that day', () => {
    // Every midsize jet is taken around the day after the searched one, and only then.
    const day = Date.parse(`${inDays(11)}T14:00:00Z`);
    const taken: BusyWindow[] = [{ from: new Date(day - 8 * 3_600_000), to: new Date(day + 8 * 3_600_000) }];
    const deps = quoteDeps({ busy: { N301MJ: taken, N302MJ: taken } });
    const strip = flexible(oneWay('KTEB', 'KPBI', { departDays: 10 }), deps).answer.flexibleDates ?? [];
    expect(strip.find((d) => d.shift === 1)?.prices.MIDSIZE_JET).toBeUndefined();
    expect(strip.find((d) => d.shift === 1)?.prices.LIGHT_JET).toBeGreaterThan(0);
    expect(strip.find((d) => d.shift === 0)?.prices.MIDSIZE_JET).toBeGreaterThan(0);
    expect(strip.find((d) => d.shift === 2)?.prices.MIDSIZE_JET).toBeGreaterThan(0);
  });
});
