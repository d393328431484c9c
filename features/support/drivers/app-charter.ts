import { BOOKING_STORE, type BookingStore } from '../../../ports/charter/booking-store';
import { REFERENCE_DATA, type ReferenceData } from '../../../ports/reference-data';
import type { AircraftCategory } from '../../../src/core/aircraft-categories';
import { oneWay } from '../../../test/fixtures/charter';
import type { TestApp } from '../../../test/support/app';
import { draftBooking, newCustomer, payInFull, paymentsOf } from '../../../test/support/payments';
import { inDays } from '../../../test/support/search-form-driver';
import { tripStateOf, type EmptyLegTasks, type ListedLeg, type PaidTrip, type TripState } from '../empty-leg-tasks';

/**
 * What happened before a web scenario, arranged through the running application's own use
 * cases (search, draft, card payment with a sandbox token, as the review page's script would),
 * and what Contrail holds afterwards, read from its stores.
 */
export class AppCharter {
  private readonly trips = new Map<string, string>();
  private readonly reviews = new Map<string, string>();

  constructor(private readonly app: TestApp) {}

  async paidTrip(
    person: string,
    trip: { from: string; to: string; leavesInDays: number; category: AircraftCategory },
  ): Promise<PaidTrip> {
    const paying = paymentsOf(this.app);
    const customer = await newCustomer(paying, { name: person.toLowerCase() });
    const search = oneWay(trip.from, trip.to, { date: inDays(trip.leavesInDays), time: '10:00', passengers: 2 });
    const bookingId = await draftBooking(paying, customer, { trip: search, category: trip.category });
    await payInFull(paying, customer, bookingId);
    this.trips.set(person, bookingId);
    const booking = await this.bookings().find(bookingId);
    const home = this.app.app.container
      .get<ReferenceData>(REFERENCE_DATA)
      .aircraft(booking?.tailNumber ?? '')?.homeBase;
    if (!booking?.arrivesAt || !home) throw new Error('the trip was not booked');
    return { tail: booking.tailNumber, home, landsAt: booking.arrivesAt.getTime() };
  }

  /** The person has the review of a booking open (its path, /review-booking/<id>). */
  reviewing(person: string, reviewPath: string): void {
    this.reviews.set(person, decodeURIComponent(reviewPath.split('/').pop() ?? ''));
  }

  /** Pays the booking the person last reviewed in full by card, as its owner. */
  async pay(person: string): Promise<void> {
    const bookingId = this.reviews.get(person) ?? '';
    const booking = await this.bookings().find(bookingId);
    if (booking?.owner.kind !== 'customer') throw new Error(`${person} has no booking ${bookingId}`);
    const caller = { kind: 'customer', userId: booking.owner.userId, accessToken: '', role: 'CUSTOMER' } as const;
    await payInFull(paymentsOf(this.app), caller, bookingId);
    this.trips.set(person, bookingId);
  }

  async trip(person: string): Promise<TripState> {
    const booking = await this.bookings().find(this.trips.get(person) ?? '');
    if (!booking) throw new Error(`${person} has no trip`);
    return tripStateOf(booking);
  }

  private bookings(): BookingStore {
    return this.app.app.container.get<BookingStore>(BOOKING_STORE);
  }
}

/** The web drivers' common part: what happened before and after, through AppCharter. */
export abstract class AppEmptyLegTasks implements EmptyLegTasks {
  protected readonly charter: AppCharter;

  constructor(protected readonly app: TestApp) {
    this.charter = new AppCharter(app);
  }

  abstract list(person: string, passengers: number): Promise<ListedLeg[]>;
  abstract book(person: string, from: string): Promise<{ total: string } | { refused: string }>;

  paidTrip(person: string, trip: Parameters<EmptyLegTasks['paidTrip']>[1]): Promise<PaidTrip> {
    return this.charter.paidTrip(person, trip);
  }

  pay(person: string): Promise<void> {
    return this.charter.pay(person);
  }

  trip(person: string): Promise<TripState> {
    return this.charter.trip(person);
  }
}
