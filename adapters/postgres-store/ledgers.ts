import { asc, eq } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { LedgerStore } from '../../ports/charter/ledger-store';
import type { RewardEntry } from '../../src/core/ledger/rewards';
import type { WalletEntry } from '../../src/core/ledger/wallet';
import { DB, type Db } from './database';
import { rewardEntries, walletEntries } from './schema';

/** The reward and wallet ledgers: append-only rows, read in the order they happened. */
@injectable()
export class PostgresLedgerStore implements LedgerStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async rewards(userId: string): Promise<RewardEntry[]> {
    const rows = await this.db
      .select()
      .from(rewardEntries)
      .where(eq(rewardEntries.userId, userId))
      .orderBy(asc(rewardEntries.at), asc(rewardEntries.id));
    return rows.map((row) => ({ bookingId: row.bookingId, amount: row.amount, status: row.status, at: row.at }));
  }

  async wallet(userId: string): Promise<WalletEntry[]> {
    const rows = await this.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(asc(walletEntries.at), asc(walletEntries.id));
    return rows.map((row) => ({ amount: row.amount, status: row.status, at: row.at, display: row.display }));
  }

  async addReward(userId: string, entry: RewardEntry): Promise<void> {
    await this.db.insert(rewardEntries).values({ userId, ...entry });
  }

  async addWallet(userId: string, entry: WalletEntry): Promise<void> {
    await this.db.insert(walletEntries).values({ userId, ...entry });
  }

  async creditWallet(userId: string, entry: WalletEntry, reference: string): Promise<boolean> {
    const rows = await this.db
      .insert(walletEntries)
      .values({ userId, ...entry, reference })
      .onConflictDoNothing()
      .returning({ id: walletEntries.id });
    return rows.length === 1;
  }
}
