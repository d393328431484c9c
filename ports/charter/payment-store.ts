import type { Cents } from '../../src/core/money';
import type { RewardEntry } from '../../src/core/ledger/rewards';
import type { WalletEntry } from '../../src/core/ledger/wallet';
import type { Booking, BookingStatus } from './booking-store';
import type { PaymentMethod } from './booking-payments';
import type { OutboxEntry } from '../message-outbox';
import type { CancellationPlan, PriceDropPlan } from '../../src/core/payments/cancellation';
import type { LegView, PriceBreakup } from '../../src/core/quotes/quote-view';

/**
 * The engine's record of money moving for bookings. Every method that changes more than one
 * row does so in one database transaction, with the booking row locked, so that concurrent
 * requests and several nodes running the background jobs charge, book and refund exactly once.
 */
export interface PaymentStore {
  createAttempt(attempt: PaymentAttempt): Promise<void>;
  findAttempt(id: string): Promise<PaymentAttempt | undefined>;
  /** The attempt a customer opened under their own idempotency key, if any. */
  findByClientKey(userId: string, clientKey: string): Promise<PaymentAttempt | undefined>;
  attemptsOf(bookingId: string): Promise<PaymentAttempt[]>;
  refundsOf(bookingId: string): Promise<RefundRecord[]>;
  /**
   * Moves the attempt INITIATED -> PENDING and marks the booking as being paid, atomically and
   * only when: the booking is in `expect.status`, unchanged since the attempt was opened, no
   * other payment of it is pending, and `guard` (run inside the transaction, with the
   * customer's ledgers as they are now) finds nothing wrong. The one caller that wins may
   * call the gateway; every other sees why not.
   */
  claim(id: string, expect: ClaimExpectation, now: Date): Promise<ClaimOutcome>;
  /**
   * Records the outcome of a PENDING attempt and its effects on the booking and the ledgers,
   * in one transaction. False when the attempt is no longer PENDING (someone settled it).
   */
  settle(id: string, settlement: Settlement, now: Date): Promise<boolean>;
  /** A declined or abandoned PENDING attempt: the booking is free to be paid again. */
  decline(id: string, reason: string, now: Date): Promise<boolean>;
  /** PENDING attempts last touched before `before`: charges whose outcome may be unrecorded. */
  pendingBefore(before: Date): Promise<PaymentAttempt[]>;
  /**
   * Cancels up to `limit` RESERVED bookings whose hold lapsed (and that no payment is
   * charging), and in the same transaction records the refund each deposit is owed
   * (`refundOf`), gives back the rewards the booking had used and queues the messages
   * `messagesOf` answers for the cancelled hold. Safe to run on several nodes at once: each
   * booking is cancelled by exactly one of them.
   */
  cancelLapsedHolds(
    now: Date,
    limit: number,
    refundOf: (deposit: Cents) => LapsedRefund,
    messagesOf: (hold: LapsedHold) => OutboxEntry[],
  ): Promise<CancelledHold[]>;
  /**
   * Card refunds recorded before `before` and not yet confirmed by the gateway (oldest first).
   * A refund owed to a wire payment waits for staff to wire it back (`settleRefund` then).
   */
  pendingRefunds(before: Date, limit: number): Promise<RefundRecord[]>;
  /** Records the gateway's answer; a REFUNDED one queues `messages` in the same transaction. */
  settleRefund(id: string, outcome: RefundOutcome, now: Date, messages: OutboxEntry[]): Promise<boolean>;
  /**
   * A wire transfer arrived for a held booking, in one transaction with the booking row locked:
   * - held by a wire (attempt AWAITING_TRANSFER): for exactly that attempt's amount, the attempt
   *   becomes APPROVED;
   * - held by a card deposit: for exactly the balance due, the BALANCE payment by wire that
   *   `balancePayment` makes is recorded APPROVED;
   * and the booking becomes BOOKED with no hold, with the entries and messages `effectsOf`
   * answers. Only while the hold has not lapsed. A second recording and the hold-expiry job wait
   * on the same row lock, so the booking is booked once or cancelled, never both.
   */
  recordWire(request: {
    bookingId: string;
    amount: Cents;
    balancePayment: (booking: Booking, due: Cents) => PaymentAttempt;
    effectsOf: (booking: Booking, payment: PaymentAttempt) => { rewards: RewardEntry[]; messages: OutboxEntry[] };
    now: Date;
  }): Promise<WireOutcome>;
  /**
   * Cancels a RESERVED or BOOKED booking, in one transaction with its row locked: the booking
   * becomes CANCELLED (an awaited wire LAPSED), the refunds `planOf` answers are recorded per
   * payment (a wallet's at once, with the wallet entry; a card's for the gateway; a wire's for
   * staff to wire back), a credit goes into the wallet, rewards it used come back and those it
   * earned go, and `messagesOf` is queued. A second cancellation, concurrent or later, finds
   * it CANCELLED and changes nothing.
   */
  cancelBooking(request: {
    bookingId: string;
    planOf: (booking: Booking, paid: PaymentAttempt[], history: PaidHistory) => CancellationDecision;
    messagesOf: (booking: Booking, plan: CancellationPlan, refunds: RefundRecord[]) => OutboxEntry[];
    now: Date;
  }): Promise<CancelOutcome>;
  /** Records a change of dates as quoted (QUOTED): nothing about the booking changes yet. */
  createChange(change: BookingChange): Promise<void>;
  findChange(id: string): Promise<BookingChange | undefined>;
  /** A booking's changes of dates, oldest first. */
  changesOf(bookingId: string): Promise<BookingChange[]>;
  /**
   * Applies a quoted change that costs nothing more (the same price, or a lower one), in one
   * transaction with the booking row locked: only while the change is QUOTED and still valid,
   * the booking BOOKED, unchanged since the quote and not being paid, and the new aircraft free
   * (every change of an aircraft's bookings takes that aircraft's lock). The booking takes the
   * new dates, price and aircraft, the refunds `planOf` answers are recorded (a wallet's at once;
   * a card's for the gateway; a wire's for staff to wire back), the operator's assignment is
   * dropped (assigned again for the new dates) and `messagesOf` is queued. A CHANGE payment
   * (a higher price) applies its change instead when it is settled: claim keeps the aircraft
   * for it and settle applies it; a declined one leaves the change QUOTED.
   */
  applyChange(request: {
    changeId: string;
    planOf: (booking: Booking, change: BookingChange, paid: PaymentAttempt[], history: PaidHistory) => ChangeDecision;
    messagesOf: (before: Booking, after: Booking, change: BookingChange, refunds: RefundRecord[]) => OutboxEntry[];
    now: Date;
  }): Promise<ChangeOutcome>;
  /** RESERVED bookings (none being paid) whose hold ends by `until`, soonest first: the reminders' list. */
  holdsEndingBy(until: Date, now: Date, limit: number): Promise<HeldBooking[]>;
  /** BOOKED trips whose last leg has landed become COMPLETED; answers how many. */
  completeLandedTrips(now: Date): Promise<number>;
}

/** CHANGE: the higher price of a change of dates, paid once per change. */
export type PaymentKind = 'FULL' | 'DEPOSIT' | 'BALANCE' | 'CHANGE';
export type AttemptStatus = 'INITIATED' | 'PENDING' | 'APPROVED' | 'DECLINED' | 'AWAITING_TRANSFER' | 'LAPSED';

export interface PaymentAttempt {
  /** The paymentId: also the gateway's idempotency key (at most 20 characters). */
  id: string;
  bookingId: string;
  userId: string;
  kind: PaymentKind;
  method: PaymentMethod;
  status: AttemptStatus;
  /** Charged, card fee included. */
  amount: Cents;
  cardFee: Cents;
  /** What goes toward the flight (amount less the card fee). */
  flightAmount: Cents;
  /** Rewards this payment uses (captured when it is approved). */
  rewardsUsed: Cents;
  /** The booking's updatedAt when the attempt was opened. */
  bookingVersion: Date;
  clientKey: string | null;
  chargeId: string | null;
  maskedCard: string | null;
  brand: string | null;
  declineReason: string | null;
  /** A CHANGE payment's change of dates. */
  changeId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface LedgerView {
  rewards: RewardEntry[];
  wallet: WalletEntry[];
  /** Rewards and wallet money held by this customer's other PENDING attempts. */
  pendingRewards: Cents;
  pendingWallet: Cents;
}

export interface ClaimExpectation {
  status: BookingStatus;
  /** A reason to refuse, found with the booking and the customer's ledgers locked. */
  guard(booking: Booking, ledgers: LedgerView): string | null;
}

export type ClaimOutcome =
  | { claimed: true; attempt: PaymentAttempt; booking: Booking }
  | {
      claimed: false;
      /**
       * AIRCRAFT_TAKEN: another booking holds the tail for part of this one's time (reserved,
       * booked or being paid), or this empty leg is sold or its trip no longer booked.
       */
      reason:
        | 'NOT_FOUND'
        | 'NOT_INITIATED'
        | 'BOOKING_MOVED'
        | 'BOOKING_CHANGED'
        | 'OTHER_PENDING'
        | 'GUARD'
        | 'AIRCRAFT_TAKEN'
        | 'CHANGE';
      attempt?: PaymentAttempt;
      /** The guard's reason; for CHANGE, why the change cannot be paid (a ChangeRefusalReason). */
      detail?: string;
    };

export interface Settlement {
  status: 'APPROVED' | 'AWAITING_TRANSFER';
  charge: { chargeId: string; maskedCard: string; brand: string } | null;
  bookingStatus: 'RESERVED' | 'BOOKED';
  holdUntil: Date | null;
  rewards: RewardEntry[];
  wallet: WalletEntry[];
  /** What the customer is told, queued with the settlement itself. */
  messages: OutboxEntry[];
}

export type WireOutcome =
  | { recorded: true; attempt: PaymentAttempt }
  | {
      recorded: false;
      /**
       * ALREADY_RECORDED: this booking's wire was recorded before; NOT_AWAITING: no wire is
       * awaited (never paid by wire, or paid otherwise meanwhile); OTHER_PENDING: a card payment
       * of it is being charged right now.
       */
      reason: 'NOT_FOUND' | 'ALREADY_RECORDED' | 'NOT_AWAITING' | 'HOLD_LAPSED' | 'AMOUNT_MISMATCH' | 'OTHER_PENDING';
      /** The wire attempt concerned, if any (its amount is the one due). */
      attempt?: PaymentAttempt;
    };

export interface LapsedRefund {
  refund: Cents;
  adminFee: Cents;
}

export interface CancelledHold {
  bookingId: string;
  userId: string | null;
  refund: RefundRecord | null;
}

/** A lapsed hold as it is cancelled: the booking before, its approved deposit and what is refunded. */
export interface LapsedHold {
  booking: Booking;
  /** The card deposit it was held by; null for a wire hold (nothing was paid). */
  deposit: PaymentAttempt | null;
  refund: LapsedRefund | null;
}

/** A held booking and what is still due on it. */
export interface HeldBooking {
  booking: Booking;
  /** Held awaiting a wire transfer (otherwise by a card deposit). */
  byWire: boolean;
  due: Cents;
}

export interface RefundRecord {
  id: string;
  paymentId: string;
  bookingId: string;
  /** A hold that lapsed, a booking cancelled (by its customer or by staff), or a lower price after a change of dates. */
  reason: 'LAPSED_HOLD' | 'CANCELLED' | 'CHANGED';
  /** CHANGED: the change of dates. */
  changeId: string | null;
  amount: Cents;
  adminFee: Cents;
  status: 'PENDING' | 'REFUNDED' | 'FAILED';
  /** The card charge refunded, and its masked number (Authorize.Net needs the last four). */
  chargeId: string | null;
  maskedCard: string | null;
  /** How the refunded payment was made, and the card's brand. */
  method: PaymentMethod;
  brand: string | null;
  /** The customer refunded. */
  userId: string;
  createdAt: Date;
}

export type CancellationDecision =
  | { ok: true; plan: CancellationPlan }
  /** REFUND_CHANGED: the refund the rules give now is not the one the customer was shown (`refundNow`). */
  | { ok: false; refusal: CancelRefusal; refundNow?: Cents };

/** Why a booking cannot be cancelled as asked (the engine words each for the customer or staff). */
export type CancelRefusal =
  'NOT_FOUND' | 'NOT_BOOKED' | 'ALREADY_CANCELLED' | 'FLOWN' | 'PAYMENT_IN_PROGRESS' | 'REFUND_CHANGED';

export type CancelOutcome =
  | { cancelled: true; booking: Booking; plan: CancellationPlan; refunds: RefundRecord[] }
  | { cancelled: false; refusal: CancelRefusal; refundNow?: Cents };

/**
 * What earlier changes of dates left of a booking's payments: the amount each released (a lower
 * price: no longer paid toward the trip), and when the dates last changed.
 */
export interface PaidHistory {
  released: Record<string, Cents>;
  rebookedAt: Date | null;
}

/** The trip as a change leaves it (its category, add-ons and passengers do not change). */
export interface ChangedTrip {
  aboneSearchId: string;
  tailNumber: string;
  legs: LegView[];
  priceBreakup: PriceBreakup;
  totalCents: Cents;
  busyFrom: Date;
  busyTo: Date;
  departsAt: Date | null;
  arrivesAt: Date | null;
}

/** A customer's change of a booked trip's dates (decision 037). */
export interface BookingChange {
  id: string;
  bookingId: string;
  userId: string;
  status: 'QUOTED' | 'PAYING' | 'APPLIED';
  /** The booking's updatedAt when quoted. */
  bookingVersion: Date;
  previous: { legs: LegView[]; tailNumber: string; totalCents: Cents };
  next: ChangedTrip;
  /** The lower price's refund as quoted, and its fee (worked out again when applied). */
  quotedRefund: Cents;
  quotedAdminFee: Cents;
  /** The Terms of Sale's rule for a lower price's refund, as quoted. */
  rule: string | null;
  released: { paymentId: string; amount: Cents }[];
  /** The CHANGE payment being charged, or that paid for it. */
  paymentId: string | null;
  validUntil: Date;
  createdAt: Date;
  appliedAt: Date | null;
}

/** Why a change cannot be applied or paid now. */
export type ChangeRefusalReason =
  | 'NOT_FOUND'
  | 'ALREADY_APPLIED'
  | 'NOT_QUOTED'
  | 'EXPIRED'
  | 'BOOKING_CHANGED'
  | 'NOT_BOOKED'
  | 'PAYMENT_IN_PROGRESS'
  | 'AIRCRAFT_TAKEN'
  | 'REFUND_CHANGED';

export type ChangeDecision =
  { ok: true; plan: PriceDropPlan | null } | { ok: false; refusal: ChangeRefusalReason; refundNow?: Cents };

export type ChangeOutcome =
  | { applied: true; before: Booking; booking: Booking; change: BookingChange; refunds: RefundRecord[] }
  | { applied: false; refusal: ChangeRefusalReason; refundNow?: Cents };

export type RefundOutcome = { status: 'REFUNDED'; gatewayRefundId: string } | { status: 'FAILED'; failure: string };

export const PAYMENT_STORE = Symbol.for('contrail.PaymentStore');
