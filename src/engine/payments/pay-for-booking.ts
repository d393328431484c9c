import { rewardBalance, rewardEarned } from '../../core/ledger/rewards';
import { walletBalance, walletCanPay } from '../../core/ledger/wallet';
import { formatUsd, type Cents } from '../../core/money';
import { PEAK_ACKNOWLEDGEMENT_REQUIRED } from '../../core/payments/payment-choice';
import {
  holdEnds,
  isCardMethod,
  phoneMissing,
  PAYMENT_MESSAGES,
  planPayment,
  WIRE_HOURS,
  type PayMethod,
  type PayMode,
} from '../../core/payments/payment-plan';
import type { Booking } from '../../../ports/charter/booking-store';
import type {
  ConfirmPaymentAnswer,
  ConfirmPaymentRequest,
  InitiatePaymentAnswer,
  InitiatePaymentRequest,
  PaymentResult,
  WalletPayRequest,
  WirePaymentRequest,
} from '../../../ports/charter/booking-payments';
import type {
  ClaimExpectation,
  LedgerView,
  PaymentAttempt,
  Settlement,
  WireOutcome,
} from '../../../ports/charter/payment-store';
import type { Caller } from '../../../ports/caller';
import type { ChargeApproved } from '../../../ports/payment-gateway';
import { cardPaymentAnswer } from './card-payment-answer';
import { claimRefused, newAttempt, notFound, outcomeOf, paidBefore, refuse, rewardEntries } from './payment-outcomes';
import { channelOf, ownBooking, paidTowardFlight, peakOverlaps, quotedCarbon } from './booking-facts';
import { paymentApprovedMessages, wireAwaitedMessages, wireReceivedMessages } from '../messages/booking-messages';
import type { PaymentEngineDeps } from './payment-engine-deps';
import { changeSettlementFor } from './change-settlement';

/**
 * Paying for a booking, exactly once (docs/decisions/018-payments-exactly-once.md):
 * 1. initiate checks the rules and records an attempt (its id is the paymentId);
 * 2. confirm claims the attempt in one transaction (INITIATED -> PENDING, the booking marked as
 *    being paid, the customer's rewards and wallet checked under a lock): only one request
 *    ever wins the claim, so only one calls the gateway;
 * 3. the gateway is asked to charge under the attempt's id as idempotency key;
 * 4. the outcome, the booking's new status and the ledger entries are written in one
 *    transaction. A crash between 3 and 4 leaves the attempt PENDING; `reconcile` asks the
 *    gateway (findCharge) and finishes it.
 */
export class PayForBooking {
  constructor(private readonly deps: PaymentEngineDeps) {}

  async initiate(caller: Caller, request: InitiatePaymentRequest): Promise<PaymentResult<InitiatePaymentAnswer>> {
    if (caller.kind !== 'customer') return refuse('SIGN_IN_REQUIRED', PAYMENT_MESSAGES.SIGN_IN_REQUIRED);
    if (request.paymentMethod !== 'CREDIT_CARD' && request.paymentMethod !== 'APPLE_PAY') {
      return refuse('SELECTION_REQUIRED', PAYMENT_MESSAGES.SELECTION_REQUIRED);
    }
    const opened = await this.open(caller, request.bookingId, {
      method: request.paymentMethod,
      mode: request.paymentMode,
      peakAcknowledged: request.peakAcknowledged === true,
      clientKey: null,
    });
    if (!opened.ok) return opened;
    const { attempt, booking } = opened.answer;
    const dueLater = Math.max(0, booking.totalCents - paidBefore(opened.answer) - attempt.flightAmount);
    return {
      ok: true,
      answer: cardPaymentAnswer(this.deps.gateway.clientConfig(), attempt, request.paymentMode, dueLater),
    };
  }

  async confirm(caller: Caller, request: ConfirmPaymentRequest): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    if (caller.kind !== 'customer') return refuse('SIGN_IN_REQUIRED', PAYMENT_MESSAGES.SIGN_IN_REQUIRED);
    const attempt = await this.deps.payments.findAttempt(request.paymentId);
    if (!attempt || attempt.userId !== caller.userId) return notFound();
    const mode: PayMode = attempt.kind === 'DEPOSIT' ? 'PARTIAL_PAYMENT' : 'FULL_PAYMENT';
    if (request.mode !== mode || request.paymentMethod !== attempt.method || !isCardMethod(attempt.method)) {
      return refuse('SELECTION_REQUIRED', PAYMENT_MESSAGES.SELECTION_REQUIRED);
    }
    if (attempt.status !== 'INITIATED') return this.outcomeOf(attempt.id);

    // Read before the claim: nothing that may fail stands between the claim and the charge.
    const customerEmail = (await this.deps.profiles.getProfile(caller.userId))?.email ?? '';
    const claim = await this.deps.payments.claim(attempt.id, this.expectation(attempt), this.deps.clock.now());
    if (!claim.claimed) return claimRefused(this.deps, claim.reason, attempt, claim.detail);

    let charge;
    try {
      charge = await this.deps.gateway.charge({
        idempotencyKey: attempt.id,
        amount: attempt.amount,
        token: { dataDescriptor: request.dataDescriptor, dataValue: request.dataValue },
        description: `Contrail booking ${attempt.bookingId} (${attempt.kind.toLowerCase()})`,
        customerEmail,
      });
    } catch (error) {
      // The charge may or may not have happened: the attempt stays PENDING and reconcile
      // settles it from the gateway's own record.
      this.deps.log('error', 'payment gateway unreachable', { paymentId: attempt.id, err: String(error) });
      return refuse('PAYMENT_IN_PROGRESS', PAYMENT_MESSAGES.GATEWAY_UNREACHABLE);
    }
    if (charge.status === 'DECLINED') {
      await this.deps.payments.decline(attempt.id, charge.reason, this.deps.clock.now());
      this.deps.log('info', 'payment declined', { paymentId: attempt.id, reason: charge.reason });
      return this.outcomeOf(attempt.id);
    }
    if (!(await this.approve(claim.attempt, claim.booking, charge))) await this.undoUnrecorded(attempt.id, charge);
    return this.outcomeOf(attempt.id);
  }

  /**
   * The gateway approved, but the attempt was settled otherwise meanwhile (reconcile found no
   * charge while ours was still on its way and declined it): the money goes back rather than
   * being kept for a booking that is not ours to book.
   */
  private async undoUnrecorded(paymentId: string, charge: ChargeApproved): Promise<void> {
    const attempt = await this.deps.payments.findAttempt(paymentId);
    if (attempt?.status === 'APPROVED') return;
    this.deps.log('error', 'approved charge could not be recorded: refunding it', { paymentId });
    await this.deps.gateway.refund({
      chargeId: charge.chargeId,
      maskedCard: charge.maskedCard,
      amount: charge.amount,
      idempotencyKey: `${paymentId}RV`,
    });
  }

  async walletPay(caller: Caller, request: WalletPayRequest): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    if (caller.kind !== 'customer') return refuse('SIGN_IN_REQUIRED', PAYMENT_MESSAGES.SIGN_IN_REQUIRED);
    const clientKey = request.idempotencyKey ? `wallet:${request.idempotencyKey}` : null;
    if (clientKey) {
      const earlier = await this.deps.payments.findByClientKey(caller.userId, clientKey);
      if (earlier) return earlier.bookingId === request.bookingId ? this.outcomeOf(earlier.id) : notFound();
    }
    const opened = await this.open(caller, request.bookingId, {
      method: 'WALLET',
      mode: 'FULL_PAYMENT',
      peakAcknowledged: request.peakAcknowledged === true,
      clientKey,
    });
    if (!opened.ok) {
      // The same key sent twice at once: the loser of the unique key answers the winner's outcome.
      const winner = clientKey ? await this.deps.payments.findByClientKey(caller.userId, clientKey) : undefined;
      return winner ? this.outcomeOf(winner.id) : opened;
    }
    const carbon = await quotedCarbon(opened.answer.booking, this.deps.quotes);
    return this.settleInHouse(opened.answer.attempt, (booking) => ({
      status: 'APPROVED',
      charge: null,
      bookingStatus: 'BOOKED',
      holdUntil: null,
      rewards: rewardEntries(this.deps.clock.now(), opened.answer.attempt, booking, true),
      wallet: [
        {
          amount: opened.answer.attempt.amount,
          status: 'PAID',
          at: this.deps.clock.now(),
          display: `Booking ${booking.id}`,
        },
      ],
      messages: paymentApprovedMessages(opened.answer.attempt, booking, null, this.deps.referenceData, carbon),
    }));
  }

  async wire(caller: Caller, request: WirePaymentRequest): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    if (caller.kind !== 'customer') return refuse('SIGN_IN_REQUIRED', PAYMENT_MESSAGES.SIGN_IN_REQUIRED);
    const opened = await this.open(caller, request.bookingId, {
      method: 'WIRE',
      mode: 'FULL_PAYMENT',
      peakAcknowledged: request.peakAcknowledged === true,
      clientKey: null,
    });
    if (!opened.ok) return opened;
    const holdUntil = holdEnds(this.deps.clock.now(), WIRE_HOURS);
    return this.settleInHouse(opened.answer.attempt, (booking) => ({
      status: 'AWAITING_TRANSFER',
      charge: null,
      bookingStatus: 'RESERVED',
      holdUntil,
      rewards: rewardEntries(this.deps.clock.now(), opened.answer.attempt, booking, false),
      wallet: [],
      messages: wireAwaitedMessages(opened.answer.attempt, booking, holdUntil, this.deps.referenceData),
    }));
  }

  /**
   * The back office: staff record that a booking's wire transfer arrived (the whole trip held
   * for a wire, or the balance of a deposit hold). Booked once, with the 1% rewards of a booking
   * paid in full, and the customer told; the hold-expiry job and a repeated recording wait on
   * the same booking row lock (PaymentStore.recordWire). Recording the same amount again
   * answers that it was recorded already and changes nothing.
   */
  async wireReceived(bookingId: string, amount: Cents): Promise<WireReceipt> {
    const now = this.deps.clock.now();
    const carbon = await quotedCarbon(await this.deps.bookings.find(bookingId), this.deps.quotes);
    const outcome = await this.deps.payments.recordWire({
      bookingId,
      amount,
      // A deposit hold's balance paid by wire: no card fee, no rewards left to use.
      balancePayment: (booking, due) =>
        newAttempt(
          this.deps.newPaymentId(),
          booking,
          booking.owner.kind === 'customer' ? booking.owner.userId : '',
          { method: 'WIRE', clientKey: null },
          { kind: 'BALANCE', flightAmount: due, cardFee: 0, amount: due },
          now,
        ),
      effectsOf: (booking, payment) => {
        const earned = rewardEarned(booking.totalCents);
        return {
          rewards: earned > 0 ? [{ bookingId: booking.id, amount: earned, status: 'ADDED', at: now }] : [],
          messages: wireReceivedMessages(payment, booking, this.deps.referenceData, carbon),
        };
      },
      now,
    });
    if (outcome.recorded) {
      this.deps.log('info', 'wire transfer recorded', { bookingId, paymentId: outcome.attempt.id });
      return { ok: true, alreadyRecorded: false, paymentId: outcome.attempt.id, amount };
    }
    const { reason, attempt } = outcome;
    if (reason === 'ALREADY_RECORDED' && attempt && attempt.amount === amount) {
      return { ok: true, alreadyRecorded: true, paymentId: attempt.id, amount };
    }
    const due = attempt ? formatUsd(attempt.amount) : '';
    const messages: Record<typeof reason, string> = {
      NOT_FOUND: `No booking ${bookingId}.`,
      ALREADY_RECORDED: `The wire for booking ${bookingId} was already recorded (${due}); nothing changed.`,
      NOT_AWAITING: `Booking ${bookingId} is not held awaiting payment; nothing recorded.`,
      HOLD_LAPSED: `The hold on booking ${bookingId} has ended; it can no longer be booked by this wire. Nothing recorded.`,
      AMOUNT_MISMATCH: `Booking ${bookingId} is due ${due} by wire, not ${formatUsd(amount)}. Nothing recorded.`,
      OTHER_PENDING: `A card payment of booking ${bookingId} is being charged right now; try again in a minute.`,
    };
    this.deps.log('info', 'wire transfer refused', { bookingId, reason });
    return { ok: false, reason, message: messages[reason] };
  }

  /**
   * Finishes payments left PENDING (a crash, or a gateway that did not answer) at least
   * `graceMs` ago: a card charge the gateway approved is recorded with all its effects; one it
   * never made is declined. Wallet and wire payments never left the database: an interrupted
   * one is declined, and the customer may pay again.
   */
  async reconcile(graceMs: number): Promise<{ approved: number; declined: number }> {
    const now = this.deps.clock.now();
    const stale = await this.deps.payments.pendingBefore(new Date(now.getTime() - graceMs));
    let approved = 0;
    let declined = 0;
    for (const attempt of stale) {
      const charge = isCardMethod(attempt.method) ? await this.deps.gateway.findCharge(attempt.id) : null;
      const booking = await this.deps.bookings.find(attempt.bookingId);
      if (charge && booking) {
        if (await this.approve(attempt, booking, charge)) approved += 1;
        this.deps.log('warn', 'payment reconciled: approved at the gateway', { paymentId: attempt.id });
      } else if (await this.deps.payments.decline(attempt.id, 'NOT_CHARGED', this.deps.clock.now())) {
        declined += 1;
        this.deps.log('warn', 'payment reconciled: never charged', { paymentId: attempt.id });
      }
    }
    return { approved, declined };
  }

  /** The outcome recorded for an attempt, waiting a moment while another request charges it. */
  outcomeOf(paymentId: string): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    return outcomeOf(this.deps, paymentId);
  }

  /** Checks the rules and records a new attempt for the booking. */
  private async open(
    caller: Extract<Caller, { kind: 'customer' }>,
    bookingId: string,
    choice: { method: PayMethod; mode: PayMode; peakAcknowledged: boolean; clientKey: string | null },
  ): Promise<PaymentResult<{ attempt: PaymentAttempt; booking: Booking; earlier: PaymentAttempt[] }>> {
    const booking = await ownBooking(caller, bookingId, this.deps);
    if (!booking) return notFound();
    const now = this.deps.clock.now();
    const earlier = await this.deps.payments.attemptsOf(booking.id);
    if (booking.status === 'BOOKED' || booking.status === 'COMPLETED') {
      return refuse('NOT_PAYABLE', PAYMENT_MESSAGES.ALREADY_PAID);
    }
    if (booking.status !== 'DRAFT' && booking.status !== 'RESERVED') {
      return refuse('NOT_PAYABLE', PAYMENT_MESSAGES.NOT_PAYABLE);
    }
    if (booking.status === 'DRAFT') {
      const channel = channelOf(booking, this.deps, now);
      if (!channel.online) return refuse('CONCIERGE_ONLY', PAYMENT_MESSAGES.CONCIERGE_ONLY);
      const holds = choice.mode === 'PARTIAL_PAYMENT' || choice.method === 'WIRE';
      if (holds && !channel.canHold) return refuse('FULL_PAYMENT_REQUIRED', PAYMENT_MESSAGES.FULL_PAYMENT_REQUIRED);
      if (peakOverlaps(booking, this.deps, now) && !choice.peakAcknowledged) {
        return refuse('PEAK_ACKNOWLEDGEMENT_REQUIRED', PEAK_ACKNOWLEDGEMENT_REQUIRED);
      }
    } else if (booking.holdUntil && booking.holdUntil.getTime() <= now.getTime()) {
      return refuse('NOT_PAYABLE', PAYMENT_MESSAGES.HOLD_LAPSED);
    }
    const profile = await this.deps.profiles.getProfile(caller.userId);
    if (phoneMissing(profile?.phone)) return refuse('PHONE_REQUIRED', PAYMENT_MESSAGES.PHONE_REQUIRED);

    const planned = planPayment({
      status: booking.status,
      method: choice.method,
      mode: choice.mode,
      flightTotal: booking.totalCents,
      paid: paidTowardFlight(earlier),
    });
    if (!planned.ok) {
      return planned.reason === 'SELECTION_REQUIRED'
        ? refuse('SELECTION_REQUIRED', PAYMENT_MESSAGES.SELECTION_REQUIRED)
        : refuse('NOT_PAYABLE', PAYMENT_MESSAGES.NOT_PAYABLE);
    }
    if (choice.method === 'WALLET') {
      const balance = walletBalance(await this.deps.ledger.wallet(caller.userId));
      if (!walletCanPay(balance, planned.plan.amount)) return refuse('WALLET_BALANCE', PAYMENT_MESSAGES.WALLET_BALANCE);
    }
    const attempt = newAttempt(this.deps.newPaymentId(), booking, caller.userId, choice, planned.plan, now);
    try {
      await this.deps.payments.createAttempt(attempt);
    } catch (error) {
      // Only the unique client key can refuse a fresh attempt: a concurrent twin holds it.
      this.deps.log('info', 'payment attempt not recorded', { bookingId: booking.id, err: String(error) });
      return refuse('PAYMENT_IN_PROGRESS', PAYMENT_MESSAGES.IN_PROGRESS);
    }
    return { ok: true, answer: { attempt, booking, earlier } };
  }

  /** Wallet and wire: no gateway, so the claim and the settlement follow each other at once. */
  async settleInHouse(
    attempt: PaymentAttempt,
    settlementOf: (booking: Booking) => Settlement,
  ): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    const claim = await this.deps.payments.claim(attempt.id, this.expectation(attempt), this.deps.clock.now());
    if (!claim.claimed) return claimRefused(this.deps, claim.reason, attempt, claim.detail);
    await this.deps.payments.settle(attempt.id, settlementOf(claim.booking), this.deps.clock.now());
    return this.outcomeOf(attempt.id);
  }

  private async approve(attempt: PaymentAttempt, booking: Booking, charge: ChargeApproved): Promise<boolean> {
    const now = this.deps.clock.now();
    const full = attempt.kind !== 'DEPOSIT';
    const holdUntil = full ? null : holdEnds(now);
    const paid = { ...attempt, maskedCard: charge.maskedCard, brand: charge.brand };
    const carbon = await quotedCarbon(booking, this.deps.quotes);
    const settled = await this.deps.payments.settle(
      attempt.id,
      // A higher price after a change of dates: the store applies the change with it.
      attempt.kind === 'CHANGE'
        ? await changeSettlementFor(attempt, booking, charge, this.deps)
        : {
            status: 'APPROVED',
            charge: { chargeId: charge.chargeId, maskedCard: charge.maskedCard, brand: charge.brand },
            bookingStatus: full ? 'BOOKED' : 'RESERVED',
            holdUntil,
            rewards: rewardEntries(this.deps.clock.now(), attempt, booking, full),
            wallet: [],
            messages: paymentApprovedMessages(paid, booking, holdUntil, this.deps.referenceData, carbon),
          },
      now,
    );
    if (settled) this.deps.log('info', 'payment approved', { paymentId: attempt.id, bookingId: booking.id });
    return settled;
  }

  /**
   * Rewards the payment uses are CAPTURED; a booking paid in full earns 1% of its flight cost,
   * ADDED (usable 24 months). A deposit or a wire hold earns nothing yet.
   */
  private expectation(attempt: PaymentAttempt): ClaimExpectation {
    const now = this.deps.clock.now();
    return {
      status: attempt.kind === 'BALANCE' ? 'RESERVED' : attempt.kind === 'CHANGE' ? 'BOOKED' : 'DRAFT',
      guard: (booking: Booking, ledgers: LedgerView) => {
        if (attempt.kind === 'BALANCE' && booking.holdUntil && booking.holdUntil.getTime() <= now.getTime()) {
          return PAYMENT_MESSAGES.HOLD_LAPSED;
        }
        if (
          attempt.rewardsUsed > 0 &&
          rewardBalance(ledgers.rewards, now) - ledgers.pendingRewards < attempt.rewardsUsed
        ) {
          return PAYMENT_MESSAGES.REWARDS_CHANGED;
        }
        if (
          attempt.method === 'WALLET' &&
          !walletCanPay(walletBalance(ledgers.wallet) - ledgers.pendingWallet, attempt.amount)
        ) {
          return PAYMENT_MESSAGES.WALLET_BALANCE;
        }
        return null;
      },
    };
  }
}

export type WireReceipt =
  | { ok: true; alreadyRecorded: boolean; paymentId: string; amount: Cents }
  | { ok: false; reason: Extract<WireOutcome, { recorded: false }>['reason']; message: string };
