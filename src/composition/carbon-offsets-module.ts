import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { SandboxOffsetRegistry } from '../../adapters/offset-registry-sandbox/sandbox-offset-registry';
import { PostgresOffsetRecords } from '../../adapters/postgres-store/carbon-offsets';
import { OFFSET_RECORDS, OFFSET_REGISTRY, type OffsetRecords, type OffsetRegistry } from '../../ports/carbon-offsets';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { CLOCK, type Clock } from '../../ports/clock';
import type { Config } from '../config';
import { dollarsToCents, type Cents } from '../core/money';
import { CarbonOffsets } from '../engine/carbon-offsets/carbon-offsets';

/** The price of a tonne of CO2e offset, in cents, from configuration. */
export const OFFSET_CENTS_PER_TONNE = Symbol.for('contrail.OffsetCentsPerTonne');

/**
 * Carbon offsets (issue 29 item 3, docs/decisions/058): the registry (OFFSET_REGISTRY, the
 * sandbox), the records of what was retired per booking, the use case, and the price per tonne.
 */
export const carbonOffsetsModule = (config: Config, logger: Logger) =>
  new ContainerModule(({ bind }) => {
    bind<Cents>(OFFSET_CENTS_PER_TONNE).toConstantValue(dollarsToCents(config.CARBON_OFFSET_USD_PER_TONNE));
    bind<OffsetRegistry>(OFFSET_REGISTRY).to(SandboxOffsetRegistry).inSingletonScope();
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
