import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { SandboxOffsetRegistry } from '../../adapters/offset-registry-sandbox/sandbox-offset-registry';
import { PostgresOffsetRecords } from '../../adapters/postgres-store/carbon-offsets';
import { OFFSET_RECORDS, OFFSET_REGISTRY, type OffsetRecords, type OffsetRegistry } from '../../ports/carbon-offsets';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { CLOCK, type Clock } from '../../ports/clock';
import type { Config } from '../config';
import { CarbonOffsets } from '../engine/carbon-offsets/carbon-offsets';

/**
 * Carbon offsets (issue 29 item 3, docs/decisions/060): the registry (OFFSET_REGISTRY, the
 * sandbox), the records of what was retired per booking, and the use case. The price per tonne
 * reaches update-addons (engine-modules) and the review page (siteInfo) from the configuration.
 */
export const carbonOffsetsModule = (config: Config, logger: Logger) =>
  new ContainerModule(({ bind }) => {
    // OFFSET_REGISTRY names the registry; the sandbox is the only one yet (a real one binds here).
    const registries = { sandbox: SandboxOffsetRegistry } as const;
    bind<OffsetRegistry>(OFFSET_REGISTRY).to(registries[config.OFFSET_REGISTRY]).inSingletonScope();
    bind<OffsetRecords>(OFFSET_RECORDS).to(PostgresOffsetRecords).inSingletonScope();
    bind(CarbonOffsets)
      .toDynamicValue(
        (context) =>
          new CarbonOffsets({
            registry: context.get<OffsetRegistry>(OFFSET_REGISTRY),
            records: context.get<OffsetRecords>(OFFSET_RECORDS),
            bookings: context.get<BookingStore>(BOOKING_STORE),
            clock: context.get<Clock>(CLOCK),
            log: (level, event, fields) => logger[level](fields, event),
          }),
      )
      .inSingletonScope();
  });
