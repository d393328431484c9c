import { DateTime } from 'luxon';
import { percentOf, type Cents } from '../money';

/**
 * Rewards (spec 001 sections 1 and 9): 1% of the flight cost comes back when a booking is
 * paid in full, usable toward later flights within 24 months; up to half of the balance may
 * be used on one booking (docs/decisions/008). Entries are ADDED (earned) or CAPTURED (used);
 * used rewards come out of the oldest earnings first, and what is left of an earning when its
 * 24 months end expires.
 */
export const REWARD_PERCENT = 1;
export const REWARD_VALIDITY_MONTHS = 24;
export const REWARD_SHARE_PER_BOOKING_PERCENT = 50;

export interface RewardEntry {
  bookingId: string;
  amount: Cents;
  status: 'ADDED' | 'CAPTURED';
  at: Date;
}

export function rewardEarned(flightCost: Cents): Cents {
  return percentOf(flightCost, REWARD_PERCENT);
}

export function rewardExpiry(earnedAt: Date): Date {
  return DateTime.fromJSDate(earnedAt, { zone: 'utc' }).plus({ months: REWARD_VALIDITY_MONTHS }).toJSDate();
}

/** The usable balance at `now`: earnings not yet expired, less what was used of them. */
export function rewardBalance(entries: readonly RewardEntry[], now: Date): Cents {
  const lots: { left: Cents; expires: Date }[] = [];
  const events = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime() || (a.status === 'ADDED' ? -1 : 1));
  for (const entry of events) {
    expireLots(lots, entry.at);
    if (entry.status === 'ADDED') {
      lots.push({ left: entry.amount, expires: rewardExpiry(entry.at) });
      continue;
    }
    let toUse = entry.amount;
    for (const lot of lots) {
      const used = Math.min(lot.left, toUse);
      lot.left -= used;
      toUse -= used;
      if (toUse === 0) break;
    }
  }
  expireLots(lots, now);
  return lots.reduce((sum, lot) => sum + lot.left, 0);
}

function expireLots(lots: { left: Cents; expires: Date }[], at: Date) {
  for (const lot of lots) if (lot.expires.getTime() <= at.getTime()) lot.left = 0;
}

/** The most rewards one booking may use: half the balance, never more than the booking costs. */
export function maxRewardsForBooking(balance: Cents, bookingTotal: Cents): Cents {
  return Math.max(0, Math.min(Math.floor((balance * REWARD_SHARE_PER_BOOKING_PERCENT) / 100), bookingTotal));
}
