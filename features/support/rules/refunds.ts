import type { Cents } from '../../../src/core/money';
import {
  decideRefund,
  lapsedHoldRefund,
  type Cancellation,
  type CancellationCause,
} from '../../../src/core/payments/refunds';

/**
 * The refund rule book as a person states a case: what was paid and how, what kind of trip,
 * when it was cancelled and why. Checked against the domain core (tag @rules).
 */
export class RefundCase {
  private trip: Omit<Cancellation, 'cause' | 'cancelledAt'> | undefined;
  private depositHeld: Cents | undefined;
  outcome: { refund: Cents; credit: Cents } | undefined;

  private static readonly departure = new Date('2027-01-15T15:00:00Z');

  paid(amount: Cents, method: string, trip: string): void {
    const routeType = /one-way/.test(trip) ? 'ONE_WAY' : /multi-leg/.test(trip) ? 'MULTI_CITY' : 'ROUND_TRIP';
    this.trip = {
      routeType,
      international: /Nassau|London|international/.test(trip),
      onDemand: /on-demand/.test(trip),
      firstDeparture: RefundCase.departure,
      paid: amount,
      prepaidCosts: 0,
      paidByCard: method === 'card',
      alreadyFlown: 0,
    };
  }

  prepaid(amount: Cents): void {
    this.requireTrip().prepaidCosts = amount;
  }

  flown(amount: Cents): void {
    this.requireTrip().alreadyFlown = amount;
  }

  reserved(deposit: Cents): void {
    this.depositHeld = deposit;
  }

  cancel(cause: CancellationCause, hoursBefore = 100): void {
    const cancelledAt = new Date(RefundCase.departure.getTime() - hoursBefore * 3_600_000);
    const decision = decideRefund({ ...this.requireTrip(), cause, cancelledAt });
    this.outcome = { refund: decision.refund, credit: decision.credit };
  }

  holdLapses(): void {
    if (this.depositHeld === undefined) throw new Error('No reservation was made');
    this.outcome = { refund: lapsedHoldRefund(this.depositHeld).refund, credit: 0 };
  }

  private requireTrip() {
    if (!this.trip) throw new Error('No trip was paid for');
    return this.trip;
  }
}
