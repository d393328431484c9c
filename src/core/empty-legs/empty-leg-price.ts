import { CATEGORY_PROFILES } from '../aircraft-categories';
import { emptyLegCarbon } from '../carbon/carbon-view';
import { percentOf, type Cents } from '../money';
import { addonOffers } from '../quotes/addons';
import { formatLegTime } from '../quotes/local-time';
import { priceAircraft } from '../quotes/price-aircraft';
import {
  addonGroups,
  airportView,
  dollars,
  flightTime,
  legView,
  priceBreakup,
  stopLabel,
  type AircraftOption,
  type AirportView,
  type Dollars,
  type PriceBreakup,
} from '../quotes/quote-view';
import { EMPTY_LEG_DISCOUNT_PERCENT, QUOTE_VALIDITY_MINUTES } from '../quotes/rates';
import type { StopFinder } from '../quotes/routing';
import type { QuotedOption, StoredQuote } from '../quotes/search-quotes';
import { chargeTaxes, inTaxCountry, taxTotal, type Taxes } from '../quotes/taxes';
import { emptyLegBusyWindow, type EmptyLeg } from './empty-legs';

/**
 * An empty leg's price (docs/decisions/038): what the same aircraft charges for the same
 * flight as a one-way charter (its repositioning included, as any quote), less 75%; the taxes
 * of a flight inside or across the US border on that price, for the party.
 */
export interface EmptyLegPrice {
  /** The aircraft price as a charter, before the discount. */
  charterPrice: Cents;
  aircraftPrice: Cents;
  taxes: Taxes;
  taxTotal: Cents;
  total: Cents;
}

export function priceEmptyLeg(leg: EmptyLeg, passengers: number, findStops: StopFinder): EmptyLegPrice | null {
  // Priced at the window's first departure: the price holds for every time in the window.
  const departs = leg.departures[0];
  if (departs === undefined) return null;
  const charter = priceAircraft(
    leg.entry,
    {
      routeType: 'ONE_WAY',
      passengers,
      petFriendly: false,
      legs: [{ from: leg.flight.from, to: leg.flight.to, departs }],
    },
    findStops,
  );
  if (!charter) return null;
  const aircraftPrice = charter.aircraftPrice - percentOf(charter.aircraftPrice, EMPTY_LEG_DISCOUNT_PERCENT);
  const domesticShare = leg.flight.points.every(inTaxCountry) ? 1 : 0;
  const taxes = chargeTaxes(aircraftPrice, domesticShare, [leg.flight], passengers);
  const due = taxTotal(taxes);
  return { charterPrice: charter.aircraftPrice, aircraftPrice, taxes, taxTotal: due, total: aircraftPrice + due };
}

/** The fare as the answers show it: no add-ons or rewards yet. */
const fareBreakup = (price: EmptyLegPrice) =>
  priceBreakup({ aircraftPrice: price.aircraftPrice, addons: 0, taxes: price.taxTotal, rewardsApplied: 0 }).view;

/** An empty leg as the list shows it, priced for a party. */
export interface EmptyLegView {
  id: string;
  aircraftCategory: EmptyLeg['entry']['model']['category'];
  /** The category's name ("Light Jet") and the aircraft type ("Citation CJ3+"). */
  displayName: string;
  aircraftName: string;
  seats: number;
  departureAirport: AirportView;
  arrivalAirport: AirportView;
  /** The departure window: instants (ISO) and the departure airport's clock (DD-MM-YYYY HH:mm:ss). */
  window: { earliestAt: string; latestAt: string; earliest: string; latest: string };
  /** The departure times that may be chosen. */
  departureTimes: { at: string; local: string }[];
  /** Block time, h:mm, and "NON-STOP" or "n STOP". */
  flightTime: string;
  stopLabel: string;
  /** The party the price is for. */
  passengers: number;
  priceBreakup: PriceBreakup;
  /** The aircraft price as a charter, before the discount. */
  charterPrice: Dollars;
  discountPercent: number;
}

export function emptyLegView(leg: EmptyLeg, price: EmptyLegPrice, passengers: number): EmptyLegView {
  const zone = leg.flight.from.timeZone;
  const local = (instant: number) => formatLegTime(instant, zone);
  const iso = (instant: number) => new Date(instant).toISOString();
  const first = leg.departures[0] ?? leg.earliest;
  const last = leg.departures[leg.departures.length - 1] ?? leg.latest;
  return {
    id: leg.id,
    aircraftCategory: leg.entry.model.category,
    displayName: CATEGORY_PROFILES[leg.entry.model.category].displayName,
    aircraftName: leg.entry.model.name,
    seats: leg.entry.aircraft.seats,
    departureAirport: airportView(leg.flight.from),
    arrivalAirport: airportView(leg.flight.to),
    window: { earliestAt: iso(first), latestAt: iso(last), earliest: local(first), latest: local(last) },
    departureTimes: leg.departures.map((t) => ({ at: iso(t), local: local(t) })),
    flightTime: flightTime(leg.flight.blockMinutes),
    stopLabel: stopLabel(leg.flight.stops.length),
    passengers,
    priceBreakup: fareBreakup(price),
    charterPrice: dollars(price.charterPrice),
    discountPercent: EMPTY_LEG_DISCOUNT_PERCENT,
  };
}

/**
 * The guaranteed quote of an empty leg leaving at `departs` for a party: one option, in the
 * shape of a search's (decision 008), so the booking goes through update-addons, the review
 * and payment as any flight does. Its busy window meets the trip it serves
 * (emptyLegBusyWindow), and names that trip so its own window is not held against it.
 */
export function emptyLegQuote(
  leg: EmptyLeg,
  price: EmptyLegPrice,
  request: { departs: number; passengers: number; searchId: string; now: Date },
): StoredQuote {
  const { entry, flight } = leg;
  const category = entry.model.category;
  const profile = CATEGORY_PROFILES[category];
  const aboneSearchId = `${request.searchId}-${category}-1`;
  const addons = addonOffers({
    category,
    amenities: entry.aircraft.amenities,
    passengers: request.passengers,
    petFriendly: false,
    blockHours: flight.blockMinutes / 60,
  });
  const view = legView(
    {
      from: flight.from,
      to: flight.to,
      stops: flight.stops,
      departs: request.departs,
      blockMinutes: flight.blockMinutes,
      departureRestriction: flight.from.longestRunwayFt < entry.model.minRunwayFt,
      arrivalRestriction: flight.to.longestRunwayFt < entry.model.minRunwayFt,
    },
    0,
  );
  const answer: AircraftOption = {
    displayName: profile.displayName,
    displayOrder: profile.displayOrder,
    aboneSearchId,
    dealType: 'EMPTY_LEG',
    aircraftCategory: category,
    bookingId: null,
    aircraftName: entry.model.name,
    priceBreakup: fareBreakup(price),
    abonePriceBreakup: { averagePrice: dollars(price.charterPrice) },
    itinerary: { departureDate: view.departureDateTime, legs: [view] },
    addonResponse: addonGroups(addons),
    carbon: emptyLegCarbon(entry.model, flight, request.passengers),
  };
  const busy = emptyLegBusyWindow(leg, request.departs);
  const option: QuotedOption = {
    aboneSearchId,
    category,
    tailNumber: entry.aircraft.tailNumber,
    modelId: entry.model.id,
    operatorId: entry.operator.id,
    aircraftPrice: price.aircraftPrice,
    // One fare: the discount leaves no breakdown of hours and fees to speak of.
    charges: {
      flightTime: price.aircraftPrice,
      dailyMinimums: 0,
      crewOvernights: 0,
      landingFees: 0,
      internationalPermits: 0,
    },
    taxes: price.taxTotal,
    taxBreakdown: price.taxes,
    addons,
    answer,
    busyFrom: new Date(busy.from).toISOString(),
    busyTo: new Date(busy.to).toISOString(),
    emptyLeg: { of: leg.trip.bookingId, direction: leg.direction },
  };
  const createdAt = request.now.getTime();
  const localDeparture = formatLegTime(request.departs, flight.from.timeZone);
  return {
    searchId: request.searchId,
    search: {
      routeType: 'ONE_WAY',
      travelCities: [
        {
          origin: flight.from.icao,
          destination: flight.to.icao,
          // DD-MM-YYYY HH:mm:ss on the airport's clock, as the search's YYYY-MM-DD HH:mm.
          departureTime: `${localDeparture.slice(6, 10)}-${localDeparture.slice(3, 5)}-${localDeparture.slice(0, 2)} ${localDeparture.slice(11, 16)}`,
          returnTime: null,
          order: '0',
        },
      ],
      flyShare: false,
      passengers: request.passengers,
      petFriendly: false,
      sessionId: null,
    },
    passengers: request.passengers,
    createdAt: new Date(createdAt).toISOString(),
    validUntil: new Date(Math.min(createdAt + QUOTE_VALIDITY_MINUTES * 60_000, request.departs)).toISOString(),
    firstDeparture: new Date(request.departs).toISOString(),
    options: [option],
  };
}
