import type { RewardEntry } from '../../src/core/ledger/rewards';
import type { WalletEntry } from '../../src/core/ledger/wallet';

/**
 * Each customer's reward and wallet ledgers (spec 001 sections 1 and 9): entries only, never a
 * stored balance, so the balances the core computes from them always add up. Rewards are
 * ADDED on a paid booking and CAPTURED when used; the wallet is prepaid through the concierge.
 */
export interface LedgerStore {
  rewards(userId: string): Promise<RewardEntry[]>;
  wallet(userId: string): Promise<WalletEntry[]>;
  addReward(userId: string, entry: RewardEntry): Promise<void>;
  addWallet(userId: string, entry: WalletEntry): Promise<void>;
  /**
   * A deposit received by wire, credited once per bank reference: false (and nothing written)
   * when that reference was credited before.
   */
  creditWallet(userId: string, entry: WalletEntry, reference: string): Promise<boolean>;
}

export const LEDGER_STORE = Symbol.for('contrail.LedgerStore');
