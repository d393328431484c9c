import { rewardBalance } from '../core/ledger/rewards';
import { walletBalance } from '../core/ledger/wallet';
import { offsetOf } from '../core/carbon/offset';
import type { Cents } from '../core/money';
import { priceSelection, type QuoteRefusal } from '../core/quotes/guaranteed-quote';
import type { Booking, BookingOwner } from '../../ports/charter/booking-store';
import type { UpdateAddonsRequest, UpdateAddonsResult } from '../../ports/charter/flight-search';
import type { Caller } from '../../ports/caller';
import type { EngineDeps } from './search-flights';
import { firstDepartureOf, lastArrivalOf } from './leg-instants';

export const REFUSALS: Record<QuoteRefusal | 'UNKNOWN_ADDON', string> = {
  UNKNOWN_OPTION: 'We could not find this quote. Please search again.',
  EXPIRED: 'This quote has expired. Please search again for current prices.',
  AIRCRAFT_TAKEN: 'This aircraft is no longer available for your trip. Please search again.',
  UNKNOWN_ADDON: 'One of the chosen add-ons is not offered with this aircraft.',
};
export const NO_OFFSET_MESSAGE = "This trip's carbon cannot be offset: it has no carbon figure. Please search again.";

/** `<searchId>-<CATEGORY>-<rank>` (docs/decisions/008): the search id is everything before. */
const OPTION_ID = /^(.+)-([A-Z_]+)-(\d+)$/;

/**
 * book-aircraft/update-addons: prices the chosen aircraft of a stored quote with its add-ons
 * and keeps the booking draft the customer goes on to pay.
 * A signed-in customer's reward and wallet balances come from their ledgers; a visitor has
 * none, so `useRewards` applies nothing for them (docs/decisions/008).
 */
export class UpdateAddons {
  constructor(private readonly deps: EngineDeps) {}

  async execute(request: UpdateAddonsRequest, caller: Caller): Promise<UpdateAddonsResult> {
    const now = this.deps.clock.now();
    const searchId = OPTION_ID.exec(request.aboneSearchId)?.[1];
    const quote = searchId ? await this.deps.quotes.find(searchId) : undefined;
    if (!quote) return { ok: false, message: REFUSALS.UNKNOWN_OPTION };

    const owner = ownerOf(caller, request.sessionId);
    const existing = request.bookingId ? await this.deps.bookings.find(request.bookingId) : undefined;
    // A draft is re-priced only by its owner; anything else starts a new draft.
    const reuse = existing && existing.status === 'DRAFT' && sameOwner(existing.owner, owner) ? existing : undefined;
    const bookingId = reuse?.id ?? this.deps.newId();

    const [busy, balances] = await Promise.all([this.deps.bookings.busyWindows(now), this.balancesOf(caller, now)]);
    const option = quote.options.find((o) => o.aboneSearchId === request.aboneSearchId);
    const carbon = option?.answer.carbon;
    const offsetPrice = this.deps.offsetCentsPerTonne;
    if (request.offsetCarbon && (!carbon || !offsetPrice)) return { ok: false, message: NO_OFFSET_MESSAGE };
    const carbonOffset = request.offsetCarbon && carbon && offsetPrice ? offsetOf(carbon.totalKg, offsetPrice) : null;
    const outcome = priceSelection({
      quote,
      aboneSearchId: request.aboneSearchId,
      addonIds: request.addonIds,
      useRewards: request.useRewards,
      rewardBalance: balances.rewards,
      walletBalance: balances.wallet,
      bookingId,
      now,
      busy: option ? busy.get(option.tailNumber) : undefined,
      carbonOffset,
    });
    if (!outcome.ok) return { ok: false, message: REFUSALS[outcome.reason] };
    if (!option) return { ok: false, message: REFUSALS.UNKNOWN_OPTION };

    const { selection } = outcome;
    const booking: Booking = {
      id: bookingId,
      status: 'DRAFT',
      owner,
      aboneSearchId: request.aboneSearchId,
      category: option.category,
      tailNumber: option.tailNumber,
      addonIds: selection.addonIds,
      useRewards: request.useRewards,
      priceBreakup: selection.answer.priceBreakup,
      totalCents: selection.amounts.total,
      legs: option.answer.itinerary.legs,
      busyFrom: new Date(option.busyFrom),
      busyTo: new Date(option.busyTo),
      createdAt: reuse?.createdAt ?? now,
      updatedAt: now,
      arrivesAt: lastArrivalOf(option.answer.itinerary.legs, this.deps.referenceData),
      departsAt: firstDepartureOf(option.answer.itinerary.legs, this.deps.referenceData),
      ...(option.emptyLeg ? { emptyLeg: option.emptyLeg } : {}),
    };
    await this.deps.bookings.save(booking);
    return { ok: true, answer: selection.answer };
  }

  private async balancesOf(caller: Caller, now: Date): Promise<{ rewards: Cents; wallet: Cents }> {
    if (caller.kind !== 'customer') return { rewards: 0, wallet: 0 };
    const [rewards, wallet] = await Promise.all([
      this.deps.ledger.rewards(caller.userId),
      this.deps.ledger.wallet(caller.userId),
    ]);
    return { rewards: rewardBalance(rewards, now), wallet: walletBalance(wallet) };
  }
}

function ownerOf(caller: Caller, sessionId: string | null): BookingOwner {
  return caller.kind === 'customer'
    ? { kind: 'customer', userId: caller.userId }
    : { kind: 'anonymous', sessionId: caller.sessionId ?? sessionId };
}

function sameOwner(a: BookingOwner, b: BookingOwner): boolean {
  if (a.kind === 'customer') return b.kind === 'customer' && a.userId === b.userId;
  return b.kind === 'anonymous' && a.sessionId !== null && a.sessionId === b.sessionId;
}
