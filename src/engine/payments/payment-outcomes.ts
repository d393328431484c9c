import { rewardEarned, type RewardEntry } from '../../core/ledger/rewards';
import { centsToDollars } from '../../core/money';
import { holdInfoText, PAYMENT_MESSAGES, type PayMethod, type PlannedPayment } from '../../core/payments/payment-plan';
import type { Booking } from '../../../ports/charter/booking-store';
import type { ConfirmPaymentAnswer, PaymentRefusalCode, PaymentResult } from '../../../ports/charter/booking-payments';
import type { ChangeRefusalReason, ClaimOutcome, PaymentAttempt } from '../../../ports/charter/payment-store';
import { REFUSALS } from '../update-addons';
import { amountsOf, paidTowardFlight } from './booking-facts';
import { changeRefusal } from './change-settlement';
import type { PaymentEngineDeps } from './payment-engine-deps';

// The answers of the payment use cases (docs/decisions/018): refusals, the outcome recorded for
// an attempt, and a new attempt's first record.

export const refuse = <T>(code: PaymentRefusalCode, message: string): PaymentResult<T> => ({
  ok: false,
  refusal: { code, message },
});

export const notFound = <T>() => refuse<T>('NOT_FOUND', PAYMENT_MESSAGES.NOT_FOUND);

/** The outcome recorded for an attempt, waiting a moment while another request charges it. */
export async function outcomeOf(
  deps: PaymentEngineDeps,
  paymentId: string,
): Promise<PaymentResult<ConfirmPaymentAnswer>> {
  const deadline = Date.now() + (deps.confirmWaitMs ?? 15_000);
  let attempt = await deps.payments.findAttempt(paymentId);
  // Backing off: twenty waiting clicks must not crowd out the one request doing the work.
  for (let pause = 50; attempt?.status === 'PENDING' && Date.now() < deadline; pause = Math.min(pause * 2, 400)) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    attempt = await deps.payments.findAttempt(paymentId);
  }
  if (!attempt) return notFound();
  if (attempt.status === 'PENDING' || attempt.status === 'INITIATED') {
    return refuse('PAYMENT_IN_PROGRESS', PAYMENT_MESSAGES.IN_PROGRESS);
  }
  const booking = await deps.bookings.find(attempt.bookingId);
  if (!booking) return notFound();
  const paid = paidTowardFlight(await deps.payments.attemptsOf(booking.id));
  const now = deps.clock.now();
  const base = {
    bookingId: booking.id,
    bookingStatus: booking.status,
    amountDue: centsToDollars(Math.max(0, booking.totalCents - paid)),
    infoText: booking.status === 'RESERVED' && booking.holdUntil ? holdInfoText(booking.holdUntil, now) : null,
  };
  if (attempt.status === 'DECLINED') {
    const message = attempt.method === 'APPLE_PAY' ? PAYMENT_MESSAGES.APPLE_PAY_FAILED : PAYMENT_MESSAGES.CARD_FAILED;
    return { ok: true, answer: { status: 'FAILED', message, amountPaid: 0, ...base } };
  }
  if (attempt.status === 'LAPSED') return refuse('NOT_PAYABLE', PAYMENT_MESSAGES.HOLD_LAPSED);
  const amountPaid = attempt.status === 'APPROVED' ? centsToDollars(attempt.amount) : 0;
  return { ok: true, answer: { status: 'SUCCESS', amountPaid, ...base } };
}

export async function claimRefused(
  deps: PaymentEngineDeps,
  reason: Extract<ClaimOutcome, { claimed: false }>['reason'],
  attempt: PaymentAttempt,
  detail: string | undefined,
): Promise<PaymentResult<ConfirmPaymentAnswer>> {
  switch (reason) {
    case 'NOT_FOUND':
      return notFound();
    case 'NOT_INITIATED':
      // Another request claimed this very attempt first (a double click, a retry): its outcome.
      return outcomeOf(deps, attempt.id);
    case 'OTHER_PENDING':
    case 'BOOKING_MOVED':
      return otherPaymentOutcome(deps, attempt, reason);
    case 'BOOKING_CHANGED':
      return refuse('NOT_PAYABLE', PAYMENT_MESSAGES.PRICE_CHANGED);
    case 'AIRCRAFT_TAKEN':
      return refuse('NOT_PAYABLE', REFUSALS.AIRCRAFT_TAKEN);
    case 'CHANGE': {
      const refused = changeRefusal(detail as ChangeRefusalReason);
      return refuse(refused.code, refused.message);
    }
    case 'GUARD':
      return refuse(
        detail === PAYMENT_MESSAGES.WALLET_BALANCE ? 'WALLET_BALANCE' : 'NOT_PAYABLE',
        detail ?? PAYMENT_MESSAGES.NOT_PAYABLE,
      );
  }
}

/**
 * Another payment of the same booking won (a second tab, a wallet double click without a
 * key): once it has an outcome, a paid or held booking is this customer's answer too; if it
 * failed, this attempt is still open and may be confirmed again.
 */
async function otherPaymentOutcome(
  deps: PaymentEngineDeps,
  attempt: PaymentAttempt,
  reason: 'OTHER_PENDING' | 'BOOKING_MOVED',
): Promise<PaymentResult<ConfirmPaymentAnswer>> {
  const others = await deps.payments.attemptsOf(attempt.bookingId);
  const winner = others
    .filter((a) => a.id !== attempt.id && a.userId === attempt.userId)
    .filter((a) => a.status === 'PENDING' || a.status === 'APPROVED' || a.status === 'AWAITING_TRANSFER')
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  if (winner) {
    const outcome = await outcomeOf(deps, winner.id);
    if (outcome.ok && outcome.answer.status === 'SUCCESS') return outcome;
  }
  return reason === 'OTHER_PENDING'
    ? refuse('PAYMENT_IN_PROGRESS', PAYMENT_MESSAGES.IN_PROGRESS)
    : refuse('NOT_PAYABLE', PAYMENT_MESSAGES.ALREADY_PAID);
}

export function paidBefore(opened: { earlier: PaymentAttempt[] }): number {
  return paidTowardFlight(opened.earlier);
}

export function newAttempt(
  id: string,
  booking: Booking,
  userId: string,
  choice: { method: PayMethod; clientKey: string | null },
  plan: PlannedPayment,
  now: Date,
): PaymentAttempt {
  // Rewards were applied when the booking was priced; the payment that first takes money uses them.
  const rewardsUsed = plan.kind === 'BALANCE' ? 0 : amountsOf(booking).rewardsApplied;
  return {
    id,
    bookingId: booking.id,
    userId,
    kind: plan.kind,
    method: choice.method,
    status: 'INITIATED',
    amount: plan.amount,
    cardFee: plan.cardFee,
    flightAmount: plan.flightAmount,
    rewardsUsed,
    bookingVersion: booking.updatedAt,
    clientKey: choice.clientKey,
    chargeId: null,
    maskedCard: null,
    brand: null,
    declineReason: null,
    changeId: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The rewards a payment spends and, paid in full, earns (decision 018). */
export function rewardEntries(at: Date, attempt: PaymentAttempt, booking: Booking, paidInFull: boolean): RewardEntry[] {
  const entries: RewardEntry[] = [];
  if (attempt.rewardsUsed > 0) {
    entries.push({ bookingId: booking.id, amount: attempt.rewardsUsed, status: 'CAPTURED', at });
  }
  const earned = rewardEarned(booking.totalCents);
  if (paidInFull && earned > 0) entries.push({ bookingId: booking.id, amount: earned, status: 'ADDED', at });
  return entries;
}
