import type { AircraftCategory } from '../aircraft-categories';
import type { OffsetAmount } from '../carbon/offset';
import type { Cents } from '../money';
import { priceAircraft } from './price-aircraft';
import { placedAt } from './price-trips';
import { QUOTE_VALIDITY_MINUTES } from './rates';
import { priceBreakup, type PriceBreakup, type PricedAmounts } from './quote-view';
import { createStopFinder } from './routing';
import { isBusy } from './busy-windows';
import {
  quotedOption,
  searchQuotes,
  type QuoteDeps,
  type QuotedOption,
  type SearchContext,
  type StoredQuote,
} from './search-quotes';
import { readTrip, type SearchInput } from './trip';

/**
 * A booked trip priced again for new dates (decision 037): the same aircraft category, the
 * same add-ons, the rewards already applied kept. The aircraft booked is kept when it is free
 * for the new dates (its operator and crew stay, and the price is that tail's); otherwise the
 * cheapest free aircraft of the category that offers every add-on booked, as a search would
 * offer it first. The answer is a guaranteed quote of that one option.
 */
export interface RepriceRequest {
  search: SearchInput;
  category: AircraftCategory;
  tailNumber: string;
  addonIds: readonly string[];
  rewardsApplied: Cents;
  /** The booking's carbon offset, kept as it was bought (docs/decisions/060); absent: none. */
  carbonOffset?: OffsetAmount | null;
}

export interface RepricedTrip {
  quote: StoredQuote;
  option: QuotedOption;
  sameAircraft: boolean;
  amounts: PricedAmounts;
  priceBreakup: PriceBreakup;
}

export type RepriceOutcome =
  | { ok: true; repriced: RepricedTrip }
  /** TRIP: the dates do not make a trip (the search form's message); NO_AIRCRAFT: none is free. */
  | { ok: false; reason: 'TRIP' | 'NO_AIRCRAFT'; message?: string };

export function repriceTrip(request: RepriceRequest, context: SearchContext, deps: QuoteDeps): RepriceOutcome {
  const read = readTrip(request.search, (code) => deps.airport(code));
  if (!read.ok) return { ok: false, reason: 'TRIP', message: read.message };
  const trip = read.trip;
  const offersAll = (option: QuotedOption) =>
    request.addonIds.every((id) => option.addons.some((offer) => offer.addOnId === id));

  let option: QuotedOption | undefined;
  const booked = deps.fleet.byCategory[request.category].find((e) => e.aircraft.tailNumber === request.tailNumber);
  const stay = booked && deps.market ? deps.market.place(booked, trip.legs[0]?.departs ?? 0) : undefined;
  if (booked && booked.aircraft.seats >= trip.passengers && stay !== null) {
    const finder = createStopFinder(deps.airportsNear, deps.fleet.stopCache);
    const quote = priceAircraft(placedAt(booked, stay), trip, finder, deps.surcharges);
    const free = quote && (!stay || (quote.busyFrom >= stay.from && quote.busyTo <= stay.to));
    if (quote && free && !isBusy(deps.busy(request.tailNumber), quote.busyFrom, quote.busyTo)) {
      const same = quotedOption(quote, trip, `${context.searchId}-${request.category}-1`, 0, quote.total);
      if (offersAll(same)) option = same;
    }
  }
  if (!option) {
    const searched = searchQuotes(request.search, context, deps);
    if (!searched.ok) return { ok: false, reason: 'TRIP', message: searched.message };
    option = searched.quote.options.filter((o) => o.category === request.category).find(offersAll);
  }
  if (!option) return { ok: false, reason: 'NO_AIRCRAFT' };

  const addons = request.addonIds.reduce(
    (sum, id) => sum + (option.addons.find((offer) => offer.addOnId === id)?.price ?? 0),
    0,
  );
  const carbonOffset = request.carbonOffset ?? null;
  const beforeRewards = option.aircraftPrice + addons + option.taxes + (carbonOffset?.price ?? 0);
  const rewardsApplied = Math.min(request.rewardsApplied, beforeRewards);
  const priced = priceBreakup({
    aircraftPrice: option.aircraftPrice,
    addons,
    taxes: option.taxes,
    rewardsApplied,
    carbonOffset,
  });
  const first = trip.legs[0]?.departs ?? context.now.getTime();
  const createdAt = context.now.getTime();
  return {
    ok: true,
    repriced: {
      quote: {
        searchId: context.searchId,
        search: request.search,
        passengers: trip.passengers,
        createdAt: new Date(createdAt).toISOString(),
        validUntil: new Date(Math.min(createdAt + QUOTE_VALIDITY_MINUTES * 60_000, first)).toISOString(),
        firstDeparture: new Date(first).toISOString(),
        options: [option],
      },
      option,
      sameAircraft: option.tailNumber === request.tailNumber,
      amounts: {
        aircraftPrice: option.aircraftPrice,
        addons,
        taxes: option.taxes,
        rewardsApplied,
        carbonOffset: carbonOffset?.price ?? 0,
        total: priced.total,
      },
      priceBreakup: priced.view,
    },
  };
}
