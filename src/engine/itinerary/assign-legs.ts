import { DateTime } from 'luxon';
import type { Booking } from '../../../ports/charter/booking-store';
import type { LegAssignment } from '../../../ports/charter/leg-assignment-store';
import type { ReferenceData } from '../../../ports/reference-data';
import type { Fbo } from '../../core/charter/reference-data';
import type { FboContact } from '../../core/itinerary/itinerary';
import type { CrewMember } from '../../core/itinerary/itinerary-rules';
import { hashSeed, seededRandom, type Random } from '../../core/random';

/**
 * What the operator of a booked aircraft assigns before departure, as operators do: the tail
 * number once (on the first leg), a named crew on the first leg with the later legs set to
 * keep it, a fresh crew when the aircraft waits long enough between legs for the crew to be
 * rotated, and the FBO it uses at each airport. Invented but deterministic: each operator has
 * a roster seeded by its id, and the choices for a booking are seeded by the booking id, so
 * the same booking always gets the same crew.
 */

/** A wait at a destination longer than this means a new crew flies the next leg. */
const CREW_ROTATION_HOURS = 72;
const ROSTER_PILOTS = 8;
const ROSTER_ATTENDANTS = 4;

const FIRST_NAMES = [
  'Dana',
  'Luis',
  'Priya',
  'Marcus',
  'Elena',
  'Tom',
  'Grace',
  'Omar',
  'Hannah',
  'Jack',
  'Sofia',
  'Ben',
  'Keiko',
  'Ryan',
  'Amara',
  'Victor',
  'Claire',
  'Mateo',
  'Nina',
  'Samuel',
];
const LAST_NAMES = [
  'Whitfield',
  'Ortega',
  'Raman',
  'Bennett',
  'Kowalski',
  'Hayes',
  'Nakamura',
  'Farouk',
  'Lindqvist',
  'Adeyemi',
  'Brennan',
  'Castillo',
  'Duarte',
  'Ellison',
  'Fischer',
  'Gallagher',
  'Holloway',
  'Iverson',
  'Jansen',
  'Moreau',
];

interface RosterMember {
  name: string;
  contact: string;
}

/** A cell phone in the 555-01xx range, which is reserved for fiction: nobody real is called. */
const cellPhone = (random: Random) =>
  `+1 (${random.int(2, 9)}${random.int(0, 9)}${random.int(0, 9)}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;

function roster(operatorId: string): { pilots: RosterMember[]; attendants: RosterMember[] } {
  const random = seededRandom(hashSeed(`crew|${operatorId}`));
  const used = new Set<string>();
  const member = (): RosterMember => {
    let name = '';
    do name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    while (used.has(name));
    used.add(name);
    return { name, contact: cellPhone(random) };
  };
  return {
    pilots: Array.from({ length: ROSTER_PILOTS }, member),
    attendants: Array.from({ length: ROSTER_ATTENDANTS }, member),
  };
}

function crewFor(
  random: Random,
  team: { pilots: RosterMember[]; attendants: RosterMember[] },
  withAttendant: boolean,
  /** The crew going off duty: a fresh crew shares nobody with it. */
  resting: ReadonlySet<string>,
): CrewMember[] {
  const pilots = team.pilots.filter((p) => !resting.has(p.name));
  const attendants = team.attendants.filter((a) => !resting.has(a.name));
  const take = (list: RosterMember[]) => list.splice(random.int(0, list.length - 1), 1)[0];
  const captain = take(pilots);
  const firstOfficer = take(pilots);
  const crew: CrewMember[] = [];
  if (captain) crew.push({ name: captain.name, position: 'Captain', contact: captain.contact });
  if (firstOfficer) crew.push({ name: firstOfficer.name, position: 'First Officer', contact: firstOfficer.contact });
  const attendant = withAttendant && attendants.length > 0 ? random.pick(attendants) : undefined;
  if (attendant) crew.push({ name: attendant.name, position: 'Flight Attendant', contact: attendant.contact });
  return crew;
}

/** The operator's usual FBO at an airport: stable per operator and airport. */
function fboAt(fbos: Fbo[], operatorId: string, icao: string): FboContact {
  const fbo = fbos[hashSeed(`fbo|${operatorId}|${icao}`) % Math.max(fbos.length, 1)];
  return fbo
    ? { name: fbo.name, address: fbo.address, contact: fbo.phone }
    : { name: null, address: null, contact: null };
}

/** The instant a leg departs or arrives: its DD-MM-YYYY HH:mm:ss on the airport's clock. */
export function legInstant(localTime: string, zone: string): Date {
  const parsed = DateTime.fromFormat(localTime, 'dd-MM-yyyy HH:mm:ss', { zone });
  if (!parsed.isValid) throw new Error(`unreadable leg time ${localTime}`);
  return parsed.toJSDate();
}

export function assignLegs(booking: Booking, referenceData: ReferenceData): LegAssignment[] {
  const aircraft = referenceData.aircraft(booking.tailNumber);
  const operatorId = aircraft?.operatorId ?? 'unknown-operator';
  const team = roster(operatorId);
  const random = seededRandom(hashSeed(`assignment|${booking.id}`));
  const withAttendant = aircraft?.amenities.flightAttendant ?? false;
  const zoneOf = (icao: string) => referenceData.airport(icao)?.timeZone ?? 'UTC';
  const legs = [...booking.legs].sort((a, b) => a.legOrder - b.legOrder);
  const catering = booking.addonIds.includes('CATERING');

  let previousArrival: Date | undefined;
  let onDuty = new Set<string>();
  return legs.map((leg, index) => {
    const from = leg.departureAirport.icaoCode;
    const to = leg.arrivalAirport.icaoCode;
    const departs = legInstant(leg.departureDateTime, zoneOf(from));
    const waitHours = previousArrival ? (departs.getTime() - previousArrival.getTime()) / 3_600_000 : 0;
    previousArrival = legInstant(leg.arrivalDateTime, zoneOf(to));
    const ownCrew = index === 0 || waitHours > CREW_ROTATION_HOURS;
    const crews = ownCrew ? crewFor(random, team, withAttendant, onDuty) : [];
    if (ownCrew) onDuty = new Set(crews.flatMap((c) => (c.name ? [c.name] : [])));
    return {
      legOrder: leg.legOrder,
      tailNumber: index === 0 ? booking.tailNumber : null,
      crews,
      crewSettings: !ownCrew,
      originFbo: fboAt(referenceData.fbos(from), operatorId, from),
      destinationFbo: fboAt(referenceData.fbos(to), operatorId, to),
      groundTransportationNotes: null,
      cateringNotes: catering ? 'Catering is ordered for this leg; our concierge confirms the menu with you.' : null,
      miscellaneousNotes: null,
    };
  });
}
