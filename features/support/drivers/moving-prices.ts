import type { Caller } from '../../../ports/caller';
import type { FlightSearch, SearchResults, UpdateAddonsRequest } from '../../../ports/charter/flight-search';
import type { AircraftCategory } from '../../../src/core/aircraft-categories';
import type { AircraftOption, SearchAnswer } from '../../../src/core/quotes/quote-view';
import type { SearchInput } from '../../../src/core/quotes/trip';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The engine's search with prices the scenario moves (features/watches: a price drop). Every
 * search still runs in the real engine, so its quote is kept and the results page can read it;
 * each category's prices are then scaled so that its cheapest aircraft costs what it cost the
 * first time, times the scenario's factor. The market's own day-to-day moves are held still:
 * the scenario says by how much the price falls.
 */
export class MovingPrices implements FlightSearch {
  /** 1: as first priced; 0.88: 12% lower. */
  factor = 1;
  private inner: FlightSearch | undefined;
  /** Each category's first cheapest total, in cents, by route. */
  private readonly first = new Map<string, number>();

  wrap(inner: FlightSearch): FlightSearch {
    this.inner = inner;
    return this;
  }

  private get engine(): FlightSearch {
    if (!this.inner) throw new Error('the engine search is not wrapped yet');
    return this.inner;
  }

  async searchResults(options: SearchInput, caller: Caller): Promise<SearchResults> {
    const results = await this.engine.searchResults(options, caller);
    return results.error === null ? { ...results, data: this.moved(results.data) } : results;
  }

  async resultsOf(searchId: string, caller: Caller): Promise<SearchAnswer | null> {
    const answer = await this.engine.resultsOf(searchId, caller);
    return answer ? { ...answer, data: this.moved(answer.data) } : null;
  }

  updateAddons(request: UpdateAddonsRequest, caller: Caller) {
    return this.engine.updateAddons(request, caller);
  }

  private moved(data: Record<AircraftCategory, AircraftOption[]>): Record<AircraftCategory, AircraftOption[]> {
    const out = {} as Record<AircraftCategory, AircraftOption[]>;
    for (const [category, options] of Object.entries(data) as [AircraftCategory, AircraftOption[]][]) {
      const priced = options.filter((o) => o.aboneSearchId);
      const cheapest = Math.min(...priced.map((o) => cents(o.priceBreakup.totalPrice)));
      const leg = priced[0]?.itinerary.legs[0];
      if (!leg || !Number.isFinite(cheapest)) {
        out[category] = options;
        continue;
      }
      const key = `${category}:${leg.departureAirport.icaoCode}:${leg.arrivalAirport.icaoCode}`;
      if (!this.first.has(key)) this.first.set(key, cheapest);
      const ratio = ((this.first.get(key) ?? cheapest) * this.factor) / cheapest;
      const scale = (dollars: number) => Math.round(dollars * ratio * 100) / 100;
      // The answer is this call's own (read or built for it): its prices are moved in place.
      for (const { priceBreakup } of options) {
        priceBreakup.aircraftPrice = scale(priceBreakup.aircraftPrice);
        priceBreakup.taxes = scale(priceBreakup.taxes);
        priceBreakup.totalPrice = scale(priceBreakup.totalPrice);
      }
      out[category] = options;
    }
    return out;
  }
}
