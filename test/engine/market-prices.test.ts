import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../src/composition/adapter-modules';
import { marketParameters, surchargeSettings } from '../../src/composition/market-settings';
import { loadConfig } from '../../src/config';
import type { AircraftCategory } from '../../src/core/aircraft-categories';
import { ALL_POPULAR_ROUTES } from '../../src/core/popular-routes';
import { EmbeddedFlightSearch } from '../../src/engine/embedded-flight-search';
import { SyntheticMarket } from '../../src/engine/market/synthetic-market';
import { MemoryBookingStore, MemoryLedgerStore, MemoryQuoteStore } from '../fakes/memory-charter-stores';
import { anonymous } from '../../ports/caller';
import { oneWay } from '../fixtures/charter';

/**
 * Issue 25: on a fresh start (the default configuration, today's clock), the flexible-dates
 * strip of a popular route shows at least three different prices over its seven days for at
 * least half of the popular routes: availability differs from day to day. Printed: the share.
 */
describe('the flexible-dates strip over the popular routes, on a fresh install', () => {
  it('shows at least three different prices on at least half of the routes', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const referenceData = await loadReferenceData(config.REFERENCE_CACHE_FILE);
    const search = new EmbeddedFlightSearch({
      referenceData,
      quotes: new MemoryQuoteStore(),
      bookings: new MemoryBookingStore(),
      ledger: new MemoryLedgerStore(),
      clock: { now: () => new Date() },
      newId: () => randomUUID(),
      market: {
        schedules: new SyntheticMarket(referenceData, marketParameters(config)),
        surcharges: surchargeSettings(config),
      },
    });
    const routes = ALL_POPULAR_ROUTES;
    const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    let varied = 0;
    const lines: string[] = [];
    for (const route of routes) {
      const input = oneWay(route.deptICAO, route.arrivalICAO, { date: day, time: '10:00', passengers: 2 });
      const results = await search.searchResults(input, anonymous());
      const category: AircraftCategory = results.preferredCategory ?? 'LIGHT_JET';
      const prices = (results.error === null ? (results.flexibleDates ?? []) : []).map((d) => d.prices[category]);
      const different = new Set(prices.filter((p) => p !== undefined)).size;
      if (different >= 3) varied++;
      lines.push(`${route.deptICAO}-${route.arrivalICAO} ${category}: ${different} prices`);
    }
    const share = varied / routes.length;
    process.stdout.write(
      `flexible dates on ${day}: ${varied} of ${routes.length} popular routes (${(share * 100).toFixed(0)}%) show 3 or more prices\n`,
    );
    if (share < 0.5) process.stdout.write(`${lines.join('\n')}\n`);
    expect(share).toBeGreaterThanOrEqual(0.5);
  }, 240_000);
});
