import { randomUUID } from 'node:crypto';
import { PostgresBookingStore } from '../adapters/postgres-store/bookings';
import { PostgresBookingsChanged } from '../adapters/postgres-store/bookings-changed';
import type { Database } from '../adapters/postgres-store/database';
import type { QuoteStore } from '../ports/charter/quote-store';
import { loadReferenceData } from '../src/composition/adapter-modules';
import { marketParameters, surchargeSettings } from '../src/composition/market-settings';
import { loadConfig } from '../src/config';
import { SyntheticMarket } from '../src/engine/market/synthetic-market';
import type { EngineDeps } from '../src/engine/search-flights';
import { MemoryLedgerStore } from '../test/fakes/memory-charter-stores';

/**
 * The embedded engine's parts as a production node has them, for benchmarks: the reference
 * data and the fresh install's market from the default configuration, Contrail's bookings in
 * `database` with word of their changes, the quotes where the benchmark says, at a fixed `now`.
 */
export async function benchEngineDeps(database: Database, now: Date, quotes: QuoteStore): Promise<EngineDeps> {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://', AUTH_SECRET: 'x'.repeat(32) });
  const referenceData = await loadReferenceData(config.REFERENCE_CACHE_FILE);
  return {
    referenceData,
    quotes,
    bookings: new PostgresBookingStore(database.db),
    ledger: new MemoryLedgerStore(),
    clock: { now: () => now },
    newId: () => randomUUID(),
    market: {
      schedules: new SyntheticMarket(referenceData, marketParameters(config)),
      surcharges: surchargeSettings(config),
    },
    bookingsChanged: new PostgresBookingsChanged(database),
  };
}
