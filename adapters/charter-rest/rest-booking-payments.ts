import { inject, injectable } from 'inversify';
import type { Caller } from '../../ports/caller';
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
  ConfirmPaymentAnswer,
  ConfirmPaymentRequest,
  InitiatePaymentAnswer,
  InitiatePaymentRequest,
  PaymentRefusalCode,
  PaymentResult,
  Receipt,
  WalletPayRequest,
  WirePaymentRequest,
} from '../../ports/charter/booking-payments';
import { CHARTER_REST_SETTINGS, CharterRestError, sendJson, type CharterRestSettings } from './rest-flight-search';

const REFUSAL_CODES: ReadonlySet<string> = new Set<PaymentRefusalCode>([
  'NOT_FOUND',
  'SIGN_IN_REQUIRED',
  'SELECTION_REQUIRED',
  'PEAK_ACKNOWLEDGEMENT_REQUIRED',
  'PHONE_REQUIRED',
  'CONCIERGE_ONLY',
  'FULL_PAYMENT_REQUIRED',
  'WALLET_BALANCE',
  'NOT_PAYABLE',
  'PAYMENT_IN_PROGRESS',
  'ALREADY_CANCELLED',
  'ALREADY_FLOWN',
  'NOT_CHANGEABLE',
  'TERMS_CHANGED',
  'DATES_REFUSED',
  'AIRCRAFT_UNAVAILABLE',
]);

/**
 * BookingPayments over HTTP: the payment calls of spec 001 section 7 on a charter API (our api
 * tier). The customer's bearer token is forwarded. 404 is NOT_FOUND, 401 SIGN_IN_REQUIRED,
 * 409 a refusal with its code; anything else is an outage and throws. Card tokens travel in
 * the confirm body only, as the browser handed them over.
 */
@injectable()
export class RestBookingPayments implements BookingPayments {
  constructor(@inject(CHARTER_REST_SETTINGS) private readonly settings: CharterRestSettings) {}

  details(caller: Caller, bookingId: string): Promise<PaymentResult<BookingDetails>> {
    return this.call<BookingDetails>(
      'GET',
      `/api/book-aircraft/details?booking-id=${encodeURIComponent(bookingId)}`,
      caller,
    );
  }

  initiate(caller: Caller, request: InitiatePaymentRequest): Promise<PaymentResult<InitiatePaymentAnswer>> {
    return this.call<InitiatePaymentAnswer>('POST', '/api/payment/initiate', caller, request);
  }

  confirm(caller: Caller, request: ConfirmPaymentRequest): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    return this.call<ConfirmPaymentAnswer>('POST', '/api/payment/confirm', caller, request);
  }

  reserve(caller: Caller, request: Omit<ConfirmPaymentRequest, 'mode'>): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    return this.confirm(caller, { ...request, mode: 'PARTIAL_PAYMENT' });
  }

  walletPay(caller: Caller, request: WalletPayRequest): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    return this.call<ConfirmPaymentAnswer>('POST', '/api/payment/wallet-pay', caller, request);
  }

  wire(caller: Caller, request: WirePaymentRequest): Promise<PaymentResult<ConfirmPaymentAnswer>> {
    return this.call<ConfirmPaymentAnswer>('POST', '/api/payment/wire', caller, request);
  }

  appleMerchantSession(caller: Caller, request: AppleMerchantSessionRequest): Promise<PaymentResult<unknown>> {
    return this.call<unknown>('POST', '/api/payment/apple-merchant-session', caller, request);
  }

  receipt(caller: Caller, bookingId: string): Promise<PaymentResult<Receipt>> {
    return this.call<Receipt>('GET', `/api/payment/receipt?booking-id=${encodeURIComponent(bookingId)}`, caller);
  }

  cancellationQuote(caller: Caller, bookingId: string): Promise<PaymentResult<CancellationQuote>> {
    return this.call<CancellationQuote>(
      'GET',
      `/api/booking/cancellation-quote?booking-id=${encodeURIComponent(bookingId)}`,
      caller,
    );
  }

  cancel(caller: Caller, request: CancelTripRequest): Promise<PaymentResult<CancelTripAnswer>> {
    return this.call<CancelTripAnswer>('POST', '/api/booking/cancel', caller, request);
  }

  changeQuote(caller: Caller, request: ChangeQuoteRequest): Promise<PaymentResult<ChangeQuote>> {
    return this.call<ChangeQuote>('POST', '/api/booking/change-quote', caller, request);
  }

  change(caller: Caller, request: ChangeTripRequest): Promise<PaymentResult<ChangeTripAnswer>> {
    return this.call<ChangeTripAnswer>('POST', '/api/booking/change', caller, request);
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    caller: Caller,
    body?: unknown,
  ): Promise<PaymentResult<T>> {
    const { status, body: parsed } = await sendJson(this.settings, method, path, body, caller);
    if (status === 200) return { ok: true, answer: parsed as T };
    const answer = (parsed ?? {}) as { code?: unknown; message?: unknown };
    const message = typeof answer.message === 'string' ? answer.message : '';
    if (status === 404) return { ok: false, refusal: { code: 'NOT_FOUND', message } };
    if (status === 401) return { ok: false, refusal: { code: 'SIGN_IN_REQUIRED', message } };
    if (status === 409 && typeof answer.code === 'string' && REFUSAL_CODES.has(answer.code)) {
      return { ok: false, refusal: { code: answer.code as PaymentRefusalCode, message } };
    }
    throw new CharterRestError(`${path} answered ${status}`, status);
  }
}
