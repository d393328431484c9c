import { describe, expect, it } from 'vitest';
import { PostgresLedgerStore } from '../../adapters/postgres-store/ledgers';
import type { LedgerStore } from '../../ports/charter/ledger-store';
import { rewardBalance } from '../../src/core/ledger/rewards';
import { walletBalance } from '../../src/core/ledger/wallet';
import { MemoryLedgerStore } from '../fakes/memory-charter-stores';
import { dialects } from '../support/database';

const subjects: { name: string; make(): Promise<{ ledger: LedgerStore; close(): Promise<void> }> }[] = [
  { name: 'in memory', make: async () => ({ ledger: new MemoryLedgerStore(), close: async () => {} }) },
  ...dialects.map((dialect) => ({
    name: dialect.name,
    make: async () => {
      const database = await dialect.open();
      return { ledger: new PostgresLedgerStore(database.db), close: () => database.close() };
    },
  })),
];

const at = (iso: string) => new Date(iso);

describe.each(subjects)('LedgerStore contract: $name', ({ make }) => {
  it('keeps each customer’s reward entries, oldest first, so the balance adds up', async () => {
    const { ledger, close } = await make();
    try {
      await ledger.addReward('maya', {
        bookingId: 'b2',
        amount: 40_00,
        status: 'CAPTURED',
        at: at('2027-02-01T00:00:00Z'),
      });
      await ledger.addReward('maya', {
        bookingId: 'b1',
        amount: 120_00,
        status: 'ADDED',
        at: at('2027-01-01T00:00:00Z'),
      });
      await ledger.addReward('omar', {
        bookingId: 'b3',
        amount: 999_00,
        status: 'ADDED',
        at: at('2027-01-05T00:00:00Z'),
      });
      const entries = await ledger.rewards('maya');
      expect(entries.map((e) => e.bookingId)).toEqual(['b1', 'b2']);
      expect(entries[0]).toEqual({ bookingId: 'b1', amount: 120_00, status: 'ADDED', at: at('2027-01-01T00:00:00Z') });
      expect(rewardBalance(entries, at('2027-03-01T00:00:00Z'))).toBe(80_00);
      expect(await ledger.rewards('nobody')).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps each customer’s wallet entries with what they show', async () => {
    const { ledger, close } = await make();
    try {
      await ledger.addWallet('maya', {
        amount: 25_000_00,
        status: 'ADDED',
        display: 'Deposit',
        at: at('2027-01-01T00:00:00Z'),
      });
      await ledger.addWallet('maya', {
        amount: 9_000_00,
        status: 'PAID',
        display: 'Booking b1',
        at: at('2027-01-02T00:00:00Z'),
      });
      const entries = await ledger.wallet('maya');
      expect(entries.map((e) => e.display)).toEqual(['Deposit', 'Booking b1']);
      expect(walletBalance(entries)).toBe(16_000_00);
      expect(await ledger.wallet('omar')).toEqual([]);
    } finally {
      await close();
    }
  });
});
