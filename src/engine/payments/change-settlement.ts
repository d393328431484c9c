import { rewardEarned } from '../../core/ledger/rewards';
import type { PaymentRefusalCode } from '../../../ports/charter/booking-payments';
import type { Booking } from '../../../ports/charter/booking-store';
import type {
  BookingChange,
  ChangeRefusalReason,
  PaymentAttempt,
  Settlement,
} from '../../../ports/charter/payment-store';
import type { ChargeApproved } from '../../../ports/payment-gateway';
import { CHANGE_MESSAGES } from '../../core/payments/trip-change';
import { CANCEL_MESSAGES } from './cancel-booking';
import { bookingChangedMessages } from '../messages/booking-messages';
import type { PaymentEngineDeps } from './payment-engine-deps';

/**
 * A higher price after a change of dates, paid (decision 037): settled like any payment (the
 * store applies the change in the same transaction), earning the 1% rewards on what it adds to
 * the trip, and e-mailed as the change it pays for.
 */
export function changeSettlement(
  attempt: PaymentAttempt,
  change: BookingChange,
  booking: Booking,
  charge: ChargeApproved | null,
  deps: Pick<PaymentEngineDeps, 'clock' | 'referenceData'>,
): Settlement {
  const at = deps.clock.now();
  const earned = rewardEarned(attempt.flightAmount);
  const paid = charge ? { ...attempt, maskedCard: charge.maskedCard, brand: charge.brand } : attempt;
  const after: Booking = { ...booking, ...change.next, updatedAt: at };
  return {
    status: 'APPROVED',
    charge: charge ? { chargeId: charge.chargeId, maskedCard: charge.maskedCard, brand: charge.brand } : null,
    bookingStatus: 'BOOKED',
    holdUntil: null,
    rewards: earned > 0 ? [{ bookingId: booking.id, amount: earned, status: 'ADDED', at }] : [],
    wallet:
      attempt.method === 'WALLET'
        ? [{ amount: attempt.amount, status: 'PAID', at, display: `Change of booking ${booking.id}` }]
        : [],
    messages: bookingChangedMessages(after, change, { paid, refunds: [], adminFee: 0, rule: null }, deps.referenceData),
  };
}

/** The settlement of an approved CHANGE payment (a card, or reconciled after a crash). */
export async function changeSettlementFor(
  attempt: PaymentAttempt,
  booking: Booking,
  charge: ChargeApproved | null,
  deps: PaymentEngineDeps,
): Promise<Settlement> {
  const change = attempt.changeId ? await deps.payments.findChange(attempt.changeId) : undefined;
  if (!change) throw new Error(`change payment ${attempt.id} has no change`);
  return changeSettlement(attempt, change, booking, charge, deps);
}

/** Why a change cannot go ahead, as the customer reads it. */
export function changeRefusal(reason: ChangeRefusalReason): { code: PaymentRefusalCode; message: string } {
  switch (reason) {
    case 'NOT_FOUND':
      return { code: 'NOT_FOUND', message: CANCEL_MESSAGES.NOT_FOUND };
    case 'ALREADY_APPLIED':
    case 'BOOKING_CHANGED':
      return { code: 'TERMS_CHANGED', message: CHANGE_MESSAGES.CHANGED_MEANWHILE };
    case 'NOT_QUOTED':
    case 'PAYMENT_IN_PROGRESS':
      return { code: 'PAYMENT_IN_PROGRESS', message: CANCEL_MESSAGES.PAYMENT_IN_PROGRESS };
    case 'EXPIRED':
      return { code: 'TERMS_CHANGED', message: CHANGE_MESSAGES.EXPIRED };
    case 'NOT_BOOKED':
      return { code: 'NOT_CHANGEABLE', message: CHANGE_MESSAGES.NOT_BOOKED };
    case 'AIRCRAFT_TAKEN':
      return { code: 'AIRCRAFT_UNAVAILABLE', message: CHANGE_MESSAGES.AIRCRAFT_TAKEN };
    case 'REFUND_CHANGED':
      return { code: 'TERMS_CHANGED', message: CANCEL_MESSAGES.REFUND_CHANGED };
  }
}
