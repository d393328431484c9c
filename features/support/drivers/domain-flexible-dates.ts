import type { Booking } from '../../../ports/charter/booking-store';
import { quotedCarbon } from '../../../src/engine/payments/booking-facts';
import type { AircraftCategory } from '../../../src/core/aircraft-categories';
import { carbonSummary } from '../../../src/core/carbon/carbon-view';
import { moveSearch } from '../../../src/core/flexible-dates/flexible-dates';
import { dollarsToCents, formatUsd } from '../../../src/core/money';
import type { SearchOptions } from '../../../src/core/search/search-form';
import { todayOf } from '../../../src/core/search/today';
import { firstSelection, type SearchResults } from '../../../ports/charter/flight-search';
import { oneWay, roundTrip } from '../../../test/fixtures/charter';
import type { FlexibleDateTasks, StripDay, Trip } from '../flexible-date-tasks';
import { DomainCharter } from './domain-charter';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
type Found = Extract<SearchResults, { error: null }>;

/** Flexible dates through the engine's search use case, in memory. */
export class DomainFlexibleDateTasks implements FlexibleDateTasks {
  private readonly charter = new DomainCharter();
  private readonly caller = this.charter.customer('Maya');
  private options: SearchOptions | undefined;
  private answer: Found | undefined;
  private booked: Booking | undefined;

  async search(trip: Trip): Promise<void> {
    const days = { departDays: trip.leavesInDays, time: '10:00', passengers: trip.passengers };
    const options =
      trip.staysDays === undefined
        ? oneWay(trip.from, trip.to, days)
        : roundTrip(trip.from, trip.to, { ...days, returnDays: trip.leavesInDays + trip.staysDays });
    await this.run(options);
  }

  async strip(category: AircraftCategory): Promise<StripDay[]> {
    return (this.found().flexibleDates ?? []).map((day) => {
      const price = day.prices[category];
      return {
        shift: day.shift,
        price: price === undefined ? null : usd(price),
        offered: day.available && price !== undefined,
      };
    });
  }

  async chooseDay(shift: number): Promise<void> {
    if (!this.options) throw new Error('no search yet');
    const moved = moveSearch(this.options, shift, todayOf(this.charter.clock.now()));
    if (!moved.ok) throw new Error(moved.message);
    await this.run(moved.options);
  }

  async results(category: AircraftCategory): Promise<{ departures: string[]; price: string; carbon: string }> {
    const option = this.found().data[category][0];
    if (!option?.aboneSearchId) throw new Error(`no ${category} offered`);
    const departures = option.itinerary.legs.map((leg) =>
      leg.departureDateTime.slice(0, 10).split('-').reverse().join('-'),
    );
    const carbon = option.carbon ? carbonSummary(option.carbon).shown : '';
    return { departures, price: usd(option.priceBreakup.totalPrice), carbon };
  }

  async book(category: AircraftCategory): Promise<string> {
    const option = this.found().data[category][0];
    if (!option?.aboneSearchId) throw new Error(`no ${category} offered`);
    const priced = await this.charter.flightSearch.updateAddons(firstSelection(option.aboneSearchId), this.caller);
    if (!priced.ok) throw new Error(priced.message);
    const booking = await this.charter.bookings.find(priced.answer.bookingId);
    if (!booking) throw new Error('no booking draft');
    this.booked = booking;
    return formatUsd(booking.totalCents);
  }

  async reviewCarbon(): Promise<string> {
    if (!this.booked) throw new Error('nothing booked yet');
    const carbon = await quotedCarbon(this.booked, this.charter.quotes);
    return carbon ? carbonSummary(carbon).shown : '';
  }

  private async run(options: SearchOptions): Promise<void> {
    const results = await this.charter.flightSearch.searchResults(options, this.caller);
    if (results.error !== null) throw new Error(results.error);
    [this.options, this.answer] = [options, results];
  }

  private found(): Found {
    if (!this.answer) throw new Error('no search yet');
    return this.answer;
  }
}
