import { randomUUID } from 'node:crypto';
import type { Caller } from '../../../ports/caller';
import { EmbeddedFlightSearch } from '../../../src/engine/embedded-flight-search';
import { EmbeddedEmptyLegs } from '../../../src/engine/empty-legs/embedded-empty-legs';
import type { EngineDeps } from '../../../src/engine/search-flights';
import { MemoryBookingStore, MemoryLedgerStore, MemoryQuoteStore } from '../../../test/fakes/memory-charter-stores';
import { MemoryReferenceData } from '../../../test/fakes/memory-reference-data';
import { inDays } from '../../../test/fixtures/charter';
import { ManualClock } from '../../../test/support/charter';

/**
 * The embedded charter engine's use cases over in-memory stores and the small fixture world
 * (test/fixtures/charter.ts), on a clock the scenario holds: the domain profile's backend.
 */
export class DomainCharter {
  readonly clock = new ManualClock();
  readonly referenceData = new MemoryReferenceData();
  readonly quotes = new MemoryQuoteStore();
  readonly bookings = new MemoryBookingStore();
  readonly ledger = new MemoryLedgerStore();
  private readonly deps: EngineDeps = {
    referenceData: this.referenceData,
    quotes: this.quotes,
    bookings: this.bookings,
    ledger: this.ledger,
    clock: this.clock,
    newId: () => randomUUID(),
  };
  readonly flightSearch = new EmbeddedFlightSearch(this.deps);
  readonly emptyLegs = new EmbeddedEmptyLegs(this.deps);

  /** A signed-in customer, as the engine knows one. */
  customer(name: string): Caller {
    return { kind: 'customer', userId: `user-${name.toLowerCase()}`, accessToken: '', role: 'CUSTOMER' };
  }

  /** The calendar date `days` from the scenario's today. */
  inDays(days: number): string {
    return inDays(days, this.clock.now());
  }
}
