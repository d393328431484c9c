import type { Cents } from '../money';

/**
 * The prepaid wallet (spec 001 sections 2 and 9): opened with at least $25,000 through the
 * concierge, and never below $10,000. A booking can be paid from the wallet only when the
 * balance after paying stays at or above the minimum.
 */
export const WALLET_MINIMUM_INITIAL_DEPOSIT: Cents = 2_500_000;
export const WALLET_MINIMUM_BALANCE: Cents = 1_000_000;

export interface WalletEntry {
  amount: Cents;
  /** ADDED: a deposit or a credit (weather); PAID: a booking paid from the wallet; REFUNDED: money back in. */
  status: 'ADDED' | 'PAID' | 'REFUNDED';
  at: Date;
  display: string;
}

export function walletBalance(entries: readonly WalletEntry[]): Cents {
  return entries.reduce((sum, e) => sum + (e.status === 'PAID' ? -e.amount : e.amount), 0);
}

export function walletCanPay(balance: Cents, amount: Cents): boolean {
  return amount > 0 && balance - amount >= WALLET_MINIMUM_BALANCE;
}

/** A deposit is refused when it would open a wallet with less than the minimum initial deposit. */
export function depositAllowed(balance: Cents, hasHistory: boolean, deposit: Cents): boolean {
  if (deposit <= 0) return false;
  return hasHistory || balance + deposit >= WALLET_MINIMUM_INITIAL_DEPOSIT;
}
