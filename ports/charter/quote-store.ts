import type { StoredQuote } from '../../src/core/quotes/search-quotes';

/**
 * Guaranteed quotes (docs/decisions/008): each search's options and prices, kept so the price a
 * customer books is the price quoted while the quote is valid. Shared by every api node.
 */
export interface QuoteStore {
  save(quote: StoredQuote): Promise<void>;
  find(searchId: string): Promise<StoredQuote | undefined>;
}

export const QUOTE_STORE = Symbol.for('contrail.QuoteStore');
