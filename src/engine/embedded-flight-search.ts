import type { SearchAnswer } from '../core/quotes/quote-view';
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

  constructor(private readonly deps: EngineDeps) {
    this.search = new SearchFlights(deps);
    this.addons = new UpdateAddons(deps);
  }

  searchResults(options: SearchInput, _caller: Caller): Promise<SearchResults> {
    // Searching needs no identity (spec 000 section 7: no token); the caller is part of the
    // port so a remote backend may still see who asks.
    return this.search.execute(options);
  }

  async resultsOf(searchId: string, _caller: Caller): Promise<SearchAnswer | null> {
    // Like searching, reading an answer back needs no identity: the search id is unguessable.
    const quote = await this.deps.quotes.find(searchId);
    if (!quote?.answer) return null;
    if (Date.parse(quote.validUntil) <= this.deps.clock.now().getTime()) return null;
    return quote.answer;
  }

  updateAddons(request: UpdateAddonsRequest, caller: Caller): Promise<UpdateAddonsResult> {
    return this.addons.execute(request, caller);
  }
}
