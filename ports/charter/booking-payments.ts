import type { CarbonView } from '../../src/core/carbon/carbon-view';
import type { AircraftCategory } from '../../src/core/aircraft-categories';
import type { BalanceView } from '../../src/core/quotes/guaranteed-quote';
import type { AddonGroupView, Dollars, LegView, PriceBreakup } from '../../src/core/quotes/quote-view';
import type { SubPaymentOption } from '../../src/core/payments/payment-choice';
import type { Caller } from '../caller';

/**
 * Reviewing and paying for a booking: the charter backend's book-aircraft/details,
 * payment/initiate, the payment confirm call, payment/wallet-pay,
 * payment/apple-merchant-session and payment/receipt (spec 001 sections 2, 4 and 7).
 * Two adapters under one contract suite (test/contracts/booking-payments.test.ts): the
 * embedded engine (src/engine/payments) and charter-rest over the REST API.
 *
 * Amounts are dollars with cents (JSON numbers), like the rest of the charter API; the engine
 * computes in integer cents. A booking that is not the caller's answers NOT_FOUND, exactly as
 * an unknown one does.
 */
export interface BookingPayments {
  /** book-aircraft/details: the booking, what each way of paying would cost, and the rules. */
  details(caller: Caller, bookingId: string): Promise<PaymentResult<BookingDetails>>;
  /**
   * payment/initiate: opens one payment attempt (its paymentId) for a card or Apple Pay, and
   * answers what the browser needs to tokenise the card. FULL_PAYMENT pays a draft in full or a
   * held booking's balance; PARTIAL_PAYMENT reserves a draft with the $1,000 deposit.
   */
  initiate(caller: Caller, request: InitiatePaymentRequest): Promise<PaymentResult<InitiatePaymentAnswer>>;
  /**
   * The confirm call: charges the token once for the attempt. Confirming the same paymentId
   * again (a double click, a retry) charges nothing more and answers the first outcome. A
   * declined card answers status FAILED with the spec's message; the client initiates again.
   */
  confirm(caller: Caller, request: ConfirmPaymentRequest): Promise<PaymentResult<ConfirmPaymentAnswer>>;
  /**
   * Reserve by card: confirm in PARTIAL_PAYMENT mode (the $1,000 deposit; the booking is
   * RESERVED and held 24 hours). The same as `confirm` with mode PARTIAL_PAYMENT.
   */
  reserve(caller: Caller, request: Omit<ConfirmPaymentRequest, 'mode'>): Promise<PaymentResult<ConfirmPaymentAnswer>>;
  /** payment/wallet-pay: pays the booking (or a held booking's balance) from the wallet. */
  walletPay(caller: Caller, request: WalletPayRequest): Promise<PaymentResult<ConfirmPaymentAnswer>>;
  /** Pay by wire: the booking is held (RESERVED) for 24 hours awaiting the transfer. */
  wire(caller: Caller, request: WirePaymentRequest): Promise<PaymentResult<ConfirmPaymentAnswer>>;
  /** payment/apple-merchant-session: the merchant session the browser hands to Apple Pay. */
  appleMerchantSession(caller: Caller, request: AppleMerchantSessionRequest): Promise<PaymentResult<unknown>>;
  /** payment/receipt: what was paid, how, and what is still due. */
  receipt(caller: Caller, bookingId: string): Promise<PaymentResult<Receipt>>;

  // A booked trip changed by its customer (issue 19, decision 037). Every call below moves money
  // through the same ledger as the payments above, exactly once however often it is sent.

  /** What cancelling the trip now would refund under the Terms of Sale, or why it cannot be cancelled. */
  cancellationQuote(caller: Caller, bookingId: string): Promise<PaymentResult<CancellationQuote>>;
  /**
   * Cancels the trip with the refund the terms give now, which must be the one the customer was
   * shown (`expectedRefund`): if the time before departure has moved it into another band,
   * nothing happens (TERMS_CHANGED, the new figure in the message). Cancelling again answers
   * ALREADY_CANCELLED; a trip that has flown, ALREADY_FLOWN.
   */
  cancel(caller: Caller, request: CancelTripRequest): Promise<PaymentResult<CancelTripAnswer>>;
  /**
   * Prices the booked trip on new dates or times (the same category, the aircraft booked when it
   * is free) and guarantees that price for a while: the difference, what a higher price costs to
   * pay, or what the terms refund of a lower one. Nothing changes yet.
   */
  changeQuote(caller: Caller, request: ChangeQuoteRequest): Promise<PaymentResult<ChangeQuote>>;
  /**
   * Confirms a quoted change. The same or a lower price: the trip changes now (the refund, if
   * any, on its way). A higher price from the wallet: paid and changed now. By card or Apple
   * Pay: answers PAYMENT_REQUIRED with a payment to confirm with `confirm` (mode FULL_PAYMENT),
   * which changes the trip once the card is charged. Sending a confirmed change again answers
   * its outcome and changes nothing more.
   */
  change(caller: Caller, request: ChangeTripRequest): Promise<PaymentResult<ChangeTripAnswer>>;
}

/** DRAFT until paid; COMPLETED once the trip's last leg has landed. */
export type BookingLifecycleStatus = 'DRAFT' | 'RESERVED' | 'BOOKED' | 'CANCELLED' | 'COMPLETED';
export type PaymentMethod = 'CREDIT_CARD' | 'APPLE_PAY' | 'WALLET' | 'WIRE';
export type PaymentMode = 'FULL_PAYMENT' | 'PARTIAL_PAYMENT';

export type PaymentResult<T> = { ok: true; answer: T } | { ok: false; refusal: PaymentRefusal };

/**
 * Why the backend will not go ahead. `message` is what the customer reads (the spec's words
 * where it has them). The REST API answers NOT_FOUND as 404 and the others as 409.
 */
export interface PaymentRefusal {
  code: PaymentRefusalCode;
  message: string;
}

export type PaymentRefusalCode =
  /** No such booking or payment, or not the caller's. */
  | 'NOT_FOUND'
  /** A visitor: paying needs a signed-in customer. */
  | 'SIGN_IN_REQUIRED'
  /** "Selection is required to confirm booking.": the way of paying does not fit this booking. */
  | 'SELECTION_REQUIRED'
  /** The peak window overlaps the trip and the acknowledgement was not ticked. */
  | 'PEAK_ACKNOWLEDGEMENT_REQUIRED'
  /** The profile has no phone number ("Please enter a phone number"). */
  | 'PHONE_REQUIRED'
  /** Within 24 hours of departure (or otherwise outside online booking): the concierge books. */
  | 'CONCIERGE_ONLY'
  /** An On-Demand Flight: full payment at booking, no hold. */
  | 'FULL_PAYMENT_REQUIRED'
  /** The wallet would fall below its $10,000 minimum balance. */
  | 'WALLET_BALANCE'
  /** The booking is not in a state this payment applies to (already paid, cancelled...). */
  | 'NOT_PAYABLE'
  /** Another payment of this booking is being processed; try again shortly. */
  | 'PAYMENT_IN_PROGRESS'
  /** The trip is cancelled already: it cannot be cancelled again, or changed. */
  | 'ALREADY_CANCELLED'
  /** The trip has flown (or is under way): it can no longer be cancelled or changed. */
  | 'ALREADY_FLOWN'
  /** Not a trip that can be changed online now (a hold not yet paid, within 24 hours of departure). */
  | 'NOT_CHANGEABLE'
  /** The refund or price shown is no longer the one the terms give (a band moved, the quote ran out). */
  | 'TERMS_CHANGED'
  /** New dates the rules refuse: in the past, too soon, too far ahead, or out of order. */
  | 'DATES_REFUSED'
  /** No aircraft of the trip's category is free for the new dates. */
  | 'AIRCRAFT_UNAVAILABLE';

export interface CheckoutView {
  aircraftPrice: Dollars;
  taxes: Dollars;
  addons: Dollars;
  /** The carbon offset line (docs/decisions/060); 0 without. */
  carbonOffset: Dollars;
  rewardsApplied: Dollars;
  /** Aircraft, taxes, add-ons and the carbon offset, less rewards. */
  flightTotal: Dollars;
  /** The 3% card fee on what is charged to a card now; zero for wallet and wire. */
  cardFee: Dollars;
  /** What is paid today. */
  dueNow: Dollars;
  /** A reservation: what remains after the deposit, due within the hold. */
  dueLater: Dollars;
}

export interface BookingDetails {
  bookingId: string;
  status: BookingLifecycleStatus;
  /** PAST once the last leg has landed or the booking is cancelled (My Trips tabs). */
  tripStatus: 'UPCOMING' | 'PAST';
  aboneSearchId: string;
  craftDetail: { aircraftCategory: AircraftCategory; displayName: string; aircraftName: string | null };
  legs: LegView[];
  /**
   * The trip's kg of CO2e as its quote answered it (docs/decisions/057-carbon-per-trip.md);
   * null for a quote made before it.
   */
  carbon?: CarbonView | null;
  /** The add-ons offered with the aircraft (with `selected` set), empty once the quote is gone. */
  addonResponse: AddonGroupView[];
  addonIds: string[];
  useRewards: boolean;
  priceBreakup: PriceBreakup;
  /**
   * What each way of paying costs now (a draft), or what the balance costs (a held booking):
   * keyed by the review page's sub-options. A way the booking cannot use is absent.
   */
  checkout: Partial<Record<SubPaymentOption, CheckoutView>>;
  /** RESERVED: "Complete payment in 23 hours" (the whole hours left); otherwise null. */
  infoText: string | null;
  /** RESERVED: when the hold lapses (ISO 8601). */
  holdUntil: string | null;
  /** What is still owed for the flight, card fee excluded. */
  dueAmountDetails: { dueAmount: Dollars };
  /** The signed-in customer's balances, for the rewards checkbox and pay by wallet. */
  balance: BalanceView;
  rules: BookingRules;
}

export interface BookingRules {
  /** False: only the concierge can book this trip (within 24 hours, 45 days or more ahead...). */
  bookableOnline: boolean;
  conciergeReason: 'WITHIN_24_HOURS' | 'TOO_FAR_AHEAD' | 'OUTSIDE_SERVICE_AREA' | null;
  /** An On-Demand Flight: full payment at booking, no reserve, no wire hold. */
  onDemand: boolean;
  canReserve: boolean;
  /** The peak window overlaps the trip: the acknowledgement must be ticked. */
  peakNoticeShown: boolean;
  peakMessage: string | null;
  /** The profile has no phone: the personal-info modal must open before paying. */
  phoneRequired: boolean;
  /** The trip is 14 or more days out: fuel surcharges may apply. */
  fuelSurchargeNote: boolean;
}

export interface InitiatePaymentRequest {
  bookingId: string;
  /** CREDIT_CARD or APPLE_PAY (wallet and wire have their own calls). */
  paymentMethod: PaymentMethod;
  paymentMode: PaymentMode;
  /** Required when the peak window overlaps the trip. */
  peakAcknowledged?: boolean;
}

export interface InitiatePaymentAnswer {
  paymentId: string;
  authorizeNetData: { apiLoginId: string; clientKey: string; acceptJsUrl: string };
  /** flight: the flight's cost now due; surcharge: the card fee; total: charged today. */
  flightData: { flight: Dollars; surcharge: Dollars; total: Dollars; rewards: Dollars };
  paymentMode: PaymentMode;
  /** A reservation: what remains due within the hold. */
  dueLater: Dollars;
}

export interface ConfirmPaymentRequest {
  paymentId: string;
  paymentMethod: PaymentMethod;
  /** The Accept.js nonce or Apple Pay token: charged, never stored or logged. */
  dataValue: string;
  dataDescriptor: string;
  mode: PaymentMode;
  /**
   * Optional and not needed: the attempt is keyed by paymentId, so any repeat of a confirm
   * (a double click, a retry, a concurrent request) charges once and answers the first outcome.
   */
  idempotencyKey?: string;
}

export interface ConfirmPaymentAnswer {
  /** SUCCESS: paid (or held for wire). FAILED: declined, `message` says so; initiate again. */
  status: 'SUCCESS' | 'FAILED';
  bookingId: string;
  bookingStatus: BookingLifecycleStatus;
  /** "Credit card payment failed!" and the like, on FAILED. */
  message?: string;
  /** Charged by this payment (card fee included), dollars. */
  amountPaid: Dollars;
  /** Still due (a reservation's balance), dollars. */
  amountDue: Dollars;
  infoText: string | null;
}

export interface WalletPayRequest {
  bookingId: string;
  peakAcknowledged?: boolean;
  /** A key per Confirm click, so a retried request pays once. */
  idempotencyKey?: string;
}

export interface WirePaymentRequest {
  bookingId: string;
  peakAcknowledged?: boolean;
}

export interface AppleMerchantSessionRequest {
  validationUrl: string;
  client: 'WEB';
}

export interface PaidPayment {
  paymentMethod: PaymentMethod;
  /** DEPOSIT (reserve), FULL (paid in full), BALANCE (after a deposit), CHANGE (a higher price after a change of dates). */
  kind: 'DEPOSIT' | 'FULL' | 'BALANCE' | 'CHANGE';
  amount: Dollars;
  cardFee: Dollars;
  /** "XXXX1111" for cards, else null. */
  maskedCard: string | null;
  brand: string | null;
  paidAt: string;
  /** Money returned (a lapsed hold's deposit less the 3.5% fee), dollars. */
  refunded: Dollars;
}

export interface Receipt {
  bookingId: string;
  status: BookingLifecycleStatus;
  /** Everything paid, card fees included, less refunds. */
  totalPrice: Dollars;
  priceBreakup: PriceBreakup;
  paidPaymentDetails: PaidPayment[];
  dueAmountDetails: { dueAmount: Dollars };
}

/** One payment's share of a refund, back to the way it was paid. */
export interface RefundLine {
  paymentMethod: PaymentMethod;
  maskedCard: string | null;
  brand: string | null;
  amount: Dollars;
}

export interface CancellationQuote {
  bookingId: string;
  /** Paid toward the trip (card fees excluded). */
  paid: Dollars;
  /** Refunded in all, the 3.5% administrative fee already taken off. */
  refund: Dollars;
  adminFee: Dollars;
  /** The Terms of Sale's rule that decides, in their words. */
  rule: string;
  refunds: RefundLine[];
}

export interface CancelTripRequest {
  bookingId: string;
  /** The refund the customer was shown. */
  expectedRefund: Dollars;
}

export interface CancelTripAnswer extends CancellationQuote {
  bookingStatus: BookingLifecycleStatus;
}

export interface ChangeQuoteRequest {
  bookingId: string;
  /** Each leg's new departure, "YYYY-MM-DD HH:mm" on its departure airport's clock; a leg not named keeps its time. */
  legs: { legOrder: number; departureTime: string }[];
}

export interface ChangeQuote {
  changeId: string;
  bookingId: string;
  /** The new price is guaranteed until then (ISO 8601). */
  validUntil: string;
  previousLegs: LegView[];
  legs: LegView[];
  aircraftName: string | null;
  /** False when the aircraft booked is not free on the new dates and another of the category flies them. */
  sameAircraft: boolean;
  previousTotal: Dollars;
  newTotal: Dollars;
  priceBreakup: PriceBreakup;
  /** New total less the old: positive is to pay, negative is the lower price. */
  difference: Dollars;
  /** A lower price: what the terms refund of it now, the fee, the rule. */
  refund: { amount: Dollars; adminFee: Dollars; rule: string; refunds: RefundLine[] } | null;
  /** A higher price: what paying it costs by card (with the 3% fee) and whether the wallet can. */
  payment: {
    card: { amount: Dollars; cardFee: Dollars; total: Dollars };
    wallet: { balance: Dollars; applicable: boolean };
  } | null;
}

export interface ChangeTripRequest {
  changeId: string;
  /** How to pay a higher price; null when nothing is due. */
  paymentMethod: 'CREDIT_CARD' | 'APPLE_PAY' | 'WALLET' | null;
  /** The difference the customer was shown. */
  expectedDifference: Dollars;
  /** A key per confirmation, so a retried wallet payment pays once. */
  idempotencyKey?: string;
}

export type ChangeTripAnswer =
  | {
      status: 'CHANGED';
      bookingId: string;
      legs: LegView[];
      difference: Dollars;
      /** Charged for a higher price (card fee included). */
      amountPaid: Dollars;
      /** Refunded of a lower price. */
      refund: Dollars;
    }
  | {
      /** Confirm this payment (confirm, mode FULL_PAYMENT) with the card: the trip changes once it is charged. */
      status: 'PAYMENT_REQUIRED';
      bookingId: string;
      payment: InitiatePaymentAnswer;
    };

export const BOOKING_PAYMENTS = Symbol.for('contrail.BookingPayments');
