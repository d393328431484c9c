import { parseLegTime } from '../core/quotes/local-time';
import type { LegView } from '../core/quotes/quote-view';
import type { ReferenceData } from '../../ports/reference-data';

/** When the first leg departs, read on its departure airport's clock (null when unknown). */
export function firstDepartureOf(legs: readonly LegView[], referenceData: ReferenceData): Date | null {
  const first = legs[0];
  const zone = first ? referenceData.airport(first.departureAirport.icaoCode)?.timeZone : undefined;
  const instant = first && zone ? parseLegTime(first.departureDateTime, zone) : Number.NaN;
  return Number.isNaN(instant) ? null : new Date(instant);
}

/** When the last leg lands, read on its arrival airport's clock (null when unknown). */
export function lastArrivalOf(legs: readonly LegView[], referenceData: ReferenceData): Date | null {
  const last = legs[legs.length - 1];
  const zone = last ? referenceData.airport(last.arrivalAirport.icaoCode)?.timeZone : undefined;
  const instant = last && zone ? parseLegTime(last.arrivalDateTime, zone) : Number.NaN;
  return Number.isNaN(instant) ? null : new Date(instant);
}
