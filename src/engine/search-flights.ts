import { searchWithFlexibleDates } from '../core/flexible-dates/flexible-dates';
import type { BusyWindow } from '../core/quotes/busy-windows';
import { PAST_DEPARTURE_MESSAGE, readTrip, type SearchInput } from '../core/quotes/trip';
import { todayOf } from '../core/search/today';
import type { LedgerStore } from '../../ports/charter/ledger-store';
import type { BookingStore } from '../../ports/charter/booking-store';
import type { BookingsChanged } from '../../ports/charter/bookings-changed';
import type { SearchResults } from '../../ports/charter/flight-search';
import type { QuoteStore } from '../../ports/charter/quote-store';
import type { Clock } from '../../ports/clock';
import type { ReferenceData } from '../../ports/reference-data';
import type { MarketDeps } from './quote-deps';
import { quoteDeps } from './quote-deps';
import type { Cents } from '../core/money';

export { PAST_DEPARTURE_MESSAGE };

export interface EngineDeps {
  referenceData: ReferenceData;
  quotes: QuoteStore;
  bookings: BookingStore;
  /** Customers' reward and wallet ledgers, for the balances update-addons answers and applies. */
  ledger: LedgerStore;
  clock: Clock;
  /** A fresh unique id (search and booking ids). */
  newId(): string;
  /**
   * The market (docs/decisions/040): the aircraft's other flying and the day's surcharges.
   * Absent parts are a quiet market: every aircraft at its base, no surcharge.
   */
  market?: MarketDeps;
  /**
   * Word of committed booking writes on any node (docs/decisions/052): the empty-legs list keeps
   * its read of the bookings until then. Absent: every list reads them anew.
   */
  bookingsChanged?: BookingsChanged;
  /** The price of a tonne of CO2e offset, cents (CARBON_OFFSET_USD_PER_TONNE); absent: no offset offered. */
  offsetCentsPerTonne?: Cents;
}

/**
 * aircraft/search-results-v2: prices the search over the whole fleet and keeps the quote, so
 * the prices shown are the prices booked while the quote is valid (docs/decisions/008). The
 * answer carries the flexible-dates strip, priced in the same pass and kept with the quote
 * (docs/decisions/038): choosing a day of it is a search of that day.
 */
export class SearchFlights {
  private busyRead: Promise<Map<string, BusyWindow[]>> | undefined;

  constructor(private readonly deps: EngineDeps) {}

  async execute(options: SearchInput): Promise<SearchResults> {
    const { referenceData, clock } = this.deps;
    const now = clock.now();
    const airport = (icao: string) => referenceData.airport(icao);
    // Read once here only to refuse a past departure before pricing; searchQuotes reads it again.
    const trip = readTrip(options, airport);
    if (!trip.ok) return refusal(trip.message);
    if ((trip.trip.legs[0]?.departs ?? 0) <= now.getTime()) return refusal(PAST_DEPARTURE_MESSAGE);

    const busy = await this.busyWindows(now);
    const outcome = searchWithFlexibleDates(
      options,
      { searchId: this.deps.newId(), now, today: todayOf(now) },
      quoteDeps(referenceData, busy, this.deps.market, now),
    );
    if (!outcome.ok) return refusal(outcome.message);
    await this.deps.quotes.save(outcome.quote);
    const { data, preferredCategory, flexibleDates = [] } = outcome.answer;
    return { data, preferredCategory, error: null, flexibleDates };
  }

  /**
   * Searches arriving while a read of the busy windows is under way share it rather than each
   * queueing its own: the answer is at most that one read old, no staler than a booking made a
   * moment after a lone search read it. The guarantee that matters holds anyway: update-addons
   * refuses an aircraft taken meanwhile.
   */
  private busyWindows(now: Date): Promise<Map<string, BusyWindow[]>> {
    this.busyRead ??= this.deps.bookings.busyWindows(now).finally(() => {
      this.busyRead = undefined;
    });
    return this.busyRead;
  }
}

const refusal = (message: string): SearchResults => ({ data: null, preferredCategory: null, error: message });
