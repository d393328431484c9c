import type {
  BookingDetails,
  BookingPayments,
  ConfirmPaymentAnswer,
  PaymentResult,
} from '../../ports/charter/booking-payments';
import type { Caller } from '../../ports/caller';

/**
 * A BookingPayments that answers what a test put in it and records every call: for page tests
 * that need a particular booking (a peak trip, a concierge-only trip, a held booking) without
 * driving the engine there. The engine's own behaviour is covered by its contract suite.
 */
export class StubBookingPayments implements BookingPayments {
  readonly bookings = new Map<string, BookingDetails>();
  readonly calls: { method: string; request: unknown }[] = [];

  private found<T>(bookingId: string, answer: (booking: BookingDetails) => T): PaymentResult<T> {
    const booking = this.bookings.get(bookingId);
    return booking
      ? { ok: true, answer: answer(booking) }
      : { ok: false, refusal: { code: 'NOT_FOUND', message: 'Booking not found.' } };
  }

  private paid(booking: BookingDetails, status: 'RESERVED' | 'BOOKED'): ConfirmPaymentAnswer {
    this.bookings.set(booking.bookingId, { ...booking, status });
    return {
      status: 'SUCCESS',
      bookingId: booking.bookingId,
      bookingStatus: status,
      amountPaid: booking.priceBreakup.totalPrice,
      amountDue: 0,
      infoText: status === 'RESERVED' ? 'Complete payment in 23 hours' : null,
    };
  }

  async details(_caller: Caller, bookingId: string) {
    return this.found(bookingId, (b) => b);
  }

  async initiate(_caller: Caller, request: Parameters<BookingPayments['initiate']>[1]) {
    this.calls.push({ method: 'initiate', request });
    return this.found(request.bookingId, (b) => ({
      paymentId: `pay-${this.calls.length}`,
      authorizeNetData: { apiLoginId: 'id', clientKey: 'key', acceptJsUrl: '/sandbox-gateway/v1/Accept.js' },
      flightData: { flight: b.priceBreakup.totalPrice, surcharge: 0, total: b.priceBreakup.totalPrice, rewards: 0 },
      paymentMode: request.paymentMode,
      dueLater: 0,
    }));
  }

  async confirm(_caller: Caller, request: Parameters<BookingPayments['confirm']>[1]) {
    this.calls.push({ method: 'confirm', request });
    const booking = [...this.bookings.values()][0];
    if (!booking) return { ok: false as const, refusal: { code: 'NOT_FOUND' as const, message: 'No payment.' } };
    if (request.dataValue === 'declined') {
      return {
        ok: true as const,
        answer: {
          status: 'FAILED' as const,
          bookingId: booking.bookingId,
          bookingStatus: booking.status,
          message: 'Credit card payment failed!',
          amountPaid: 0,
          amountDue: booking.priceBreakup.totalPrice,
          infoText: null,
        },
      };
    }
    return { ok: true as const, answer: this.paid(booking, 'BOOKED') };
  }

  async reserve(caller: Caller, request: Parameters<BookingPayments['reserve']>[1]) {
    this.calls.push({ method: 'reserve', request });
    const booking = [...this.bookings.values()][0];
    if (!booking) return { ok: false as const, refusal: { code: 'NOT_FOUND' as const, message: 'No payment.' } };
    void caller;
    return { ok: true as const, answer: this.paid(booking, 'RESERVED') };
  }

  async walletPay(_caller: Caller, request: Parameters<BookingPayments['walletPay']>[1]) {
    this.calls.push({ method: 'walletPay', request });
    return this.found(request.bookingId, (b) => this.paid(b, 'BOOKED'));
  }

  async wire(_caller: Caller, request: Parameters<BookingPayments['wire']>[1]) {
    this.calls.push({ method: 'wire', request });
    return this.found(request.bookingId, (b) => this.paid(b, 'RESERVED'));
  }

  async appleMerchantSession(_caller: Caller, request: Parameters<BookingPayments['appleMerchantSession']>[1]) {
    this.calls.push({ method: 'appleMerchantSession', request });
    return { ok: true as const, answer: { merchantSessionIdentifier: 'stub' } as unknown };
  }

  // The customer's cancellations and changes are the engine's (its contract suite); a page test
  // that needs them drives the engine.
  async cancellationQuote(_caller: Caller, bookingId: string) {
    return this.found(bookingId, () => {
      throw new Error('StubBookingPayments does not cancel');
    });
  }

  async cancel(_caller: Caller, request: Parameters<BookingPayments['cancel']>[1]) {
    return this.cancellationQuote(_caller, request.bookingId);
  }

  async changeQuote(_caller: Caller, request: Parameters<BookingPayments['changeQuote']>[1]) {
    return this.found(request.bookingId, () => {
      throw new Error('StubBookingPayments does not change trips');
    });
  }

  async change(_caller: Caller, _request: Parameters<BookingPayments['change']>[1]) {
    return { ok: false as const, refusal: { code: 'NOT_FOUND' as const, message: 'No change.' } };
  }

  async receipt(_caller: Caller, bookingId: string) {
    return this.found(bookingId, (b) => ({
      bookingId: b.bookingId,
      status: b.status,
      totalPrice: b.priceBreakup.totalPrice,
      priceBreakup: b.priceBreakup,
      paidPaymentDetails: [],
      dueAmountDetails: b.dueAmountDetails,
    }));
  }
}

/** A draft light-jet round trip KTEB-KPBI, in the details shape; `overrides` adjusts it. */
export function draftBooking(bookingId: string, overrides: Partial<BookingDetails> = {}): BookingDetails {
  const airport = (icaoCode: string, displayName: string, city: string) => ({
    icaoCode,
    displayName,
    city,
    countryCode: 'US',
  });
  const leg = (order: number, from: ReturnType<typeof airport>, to: ReturnType<typeof airport>, date: string) => ({
    departureAirport: from,
    arrivalAirport: to,
    departureDateTime: `${date} 10:00:00`,
    arrivalDateTime: `${date} 12:45:00`,
    flightTime: '2:45',
    departureAirportRestriction: false,
    arrivalAirportRestriction: false,
    legOrder: order,
    paddedFuelStops: 0,
    stopLabel: 'NON-STOP',
    fuelStops: [],
  });
  const teb = airport('KTEB', 'Teterboro', 'Teterboro');
  const pbi = airport('KPBI', 'Palm Beach International', 'West Palm Beach');
  const checkout = (cardFee: number, dueNow: number, dueLater = 0) => ({
    aircraftPrice: 20_000,
    taxes: 1_500,
    addons: 0,
    carbonOffset: 0,
    rewardsApplied: 0,
    flightTotal: 21_500,
    cardFee,
    dueNow,
    dueLater,
  });
  return {
    bookingId,
    status: 'DRAFT',
    tripStatus: 'UPCOMING',
    aboneSearchId: 'search-LIGHT_JET-0',
    craftDetail: { aircraftCategory: 'LIGHT_JET', displayName: 'Light Jet', aircraftName: 'Citation CJ3+' },
    legs: [leg(1, teb, pbi, '10-02-2027'), leg(2, pbi, teb, '12-02-2027')],
    addonResponse: [],
    addonIds: [],
    useRewards: false,
    priceBreakup: {
      aircraftPrice: 20_000,
      addonsPrice: 0,
      taxes: 1_500,
      totalPrice: 21_500,
      rewardsInfo: { rewardsApplied: 0, rewardsEarned: 215 },
    },
    checkout: {
      PAY_NOW_CARD: checkout(645, 22_145),
      PAY_BY_WIRE: checkout(0, 21_500),
      RESERVE_CARD: checkout(0, 1_000, 20_500),
    },
    infoText: null,
    holdUntil: null,
    dueAmountDetails: { dueAmount: 21_500 },
    balance: { rewardBalance: 0, rewardPayApplicable: false, walletBalance: 0, walletPayApplicable: false },
    rules: {
      bookableOnline: true,
      conciergeReason: null,
      onDemand: false,
      canReserve: true,
      peakNoticeShown: false,
      peakMessage: null,
      phoneRequired: false,
      fuelSurchargeNote: true,
    },
    ...overrides,
  };
}
