import { DateTime } from 'luxon';
import type { Brand } from '../messages/layout';
import { legDeparture } from '../messages/compose-watches';
import { MESSAGE_FACTS, type MessageFacts, type MessageKind } from '../messages/message-kinds';

/**
 * What reaches a customer's phone besides e-mail (issue 26, docs/decisions/043): the events a
 * traveller wants to hear about at once, each as a text message and a push notification, as
 * the customer chose in My Account > Notifications. E-mail keeps every message it sends.
 */
export const PHONE_KINDS: ReadonlySet<MessageKind> = new Set<MessageKind>([
  'booking-confirmed',
  'hold-reminder',
  'hold-lapsed',
  'itinerary-ready',
  'itinerary-changed',
  'refund-processed',
  'chat-reply',
  'flight-day',
  'watch-alert',
  'price-alert',
]);

/** The channels of the outbox: e-mail, and the phone's two. */
export const CHANNELS = ['email', 'sms', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];
/** The phone channels the outbox queues a copy for, beside the e-mail. */
export const QUEUED_PHONE_CHANNELS: readonly Exclude<Channel, 'email'>[] = ['sms', 'push'];

/** A phone message as written: a notification's title, the text, and the page it opens. */
export interface PhoneMessage {
  title: string;
  text: string;
  /** Absolute link to the page it is about. */
  url: string;
}

export type PhoneComposeResult = { ok: true; message: PhoneMessage } | { ok: false; error: string };

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "KTEB-KPBI-KTEB" from a trip's legs. */
const route = (legs: readonly { from: { code: string }; to: { code: string } }[]) =>
  [legs[0]?.from.code, ...legs.map((l) => l.to.code)].filter(Boolean).join('-');

/** "Dec 15, 9:00 AM" from the booking's "DD-MM-YYYY HH:mm:ss" on the airport's clock. */
const departure = (departs: string) => {
  const at = DateTime.fromFormat(departs, 'dd-MM-yyyy HH:mm:ss');
  return at.isValid ? at.toFormat('LLL d, h:mm a') : departs;
};

/** A deadline on the customer's clock (their zone, else the trip's first airport's). */
const deadline = (instant: string, zone: string) => {
  const at = DateTime.fromISO(instant, { zone });
  return at.isValid ? at.toFormat('LLL d, h:mm a ZZZZ') : instant;
};

const bookingPage = (bookingId: string) => `/booking-details/${encodeURIComponent(bookingId)}`;
const itineraryPage = (bookingId: string) => `/itinerary/${encodeURIComponent(bookingId)}`;

/**
 * Writes a message for the phone from its outbox facts: short (a text of one or two segments;
 * a notification's two lines), the brand first, and a link to its page. Pure.
 */
export function composePhoneMessage(
  kind: MessageKind,
  facts: unknown,
  context: { brand: Brand; zone: string | null },
): PhoneComposeResult {
  if (!PHONE_KINDS.has(kind)) return { ok: false, error: `${kind} is not sent to phones` };
  const parsed = MESSAGE_FACTS[kind].safeParse(facts);
  if (!parsed.success) return { ok: false, error: `the facts of ${kind} do not read: ${parsed.error.message}` };
  const written = write(kind, parsed.data as MessageFacts<typeof kind>, context.zone);
  if (!written) return { ok: false, error: `${kind} has no phone message` };
  const { brand } = context;
  return {
    ok: true,
    message: {
      title: written.title,
      text: `${brand.name}: ${written.text} ${new URL(written.path, brand.publicUrl).toString()}`,
      url: new URL(written.path, brand.publicUrl).toString(),
    },
  };
}

type Written = { title: string; text: string; path: string } | null;

function write(kind: MessageKind, facts: MessageFacts<MessageKind>, zone: string | null): Written {
  switch (kind) {
    case 'booking-confirmed': {
      const f = facts as MessageFacts<'booking-confirmed'>;
      const first = f.legs[0];
      return {
        title: 'Your flight is confirmed',
        text: `your flight ${route(f.legs)} departing ${first ? departure(first.departs) : ''} is confirmed (booking ${f.bookingId}).`,
        path: bookingPage(f.bookingId),
      };
    }
    case 'hold-reminder': {
      const f = facts as MessageFacts<'hold-reminder'>;
      return {
        title: 'Your hold ends soon',
        text: `your hold on booking ${f.bookingId} ends ${deadline(f.holdUntil, zone ?? f.zone)}. ${money(f.balanceCents)} is due.`,
        path: bookingPage(f.bookingId),
      };
    }
    case 'hold-lapsed': {
      const f = facts as MessageFacts<'hold-lapsed'>;
      return {
        title: 'Your reservation was cancelled',
        text: `your reservation ${f.bookingId} was cancelled: its hold ended unpaid. ${money(f.refundCents)} of your deposit is refunded.`,
        path: bookingPage(f.bookingId),
      };
    }
    case 'itinerary-ready':
    case 'itinerary-changed': {
      const f = facts as MessageFacts<'itinerary-ready'>;
      const leg = f.legs[0];
      const tail = leg?.tailNumber ? `, tail ${leg.tailNumber}` : '';
      const fbo = leg?.originFbo.name ? `, FBO ${leg.originFbo.name}` : '';
      const changed = kind === 'itinerary-changed';
      return {
        title: changed ? 'Your itinerary has changed' : 'Your itinerary is ready',
        text: `the itinerary for booking ${f.bookingId} ${changed ? 'has changed' : 'is ready'}: ${leg ? `${leg.from}-${leg.to} ${leg.departs}` : ''}${tail}${fbo}.`,
        path: itineraryPage(f.bookingId),
      };
    }
    case 'refund-processed': {
      const f = facts as MessageFacts<'refund-processed'>;
      const to = f.card?.masked ? ` to your card ending ${f.card.masked.slice(-4)}` : '';
      return {
        title: 'Your refund is on its way',
        text: `we refunded ${money(f.amountCents)} for booking ${f.bookingId}${to}.`,
        path: bookingPage(f.bookingId),
      };
    }
    case 'flight-day': {
      const f = facts as MessageFacts<'flight-day'>;
      const leg = f.legs[0];
      if (!leg) return null;
      const at = DateTime.fromFormat(leg.departs, 'dd-MM-yyyy HH:mm:ss');
      // The FBO the operator assigned, with its address; before any, the airport.
      const from = f.fbo.name ? [f.fbo.name, f.fbo.address].filter(Boolean).join(', ') : leg.from.name;
      const aircraft = f.tailNumber ? ` Aircraft ${f.tailNumber}.` : '';
      return {
        title: 'Your flight is today',
        text: `today's flight ${leg.from.code}-${leg.to.code} departs ${at.isValid ? at.toFormat('h:mm a') : leg.departs} from ${from}.${aircraft}`,
        path: itineraryPage(f.bookingId),
      };
    }
    case 'watch-alert': {
      const f = facts as MessageFacts<'watch-alert'>;
      const [leg] = f.legs;
      if (!leg) return null;
      const more = f.legs.length > 1 ? ` and ${f.legs.length - 1} more` : '';
      return {
        title: 'An empty leg on your route',
        text: `empty leg ${leg.from.code}-${leg.to.code} ${legDeparture(leg.earliest)}, from ${money(leg.totalCents)}${more}.`,
        path: f.legsPath,
      };
    }
    case 'price-alert': {
      const f = facts as MessageFacts<'price-alert'>;
      return {
        title: 'A lower price on your trip',
        text: `${f.trip}, ${f.categoryName}: now ${money(f.nowCents)}, ${f.dropPercent}% below when you watched it.`,
        path: f.bookPath,
      };
    }
    case 'chat-reply': {
      const f = facts as MessageFacts<'chat-reply'>;
      const last = f.replies[f.replies.length - 1];
      const words = last ? (last.text.length > 90 ? `${last.text.slice(0, 89)}…` : last.text) : '';
      return { title: 'The concierge replied', text: `the concierge replied: “${words}”`, path: f.link };
    }
    default:
      return null;
  }
}

/**
 * The days of the flights a message is about (yyyy-mm-dd, on each departure airport's clock):
 * the quiet hours do not hold on them. A trip's legs read "DD-MM-YYYY HH:mm:ss", an
 * itinerary's "dddd MM-DD-YYYY hh:mm A".
 */
export function flightDaysOf(facts: unknown): string[] {
  const legs = (facts as { legs?: unknown } | null)?.legs;
  if (!Array.isArray(legs)) return [];
  return legs.flatMap((leg: { departs?: unknown }) => {
    const departs = typeof leg?.departs === 'string' ? leg.departs : '';
    const trip = /^(\d{2})-(\d{2})-(\d{4}) /.exec(departs);
    if (trip) return [`${trip[3]}-${trip[2]}-${trip[1]}`];
    const itinerary = /(\d{2})-(\d{2})-(\d{4}) \d/.exec(departs);
    return itinerary ? [`${itinerary[3]}-${itinerary[1]}-${itinerary[2]}`] : [];
  });
}
