import { emptyLegQuote, emptyLegView, priceEmptyLeg } from '../../core/empty-legs/empty-leg-price';
import {
  EMPTY_LEG_MESSAGES,
  EMPTY_LEGS_PAGE_SIZE,
  type BookEmptyLegRequest,
  type EmptyLegQuery,
} from '../../core/empty-legs/empty-leg-requests';
import { emptyLegsOf, parseEmptyLegId, type BookedTrip, type EmptyLeg } from '../../core/empty-legs/empty-legs';
import type { Airport } from '../../core/charter/reference-data';
import type { BusyWindow } from '../../core/quotes/busy-windows';
import type { FleetEntry } from '../../core/quotes/fleet-index';
import { parseLegTime } from '../../core/quotes/local-time';
import type { MarketLegWindow } from '../../core/market/market-empty-legs';
import { isMarketTripId } from '../../core/market/week-plan';
import { CONCIERGE_ONLY_FROM_DAYS_AHEAD, CONCIERGE_ONLY_WITHIN_HOURS } from '../../core/payments/booking-window';
import { placedAt } from '../../core/quotes/price-trips';
import { createStopFinder, type StopFinder } from '../../core/quotes/routing';
import type { EmptyLegSource } from '../../../ports/charter/booking-store';
import type { BookEmptyLegResult, EmptyLegPage, EmptyLegs } from '../../../ports/charter/empty-legs';
import { firstSelection } from '../../../ports/charter/flight-search';
import type { Caller } from '../../../ports/caller';
import { fleetIndexOf } from '../fleet';
import type { EngineDeps } from '../search-flights';
import { CachedBookingReads } from './booking-reads';
import { UpdateAddons } from '../update-addons';
import { MarketLegs } from './market-legs';

/** Paid trips looked at for empty legs at most (the soonest first). */
const TRIPS_CONSIDERED = 1_000;
const QUARTER_HOUR = 15 * 60_000;

const refuse = (reason: Extract<BookEmptyLegResult, { ok: false }>['reason'], message: string): BookEmptyLegResult => ({
  ok: false,
  reason,
  message,
});

/**
 * The embedded engine's empty legs (docs/decisions/038 and 040): the repositioning flights of
 * Contrail's paid trips, worked out on each call from the bookings, and those of the market's
 * other customers' trips (./market-legs.ts), so a leg sold, flown or no longer possible is gone
 * at once. Booking one stores its guaranteed quote and makes the draft through update-addons,
 * like any flight; paying for it checks the tail once more (PaymentStore.claim), and a leg is
 * sold once (one booking per leg, by the database's unique index).
 */
export class EmbeddedEmptyLegs implements EmptyLegs {
  private readonly addons: UpdateAddons;
  private readonly market: MarketLegs | undefined;
  /** Contrail's bookings as every list reads them, kept until one is written (docs/decisions/052). */
  private readonly reads: CachedBookingReads;

  constructor(private readonly deps: EngineDeps) {
    this.addons = new UpdateAddons(deps);
    this.reads = new CachedBookingReads(deps.bookings, deps.bookingsChanged);
    const schedules = deps.market?.schedules;
    this.market = schedules
      ? new MarketLegs(schedules, fleetIndexOf(deps.referenceData), () => this.stopFinder())
      : undefined;
  }

  async list(query: EmptyLegQuery, _caller: Caller): Promise<EmptyLegPage> {
    const now = this.deps.clock.now();
    // Only what can touch a leg on sale: trips and windows before the end of the online booking window (and a day).
    const horizon = new Date(now.getTime() + (CONCIERGE_ONLY_FROM_DAYS_AHEAD + 1) * 86_400_000);
    const { trips, busy } = await this.reads.read(now, horizon, TRIPS_CONSIDERED);
    const findStops = this.stopFinder();
    const matches = (entry: FleetEntry, from: Airport, to: Airport) =>
      (!query.from || from.icao === query.from) &&
      (!query.to || to.icao === query.to) &&
      (!query.category || entry.model.category === query.category) &&
      entry.aircraft.seats >= query.passengers;

    const own: EmptyLeg[] = [];
    for (const trip of trips) {
      for (const leg of this.legsOf(trip, busy, findStops, now)) {
        if (matches(leg.entry, leg.flight.from, leg.flight.to)) own.push(leg);
      }
    }
    own.sort((a, b) => (a.departures[0] ?? 0) - (b.departures[0] ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const t = now.getTime();
    const { market } = this;
    // The market's legs are counted, and only those up to the page asked for kept.
    const limit = Math.max(1, query.page ?? 1) * EMPTY_LEGS_PAGE_SIZE;
    const offered = market?.offered(t, busy, query, limit) ?? { total: 0, windows: [] };
    const windows = offered.windows;
    const from = t + CONCIERGE_ONLY_WITHIN_HOURS * 3_600_000;
    const firstOf = (w: MarketLegWindow) => Math.ceil(Math.max(w.earliest, from) / QUARTER_HOUR) * QUARTER_HOUR;

    // Both lists are in departure order: merged up to the page asked for, only its legs made and priced.
    const total = own.length + offered.total;
    const pages = Math.max(1, Math.ceil(total / EMPTY_LEGS_PAGE_SIZE));
    const page = Math.min(query.page ?? 1, pages);
    const skip = (page - 1) * EMPTY_LEGS_PAGE_SIZE;
    const emptyLegs = [];
    let i = 0;
    let j = 0;
    for (let n = 0; n < skip + EMPTY_LEGS_PAGE_SIZE && (i < own.length || j < windows.length); n++) {
      const mine = own[i];
      const theirs = windows[j];
      const ownFirst = mine && (!theirs || (mine.departures[0] ?? 0) <= firstOf(theirs));
      if (ownFirst) i++;
      else j++;
      if (n < skip) continue;
      const leg = ownFirst ? mine : theirs && market?.leg(theirs, t);
      const price = leg ? priceEmptyLeg(leg, query.passengers, findStops) : null;
      if (leg && price) emptyLegs.push(emptyLegView(leg, price, query.passengers));
    }
    return { emptyLegs, total, page, pages, pageSize: EMPTY_LEGS_PAGE_SIZE };
  }

  async book(request: BookEmptyLegRequest, caller: Caller): Promise<BookEmptyLegResult> {
    if (caller.kind !== 'customer') return refuse('SIGN_IN_REQUIRED', EMPTY_LEG_MESSAGES.SIGN_IN);
    const now = this.deps.clock.now();
    const id = parseEmptyLegId(request.emptyLegId);
    if (!id) return refuse('NOT_AVAILABLE', EMPTY_LEG_MESSAGES.NOT_AVAILABLE);
    const findStops = this.stopFinder();
    const busy = await this.deps.bookings.busyWindows(now);
    const leg = await this.legToBook(id, busy, findStops, now);
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

  /** The leg an id names, as offered now: a Contrail trip's, or a market trip's ("m-..."). */
  private async legToBook(
    id: NonNullable<ReturnType<typeof parseEmptyLegId>>,
    busy: Map<string, BusyWindow[]>,
    findStops: StopFinder,
    now: Date,
  ): Promise<EmptyLeg | undefined> {
    if (isMarketTripId(id.bookingId)) return this.market?.find(id.bookingId, id.direction, now.getTime(), busy);
    const trip = await this.deps.bookings.find(id.bookingId);
    if (!trip || trip.status !== 'BOOKED' || trip.emptyLeg) return undefined;
    return this.legsOf(trip, busy, findStops, now).find((l) => l.direction === id.direction);
  }

  /**
   * A Contrail trip's empty legs: its aircraft ferried from where the market had it waiting
   * (its base in a quiet market) and back there.
   */
  private legsOf(trip: EmptyLegSource, busy: Map<string, BusyWindow[]>, findStops: StopFinder, now: Date): EmptyLeg[] {
    const booked = this.bookedTrip(trip);
    const entry = fleetIndexOf(this.deps.referenceData).byTail.get(trip.tailNumber);
    if (!booked || !entry) return [];
    const stay = this.deps.market?.schedules?.placeAt(entry, booked.busyFrom);
    const others = (busy.get(trip.tailNumber) ?? []).filter((w) => w.bookingId !== trip.id);
    return emptyLegsOf(booked, placedAt(entry, stay), others, findStops, now.getTime());
  }

  /** The trip's first departure and last arrival, read on their airports' clocks. */
  private bookedTrip(trip: EmptyLegSource): BookedTrip | null {
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
