import { ContainerModule } from 'inversify';
import { PostgresRouteWatchStore } from '../../adapters/postgres-store/route-watches';
import { EMPTY_LEGS, type EmptyLegs } from '../../ports/charter/empty-legs';
import { CLOCK, type Clock } from '../../ports/clock';
import { REFERENCE_DATA, type ReferenceData } from '../../ports/reference-data';
import { ROUTE_WATCH_STORE, type RouteWatchStore } from '../../ports/route-watches';
import type { Config } from '../config';
import { RouteWatches } from '../engine/watches/route-watches';
import type { WatchAlertDeps } from '../engine/watches/watch-alerts';
import type { PriceWatchDeps } from '../engine/watches/price-watches';
import { FLIGHT_SEARCH, type FlightSearch } from '../../ports/charter/flight-search';
import { WatchLinks } from '../engine/watches/watch-links';
import { embeddedAuthSecret } from './settings';

/** What the watches' job reads and writes: new empty legs, prices again, alerts. */
export const WATCH_ALERT_DEPS = Symbol.for('contrail.WatchAlertDeps');
export type WatchJobDeps = WatchAlertDeps & PriceWatchDeps;

/** Route watches (issue 27, docs/decisions/047): their store, links, use cases and the job's parts. */
export const watchesModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind<RouteWatchStore>(ROUTE_WATCH_STORE).to(PostgresRouteWatchStore).inSingletonScope();
    bind(WatchLinks).toConstantValue(new WatchLinks(config.AUTH_SECRET ?? embeddedAuthSecret(config.DATA_DIR)));
    bind(RouteWatches)
      .toDynamicValue(
        (context) =>
          new RouteWatches({
            store: context.get<RouteWatchStore>(ROUTE_WATCH_STORE),
            referenceData: context.get<ReferenceData>(REFERENCE_DATA),
            clock: context.get<Clock>(CLOCK),
            links: context.get(WatchLinks),
            flightSearch: context.get<FlightSearch>(FLIGHT_SEARCH),
            zone: config.CONCIERGE_TIME_ZONE,
          }),
      )
      .inSingletonScope();
    bind<WatchJobDeps>(WATCH_ALERT_DEPS).toDynamicValue((context) => ({
      store: context.get<RouteWatchStore>(ROUTE_WATCH_STORE),
      emptyLegs: context.get<EmptyLegs>(EMPTY_LEGS),
      flightSearch: context.get<FlightSearch>(FLIGHT_SEARCH),
      clock: context.get<Clock>(CLOCK),
      links: context.get(WatchLinks),
    }));
  });
