import { CATEGORY_PROFILES } from '../../core/aircraft-categories';
import { rewardBalance } from '../../core/ledger/rewards';
import { walletBalance, walletCanPay } from '../../core/ledger/wallet';
import { centsToDollars, type Cents } from '../../core/money';
import { lapsedHoldRefund } from '../../core/payments/refunds';
import { balanceCardFee, checkoutSummary, showsFuelSurchargeNote } from '../../core/payments/checkout-summary';
import { holdInfoText, PAYMENT_MESSAGES, phoneMissing } from '../../core/payments/payment-plan';
import type { SubPaymentOption } from '../../core/payments/payment-choice';
import { addonGroups, type AddonGroupView } from '../../core/quotes/quote-view';
import type { Booking } from '../../../ports/charter/booking-store';
import type {
  AppleMerchantSessionRequest,
  BookingDetails,
  BookingPayments,
  CancellationQuote,
  CancelTripAnswer,
  CancelTripRequest,
  ChangeQuote,
  ChangeQuoteRequest,
  ChangeTripAnswer,
  ChangeTripRequest,
  CheckoutView,
  ConfirmPaymentAnswer,
  ConfirmPaymentRequest,
  InitiatePaymentAnswer,
  InitiatePaymentRequest,
  PaidPayment,
  PaymentResult,
  Receipt,
  WalletPayRequest,
  WirePaymentRequest,
} from '../../../ports/charter/booking-payments';
import type { Caller } from '../../../ports/caller';
import {
  amountsOf,
  channelOf,
  ownBooking,
  paidTowardFlight,
  peakOverlaps,
  searchIdOf,
  statusNow,
  tripFactsOf,
  type BookingAmounts,
} from './booking-facts';
import type { PaymentEngineDeps } from './payment-engine-deps';
import { PayForBooking } from './pay-for-booking';
import { CancelBooking } from './cancel-booking';
import { ChangeTrip } from './change-trip';
import { holdLapsedMessages } from '../messages/booking-messages';
import { sendRefund } from './refund-sender';

const notFound = <T>(): PaymentResult<T> => ({
  ok: false,
  refusal: { code: 'NOT_FOUND', message: PAYMENT_MESSAGES.NOT_FOUND },
});

/** The embedded charter engine behind the BookingPayments port. */
export class EmbeddedBookingPayments implements BookingPayments {
  readonly pay: PayForBooking;
  /** Cancelling a trip with the refund the terms give (the back office, and its customer). */
  readonly cancellation: CancelBooking;
  /** A booked trip's dates changed by its customer. */
  readonly changes: ChangeTrip;

  constructor(private readonly deps: PaymentEngineDeps) {
    this.pay = new PayForBooking(deps);
    this.cancellation = new CancelBooking(deps);
    this.changes = new ChangeTrip(deps, this.pay);
  }

  async details(caller: Caller, bookingId: string): Promise<PaymentResult<BookingDetails>> {
    const booking = await ownBooking(caller, bookingId, this.deps);
    if (!booking || caller.kind !== 'customer') return notFound();
    const now = this.deps.clock.now();
    const [attempts, rewards, wallet, profile, quote] = await Promise.all([
      this.deps.payments.attemptsOf(booking.id),
      this.deps.ledger.rewards(caller.userId),
      this.deps.ledger.wallet(caller.userId),
      this.deps.profiles.getProfile(caller.userId),
      this.deps.quotes.find(searchIdOf(booking.aboneSearchId)),
    ]);
    const status = statusNow(booking, now);
    const amounts = amountsOf(booking);
    const paid = paidTowardFlight(attempts);
    const due = ['CANCELLED', 'BOOKED', 'COMPLETED'].includes(status) ? 0 : Math.max(0, booking.totalCents - paid);
    const channel = channelOf(booking, this.deps, now);
    const onDemand = channel.online && channel.onDemand;
    const canReserve = channel.online && channel.canHold;
    const rewardsNow = rewardBalance(rewards, now);
    const walletNow = walletBalance(wallet);
    const option = quote?.options.find((o) => o.aboneSearchId === booking.aboneSearchId);
    const arrives = booking.arrivesAt ?? booking.busyTo;
    const payable = status === 'DRAFT' ? booking.totalCents : status === 'RESERVED' ? due : 0;
    return {
      ok: true,
      answer: {
        bookingId: booking.id,
        status,
        tripStatus:
          status === 'CANCELLED' || status === 'COMPLETED' || arrives.getTime() <= now.getTime() ? 'PAST' : 'UPCOMING',
        aboneSearchId: booking.aboneSearchId,
        craftDetail: {
          aircraftCategory: booking.category,
          displayName: option?.answer.displayName ?? CATEGORY_PROFILES[booking.category].displayName,
          aircraftName: option?.answer.aircraftName ?? null,
        },
        legs: booking.legs,
        carbon: option?.answer.carbon ?? null,
        addonResponse: option ? addonGroups(option.addons, new Set(booking.addonIds)) : ([] as AddonGroupView[]),
        addonIds: booking.addonIds,
        useRewards: booking.useRewards,
        priceBreakup: booking.priceBreakup,
        checkout: checkoutOf(status, amounts, due, canReserve),
        infoText: status === 'RESERVED' && booking.holdUntil ? holdInfoText(booking.holdUntil, now) : null,
        holdUntil: status === 'RESERVED' && booking.holdUntil ? booking.holdUntil.toISOString() : null,
        dueAmountDetails: { dueAmount: centsToDollars(due) },
        balance: {
          rewardBalance: centsToDollars(rewardsNow),
          rewardPayApplicable: rewardsNow > 0,
          walletBalance: centsToDollars(walletNow),
          walletPayApplicable: payable > 0 && walletCanPay(walletNow, payable),
        },
        rules: {
          bookableOnline: channel.online,
          conciergeReason: channel.online ? null : channel.reason,
          onDemand,
          canReserve,
          peakNoticeShown: peakOverlaps(booking, this.deps, now),
          peakMessage: peakOverlaps(booking, this.deps, now) ? this.deps.peakTravel.bookingMessage : null,
          phoneRequired: phoneMissing(profile?.phone),
          fuelSurchargeNote: showsFuelSurchargeNote(tripFactsOf(booking, this.deps).firstDeparture, now),
        },
      },
    };
  }

  initiate(caller: Caller, request: InitiatePaymentRequest): Promise<PaymentResult<InitiatePaymentAnswer>> {
    return this.pay.initiate(caller, request);
  }

  confirm(caller: Caller, request: ConfirmPaymentRequest): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    return this.pay.confirm(caller, request);
  }

  reserve(caller: Caller, request: Omit<ConfirmPaymentRequest, 'mode'>): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    return this.pay.confirm(caller, { ...request, mode: 'PARTIAL_PAYMENT' });
  }

  walletPay(caller: Caller, request: WalletPayRequest): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    return this.pay.walletPay(caller, request);
  }

  wire(caller: Caller, request: WirePaymentRequest): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    return this.pay.wire(caller, request);
  }

  async appleMerchantSession(caller: Caller, request: AppleMerchantSessionRequest): Promise<PaymentResult<unknown>> {
    if (caller.kind !== 'customer') {
      return { ok: false, refusal: { code: 'SIGN_IN_REQUIRED', message: PAYMENT_MESSAGES.SIGN_IN_REQUIRED } };
    }
    const session = await this.deps.gateway.appleMerchantSession({
      validationUrl: request.validationUrl,
      domain: this.deps.merchant.domain,
      displayName: this.deps.merchant.displayName,
    });
    return { ok: true, answer: session };
  }

  async receipt(caller: Caller, bookingId: string): Promise<PaymentResult<Receipt>> {
    const booking = await ownBooking(caller, bookingId, this.deps);
    if (!booking) return notFound();
    const [attempts, refunds] = await Promise.all([
      this.deps.payments.attemptsOf(booking.id),
      this.deps.payments.refundsOf(booking.id),
    ]);
    const status = statusNow(booking, this.deps.clock.now());
    // In the order they were paid; a deposit always comes before its balance.
    const approved = attempts
      .filter((a) => a.status === 'APPROVED')
      .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || STAGE_ORDER[a.kind] - STAGE_ORDER[b.kind]);
    const details: PaidPayment[] = approved.map((a) => {
      const refunded = refunds
        .filter((r) => r.paymentId === a.id && r.status !== 'FAILED')
        .reduce((sum, r) => sum + r.amount, 0);
      return {
        paymentMethod: a.method,
        kind: a.kind,
        amount: centsToDollars(a.amount),
        cardFee: centsToDollars(a.cardFee),
        maskedCard: a.maskedCard,
        brand: a.brand,
        paidAt: a.updatedAt.toISOString(),
        refunded: centsToDollars(refunded),
      };
    });
    const total = approved.reduce((sum, a) => sum + a.amount, 0) - sumRefunded(refunds);
    const due =
      status === 'DRAFT' || status === 'RESERVED' ? Math.max(0, booking.totalCents - paidTowardFlight(attempts)) : 0;
    return {
      ok: true,
      answer: {
        bookingId: booking.id,
        status,
        totalPrice: centsToDollars(total),
        priceBreakup: booking.priceBreakup,
        paidPaymentDetails: details,
        dueAmountDetails: { dueAmount: centsToDollars(due) },
      },
    };
  }

  cancellationQuote(caller: Caller, bookingId: string): Promise<PaymentResult<CancellationQuote>> {
    return this.cancellation.customerQuote(caller, bookingId);
  }

  cancel(caller: Caller, request: CancelTripRequest): Promise<PaymentResult<CancelTripAnswer>> {
    return this.cancellation.customerCancel(caller, request);
  }

  changeQuote(caller: Caller, request: ChangeQuoteRequest): Promise<PaymentResult<ChangeQuote>> {
    return this.changes.quote(caller, request);
  }

  change(caller: Caller, request: ChangeTripRequest): Promise<PaymentResult<ChangeTripAnswer>> {
    return this.changes.change(caller, request);
  }

  /**
   * The background work every engine node runs on an interval (and reconcile once at start):
   * finish payments a crash left pending, cancel lapsed holds and refund their deposits less
   * 3.5%, send refunds still owed, and mark landed trips COMPLETED. Each step is idempotent
   * SQL that several nodes may run at once.
   */
  async runJobs(options: { reconcileGraceMs: number; batch?: number }): Promise<JobReport> {
    const batch = options.batch ?? 100;
    const reconciled = await this.pay.reconcile(options.reconcileGraceMs);
    const cancelled = await this.deps.payments.cancelLapsedHolds(
      this.deps.clock.now(),
      batch,
      lapsedHoldRefund,
      (hold) => holdLapsedMessages(hold, this.deps.referenceData),
    );
    let refunded = 0;
    for (const hold of cancelled) {
      this.deps.log('info', 'hold lapsed: booking cancelled', { bookingId: hold.bookingId });
      if (hold.refund && (await sendRefund(hold.refund, this.deps))) refunded += 1;
    }
    // Refunds a crash left unsent, after the grace period (the node that recorded them sends
    // them straight away; the same idempotency key makes a second sending harmless anyway).
    const before = new Date(this.deps.clock.now().getTime() - options.reconcileGraceMs);
    for (const refund of await this.deps.payments.pendingRefunds(before, batch)) {
      if (await sendRefund(refund, this.deps)) refunded += 1;
    }
    const completed = await this.deps.payments.completeLandedTrips(this.deps.clock.now());
    return { ...reconciled, cancelled: cancelled.length, refunded, completed };
  }
}

const STAGE_ORDER = { DEPOSIT: 0, FULL: 1, BALANCE: 2, CHANGE: 3 } as const;

export interface JobReport {
  approved: number;
  declined: number;
  cancelled: number;
  refunded: number;
  completed: number;
}

function sumRefunded(refunds: readonly { amount: Cents; status: string }[]): Cents {
  return refunds.filter((r) => r.status !== 'FAILED').reduce((sum, r) => sum + r.amount, 0);
}

const view = (s: ReturnType<typeof checkoutSummary>): CheckoutView => ({
  aircraftPrice: centsToDollars(s.aircraftPrice),
  taxes: centsToDollars(s.taxes),
  addons: centsToDollars(s.addons),
  carbonOffset: centsToDollars(s.carbonOffset),
  rewardsApplied: centsToDollars(s.rewardsApplied),
  flightTotal: centsToDollars(s.flightTotal),
  cardFee: centsToDollars(s.cardFee),
  dueNow: centsToDollars(s.dueNow),
  dueLater: centsToDollars(s.dueLater),
});

/** What each way of paying costs: the whole trip for a draft, the balance for a held booking. */
function checkoutOf(
  status: Booking['status'],
  amounts: BookingAmounts,
  due: Cents,
  canReserve: boolean,
): Partial<Record<SubPaymentOption, CheckoutView>> {
  const input = { ...amounts };
  if (status === 'DRAFT') {
    const ways: SubPaymentOption[] = ['PAY_NOW_CARD', 'PAY_NOW_WALLET', 'APPLE_PAY'];
    if (canReserve) ways.push('PAY_BY_WIRE', 'RESERVE_CARD');
    return Object.fromEntries(ways.map((subOption) => [subOption, view(checkoutSummary({ ...input, subOption }))]));
  }
  if (status !== 'RESERVED' || due <= 0) return {};
  const balance = (fee: Cents) =>
    view({
      ...checkoutSummary({ ...input, subOption: 'PAY_NOW_WALLET' }),
      cardFee: fee,
      dueNow: due + fee,
      dueLater: 0,
    });
  return {
    PAY_NOW_CARD: balance(balanceCardFee(due)),
    APPLE_PAY: balance(balanceCardFee(due)),
    PAY_NOW_WALLET: balance(0),
  };
}
