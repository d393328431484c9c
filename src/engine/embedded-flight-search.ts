import type { SearchInput } from '../core/quotes/trip';
import type {
  FlightSearch,
  SearchResults,
  UpdateAddonsRequest,
  UpdateAddonsResult,
} from '../../ports/charter/flight-search';
import type { Caller } from '../../ports/caller';
import { SearchFlights, type EngineDeps } from './search-flights';
import { UpdateAddons } from './update-addons';

/** The embedded charter engine behind the FlightSearch port: one use case per call. */
export class EmbeddedFlightSearch implements FlightSearch {
  private readonly search: SearchFlights;
  private readonly addons: UpdateAddons;

  constructor(deps: EngineDeps) {
    this.search = new SearchFlights(deps);
    this.addons = new UpdateAddons(deps);
  }

  searchResults(options: SearchInput, _caller: Caller): Promise<SearchResults> {
    // Searching needs no identity (spec 000 section 7: no token); the caller is part of the
    // port so a remote backend may still see who asks.
    return this.search.execute(options);
  }

  updateAddons(request: UpdateAddonsRequest, caller: Caller): Promise<UpdateAddonsResult> {
    return this.addons.execute(request, caller);
  }
}
