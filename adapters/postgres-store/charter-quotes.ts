import { eq } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { QuoteStore } from '../../ports/charter/quote-store';
import type { StoredQuote } from '../../src/core/quotes/search-quotes';
import { DB, type Db } from './database';
import { charterQuotes } from './schema';

@injectable()
export class PostgresQuoteStore implements QuoteStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async save(quote: StoredQuote): Promise<void> {
    await this.db.insert(charterQuotes).values({
      searchId: quote.searchId,
      quote,
      createdAt: new Date(quote.createdAt),
      validUntil: new Date(quote.validUntil),
    });
  }

  async find(searchId: string): Promise<StoredQuote | undefined> {
    const [row] = await this.db
      .select({ quote: charterQuotes.quote })
      .from(charterQuotes)
      .where(eq(charterQuotes.searchId, searchId));
    return row?.quote;
  }
}
