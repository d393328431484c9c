import { randomUUID } from 'node:crypto';
import { ContainerModule } from 'inversify';
import { CLOCK, type Clock } from '../../ports/clock';
import { REFERENCE_DATA, type ReferenceData } from '../../ports/reference-data';
import { EmbeddedFlightSearch } from '../../src/engine/embedded-flight-search';
import type { EngineDeps } from '../../src/engine/search-flights';
import { MemoryBookingStore, MemoryLedgerStore, MemoryQuoteStore } from '../fakes/memory-charter-stores';
import { MemoryReferenceData } from '../fakes/memory-reference-data';
import { NOW } from '../fixtures/charter';
import { startTestApp, type TestApp } from './app';

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current: Date = NOW) {}
  now() {
    return new Date(this.current);
  }
  advance(minutes: number) {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

/** The embedded engine over the fixture world, with in-memory stores. */
export function embeddedEngine(clock = new ManualClock(), more: Pick<EngineDeps, 'offsetCentsPerTonne'> = {}) {
  const quotes = new MemoryQuoteStore();
  const bookings = new MemoryBookingStore();
  const ledger = new MemoryLedgerStore();
  const engine = new EmbeddedFlightSearch({
    referenceData: new MemoryReferenceData(),
    quotes,
    bookings,
    ledger,
    clock,
    newId: () => randomUUID(),
    ...more,
  });
  return { engine, quotes, bookings, ledger, clock };
}

/** An api-only server over the fixture world and a clock the test moves. */
export async function startCharterApi(clock = new ManualClock()): Promise<TestApp> {
  return startTestApp({
    env: { ROLE: 'api' },
    overrides: [
      new ContainerModule(({ bind, isBound, rebind }) => {
        const referenceData = new MemoryReferenceData();
        if (isBound(REFERENCE_DATA)) rebind<ReferenceData>(REFERENCE_DATA).toConstantValue(referenceData);
        else bind<ReferenceData>(REFERENCE_DATA).toConstantValue(referenceData);
        rebind<Clock>(CLOCK).toConstantValue(clock);
      }),
    ],
  });
}
