import type { CarbonFigures } from '../carbon/carbon-view';
import { CATEGORY_PROFILES } from '../aircraft-categories';
import type { FboContact, Itinerary } from './itinerary';
import { itineraryRoute } from './itinerary';
import { orNotAvailable, shownCrews, shownTailNumber, sortLegs, type ShownCrewMember } from './itinerary-rules';

/**
 * The itinerary as the page and its PDF show it: the rules of spec 001 section 4 applied once
 * (legs in legOrder, one tail number, crews carried forward, N/A for anything missing), so the
 * screen and the paper can never disagree.
 */
export interface ShownFbo {
  name: string;
  address: string;
  contact: string;
}

export interface ShownPassenger {
  id: string;
  /** First name and middle initial: "Maya J." */
  firstName: string;
  lastName: string;
  dob: string;
  passportNumber: string;
  passportExpiry: string;
  /** Three-letter code of the issuing country. */
  passportCountry: string;
  lead: boolean;
}

export interface ShownLeg {
  legOrder: number;
  category: string;
  from: { code: string; name: string };
  to: { code: string; name: string };
  departure: string;
  arrival: string;
  /** "2h 35m" */
  duration: string;
  tailNumber: string;
  originFbo: ShownFbo;
  destinationFbo: ShownFbo;
  crew: ShownCrewMember[];
  passengers: ShownPassenger[];
  services: string[];
  groundTransportationNotes: string | null;
  cateringNotes: string | null;
  miscellaneousNotes: string | null;
}

export interface ItineraryView {
  bookingId: string;
  /** "KTEB - KPBI - KTEB" */
  route: string;
  providerContact: { phone: string; email: string };
  customerContact: { name: string; phone: string; email: string };
  legs: ShownLeg[];
  /** The trip's carbon, repositioning included (decision 057); null without one. */
  carbon: CarbonFigures | null;
}

const fbo = (f: FboContact): ShownFbo => ({
  name: orNotAvailable(f.name),
  address: orNotAvailable(f.address),
  contact: orNotAvailable(f.contact),
});

/** "2:35" block time as "2h 35m"; N/A when unreadable. */
export function durationText(flightTime: string): string {
  const match = /^(\d+):(\d{2})$/.exec(flightTime.trim());
  if (!match) return orNotAvailable(null);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours === 0 ? `${minutes}m` : `${hours}h ${minutes}m`;
}

const notes = (value: string | null) => (value && value.trim() ? value.trim() : null);

export function itineraryView(itinerary: Itinerary): ItineraryView {
  const legs = sortLegs(itinerary.legs);
  const tailNumber = shownTailNumber(legs);
  const crews = shownCrews(legs);
  return {
    bookingId: itinerary.bookingId,
    route: itineraryRoute(legs),
    providerContact: {
      phone: orNotAvailable(itinerary.providerContact.phone),
      email: orNotAvailable(itinerary.providerContact.email),
    },
    customerContact: {
      name: orNotAvailable(itinerary.customerContact.name),
      phone: orNotAvailable(itinerary.customerContact.phone),
      email: orNotAvailable(itinerary.customerContact.email),
    },
    legs: legs.map((leg, index) => ({
      legOrder: leg.legOrder,
      category: CATEGORY_PROFILES[leg.aircraftCategory]?.displayName ?? orNotAvailable(leg.aircraftCategory),
      from: { code: leg.departureAirport.icaoCode, name: orNotAvailable(leg.departureAirport.displayName) },
      to: { code: leg.arrivalAirport.icaoCode, name: orNotAvailable(leg.arrivalAirport.displayName) },
      departure: orNotAvailable(leg.departureDateTime),
      arrival: orNotAvailable(leg.arrivalDateTime),
      duration: durationText(leg.flightTime),
      tailNumber,
      originFbo: fbo(leg.fboDetails.originFbo),
      destinationFbo: fbo(leg.fboDetails.destinationFbo),
      crew: crews[index] ?? [],
      passengers: leg.travellers.map((t) => ({
        id: t.id,
        firstName: orNotAvailable(
          [t.firstName.trim(), t.middleName?.trim() ? `${t.middleName.trim().slice(0, 1).toUpperCase()}.` : '']
            .filter(Boolean)
            .join(' '),
        ),
        lastName: orNotAvailable(t.lastName),
        dob: orNotAvailable(t.dob),
        passportNumber: orNotAvailable(t.passportNumber),
        passportExpiry: orNotAvailable(t.passportExpiry),
        passportCountry: orNotAvailable(t.passportCountry),
        lead: itinerary.leadPassenger !== null && t.id === itinerary.leadPassenger,
      })),
      services: leg.selectedAddOns.filter((a) => !a.disabled).map((a) => a.addOnEntity.displayName),
      groundTransportationNotes: notes(leg.groundTransportationNotes),
      cateringNotes: notes(leg.cateringNotes),
      miscellaneousNotes: notes(leg.miscellaneousNotes),
    })),
    carbon: itinerary.carbon
      ? {
          totalKg: itinerary.carbon.totalKg,
          perPassengerKg: itinerary.carbon.perPassengerKg,
          repositioning: { kg: itinerary.carbon.repositioning.kg },
          ...(itinerary.carbon.fliesAnyway ? { fliesAnyway: true as const } : {}),
        }
      : null,
  };
}
