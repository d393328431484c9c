import { walletBalance, walletCanPay } from '../../core/ledger/wallet';
import { centsToDollars, dollarsToCents, type Cents } from '../../core/money';
import { cardPaymentAnswer } from './card-payment-answer';
import { isInternational } from '../../core/payments/booking-window';
import { paidParts, planPriceDrop, routeTypeOf, type PriceDropPlan } from '../../core/payments/cancellation';
import {
  CHANGE_MESSAGES,
  changedSearch,
  changeRefusalNow,
  departureInput,
  differencePayment,
  newDatesRefusal,
  type ChangeRefusal,
} from '../../core/payments/trip-change';
import { repriceTrip } from '../../core/quotes/reprice-trip';
import { readTrip, searchOptionsSchema } from '../../core/quotes/trip';
import type {
  ChangeQuote,
  ChangeQuoteRequest,
  ChangeTripAnswer,
  ChangeTripRequest,
  PaymentRefusalCode,
  PaymentResult,
} from '../../../ports/charter/booking-payments';
import type { Booking } from '../../../ports/charter/booking-store';
import type { BookingChange, ChangeDecision, PaidHistory, PaymentAttempt } from '../../../ports/charter/payment-store';
import type { Caller } from '../../../ports/caller';
import { bookingChangedMessages, instantRefundMessages } from '../messages/booking-messages';
import { quoteDeps } from '../quote-deps';
import { firstDepartureOf, lastArrivalOf } from '../leg-instants';
import { ownBooking, searchIdOf, statusNow, tripFactsOf } from './booking-facts';
import { offsetBought } from '../../core/carbon/offset';
import { historyOf, refundLines } from './cancel-booking';
import { changeRefusal, changeSettlement } from './change-settlement';
import type { PaymentEngineDeps } from './payment-engine-deps';
import type { PayForBooking } from './pay-for-booking';
import { sendRefund } from './refund-sender';

const CODES: Record<ChangeRefusal, PaymentRefusalCode> = {
  NOT_BOOKED: 'NOT_CHANGEABLE',
  ALREADY_CANCELLED: 'ALREADY_CANCELLED',
  FLOWN: 'ALREADY_FLOWN',
  TOO_LATE: 'NOT_CHANGEABLE',
  UNCHANGED: 'DATES_REFUSED',
  PAST: 'DATES_REFUSED',
  WITHIN_24_HOURS: 'DATES_REFUSED',
  TOO_FAR_AHEAD: 'DATES_REFUSED',
  OUTSIDE_SERVICE_AREA: 'NOT_CHANGEABLE',
  NO_AIRCRAFT: 'AIRCRAFT_UNAVAILABLE',
  AIRCRAFT_TAKEN: 'AIRCRAFT_UNAVAILABLE',
  EXPIRED: 'TERMS_CHANGED',
  CHANGED_MEANWHILE: 'TERMS_CHANGED',
  PRICE_MOVED: 'TERMS_CHANGED',
  UNKNOWN_TRIP: 'NOT_CHANGEABLE',
};

const refuse = <T>(code: PaymentRefusalCode, message: string): PaymentResult<T> => ({
  ok: false,
  refusal: { code, message },
});
const refuseChange = <T>(reason: ChangeRefusal): PaymentResult<T> => refuse(CODES[reason], CHANGE_MESSAGES[reason]);
const notFound = <T>() => refuse<T>('NOT_FOUND', 'We could not find this booking.');

/**
 * A customer changes the dates or times of a booked trip (issue 19, decision 037): `quote`
 * prices the trip on the new dates and guarantees that price (a QUOTED change; nothing else
 * moves); `change` confirms it. A lower or equal price is applied at once with the refund the
 * terms give; a higher one is a CHANGE payment through the payments' own exactly-once path (the
 * wallet at once, a card through initiate and confirm), whose settlement applies the change.
 */
export class ChangeTrip {
  constructor(
    private readonly deps: PaymentEngineDeps,
    private readonly pay: PayForBooking,
  ) {}

  async quote(caller: Caller, request: ChangeQuoteRequest): Promise<PaymentResult<ChangeQuote>> {
    if (caller.kind !== 'customer') return notFound();
    const booking = await ownBooking(caller, request.bookingId, this.deps);
    if (!booking || booking.status === 'DRAFT') return notFound();
    const now = this.deps.clock.now();
    const trip = tripFactsOf(booking, this.deps);
    const refused = changeRefusalNow(statusNow(booking, now), trip.firstDeparture, now);
    if (refused) return refuseChange(refused);

    const original = (await this.deps.quotes.find(searchIdOf(booking.aboneSearchId)))?.search;
    const parsed = searchOptionsSchema.safeParse(original);
    if (!parsed.success) return refuseChange('UNKNOWN_TRIP');
    const departures = new Map(request.legs.map((leg) => [leg.legOrder, leg.departureTime]));
    if (
      [...departures.keys()].some((order) => !booking.legs.some((leg) => leg.legOrder === order)) ||
      booking.legs.every((leg) => (departures.get(leg.legOrder) ?? departureInput(leg)) === departureInput(leg))
    ) {
      return refuseChange('UNCHANGED');
    }
    const search = changedSearch(parsed.data, booking.legs, departures);
    const read = readTrip(search, (code) => this.deps.referenceData.airport(code));
    if (!read.ok) return refuse('DATES_REFUSED', read.message);
    const firstDeparture = new Date(read.trip.legs[0]?.departs ?? 0);
    const datesRefused = newDatesRefusal({ firstDeparture, countryCodes: trip.countryCodes }, now);
    if (datesRefused) return refuseChange(datesRefused);

    const busy = await this.deps.bookings.busyWindows(now);
    // The trip's own window does not keep its aircraft from its own new dates.
    const own = (busy.get(booking.tailNumber) ?? []).filter(
      (w) => w.from.getTime() !== booking.busyFrom.getTime() || w.to.getTime() !== booking.busyTo.getTime(),
    );
    busy.set(booking.tailNumber, own);
    const searchId = this.deps.newPaymentId();
    const repriced = repriceTrip(
      {
        search,
        category: booking.category,
        tailNumber: booking.tailNumber,
        addonIds: booking.addonIds,
        rewardsApplied: dollarsToCents(booking.priceBreakup.rewardsInfo.rewardsApplied),
        carbonOffset: offsetBought(booking.priceBreakup),
      },
      { searchId, now },
      quoteDeps(this.deps.referenceData, busy, this.deps.market, now),
    );
    if (!repriced.ok) {
      return repriced.reason === 'TRIP'
        ? refuse('DATES_REFUSED', repriced.message ?? CHANGE_MESSAGES.UNCHANGED)
        : refuseChange('NO_AIRCRAFT');
    }
    const { option, amounts } = repriced.repriced;
    const difference = amounts.total - booking.totalCents;
    const [approved, history] = await Promise.all([
      this.approvedOf(booking.id),
      historyOf(this.deps.payments, booking.id),
    ]);
    const drop = difference < 0 ? this.dropPlan(booking, -difference, approved, history) : null;
    const change: BookingChange = {
      id: this.deps.newPaymentId(),
      bookingId: booking.id,
      userId: caller.userId,
      status: 'QUOTED',
      bookingVersion: booking.updatedAt,
      previous: { legs: booking.legs, tailNumber: booking.tailNumber, totalCents: booking.totalCents },
      next: {
        aboneSearchId: option.aboneSearchId,
        tailNumber: option.tailNumber,
        legs: option.answer.itinerary.legs,
        priceBreakup: repriced.repriced.priceBreakup,
        totalCents: amounts.total,
        busyFrom: new Date(option.busyFrom),
        busyTo: new Date(option.busyTo),
        departsAt: firstDepartureOf(option.answer.itinerary.legs, this.deps.referenceData) ?? firstDeparture,
        arrivesAt: lastArrivalOf(option.answer.itinerary.legs, this.deps.referenceData),
      },
      quotedRefund: drop?.totalRefund ?? 0,
      quotedAdminFee: drop?.totalAdminFee ?? 0,
      rule: drop?.rule ?? null,
      released: [],
      paymentId: null,
      validUntil: new Date(repriced.repriced.quote.validUntil),
      createdAt: now,
      appliedAt: null,
    };
    await this.deps.quotes.save(repriced.repriced.quote);
    await this.deps.payments.createChange(change);
    const wallet = walletBalance(await this.deps.ledger.wallet(caller.userId));
    const card = differencePayment(difference, 'CREDIT_CARD');
    return {
      ok: true,
      answer: {
        changeId: change.id,
        bookingId: booking.id,
        validUntil: change.validUntil.toISOString(),
        previousLegs: booking.legs,
        legs: change.next.legs,
        aircraftName: option.answer.aircraftName,
        sameAircraft: repriced.repriced.sameAircraft,
        previousTotal: centsToDollars(booking.totalCents),
        newTotal: centsToDollars(amounts.total),
        priceBreakup: change.next.priceBreakup,
        difference: centsToDollars(difference),
        refund: drop
          ? {
              amount: centsToDollars(drop.totalRefund),
              adminFee: centsToDollars(drop.totalAdminFee),
              rule: drop.rule,
              refunds: refundLines(drop.refunds, approved),
            }
          : null,
        payment:
          difference > 0
            ? {
                card: {
                  amount: centsToDollars(difference),
                  cardFee: centsToDollars(card.cardFee),
                  total: centsToDollars(card.amount),
                },
                wallet: { balance: centsToDollars(wallet), applicable: walletCanPay(wallet, difference) },
              }
            : null,
      },
    };
  }

  async change(caller: Caller, request: ChangeTripRequest): Promise<PaymentResult<ChangeTripAnswer>> {
    if (caller.kind !== 'customer') return notFound();
    const change = await this.deps.payments.findChange(request.changeId);
    if (!change || change.userId !== caller.userId) return notFound();
    const difference = change.next.totalCents - change.previous.totalCents;
    if (change.status === 'APPLIED') return this.changed(change);
    if (dollarsToCents(request.expectedDifference) !== difference) return refuseChange('PRICE_MOVED');
    if (difference <= 0) return this.applyLowerPrice(change);
    if (!request.paymentMethod) return refuse('SELECTION_REQUIRED', 'Selection is required to confirm booking.');
    if (change.status === 'PAYING') return refuse('PAYMENT_IN_PROGRESS', changeRefusal('PAYMENT_IN_PROGRESS').message);
    if (change.validUntil.getTime() <= this.deps.clock.now().getTime()) return refuseChange('EXPIRED');
    return this.payHigherPrice(caller, change, difference, request);
  }

  /** The same or a lower price: applied now, with the refund the terms give, decided again under the lock. */
  private async applyLowerPrice(change: BookingChange): Promise<PaymentResult<ChangeTripAnswer>> {
    const outcome = await this.deps.payments.applyChange({
      changeId: change.id,
      planOf: (booking, quoted, approved, history) => this.lowerPriceDecision(booking, quoted, approved, history),
      messagesOf: (_before, after, applied, refunds) => [
        ...bookingChangedMessages(
          after,
          applied,
          { paid: null, refunds, adminFee: applied.quotedAdminFee, rule: applied.rule },
          this.deps.referenceData,
        ),
        ...instantRefundMessages(refunds),
      ],
      now: this.deps.clock.now(),
    });
    if (!outcome.applied) {
      if (outcome.refusal === 'ALREADY_APPLIED') return this.changed(change);
      const refused = changeRefusal(outcome.refusal);
      return refuse(refused.code, refused.message);
    }
    this.deps.log('info', 'trip changed by its customer', { bookingId: change.bookingId, changeId: change.id });
    for (const refund of outcome.refunds) if (refund.status === 'PENDING') await sendRefund(refund, this.deps);
    return this.changed(outcome.change);
  }

  private lowerPriceDecision(
    booking: Booking,
    change: BookingChange,
    approved: PaymentAttempt[],
    history: PaidHistory,
  ): ChangeDecision {
    const drop = change.previous.totalCents - change.next.totalCents;
    if (drop <= 0) return { ok: true, plan: null };
    const plan = this.dropPlan(booking, drop, approved, history);
    if (plan.totalRefund !== change.quotedRefund)
      return { ok: false, refusal: 'REFUND_CHANGED', refundNow: plan.totalRefund };
    return { ok: true, plan };
  }

  /** What the terms refund of a lower price now, by the time left before the trip as booked. */
  private dropPlan(
    booking: Booking,
    drop: Cents,
    approved: readonly PaymentAttempt[],
    history: PaidHistory,
  ): PriceDropPlan {
    const trip = tripFactsOf(booking, this.deps);
    return planPriceDrop({
      routeType: routeTypeOf(booking.legs),
      international: isInternational(trip.countryCodes),
      firstDeparture: trip.firstDeparture,
      changedAt: this.deps.clock.now(),
      paid: paidParts(approved, history.released),
      drop,
      rebookedAt: history.rebookedAt,
    });
  }

  /** A higher price: one CHANGE payment, by the wallet now or by a card the customer confirms. */
  private async payHigherPrice(
    caller: Extract<Caller, { kind: 'customer' }>,
    change: BookingChange,
    difference: Cents,
    request: ChangeTripRequest,
  ): Promise<PaymentResult<ChangeTripAnswer>> {
    const method = request.paymentMethod ?? 'CREDIT_CARD';
    const clientKey = request.idempotencyKey ? `change:${request.idempotencyKey}` : null;
    if (clientKey) {
      const earlier = await this.deps.payments.findByClientKey(caller.userId, clientKey);
      if (earlier) return earlier.changeId === change.id ? this.paidOutcome(earlier, change) : notFound();
    }
    const { cardFee, amount } = differencePayment(difference, method);
    if (method === 'WALLET' && !walletCanPay(walletBalance(await this.deps.ledger.wallet(caller.userId)), amount)) {
      return refuse(
        'WALLET_BALANCE',
        'Your wallet balance must stay at or above $10,000 after paying. Please choose another way to pay.',
      );
    }
    const now = this.deps.clock.now();
    const attempt: PaymentAttempt = {
      id: this.deps.newPaymentId(),
      bookingId: change.bookingId,
      userId: caller.userId,
      kind: 'CHANGE',
      method,
      status: 'INITIATED',
      amount,
      cardFee,
      flightAmount: difference,
      rewardsUsed: 0,
      // The booking as quoted: a booking changed since is not charged for this change.
      bookingVersion: change.bookingVersion,
      clientKey,
      chargeId: null,
      maskedCard: null,
      brand: null,
      declineReason: null,
      changeId: change.id,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.deps.payments.createAttempt(attempt);
    } catch (error) {
      // Only the unique client key refuses a fresh attempt: a concurrent twin holds it.
      this.deps.log('info', 'change payment not recorded', { changeId: change.id, err: String(error) });
      const twin = clientKey ? await this.deps.payments.findByClientKey(caller.userId, clientKey) : undefined;
      return twin ? this.paidOutcome(twin, change) : refuse('PAYMENT_IN_PROGRESS', changeRefusal('NOT_QUOTED').message);
    }
    if (method === 'WALLET') {
      const paid = await this.pay.settleInHouse(attempt, (booking) =>
        changeSettlement(attempt, change, booking, null, this.deps),
      );
      return paid.ok ? this.paidOutcome(attempt, change) : paid;
    }
    return {
      ok: true,
      answer: {
        status: 'PAYMENT_REQUIRED',
        bookingId: change.bookingId,
        payment: cardPaymentAnswer(this.deps.gateway.clientConfig(), attempt, 'FULL_PAYMENT', 0),
      },
    };
  }

  /** A wallet payment's outcome: the change, once its payment is recorded. */
  private async paidOutcome(attempt: PaymentAttempt, change: BookingChange): Promise<PaymentResult<ChangeTripAnswer>> {
    const outcome = await this.pay.outcomeOf(attempt.id);
    if (!outcome.ok) return outcome;
    if (outcome.answer.status !== 'SUCCESS') {
      return refuse('NOT_PAYABLE', outcome.answer.message ?? 'Credit card payment failed!');
    }
    const applied = await this.deps.payments.findChange(change.id);
    return this.changed(applied ?? change);
  }

  private async changed(change: BookingChange): Promise<PaymentResult<ChangeTripAnswer>> {
    const [attempts, refunds] = await Promise.all([
      change.paymentId ? this.deps.payments.findAttempt(change.paymentId) : Promise.resolve(undefined),
      this.deps.payments.refundsOf(change.bookingId),
    ]);
    return {
      ok: true,
      answer: {
        status: 'CHANGED',
        bookingId: change.bookingId,
        legs: change.next.legs,
        difference: centsToDollars(change.next.totalCents - change.previous.totalCents),
        amountPaid: centsToDollars(attempts?.status === 'APPROVED' ? attempts.amount : 0),
        refund: centsToDollars(
          refunds
            .filter((r) => r.changeId === change.id && r.status !== 'FAILED')
            .reduce((sum, r) => sum + r.amount, 0),
        ),
      },
    };
  }

  private async approvedOf(bookingId: string): Promise<PaymentAttempt[]> {
    return (await this.deps.payments.attemptsOf(bookingId)).filter((a) => a.status === 'APPROVED');
  }
}
