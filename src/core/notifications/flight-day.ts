import { parseLegTime } from '../quotes/local-time';

/** A flight-day message goes out this long before each leg departs (issue 26). */
export const FLIGHT_DAY_HOURS = 3;

interface Leg {
  legOrder: number;
  /** DD-MM-YYYY HH:mm:ss on the departure airport's clock. */
  departureDateTime: string;
  departureAirport: { icaoCode: string };
}

/**
 * The legs of a trip whose flight-day message is due at `now`: departing after `now` and at
 * most FLIGHT_DAY_HOURS later. A leg whose airport's zone is unknown is left out (its departure
 * cannot be read as an instant). Pure: the zones come in.
 */
export function legsDueForFlightDay<L extends Leg>(
  legs: readonly L[],
  zoneOf: (icaoCode: string) => string | undefined,
  now: Date,
): L[] {
  const until = now.getTime() + FLIGHT_DAY_HOURS * 3_600_000;
  return legs.filter((leg) => {
    const zone = zoneOf(leg.departureAirport.icaoCode);
    const departs = zone ? parseLegTime(leg.departureDateTime, zone) : Number.NaN;
    return departs > now.getTime() && departs <= until;
  });
}

/** One message per leg and departure time: a leg moved to another time is told again. */
export const flightDayKey = (bookingId: string, leg: Leg) =>
  `flight-day:${bookingId}:${leg.legOrder}:${leg.departureDateTime}`;
