import type { Booking } from '../../../ports/charter/booking-store';
import { statusLabel } from '../../core/desk/desk-status';

/** A customer's trip as the desk lists it (their account page, beside a conversation). */
export interface DeskTripRow {
  id: string;
  status: string;
  route: string;
  departsAt: string | null;
  totalCents: number;
}

export function tripRow(b: Booking): DeskTripRow {
  const legs = [...b.legs].sort((x, y) => x.legOrder - y.legOrder);
  const last = legs[legs.length - 1];
  return {
    id: b.id,
    // A held booking's kind of hold is on its booking page; here the booking's own status reads.
    status: statusLabel(b.status, false),
    route: last ? [...legs.map((l) => l.departureAirport.icaoCode), last.arrivalAirport.icaoCode].join(' – ') : '',
    departsAt: b.departsAt ? b.departsAt.toISOString() : null,
    totalCents: b.totalCents,
  };
}
