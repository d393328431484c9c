import type { EmptyLegView } from '../../../src/core/empty-legs/empty-leg-price';
import { dollarsToCents, formatUsd } from '../../../src/core/money';
import { firstSelection } from '../../../ports/charter/flight-search';
import { oneWay } from '../../../test/fixtures/charter';
import { tripStateOf, type EmptyLegTasks, type ListedLeg, type PaidTrip, type TripState } from '../empty-leg-tasks';
import { DomainCharter } from './domain-charter';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

/**
 * Empty legs through the engine's use cases in memory. There is no card gateway here: paying
 * is recorded as the payment work records it, the booking BOOKED (the payment rules have their
 * own features; the web profiles pay by card).
 */
export class DomainEmptyLegTasks implements EmptyLegTasks {
  private readonly charter = new DomainCharter();
  private readonly seen = new Map<string, EmptyLegView[]>();
  private readonly bookings = new Map<string, string>();

  async paidTrip(person: string, trip: Parameters<EmptyLegTasks['paidTrip']>[1]): Promise<PaidTrip> {
    const caller = this.charter.customer(person);
    const search = oneWay(trip.from, trip.to, { departDays: trip.leavesInDays, time: '10:00', passengers: 2 });
    const results = await this.charter.flightSearch.searchResults(search, caller);
    const option = results.data?.[trip.category][0];
    if (!option?.aboneSearchId) throw new Error(`no ${trip.category} offered`);
    const draft = await this.charter.flightSearch.updateAddons(firstSelection(option.aboneSearchId), caller);
    if (!draft.ok) throw new Error(draft.message);
    this.bookings.set(person, draft.answer.bookingId);
    await this.pay(person);
    const booking = await this.charter.bookings.find(draft.answer.bookingId);
    const home = this.charter.referenceData.aircraft(booking?.tailNumber ?? '')?.homeBase;
    if (!booking?.arrivesAt || !home) throw new Error('the trip was not booked');
    return { tail: booking.tailNumber, home, landsAt: booking.arrivesAt.getTime() };
  }

  async list(person: string, passengers: number): Promise<ListedLeg[]> {
    const legs = (await this.charter.emptyLegs.list({ passengers }, this.charter.customer(person))).emptyLegs;
    this.seen.set(person, legs);
    return legs.map((leg) => ({
      from: leg.departureAirport.icaoCode,
      to: leg.arrivalAirport.icaoCode,
      category: leg.displayName,
      earliest: Date.parse(leg.window.earliestAt),
      total: usd(leg.priceBreakup.totalPrice),
      taxes: dollarsToCents(leg.priceBreakup.taxes),
      charterPrice: dollarsToCents(leg.charterPrice),
    }));
  }

  async book(person: string, from: string): Promise<{ total: string } | { refused: string }> {
    const leg = this.seen.get(person)?.find((l) => l.departureAirport.icaoCode === from);
    const departure = leg?.departureTimes[0]?.at;
    if (!leg || !departure) throw new Error(`${person} sees no empty leg from ${from}`);
    const booked = await this.charter.emptyLegs.book(
      { emptyLegId: leg.id, departure, passengers: leg.passengers },
      this.charter.customer(person),
    );
    if (!booked.ok) return { refused: booked.message };
    this.bookings.set(person, booked.bookingId);
    return { total: usd(booked.priceBreakup.totalPrice) };
  }

  async pay(person: string): Promise<void> {
    await this.charter.bookings.setStatus(this.bookingOf(person), 'BOOKED', this.charter.clock.now());
  }

  async trip(person: string): Promise<TripState> {
    const booking = await this.charter.bookings.find(this.bookingOf(person));
    if (!booking) throw new Error(`${person} has no trip`);
    return tripStateOf(booking);
  }

  private bookingOf(person: string): string {
    const id = this.bookings.get(person);
    if (!id) throw new Error(`${person} has booked nothing`);
    return id;
  }
}
