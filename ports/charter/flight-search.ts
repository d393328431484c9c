import type { AircraftCategory } from '../../src/core/aircraft-categories';
import type { BalanceView } from '../../src/core/quotes/guaranteed-quote';
import type { AircraftOption, FlexibleDay, PriceBreakup, SearchAnswer } from '../../src/core/quotes/quote-view';
import type { SearchInput } from '../../src/core/quotes/trip';
import type { Caller } from '../caller';

/**
 * Searching and pricing flights: the charter backend's aircraft/search-results-v2 and
 * book-aircraft/update-addons calls (spec 000 sections 3 and 7). Two adapters: the embedded
 * engine (src/engine) and charter-rest, an HTTP client of the same calls on the api tier.
 */
export interface FlightSearch {
  /**
   * Prices the search. A search the engine cannot price (an unknown airport, a date already
   * past, dates out of order) answers `error` with the message to toast, as the spec's
   * client expects; `data` is then null.
   */
  searchResults(options: SearchInput, caller: Caller): Promise<SearchResults>;
  /**
   * The answer a search gave, read back by its search id (the part of each option's
   * aboneSearchId before "-<CATEGORY>-<n>"); null when unknown or past its 30 minutes.
   */
  resultsOf(searchId: string, caller: Caller): Promise<SearchAnswer | null>;
  /** Prices the chosen aircraft with its add-ons and stores the booking draft. */
  updateAddons(request: UpdateAddonsRequest, caller: Caller): Promise<UpdateAddonsResult>;
}

export type SearchResults =
  | {
      data: Record<AircraftCategory, AircraftOption[]>;
      preferredCategory: AircraftCategory | null;
      error: null;
      /** The same trip up to three days earlier and later (docs/decisions/038); absent from older backends. */
      flexibleDates?: FlexibleDay[];
    }
  | { data: null; preferredCategory: null; error: string };

export interface UpdateAddonsRequest {
  aboneSearchId: string;
  /** Sent empty by the spec's client for a new selection; a draft's id re-prices that draft. */
  bookingId: string;
  sessionId: string | null;
  addonIds: string[];
  useRewards: boolean;
  /**
   * Offset the trip's carbon (docs/decisions/060): its tonnes at the configured price per
   * tonne, a line of its own in the price. Absent: no offset.
   */
  offsetCarbon?: boolean;
  /** The legs the client shows; the engine books the quoted legs, so this is informational. */
  legDataList: unknown[];
}

/** A first selection of an option: no add-ons, no rewards, a new draft (as Book Now sends it). */
export const firstSelection = (aboneSearchId: string): UpdateAddonsRequest => ({
  aboneSearchId,
  bookingId: '',
  sessionId: null,
  addonIds: [],
  useRewards: false,
  legDataList: [],
});

export interface UpdateAddonsAnswer {
  priceBreakup: PriceBreakup;
  bookingId: string;
  balance: BalanceView;
}

/**
 * A refusal means the selection cannot be priced as asked: the quote is unknown or expired,
 * the aircraft was taken meanwhile (each: search again), or an add-on is not offered.
 */
export type UpdateAddonsResult = { ok: true; answer: UpdateAddonsAnswer } | { ok: false; message: string };

export const FLIGHT_SEARCH = Symbol.for('contrail.FlightSearch');
