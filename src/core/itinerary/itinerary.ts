import type { CarbonFigures } from '../carbon/carbon-view';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { AircraftCategory } from '../aircraft-categories';
import type { CrewMember } from './itinerary-rules';

/**
 * A booking's itinerary as the charter backend answers trips/itinerary (spec 001 sections 3
 * and 7), before the view rules of itinerary-rules.ts are applied. The spec's `ab1Contact`
 * is `providerContact` here: the brand is configured, never a name in the data.
 */
export interface ItineraryAirport {
  icaoCode: string;
  displayName: string;
  /** IANA zone of the airport: the calendar file places each leg in it. */
  timeZone: string;
}

export interface FboContact {
  name: string | null;
  address: string | null;
  contact: string | null;
}

export interface ItineraryTraveller {
  id: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string | null;
  passportNumber: string | null;
  /** YYYY-MM-DD */
  passportExpiry: string | null;
  /** ISO 3166-1 alpha-3, e.g. USA. */
  passportCountry: string | null;
}

export interface ItinerarySelectedAddOn {
  disabled: boolean;
  addOnEntity: { addonType: string; displayName: string };
}

export interface ItineraryLeg {
  legOrder: number;
  aircraftCategory: AircraftCategory;
  departureAirport: ItineraryAirport;
  arrivalAirport: ItineraryAirport;
  /** 'dddd MM-DD-YYYY hh:mm A' on the departure airport's clock (spec 001 section 9). */
  departureDateTime: string;
  /** The same format on the arrival airport's clock. */
  arrivalDateTime: string;
  /** The instants, ISO 8601 UTC, for calendars and sorting. */
  departureAt: string;
  arrivalAt: string;
  /** Block time, h:mm. */
  flightTime: string;
  tailNumber: string | null;
  fboDetails: { originFbo: FboContact; destinationFbo: FboContact };
  crews: CrewMember[];
  /** True or null: the leg flies with the crew of the nearest earlier leg with named crew. */
  crewSettings: boolean | null;
  travellers: ItineraryTraveller[];
  selectedAddOns: ItinerarySelectedAddOn[];
  groundTransportationNotes: string | null;
  cateringNotes: string | null;
  miscellaneousNotes: string | null;
}

export interface Itinerary {
  bookingId: string;
  legs: ItineraryLeg[];
  /** The lead passenger's traveller id, or null until one is named. */
  leadPassenger: string | null;
  providerContact: { phone: string; email: string };
  customerContact: { name: string; phone: string; email: string };
  /** The trip's kg of CO2e as its quote answered it (decision 057); null or absent without one. */
  carbon?: CarbonFigures | null;
}

/** 'dddd MM-DD-YYYY hh:mm A' (spec 001 section 9), e.g. "Wednesday 03-10-2027 09:00 AM". */
export function itineraryDateTime(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).setLocale('en-US').toFormat('cccc MM-dd-yyyy hh:mm a');
}

/**
 * The route of the header: each leg's departure code in leg order, ending at the last leg's
 * arrival ("KTEB - KPBI - KTEB").
 */
export function itineraryRoute(
  legs: readonly Pick<ItineraryLeg, 'legOrder' | 'departureAirport' | 'arrivalAirport'>[],
) {
  const sorted = [...legs].sort((a, b) => a.legOrder - b.legOrder);
  const last = sorted[sorted.length - 1];
  if (!last) return '';
  return [...sorted.map((leg) => leg.departureAirport.icaoCode), last.arrivalAirport.icaoCode].join(' - ');
}

/** The itinerary page of a booking; its PDF is at `${itineraryPath(id)}/pdf`. */
export const itineraryPath = (bookingId: string) => `/itinerary/${encodeURIComponent(bookingId)}`;

/** The names the itinerary's files get, downloaded or attached to an e-mail (spec 001: itinerary-{id}.pdf). */
export const itineraryFileName = (bookingId: string, extension: 'pdf' | 'ics') => `itinerary-${bookingId}.${extension}`;

/** A booking id as the header booking-id and the page URLs carry it. */
export const bookingIdSchema = z
  .string({ error: 'The booking-id header is required.' })
  .trim()
  .min(1, 'The booking-id header is required.')
  .max(100, 'The booking id is too long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'The booking id is not valid.');
