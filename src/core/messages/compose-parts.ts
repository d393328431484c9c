import { DateTime } from 'luxon';
import { itineraryPath } from '../itinerary/itinerary';
import { formatUsd, type Cents } from '../money';
import type { WireTransferDetails } from '../payments/wire-transfer';
import type { Brand, Detail } from './layout';
import type { LegFacts, MessageFacts, TripFacts } from './message-kinds';

/** What the sender knows when it writes a message, beside the event's facts. */
export interface ComposeContext {
  brand: Brand;
  /** The customer's first name, for the greeting; null when unknown (an account just deleted). */
  firstName: string | null;
  /** The customer's IANA time zone (deadlines are shown in it); null falls back to the trip's. */
  zone: string | null;
  /** The bank details of the wire sheet. */
  wire: WireTransferDetails;
}

export const money = (cents: Cents) => formatUsd(cents);

export const hello = (ctx: ComposeContext) => (ctx.firstName ? `Hello ${ctx.firstName},` : 'Hello,');

/** An absolute link to a page of the site. */
export function link(ctx: ComposeContext, path: string): string {
  return new URL(path, ctx.brand.publicUrl).toString();
}

export const bookingPath = (bookingId: string) => `/booking-details/${encodeURIComponent(bookingId)}`;
export { itineraryPath };

/**
 * A deadline as the customer reads it on their own clock, with the zone named so it is never
 * ambiguous: "Friday, November 27, 2026 at 2:05 PM EST". Without the customer's zone, the
 * trip's first departure airport's.
 */
export function deadline(iso: string, ctx: ComposeContext, trip: Pick<TripFacts, 'zone'>): string {
  const zone = ctx.zone ?? trip.zone;
  const at = DateTime.fromISO(iso, { zone });
  const shown = at.isValid ? at : DateTime.fromISO(iso, { zone: trip.zone });
  return shown.setLocale('en-US').toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ");
}

/** A leg's departure, on the departure airport's clock: "Tuesday, December 8, 2026, 10:00 AM local time". */
export function legDeparture(departs: string): string {
  const at = DateTime.fromFormat(departs, 'dd-MM-yyyy HH:mm:ss');
  return at.isValid ? `${at.setLocale('en-US').toFormat('cccc, LLLL d, yyyy, h:mm a')} local time` : departs;
}

export const route = (legs: readonly LegFacts[]) => {
  const sorted = [...legs].sort((a, b) => a.legOrder - b.legOrder);
  const last = sorted[sorted.length - 1];
  return last ? [...sorted.map((leg) => leg.from.code), last.to.code].join(' - ') : '';
};

/** The reference, the route and the aircraft: the first rows of every booking message. */
export function tripRows(trip: TripFacts): Detail[] {
  return [
    { label: 'Booking reference', value: trip.bookingId },
    { label: 'Route', value: route(trip.legs) },
    { label: 'Aircraft', value: trip.category },
  ];
}

/** One section per leg: where from, where to and when. */
export function legSections(trip: TripFacts): { title: string; rows: Detail[] }[] {
  return [...trip.legs]
    .sort((a, b) => a.legOrder - b.legOrder)
    .map((leg) => ({
      title: `Leg ${leg.legOrder}: ${leg.from.code} to ${leg.to.code}`,
      rows: [
        { label: 'From', value: `${leg.from.name} (${leg.from.code}), ${leg.from.city}` },
        { label: 'To', value: `${leg.to.name} (${leg.to.code}), ${leg.to.city}` },
        { label: 'Departs', value: legDeparture(leg.departs) },
      ],
    }));
}

type Card = MessageFacts<'booking-confirmed'>['card'];

const cardName = (card: Card) => {
  const last4 = card?.masked?.replace(/\D/g, '').slice(-4);
  const brand = card?.brand?.trim() || 'Card';
  return last4 ? `${brand} ending ${last4}` : brand;
};

/** How it was paid, as a customer recognises it. */
export function methodName(
  method: 'CREDIT_CARD' | 'APPLE_PAY' | 'WALLET' | 'WIRE',
  card: Card,
  ctx: ComposeContext,
): string {
  switch (method) {
    case 'CREDIT_CARD':
      return cardName(card);
    case 'APPLE_PAY':
      return card?.masked ? `Apple Pay (${cardName(card)})` : 'Apple Pay';
    case 'WALLET':
      return `your ${ctx.brand.name} wallet`;
    case 'WIRE':
      return 'wire transfer';
  }
}

/** The wire sheet (spec 001 section 2): our bank details, with the booking as the reference. */
export function wireSection(ctx: ComposeContext, bookingId: string): { title: string; rows: Detail[] } {
  const { wire } = ctx;
  return {
    title: 'Wire transfer details',
    rows: [
      { label: 'Bank', value: wire.bankName },
      { label: 'Bank address', value: wire.bankAddress },
      { label: 'Account name', value: wire.accountName },
      { label: 'Account number', value: wire.accountNumber },
      { label: 'Routing number (ABA)', value: wire.routingNumber },
      { label: 'SWIFT/BIC', value: wire.swiftCode },
      { label: 'Reference', value: `Booking ${bookingId}` },
    ],
  };
}
