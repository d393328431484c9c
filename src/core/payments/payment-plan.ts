import { percentOf, type Cents } from '../money';
import { CARD_FEE_PERCENT, RESERVATION_DEPOSIT } from './checkout-summary';

/**
 * What one payment of a booking charges (spec 001 sections 4 and 9, docs/decisions/005):
 * - paying a draft in full: the flight total, plus the 3% card fee by card or Apple Pay;
 * - reserving a draft by card: the flat $1,000 deposit, no card fee (never more than the flight);
 * - paying a held booking's balance: what remains, plus the 3% fee by card or Apple Pay;
 * - wallet and wire pay no card fee.
 * A reservation holds the booking 24 hours; a wire transfer is awaited as long.
 */
export const HOLD_HOURS = 24;
export const WIRE_HOURS = 24;

export type PayMethod = 'CREDIT_CARD' | 'APPLE_PAY' | 'WALLET' | 'WIRE';
export type PayMode = 'FULL_PAYMENT' | 'PARTIAL_PAYMENT';
export type PayStage = 'FULL' | 'DEPOSIT' | 'BALANCE';

export interface PlannedPayment {
  kind: PayStage;
  /** Toward the flight. */
  flightAmount: Cents;
  cardFee: Cents;
  /** Charged now: flightAmount + cardFee. */
  amount: Cents;
}

export type PlanRefusal = 'SELECTION_REQUIRED' | 'NOT_PAYABLE';

export function isCardMethod(method: PayMethod): boolean {
  return method === 'CREDIT_CARD' || method === 'APPLE_PAY';
}

/**
 * The payment a booking in `status` can take by `method` in `mode`, or why none. `paid` is what
 * earlier payments put toward the flight (a reservation's deposit).
 */
export function planPayment(input: {
  status: 'DRAFT' | 'RESERVED' | 'BOOKED' | 'CANCELLED' | 'COMPLETED';
  method: PayMethod;
  mode: PayMode;
  flightTotal: Cents;
  paid: Cents;
}): { ok: true; plan: PlannedPayment } | { ok: false; reason: PlanRefusal } {
  const { status, method, mode, flightTotal, paid } = input;
  const card = isCardMethod(method);
  if (mode === 'PARTIAL_PAYMENT') {
    // Reserve by credit card is the one way to reserve (spec 001 section 2).
    if (method !== 'CREDIT_CARD') return { ok: false, reason: 'SELECTION_REQUIRED' };
    if (status !== 'DRAFT') return { ok: false, reason: 'NOT_PAYABLE' };
    const deposit = Math.min(RESERVATION_DEPOSIT, flightTotal);
    return { ok: true, plan: { kind: 'DEPOSIT', flightAmount: deposit, cardFee: 0, amount: deposit } };
  }
  if (status === 'DRAFT') {
    const cardFee = card ? percentOf(flightTotal, CARD_FEE_PERCENT) : 0;
    return { ok: true, plan: { kind: 'FULL', flightAmount: flightTotal, cardFee, amount: flightTotal + cardFee } };
  }
  // A held booking's balance is paid by card, Apple Pay or wallet; a wire is awaited already.
  if (status === 'RESERVED' && method !== 'WIRE') {
    const balance = Math.max(0, flightTotal - paid);
    if (balance === 0) return { ok: false, reason: 'NOT_PAYABLE' };
    const cardFee = card ? percentOf(balance, CARD_FEE_PERCENT) : 0;
    return { ok: true, plan: { kind: 'BALANCE', flightAmount: balance, cardFee, amount: balance + cardFee } };
  }
  return { ok: false, reason: 'NOT_PAYABLE' };
}

const HOUR = 3_600_000;

/** Before paying, the profile must have a phone number (spec 001 section 4). */
export function phoneMissing(phone: string | null | undefined): boolean {
  return !phone || phone.trim() === '';
}

/**
 * The held booking's notice: the whole hours that remain complete, so "Complete payment in 23
 * hours" from the moment of reserving (docs/decisions/004): 24 hours less any moment is 23
 * whole hours and a part.
 */
export function holdInfoText(holdUntil: Date, now: Date): string {
  const hours = Math.floor((holdUntil.getTime() - now.getTime() - 1) / HOUR);
  if (hours >= 2) return `Complete payment in ${hours} hours`;
  if (hours === 1) return 'Complete payment in 1 hour';
  return 'Complete payment within the hour';
}

export function holdEnds(now: Date, hours: number = HOLD_HOURS): Date {
  return new Date(now.getTime() + hours * HOUR);
}

/** The spec's messages (section 8) for a confirm that did not succeed, and ours where it has none. */
export const PAYMENT_MESSAGES = {
  CARD_FAILED: 'Credit card payment failed!',
  APPLE_PAY_FAILED: 'APPLE PAY Failed!',
  SELECTION_REQUIRED: 'Selection is required to confirm booking.',
  PHONE_REQUIRED: 'Please enter a phone number',
  NOT_FOUND: 'We could not find this booking.',
  SIGN_IN_REQUIRED: 'Please sign in to pay for your booking.',
  CONCIERGE_ONLY: 'This trip can only be booked through our Flight Concierge Team by phone.',
  FULL_PAYMENT_REQUIRED: 'On-Demand Flights must be paid in full at booking and cannot be held.',
  WALLET_BALANCE: 'Your wallet balance must stay at or above $10,000 after paying. Please choose another way to pay.',
  REWARDS_CHANGED: 'Your rewards balance has changed. Please review your booking and confirm again.',
  ALREADY_PAID: 'This booking has already been paid.',
  NOT_PAYABLE: 'This booking can no longer be paid online. Please contact our Flight Concierge Team.',
  PRICE_CHANGED: 'The price of this booking has changed. Please review it and confirm again.',
  HOLD_LAPSED: 'The hold on this booking has ended.',
  IN_PROGRESS: 'Your payment is being processed. Please wait a moment before trying again.',
  GATEWAY_UNREACHABLE:
    'We could not reach the card processor. If your card was charged, your booking will be confirmed shortly.',
} as const;
