import { emptyLegQuote, emptyLegView, priceEmptyLeg, type EmptyLegView } from '../../core/empty-legs/empty-leg-price';
import {
  EMPTY_LEG_MESSAGES,
  type BookEmptyLegRequest,
  type EmptyLegQuery,
} from '../../core/empty-legs/empty-leg-requests';
import { emptyLegsOf, parseEmptyLegId, type BookedTrip, type EmptyLeg } from '../../core/empty-legs/empty-legs';
import type { BusyWindow } from '../../core/quotes/busy-windows';
import { parseLegTime } from '../../core/quotes/local-time';
import { createStopFinder, type StopFinder } from '../../core/quotes/routing';
import type { Booking } from '../../../ports/charter/booking-store';
import type { BookEmptyLegResult, EmptyLegs } from '../../../ports/charter/empty-legs';
import { firstSelection } from '../../../ports/charter/flight-search';
import type { Caller } from '../../../ports/caller';
import { fleetIndexOf } from '../fleet';
import type { EngineDeps } from '../search-flights';
import { UpdateAddons } from '../update-addons';

/** Paid trips looked at for empty legs at most (the soonest first). */
const TRIPS_CONSIDERED = 1_000;

const refuse = (reason: Extract<BookEmptyLegResult, { ok: false }>['reason'], message: string): BookEmptyLegResult => ({
  ok: false,
  reason,
  message,
});

/**
 * The embedded engine's empty legs (docs/decisions/038): worked out on each call from the
 * paid trips and the tails' busy windows, so a leg sold, flown or no longer possible is gone at
 * once, with nothing to keep in step. Booking one stores its guaranteed quote and makes the
 * draft through update-addons, like any flight; paying for it checks the tail once more
 * (PaymentStore.claim), so two customers never fly the same hours of one aircraft.
 */
export class EmbeddedEmptyLegs implements EmptyLegs {
  private readonly addons: UpdateAddons;

  constructor(private readonly deps: EngineDeps) {
    this.addons = new UpdateAddons(deps);
  }

  async list(query: EmptyLegQuery, _caller: Caller): Promise<EmptyLegView[]> {
    const now = this.deps.clock.now();
    const [trips, busy] = await Promise.all([
      this.deps.bookings.emptyLegSources(now, TRIPS_CONSIDERED),
      this.deps.bookings.busyWindows(now),
    ]);
    const findStops = this.stopFinder();
    const found: { view: EmptyLegView; first: number }[] = [];
    for (const trip of trips) {
      for (const leg of this.legsOf(trip, busy, findStops, now)) {
        if (query.from && leg.flight.from.icao !== query.from) continue;
        if (query.to && leg.flight.to.icao !== query.to) continue;
        if (query.category && leg.entry.model.category !== query.category) continue;
        if (leg.entry.aircraft.seats < query.passengers) continue;
        const price = priceEmptyLeg(leg, query.passengers, findStops);
        if (price) found.push({ view: emptyLegView(leg, price, query.passengers), first: leg.departures[0] ?? 0 });
      }
    }
    return found.sort((a, b) => a.first - b.first || a.view.id.localeCompare(b.view.id)).map((f) => f.view);
  }

  async book(request: BookEmptyLegRequest, caller: Caller): Promise<BookEmptyLegResult> {
    if (caller.kind !== 'customer') return refuse('SIGN_IN_REQUIRED', EMPTY_LEG_MESSAGES.SIGN_IN);
    const now = this.deps.clock.now();
    const id = parseEmptyLegId(request.emptyLegId);
    const trip = id ? await this.deps.bookings.find(id.bookingId) : undefined;
    if (!id || !trip || trip.status !== 'BOOKED' || trip.emptyLeg) {
      return refuse('NOT_AVAILABLE', EMPTY_LEG_MESSAGES.NOT_AVAILABLE);
    }
    const findStops = this.stopFinder();
    const busy = await this.deps.bookings.busyWindows(now);
    const leg = this.legsOf(trip, busy, findStops, now).find((l) => l.direction === id.direction);
    if (!leg) return refuse('NOT_AVAILABLE', EMPTY_LEG_MESSAGES.NOT_AVAILABLE);
    const seats = leg.entry.aircraft.seats;
    if (request.passengers > seats) return refuse('PASSENGERS', EMPTY_LEG_MESSAGES.SEATS(seats));
    const departs = Date.parse(request.departure);
    if (!leg.departures.includes(departs)) return refuse('DEPARTURE', EMPTY_LEG_MESSAGES.DEPARTURE);
    const price = priceEmptyLeg(leg, request.passengers, findStops);
    if (!price) return refuse('NOT_AVAILABLE', EMPTY_LEG_MESSAGES.NOT_AVAILABLE);

    const quote = emptyLegQuote(leg, price, {
      departs,
      passengers: request.passengers,
      searchId: this.deps.newId(),
      now,
    });
    const option = quote.options[0];
    if (!option) return refuse('NOT_AVAILABLE', EMPTY_LEG_MESSAGES.NOT_AVAILABLE);
    await this.deps.quotes.save(quote);
    const draft = await this.addons.execute(firstSelection(option.aboneSearchId), caller);
    // The only refusal left here is a tail taken between the two reads: the leg is gone.
    if (!draft.ok) return refuse('NOT_AVAILABLE', EMPTY_LEG_MESSAGES.NOT_AVAILABLE);
    return { ok: true, bookingId: draft.answer.bookingId, priceBreakup: draft.answer.priceBreakup };
  }

  private legsOf(trip: Booking, busy: Map<string, BusyWindow[]>, findStops: StopFinder, now: Date): EmptyLeg[] {
    const booked = this.bookedTrip(trip);
    const entry = fleetIndexOf(this.deps.referenceData).byTail.get(trip.tailNumber);
    if (!booked || !entry) return [];
    const others = (busy.get(trip.tailNumber) ?? []).filter((w) => w.bookingId !== trip.id);
    return emptyLegsOf(booked, entry, others, findStops, now.getTime());
  }

  /** The trip's first departure and last arrival, read on their airports' clocks. */
  private bookedTrip(trip: Booking): BookedTrip | null {
    const { referenceData } = this.deps;
    const first = trip.legs[0];
    const last = trip.legs[trip.legs.length - 1];
    const firstFrom = first ? referenceData.airport(first.departureAirport.icaoCode) : undefined;
    const lastTo = last ? referenceData.airport(last.arrivalAirport.icaoCode) : undefined;
    if (!first || !last || !firstFrom || !lastTo) return null;
    const firstDeparts = parseLegTime(first.departureDateTime, firstFrom.timeZone);
    const lastArrives = trip.arrivesAt?.getTime() ?? parseLegTime(last.arrivalDateTime, lastTo.timeZone);
    if (Number.isNaN(firstDeparts) || Number.isNaN(lastArrives)) return null;
    return {
      bookingId: trip.id,
      tailNumber: trip.tailNumber,
      firstFrom,
      firstDeparts,
      lastTo,
      lastArrives,
      busyFrom: trip.busyFrom.getTime(),
      busyTo: trip.busyTo.getTime(),
    };
  }

  private stopFinder(): StopFinder {
    const { referenceData } = this.deps;
    return createStopFinder(
      (latitude, longitude, radiusNm, limit) => referenceData.airportsNear(latitude, longitude, radiusNm, limit),
      fleetIndexOf(referenceData).stopCache,
    );
  }
}
