import { DateTime } from 'luxon';
import type { Cents } from '../../../src/core/money';
import { bookingChannel, type BookingChannel } from '../../../src/core/payments/booking-window';
import { balanceCardFee, checkoutSummary, showsFuelSurchargeNote } from '../../../src/core/payments/checkout-summary';
import {
  chooseOption,
  chooseSubOption,
  confirmBlock,
  NO_CHOICE,
  type PaymentChoice,
  type PaymentOption,
  type SubPaymentOption,
} from '../../../src/core/payments/payment-choice';
import { PAYMENT_MESSAGES, phoneMissing } from '../../../src/core/payments/payment-plan';
import {
  maxRewardsForBooking,
  rewardBalance,
  rewardEarned,
  rewardExpiry,
  type RewardEntry,
} from '../../../src/core/ledger/rewards';
import { depositAllowed, walletBalance, walletCanPay, type WalletEntry } from '../../../src/core/ledger/wallet';

/** The words a customer uses for each way of paying, and for each payment option. */
export const WAYS: Record<string, SubPaymentOption> = {
  'pay now by card': 'PAY_NOW_CARD',
  'pay now by wallet': 'PAY_NOW_WALLET',
  'pay with Apple Pay': 'APPLE_PAY',
  'pay by wire': 'PAY_BY_WIRE',
  'reserve by card': 'RESERVE_CARD',
};

export const OPTIONS: Record<string, PaymentOption> = {
  'pay in full': 'FULL_PAYMENT',
  reserve: 'PARTIAL_PAYMENT',
  'not pay now': 'DESELECT_PAYMENT',
};

function lookup<T>(table: Record<string, T>, words: string): T {
  const value = table[words];
  if (value === undefined) throw new Error(`Unknown words "${words}"; known: ${Object.keys(table).join(', ')}`);
  return value;
}

export const wayOf = (words: string) => lookup(WAYS, words);
export const optionOf = (words: string) => lookup(OPTIONS, words);
export const wordsOfOption = (option: PaymentOption | null) =>
  Object.entries(OPTIONS).find(([, o]) => o === option)?.[0] ?? 'none';

/**
 * A customer at checkout, as a product owner states the case: what the trip costs, how she
 * chooses to pay, her rewards, wallet and profile. Checked against the domain core (@rules).
 */
export class CheckoutCase {
  choice: PaymentChoice = NO_CHOICE;
  peak = false;
  peakTicked = false;
  phone = '+1 212 555 0100';
  price = { aircraftPrice: 0, taxes: 0, addons: 0 };
  rewardsApplied: Cents = 0;
  rewards: RewardEntry[] = [];
  wallet: WalletEntry[] = [];
  walletAnswer: boolean | undefined;
  rewardsAnswer: Cents | undefined;
  blocked: string | null | undefined;

  choose(way: string): void {
    this.choice = chooseSubOption(this.choice, wayOf(way));
  }

  chooseOption(option: string): void {
    this.choice = chooseOption(this.choice, optionOf(option));
  }

  pressConfirm(): void {
    if (phoneMissing(this.phone)) {
      this.blocked = PAYMENT_MESSAGES.PHONE_REQUIRED;
      return;
    }
    const block = confirmBlock({
      choice: this.choice,
      peakNoticeShown: this.peak,
      peakAcknowledged: this.peakTicked,
      termsAccepted: true,
    });
    this.blocked = block?.message ?? null;
  }

  summary() {
    return checkoutSummary({ ...this.price, rewardsApplied: this.rewardsApplied, subOption: this.choice.subOption });
  }

  balanceCardFee(): Cents {
    return balanceCardFee(this.summary().dueLater);
  }

  applyRewardsTo(tripCost: Cents): void {
    this.rewardsAnswer = maxRewardsForBooking(rewardBalance(this.rewards, NOW), tripCost);
  }

  earned(): Cents {
    return rewardEarned(this.summary().flightTotal);
  }

  rewardBalanceOn(date: Date): Cents {
    return rewardBalance(this.rewards, date);
  }

  payFromWallet(amount: Cents): void {
    this.walletAnswer = walletCanPay(walletBalance(this.wallet), amount);
  }

  depositIntoWallet(amount: Cents): void {
    this.walletAnswer = depositAllowed(walletBalance(this.wallet), this.wallet.length > 0, amount);
  }
}

/** "Today" in these rule tables. */
export const NOW = new Date('2027-03-01T15:00:00Z');

export function inHours(hours: number): Date {
  return new Date(NOW.getTime() + hours * 3_600_000);
}

export function monthsAfter(date: Date, months: number): Date {
  return DateTime.fromJSDate(date, { zone: 'utc' }).plus({ months }).toJSDate();
}

export { rewardExpiry, showsFuelSurchargeNote };

/** Where a trip goes, in words, as the airports' countries. */
const SCOPES: Record<string, string[]> = {
  domestic: ['US', 'US'],
  'international (to the Bahamas)': ['US', 'BS'],
  'international (to London)': ['US', 'GB'],
};

export function channelFor(scope: string, hoursAhead: number): BookingChannel {
  return bookingChannel({ firstDeparture: inHours(hoursAhead), countryCodes: lookup(SCOPES, scope) }, NOW);
}

/** How a trip can be booked, in words. */
export function describeChannel(channel: BookingChannel): { how: string; paying: string } {
  if (!channel.online) return { how: 'by calling the concierge', paying: '-' };
  return { how: 'online', paying: channel.canHold ? 'in full or with the deposit' : 'in full only' };
}
