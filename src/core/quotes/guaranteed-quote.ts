import { maxRewardsForBooking } from '../ledger/rewards';
import { walletCanPay } from '../ledger/wallet';
import type { Cents } from '../money';
import type { OffsetAmount } from '../carbon/offset';
import { dollars, priceBreakup, type Dollars, type PriceBreakup, type PricedAmounts } from './quote-view';
import { isBusy, type BusyWindow } from './busy-windows';
import type { QuotedOption, StoredQuote } from './search-quotes';

/**
 * Quotes are guaranteed (spec 000 section 1, spec 001 section 1): the price a customer books is
 * the quoted price while the quote is valid; after that, or when the aircraft has been taken
 * meanwhile, the search must be run again. Nothing here re-prices silently.
 */
export type QuoteRefusal = 'UNKNOWN_OPTION' | 'EXPIRED' | 'AIRCRAFT_TAKEN';

export type BookingPrice =
  | { ok: true; option: QuotedOption; aircraftPrice: Cents; taxes: Cents }
  | { ok: false; reason: QuoteRefusal; requote: true };

export function bookingPrice(
  quote: StoredQuote,
  aboneSearchId: string,
  now: Date,
  busy: readonly BusyWindow[] = [],
): BookingPrice {
  const option = quote.options.find((o) => o.aboneSearchId === aboneSearchId);
  if (!option) return { ok: false, reason: 'UNKNOWN_OPTION', requote: true };
  if (now.getTime() >= Date.parse(quote.validUntil)) return { ok: false, reason: 'EXPIRED', requote: true };
  const parent = option.emptyLeg?.of;
  const others = parent ? busy.filter((w) => w.bookingId !== parent) : busy;
  if (isBusy(others, Date.parse(option.busyFrom), Date.parse(option.busyTo)))
    return { ok: false, reason: 'AIRCRAFT_TAKEN', requote: true };
  return { ok: true, option, aircraftPrice: option.aircraftPrice, taxes: option.taxes };
}

export interface SelectionRequest {
  quote: StoredQuote;
  aboneSearchId: string;
  addonIds: readonly string[];
  useRewards: boolean;
  /** The customer's usable reward balance now (rewardBalance of the ledger); 0 when anonymous. */
  rewardBalance: Cents;
  walletBalance: Cents;
  /** Assigned by the engine layer (a new booking, or the one being re-priced). */
  bookingId: string;
  now: Date;
  busy?: readonly BusyWindow[];
  /** The carbon offset the customer chose, priced (docs/decisions/060); absent: none. */
  carbonOffset?: OffsetAmount | null;
}

export interface BalanceView {
  rewardBalance: Dollars;
  rewardPayApplicable: boolean;
  walletBalance: Dollars;
  walletPayApplicable: boolean;
}

export interface PricedSelection {
  /** The update-addons answer (spec 000 section 7). */
  answer: { priceBreakup: PriceBreakup; bookingId: string; balance: BalanceView };
  amounts: PricedAmounts;
  addonIds: string[];
}

export type SelectionOutcome =
  { ok: true; selection: PricedSelection } | { ok: false; reason: QuoteRefusal | 'UNKNOWN_ADDON'; requote: boolean };

/**
 * Prices a chosen option with its add-ons (book-aircraft/update-addons): the guaranteed
 * aircraft price and taxes, plus the chosen add-ons, less rewards when asked. Rewards are
 * capped by the ledger's rule (half the balance, never more than the booking): they pay part of
 * the total and do not lower the taxes (docs/decisions/008-quote-engine.md).
 */
export function priceSelection(request: SelectionRequest): SelectionOutcome {
  const decided = bookingPrice(request.quote, request.aboneSearchId, request.now, request.busy);
  if (!decided.ok) return decided;
  const { option } = decided;
  const ids = [...new Set(request.addonIds)];
  let addons = 0;
  for (const id of ids) {
    const offer = option.addons.find((a) => a.addOnId === id);
    if (!offer) return { ok: false, reason: 'UNKNOWN_ADDON', requote: false };
    addons += offer.price;
  }
  const carbonOffset = request.carbonOffset ?? null;
  const beforeRewards = decided.aircraftPrice + addons + decided.taxes + (carbonOffset?.price ?? 0);
  const rewardsApplied = request.useRewards ? maxRewardsForBooking(request.rewardBalance, beforeRewards) : 0;
  const { view, total } = priceBreakup({
    aircraftPrice: decided.aircraftPrice,
    addons,
    taxes: decided.taxes,
    rewardsApplied,
    carbonOffset,
  });
  return {
    ok: true,
    selection: {
      answer: {
        priceBreakup: view,
        bookingId: request.bookingId,
        balance: {
          rewardBalance: dollars(request.rewardBalance),
          rewardPayApplicable: request.rewardBalance > 0,
          walletBalance: dollars(request.walletBalance),
          walletPayApplicable: walletCanPay(request.walletBalance, total),
        },
      },
      amounts: {
        aircraftPrice: decided.aircraftPrice,
        addons,
        taxes: decided.taxes,
        rewardsApplied,
        carbonOffset: carbonOffset?.price ?? 0,
        total,
      },
      addonIds: ids,
    },
  };
}
