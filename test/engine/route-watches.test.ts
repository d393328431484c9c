import { describe, expect, it } from 'vitest';
import type { RouteWatchStore } from '../../ports/route-watches';
import { WATCH_MESSAGES } from '../../src/core/watches/watch-rules';
import { RouteWatches } from '../../src/engine/watches/route-watches';
import { WatchLinks } from '../../src/engine/watches/watch-links';
import { ManualClock } from '../fakes/manual-clock';
import { MemoryReferenceData } from '../fakes/memory-reference-data';

/** The places a customer types, read as the airport search knows them (the fixture's airports). */
describe('a route watch’s places', () => {
  const clock = new ManualClock(new Date('2026-11-28T12:00:00Z'));
  const watches = new RouteWatches({
    store: { create: async () => true } as unknown as RouteWatchStore,
    referenceData: new MemoryReferenceData(),
    clock,
    links: new WatchLinks('x'.repeat(32)),
    flightSearch: { searchResults: async () => ({ data: null, preferredCategory: null, error: 'no pricing here' }) },
    zone: 'America/New_York',
  });
  const watch = (from: string) =>
    watches.create('maya', {
      from,
      to: 'KTEB',
      firstDay: '2026-12-01',
      lastDay: '2026-12-30',
      passengers: 2,
      categories: ['LIGHT_JET'],
    });

  it('takes a city, an airport’s name, or a text the search finds one airport for', async () => {
    for (const [typed, icao] of [
      ['Chicago', 'KMDW'],
      ['Palm Beach Intl', 'KPBI'],
      ['Heathrow', 'EGLL'],
      ['palm beach', 'KPBI'],
    ] as const) {
      const made = await watch(typed);
      expect({ typed, airports: made.ok ? made.watch.fromAirports : made.message }).toEqual({
        typed,
        airports: [icao],
      });
    }
  });

  it('refuses a text the search finds nothing for, or several airports none of which it names', async () => {
    for (const typed of ['Atlantis', 'Intl']) {
      expect({ typed, answer: await watch(typed) }).toMatchObject({
        typed,
        answer: { ok: false, status: 400, message: WATCH_MESSAGES.FROM },
      });
    }
  });
});
