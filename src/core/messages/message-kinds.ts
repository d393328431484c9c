import { z } from 'zod';
import { AIRCRAFT_CATEGORIES } from '../aircraft-categories';
import { watchedLegSchema } from '../watches/watch-matching';

/**
 * Every e-mail Contrail sends, and the facts each is written from. An event stores its kind
 * and facts in the outbox in the same transaction as the event itself; the sender writes the
 * words later (compose.ts). Facts are plain JSON: money in integer cents, instants as ISO
 * strings, airport-local times as the booking shows them. Each kind's schema is checked again
 * when the message is sent, so a malformed row fails loudly instead of mailing nonsense.
 */

const cents = z.number().int();
const instant = z.iso.datetime({ offset: true });

export const airportFacts = z.object({ code: z.string(), name: z.string(), city: z.string() });

export const legFacts = z.object({
  legOrder: z.number().int(),
  from: airportFacts,
  to: airportFacts,
  /** As the booking shows it, on the departure airport's clock: DD-MM-YYYY HH:mm:ss. */
  departs: z.string(),
});

/** What every booking message names: the reference, the route, the dates and the aircraft. */
export const tripFacts = z.object({
  bookingId: z.string(),
  category: z.string(),
  legs: z.array(legFacts).min(1),
  /** The first departure airport's IANA zone: deadlines fall back to it without the customer's own. */
  zone: z.string(),
});

/** kg CO2e of the trip as its quote answered it (decision 057); absent when it had none. */
const carbonFacts = z
  .object({
    totalKg: cents,
    perPassengerKg: cents,
    repositioning: z.object({ kg: cents }),
    fliesAnyway: z.literal(true).optional(),
  })
  .optional();

export const cardFacts = z.object({ brand: z.string().nullable(), masked: z.string().nullable() }).nullable();

export const payMethod = z.enum(['CREDIT_CARD', 'APPLE_PAY', 'WALLET', 'WIRE']);

const crewFacts = z.object({ name: z.string(), position: z.string() });
const fboFacts = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
});

export const itineraryLegFacts = z.object({
  legOrder: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** 'dddd MM-DD-YYYY hh:mm A' on the departure airport's clock, as the itinerary shows it. */
  departs: z.string(),
  tailNumber: z.string().nullable(),
  crew: z.array(crewFacts),
  originFbo: fboFacts,
  destinationFbo: fboFacts,
});

export const MESSAGE_FACTS = {
  'confirmation-code': z.object({ code: z.string(), minutes: z.number().int(), validUntil: instant }),
  'reset-code': z.object({ code: z.string(), minutes: z.number().int(), validUntil: instant }),
  'password-changed': z.object({}),
  /** A sign-in from a browser the account never used before (decision 054). */
  'new-sign-in': z.object({ device: z.string(), at: instant }),
  /** A passkey added to or removed from the account (decision 060). */
  'passkey-changed': z.object({ change: z.enum(['added', 'removed']), name: z.string(), at: instant }),
  'account-deleted': z.object({}),
  'booking-confirmed': tripFacts.extend({
    carbon: carbonFacts,
    stage: z.enum(['FULL', 'BALANCE']),
    method: payMethod,
    card: cardFacts,
    amountCents: cents,
    cardFeeCents: cents,
    flightTotalCents: cents,
    rewardsEarnedCents: cents,
    /** The price's carbon offset line (decision 060); absent without one. */
    carbonOffset: z.object({ tonnes: z.number().positive(), priceCents: cents }).optional(),
  }),
  'booking-reserved': tripFacts.extend({
    depositCents: cents,
    balanceCents: cents,
    card: cardFacts,
    holdUntil: instant,
  }),
  'wire-instructions': tripFacts.extend({ amountCents: cents, holdUntil: instant }),
  'wire-received': tripFacts.extend({ amountCents: cents, rewardsEarnedCents: cents, carbon: carbonFacts }),
  'hold-reminder': tripFacts.extend({
    byWire: z.boolean(),
    balanceCents: cents,
    holdUntil: instant,
  }),
  'hold-lapsed': tripFacts.extend({
    byWire: z.boolean(),
    depositCents: cents,
    refundCents: cents,
    adminFeeCents: cents,
  }),
  'booking-cancelled': tripFacts.extend({
    /** Who cancelled: the customer herself, or our team (for a reason the rule names). */
    byCustomer: z.boolean(),
    rule: z.string(),
    refunds: z.array(z.object({ method: payMethod, card: cardFacts, amountCents: cents })),
    creditCents: cents,
    adminFeeCents: cents,
  }),
  'refund-processed': z.object({
    bookingId: z.string(),
    refundId: z.string(),
    amountCents: cents,
    method: payMethod,
    card: cardFacts,
    reason: z.enum(['LAPSED_HOLD', 'CANCELLED', 'CHANGED']),
  }),
  /** The customer changed the trip's dates: the legs are the new ones. */
  'booking-changed': tripFacts.extend({
    previousLegs: z.array(legFacts).min(1),
    /** False when another aircraft of the category flies the new dates. */
    sameAircraft: z.boolean(),
    previousTotalCents: cents,
    totalCents: cents,
    /** A higher price: the difference paid, and how. */
    paid: z.object({ method: payMethod, card: cardFacts, amountCents: cents, cardFeeCents: cents }).nullable(),
    /** A lower price: what the terms refund, to each method, and the rule that decided. */
    refunds: z.array(z.object({ method: payMethod, card: cardFacts, amountCents: cents })),
    adminFeeCents: cents,
    rule: z.string().nullable(),
  }),
  'itinerary-ready': z.object({
    bookingId: z.string(),
    category: z.string(),
    legs: z.array(itineraryLegFacts).min(1),
  }),
  'itinerary-changed': z.object({
    bookingId: z.string(),
    category: z.string(),
    legs: z.array(itineraryLegFacts).min(1),
  }),
  'limo-requested': z.object({
    bookingId: z.string(),
    vehicleType: z.string(),
    pickup: z.object({ address: z.string(), time: z.string() }),
    dropOff: z.object({ address: z.string(), time: z.string() }),
    stops: z.number().int(),
  }),
  /**
   * A leg departs within three hours (issue 26): where to go and which aircraft. Phones only
   * (PHONE_ONLY_KINDS): its one leg, the tail number and the departure FBO, from the itinerary.
   */
  'flight-day': tripFacts.extend({
    legs: z.array(legFacts).length(1),
    tailNumber: z.string().nullable(),
    fbo: fboFacts,
  }),
  /**
   * Empty legs that appeared on a watched route (issue 27): one alert, or the day's digest. The
   * paths are the site's: the legs of the route, the one-click unsubscribe (pauses this watch,
   * signed) and the watches in My Account.
   */
  'watch-alert': z.object({
    watchId: z.string(),
    route: z.object({ from: z.string(), to: z.string() }),
    passengers: z.number().int(),
    legs: z.array(watchedLegSchema).min(1),
    legsPath: z.string().startsWith('/'),
    unsubscribePath: z.string().startsWith('/'),
    managePath: z.string().startsWith('/'),
  }),
  /**
   * The guaranteed price of a watched search fell by the watch's share (docs/decisions/048):
   * the price then and now, and the link that runs the search again, bookable at that price.
   */
  'price-alert': z.object({
    watchId: z.string(),
    /** "KTEB to KASE, round trip, 2026-12-10 to 2026-12-14". */
    trip: z.string(),
    category: z.enum(AIRCRAFT_CATEGORIES),
    categoryName: z.string(),
    passengers: z.number().int(),
    watchedCents: z.number().int(),
    nowCents: z.number().int(),
    dropPercent: z.number().int(),
    bookPath: z.string().startsWith('/'),
    unsubscribePath: z.string().startsWith('/'),
    managePath: z.string().startsWith('/'),
  }),
  /** Concierge replies to a customer who was told to expect them by e-mail, or who left the chat. */
  'chat-reply': z.object({
    conversationId: z.string(),
    bookingId: z.string().nullable(),
    /** A visitor's name, for the greeting (a customer's comes from their account when it is sent). */
    name: z.string().nullable(),
    replies: z.array(z.object({ from: z.string(), text: z.string(), at: instant })).min(1),
    /** The site's path that opens the conversation again (for a visitor, with its key). */
    link: z.string().startsWith('/'),
  }),
} as const;

export type MessageKind = keyof typeof MESSAGE_FACTS;

/** Kinds sent to phones only (text and push), never by e-mail. */
export const PHONE_ONLY_KINDS = ['flight-day'] as const satisfies readonly MessageKind[];
export type PhoneOnlyKind = (typeof PHONE_ONLY_KINDS)[number];
/** The kinds that have an e-mail. */
export type EmailKind = Exclude<MessageKind, PhoneOnlyKind>;

export function isEmailKind(kind: MessageKind): kind is EmailKind {
  return !(PHONE_ONLY_KINDS as readonly MessageKind[]).includes(kind);
}
export type MessageFacts<K extends MessageKind> = z.output<(typeof MESSAGE_FACTS)[K]>;
export type TripFacts = z.output<typeof tripFacts>;
export type LegFacts = z.output<typeof legFacts>;
export type ItineraryLegFacts = z.output<typeof itineraryLegFacts>;

export const MESSAGE_KINDS = Object.keys(MESSAGE_FACTS) as MessageKind[];

export function isMessageKind(kind: string): kind is MessageKind {
  return Object.hasOwn(MESSAGE_FACTS, kind);
}

/**
 * Reminders are the optional messages: the Notifications switch in My Account turns them off.
 * Nothing about money, the account's security or the trip's arrangements ever is (the
 * customer may opt out of promotional e-mail, not of transactional e-mail: spec 001 section 6).
 */
export const OPTIONAL_KINDS: ReadonlySet<MessageKind> = new Set<MessageKind>(['hold-reminder']);

/**
 * Facts holding a secret (a one-time code; a visitor's key to their conversation, with its words):
 * cleared once the message has been sent or given up.
 */
export const SECRET_KINDS: ReadonlySet<MessageKind> = new Set<MessageKind>([
  'confirmation-code',
  'reset-code',
  'chat-reply',
]);

/** Messages that carry the itinerary PDF and the calendar file. */
export const ITINERARY_ATTACHED_KINDS: ReadonlySet<MessageKind> = new Set<MessageKind>([
  'booking-confirmed',
  'wire-received',
  'booking-changed',
]);
