import type { LegView } from '../../../core/quotes/quote-view';
import { dollarsToCents, formatUsd } from '../../../core/money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** A leg time ("DD-MM-YYYY HH:mm:ss", the airport's clock) as "Mar 11, 2027" and "9:00 AM". */
export function legMoment(text: string): { date: string; time: string } {
  const [day = '', month = '', year = ''] = text.slice(0, 10).split('-');
  const [hours = 0, minutes = 0] = text.slice(11, 16).split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    date: `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}, ${year}`,
    time: `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}

/** "KTEB → KPBI → KTEB": every departure, ending at the last arrival. */
export function routeLabel(legs: readonly LegView[]): string {
  const codes = legs.map((leg) => leg.departureAirport.icaoCode);
  const last = legs.at(-1);
  if (last) codes.push(last.arrivalAirport.icaoCode);
  return codes.join(' → ');
}

/** The label shown on cards and headers; a held booking reads PAYMENT PENDING (spec 001 §2). */
export function statusLabel(status: string): string {
  if (status === 'RESERVED') return 'PAYMENT PENDING';
  return status.replace(/_/g, ' ');
}

/** Booking ids are long: cards and headers show the first block, upper-cased. */
export function shortId(bookingId: string): string {
  return bookingId.split('-')[0]?.toUpperCase() ?? bookingId;
}
