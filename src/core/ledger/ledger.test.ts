import { describe, expect, it } from 'vitest';
import { maxRewardsForBooking, rewardBalance, rewardEarned, rewardExpiry, type RewardEntry } from './rewards';
import { depositAllowed, walletBalance, walletCanPay } from './wallet';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
const added = (amount: number, when: string, bookingId = 'BK-1'): RewardEntry => ({
  bookingId,
  amount,
  status: 'ADDED',
  at: at(when),
});
const captured = (amount: number, when: string, bookingId = 'BK-2'): RewardEntry => ({
  bookingId,
  amount,
  status: 'CAPTURED',
  at: at(when),
});

describe('rewards', () => {
  it('are 1% of the flight cost, usable for 24 months', () => {
    expect(rewardEarned(2_000_000)).toBe(20_000);
    expect(rewardExpiry(at('2026-11-22'))).toEqual(at('2028-11-22'));
  });

  it('balance earnings less what was used', () => {
    expect(rewardBalance([added(20_000, '2026-01-10'), captured(5_000, '2026-03-01')], at('2026-06-01'))).toBe(15_000);
  });

  it('expire 24 months after they were earned, oldest used first', () => {
    const entries = [added(20_000, '2025-01-10'), added(10_000, '2026-01-10'), captured(15_000, '2026-02-01')];
    // 15,000 came out of the 2025 earning; its last 5,000 expire in January 2027.
    expect(rewardBalance(entries, at('2027-01-09'))).toBe(15_000);
    expect(rewardBalance(entries, at('2027-01-11'))).toBe(10_000);
    expect(rewardBalance(entries, at('2028-01-11'))).toBe(0);
  });

  it('may pay for at most half the balance on one booking, and never more than it costs', () => {
    expect(maxRewardsForBooking(30_001, 1_000_000)).toBe(15_000);
    expect(maxRewardsForBooking(30_000, 10_000)).toBe(10_000);
    expect(maxRewardsForBooking(0, 10_000)).toBe(0);
  });
});

describe('the wallet', () => {
  const entries = [
    { amount: 2_500_000, status: 'ADDED' as const, at: at('2026-01-01'), display: 'Deposit' },
    { amount: 1_200_000, status: 'PAID' as const, at: at('2026-02-01'), display: 'Booking BK-1' },
  ];

  it('balances deposits and payments', () => {
    expect(walletBalance(entries)).toBe(1_300_000);
  });

  it('pays only when $10,000 stays in it', () => {
    expect(walletCanPay(1_300_000, 300_000)).toBe(true);
    expect(walletCanPay(1_300_000, 300_001)).toBe(false);
  });

  it('opens with at least $25,000', () => {
    expect(depositAllowed(0, false, 2_499_999)).toBe(false);
    expect(depositAllowed(0, false, 2_500_000)).toBe(true);
    expect(depositAllowed(1_300_000, true, 100_000)).toBe(true);
  });
});
