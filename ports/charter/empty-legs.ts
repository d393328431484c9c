import type { EmptyLegView } from '../../src/core/empty-legs/empty-leg-price';
import type { BookEmptyLegRequest, EmptyLegQuery } from '../../src/core/empty-legs/empty-leg-requests';
import type { PriceBreakup } from '../../src/core/quotes/quote-view';
import type { Caller } from '../caller';

/**
 * Empty legs (docs/decisions/038 and 040): the empty repositioning flights of paid trips and of
 * other customers' trips in the market, listed at a discount and booked like any other flight. Two adapters: the embedded engine
 * (src/engine/empty-legs) and charter-rest, an HTTP client of the same calls on the api tier
 * (GET /api/empty-legs, POST /api/empty-legs/book).
 */
export interface EmptyLegs {
  /** The page `query.page` of the empty legs still for sale that match the query, priced for its party, earliest first. */
  list(query: EmptyLegQuery, caller: Caller): Promise<EmptyLegPage>;
  /**
   * Books an empty leg at a departure time of its window for a party: the guaranteed quote
   * and the booking draft the customer goes on to review and pay, as for any flight.
   */
  book(request: BookEmptyLegRequest, caller: Caller): Promise<BookEmptyLegResult>;
}

/** One page of the empty legs for sale: `total` match the query over `pages` pages. */
export interface EmptyLegPage {
  emptyLegs: EmptyLegView[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

/**
 * A refusal says why: SIGN_IN_REQUIRED (a visitor), NOT_AVAILABLE (sold, flown, its trip no
 * longer booked, or unknown), DEPARTURE (not a time its window offers), PASSENGERS (more than
 * the aircraft seats). `message` is for the customer.
 */
export type BookEmptyLegResult =
  | { ok: true; bookingId: string; priceBreakup: PriceBreakup }
  | { ok: false; reason: 'SIGN_IN_REQUIRED' | 'NOT_AVAILABLE' | 'DEPARTURE' | 'PASSENGERS'; message: string };

export const EMPTY_LEGS = Symbol.for('contrail.EmptyLegs');
