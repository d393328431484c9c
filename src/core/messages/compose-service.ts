import { DateTime } from 'luxon';
import type { ComposedMessage, Detail } from './layout';
import type { ItineraryLegFacts, MessageFacts } from './message-kinds';
import { bookingPath, hello, itineraryPath, link, type ComposeContext } from './compose-parts';

/**
 * The messages about the trip's arrangements and the account: the itinerary the operator
 * assigned or changed, a limo request received, one-time codes, a changed password and a
 * deleted account.
 */

const orNa = (value: string | null) => (value && value.trim() !== '' ? value : 'N/A');

const fbo = (f: ItineraryLegFacts['originFbo']) =>
  [f.name, f.address, f.contact].filter((part): part is string => Boolean(part?.trim())).join(', ') || 'N/A';

function itineraryLegRows(leg: ItineraryLegFacts): Detail[] {
  return [
    { label: 'Departs', value: leg.departs },
    { label: 'Tail number', value: orNa(leg.tailNumber) },
    {
      label: 'Crew',
      value: leg.crew.length ? leg.crew.map((c) => `${c.name} (${c.position})`).join(', ') : 'N/A',
    },
    { label: `FBO at ${leg.from}`, value: fbo(leg.originFbo) },
    { label: `FBO at ${leg.to}`, value: fbo(leg.destinationFbo) },
  ];
}

function itinerary(
  f: MessageFacts<'itinerary-ready'>,
  ctx: ComposeContext,
  words: { subject: string; heading: string; lead: string },
): ComposedMessage {
  return {
    subject: words.subject,
    heading: words.heading,
    paragraphs: [hello(ctx), words.lead],
    details: [
      { label: 'Booking reference', value: f.bookingId },
      { label: 'Aircraft', value: f.category },
    ],
    sections: [...f.legs]
      .sort((a, b) => a.legOrder - b.legOrder)
      .map((leg) => ({ title: `Leg ${leg.legOrder}: ${leg.from} to ${leg.to}`, rows: itineraryLegRows(leg) })),
    actions: [
      { label: 'View your itinerary', url: link(ctx, itineraryPath(f.bookingId)) },
      { label: 'Download the itinerary (PDF)', url: link(ctx, `${itineraryPath(f.bookingId)}/pdf`) },
    ],
  };
}

export function itineraryReady(f: MessageFacts<'itinerary-ready'>, ctx: ComposeContext): ComposedMessage {
  return itinerary(f, ctx, {
    subject: `Your final itinerary for booking ${f.bookingId}`,
    heading: 'Your final itinerary is ready',
    lead: 'The operator has assigned your aircraft, crew and FBOs. Here is who flies you and where to meet them.',
  });
}

export function itineraryChanged(f: MessageFacts<'itinerary-changed'>, ctx: ComposeContext): ComposedMessage {
  return itinerary(f, ctx, {
    subject: `Your itinerary for booking ${f.bookingId} has changed`,
    heading: 'Your itinerary has changed',
    lead: 'The operator has changed your aircraft, crew or FBOs. This is your itinerary as it stands now.',
  });
}

const limoTime = (time: string) => {
  const at = DateTime.fromISO(time);
  return at.isValid ? at.setLocale('en-US').toFormat('cccc, LLLL d, yyyy, h:mm a') : orNa(time);
};

export function limoRequested(f: MessageFacts<'limo-requested'>, ctx: ComposeContext): ComposedMessage {
  const rows: Detail[] = [
    { label: 'Booking reference', value: f.bookingId },
    { label: 'Vehicle', value: f.vehicleType },
    { label: 'Pickup', value: `${f.pickup.address}, ${limoTime(f.pickup.time)}` },
    { label: 'Drop-off', value: `${f.dropOff.address}${f.dropOff.time ? `, ${limoTime(f.dropOff.time)}` : ''}` },
  ];
  if (f.stops > 0) rows.push({ label: 'Stops', value: String(f.stops) });
  return {
    subject: `We received your ground transportation request for booking ${f.bookingId}`,
    heading: 'Your limo request is in',
    paragraphs: [
      hello(ctx),
      'We received your ground transportation request. Our Flight Concierge Team arranges the car and will contact you if anything needs confirming.',
    ],
    details: rows,
    actions: [{ label: 'View booking details', url: link(ctx, bookingPath(f.bookingId)) }],
  };
}

export function confirmationCode(f: MessageFacts<'confirmation-code'>, ctx: ComposeContext): ComposedMessage {
  return {
    subject: `Your ${ctx.brand.name} confirmation code`,
    heading: 'Confirm your e-mail address',
    paragraphs: [
      `Enter this code to finish creating your ${ctx.brand.name} account. It is valid for ${f.minutes} minutes.`,
    ],
    code: f.code,
  };
}

export function resetCode(f: MessageFacts<'reset-code'>, ctx: ComposeContext): ComposedMessage {
  return {
    subject: `Your ${ctx.brand.name} password reset code`,
    heading: 'Reset your password',
    paragraphs: [
      `Enter this code to choose a new password. It is valid for ${f.minutes} minutes.`,
      'If you did not ask to reset your password, you can ignore this message.',
    ],
    code: f.code,
  };
}

export function passwordChanged(_f: MessageFacts<'password-changed'>, ctx: ComposeContext): ComposedMessage {
  return {
    subject: `Your ${ctx.brand.name} password was changed`,
    heading: 'Your password was changed',
    paragraphs: [
      `The password of your ${ctx.brand.name} account was just changed.`,
      `If this was not you, reset your password now and contact ${ctx.brand.conciergeEmail}.`,
    ],
    actions: [{ label: 'Reset your password', url: link(ctx, '/forgot-password') }],
  };
}

/** A sign-in from a browser the account never used (decision 054): said in the customer's zone, else UTC. */
export function newSignIn(f: MessageFacts<'new-sign-in'>, ctx: ComposeContext): ComposedMessage {
  const at = DateTime.fromISO(f.at, { zone: ctx.zone ?? 'UTC' }).setLocale('en-US');
  return {
    subject: `New sign-in to your ${ctx.brand.name} account`,
    heading: 'A new device signed in',
    paragraphs: [
      `Your ${ctx.brand.name} account was signed in on ${f.device} on ${at.toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ")}.`,
      'If this was you, there is nothing to do.',
      `If it was not, sign that device out in My Account > Security, reset your password, and contact ${ctx.brand.conciergeEmail}.`,
    ],
    actions: [{ label: 'Review your devices', url: link(ctx, '/my-account?tab=security') }],
  };
}

/** A passkey added or removed (decision 058): anyone who did not do it can undo it at once. */
export function passkeyChanged(f: MessageFacts<'passkey-changed'>, ctx: ComposeContext): ComposedMessage {
  const at = DateTime.fromISO(f.at, { zone: ctx.zone ?? 'UTC' }).setLocale('en-US');
  const when = at.toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ");
  return {
    subject:
      f.change === 'added'
        ? `A passkey was added to your ${ctx.brand.name} account`
        : `A passkey was removed from your ${ctx.brand.name} account`,
    heading: f.change === 'added' ? 'A passkey was added' : 'A passkey was removed',
    paragraphs: [
      f.change === 'added'
        ? `A passkey (${f.name}) was added to your ${ctx.brand.name} account on ${when}. It can now sign in to your account.`
        : `The passkey ${f.name} was removed from your ${ctx.brand.name} account on ${when}. It can no longer sign in.`,
      'If this was you, there is nothing to do.',
      `If it was not, remove any passkey you do not know in My Account > Security, reset your password, and contact ${ctx.brand.conciergeEmail}.`,
    ],
    actions: [{ label: 'Review your passkeys', url: link(ctx, '/my-account?tab=security') }],
  };
}

export function accountDeleted(_f: MessageFacts<'account-deleted'>, ctx: ComposeContext): ComposedMessage {
  return {
    subject: `Your ${ctx.brand.name} account was deleted`,
    heading: 'Your account was deleted',
    paragraphs: [
      `Your ${ctx.brand.name} account and its personal details have been deleted, as you asked.`,
      'Thank you for flying with us.',
    ],
  };
}

/**
 * The concierge's replies, for a customer who was told they would come by e-mail or who left
 * the chat, with a link that opens the conversation again (on any device, for a visitor too).
 */
export function chatReply(f: MessageFacts<'chat-reply'>, ctx: ComposeContext): ComposedMessage {
  const greeting = ctx.firstName ? hello(ctx) : f.name ? `Hello ${f.name},` : 'Hello,';
  const several = f.replies.length > 1;
  return {
    subject: f.bookingId
      ? `The ${ctx.brand.name} concierge replied about booking ${f.bookingId}`
      : `The ${ctx.brand.name} concierge replied to your message`,
    heading: several ? 'Your concierge replied' : `${f.replies[0]?.from ?? 'Your concierge'} replied`,
    paragraphs: [
      greeting,
      `You were away from the chat, so here ${several ? 'are the replies' : 'is the reply'} from our Flight Concierge Team:`,
      ...f.replies.map((r) => `${r.from}: ${r.text}`),
    ],
    ...(f.bookingId ? { details: [{ label: 'Booking reference', value: f.bookingId }] } : {}),
    actions: [{ label: 'Continue the conversation', url: link(ctx, f.link) }],
    notes: ['Answer in the conversation: replies to this e-mail are not read.'],
  };
}
