import { carbonSummary, type CarbonFigures } from '../carbon/carbon-view';
import { offsetLabel } from '../carbon/offset';
import { ADMIN_FEE_PERCENT, REFUND_WITHIN_DAYS } from '../payments/refunds';
import { CARD_FEE_PERCENT } from '../payments/checkout-summary';
import { WIRE_TRANSFER_NOTICE } from '../payments/wire-transfer';
import type { ComposedMessage, Detail } from './layout';
import type { MessageFacts } from './message-kinds';
import {
  bookingPath,
  deadline,
  hello,
  itineraryPath,
  legSections,
  link,
  methodName,
  money,
  tripRows,
  wireSection,
  type ComposeContext,
} from './compose-parts';

/**
 * The messages about money: a booking paid and confirmed, reserved with the deposit, held for a
 * wire, the wire received, the hold's reminder and its lapse, and a refund. Each says the
 * amounts, how they were paid and what happens next, in the customer's terms.
 */

/** What every confirmed booking links to: its details, the itinerary page and its PDF. */
function confirmedActions(ctx: ComposeContext, bookingId: string) {
  return [
    { label: 'View booking details', url: link(ctx, bookingPath(bookingId)) },
    { label: 'View your itinerary', url: link(ctx, itineraryPath(bookingId)) },
    { label: 'Download the itinerary (PDF)', url: link(ctx, `${itineraryPath(bookingId)}/pdf`) },
  ];
}

const CONFIRMED_NOTES = [
  'Your itinerary (PDF) and a calendar file for your flights are attached.',
  'Please add passenger names and dates of birth under Passengers in your booking details at least 48 hours before departure. Your final itinerary, with the operator and crew, follows no later than 48 hours before departure, and the tail number no later than 24 hours before.',
];

/** A confirmation's carbon line (decision 057), when the booking's quote gave one. */
const carbonRows = (carbon: CarbonFigures | undefined): Detail[] =>
  carbon ? [{ label: 'Carbon', value: carbonSummary(carbon).shown }] : [];

/** A confirmation's notes, and where the carbon figure is explained when it states one. */
const confirmedNotes = (ctx: ComposeContext, carbon: CarbonFigures | undefined) =>
  carbon ? [...CONFIRMED_NOTES, `How we count the carbon of a trip: ${link(ctx, '/carbon')}`] : CONFIRMED_NOTES;

export function bookingConfirmed(f: MessageFacts<'booking-confirmed'>, ctx: ComposeContext): ComposedMessage {
  const paidBy = methodName(f.method, f.card, ctx);
  const what = f.stage === 'BALANCE' ? 'the balance of your booking' : 'your booking';
  const rows: Detail[] = [...tripRows(f), { label: 'Paid', value: `${money(f.amountCents)} by ${paidBy}` }];
  if (f.cardFeeCents > 0) {
    rows.push({ label: 'Card fee included', value: `${money(f.cardFeeCents)} (${CARD_FEE_PERCENT}%)` });
  }
  if (f.carbonOffset) rows.push({ label: offsetLabel(f.carbonOffset.tonnes), value: money(f.carbonOffset.priceCents) });
  rows.push({ label: 'Flight total', value: money(f.flightTotalCents) });
  if (f.rewardsEarnedCents > 0) rows.push({ label: 'Rewards earned', value: money(f.rewardsEarnedCents) });
  rows.push(...carbonRows(f.carbon));
  return {
    subject: `Your flight is confirmed: booking ${f.bookingId}`,
    heading: 'Your flight is confirmed',
    paragraphs: [
      hello(ctx),
      `Your payment of ${money(f.amountCents)} for ${what} was processed (${paidBy}), and your flight is booked. This e-mail confirms it.`,
    ],
    details: rows,
    sections: legSections(f),
    actions: confirmedActions(ctx, f.bookingId),
    notes: confirmedNotes(ctx, f.carbon),
  };
}

export function bookingReserved(f: MessageFacts<'booking-reserved'>, ctx: ComposeContext): ComposedMessage {
  const until = deadline(f.holdUntil, ctx, f);
  return {
    subject: `Your flight is reserved until ${until}: booking ${f.bookingId}`,
    heading: 'Your flight is reserved',
    paragraphs: [
      hello(ctx),
      `We charged your ${money(f.depositCents)} deposit to ${methodName('CREDIT_CARD', f.card, ctx)} and are holding this flight for you until ${until}.`,
      `Pay the balance of ${money(f.balanceCents)} before then to book it: by card from your booking details (a ${CARD_FEE_PERCENT}% card fee applies), or by wire transfer to the account below. If the balance is not paid in time, the reservation is cancelled and the deposit refunded less a ${ADMIN_FEE_PERCENT}% administrative fee.`,
    ],
    details: [
      ...tripRows(f),
      { label: 'Deposit paid', value: money(f.depositCents) },
      { label: 'Balance due', value: money(f.balanceCents) },
      { label: 'Hold ends', value: until },
    ],
    sections: [...legSections(f), wireSection(ctx, f.bookingId)],
    actions: [{ label: 'Pay the balance by card', url: link(ctx, bookingPath(f.bookingId)) }],
    notes: ['Your flight is confirmed once you receive the e-mail stating that your payment was processed.'],
  };
}

export function wireInstructions(f: MessageFacts<'wire-instructions'>, ctx: ComposeContext): ComposedMessage {
  const until = deadline(f.holdUntil, ctx, f);
  return {
    subject: `Wire transfer details for booking ${f.bookingId}`,
    heading: 'Complete your payment by wire',
    paragraphs: [
      hello(ctx),
      WIRE_TRANSFER_NOTICE,
      `We are holding this flight for you until ${until}. Please wire ${money(f.amountCents)} to the account below, quoting your booking reference. Your flight is confirmed once we receive the transfer and e-mail you that your payment was processed.`,
    ],
    details: [
      ...tripRows(f),
      { label: 'Amount to wire', value: money(f.amountCents) },
      { label: 'Wire by', value: until },
    ],
    sections: [wireSection(ctx, f.bookingId), ...legSections(f)],
    actions: [{ label: 'View booking details', url: link(ctx, bookingPath(f.bookingId)) }],
    notes: ['If the transfer has not arrived when the hold ends, the reservation is cancelled and nothing is charged.'],
  };
}

export function wireReceived(f: MessageFacts<'wire-received'>, ctx: ComposeContext): ComposedMessage {
  const rows: Detail[] = [...tripRows(f), { label: 'Received', value: `${money(f.amountCents)} by wire transfer` }];
  if (f.rewardsEarnedCents > 0) rows.push({ label: 'Rewards earned', value: money(f.rewardsEarnedCents) });
  rows.push(...carbonRows(f.carbon));
  return {
    subject: `Wire received, your flight is confirmed: booking ${f.bookingId}`,
    heading: 'We received your wire: your flight is confirmed',
    paragraphs: [
      hello(ctx),
      `Your wire transfer of ${money(f.amountCents)} arrived and your payment was processed. Your flight is booked, and this e-mail confirms it.`,
    ],
    details: rows,
    sections: legSections(f),
    actions: confirmedActions(ctx, f.bookingId),
    notes: confirmedNotes(ctx, f.carbon),
  };
}

export function holdReminder(f: MessageFacts<'hold-reminder'>, ctx: ComposeContext): ComposedMessage {
  const until = deadline(f.holdUntil, ctx, f);
  const ask = f.byWire
    ? `We have not received your wire transfer of ${money(f.balanceCents)} yet. If it has not arrived by then, the reservation is cancelled and nothing is charged.`
    : `Pay the balance of ${money(f.balanceCents)} before then to book it. If it is not paid in time, the reservation is cancelled and your deposit refunded less a ${ADMIN_FEE_PERCENT}% administrative fee.`;
  return {
    subject: `Reminder: your hold on booking ${f.bookingId} ends ${until}`,
    heading: 'Your reservation hold ends soon',
    paragraphs: [hello(ctx), `We are holding your flight until ${until}.`, ask],
    details: [
      ...tripRows(f),
      { label: 'Balance due', value: money(f.balanceCents) },
      { label: 'Hold ends', value: until },
    ],
    sections: f.byWire ? [wireSection(ctx, f.bookingId)] : legSections(f),
    actions: [
      { label: f.byWire ? 'View booking details' : 'Pay the balance', url: link(ctx, bookingPath(f.bookingId)) },
    ],
    notes: ['You receive this reminder because reminders are on in the Notifications settings of your account.'],
  };
}

export function holdLapsed(f: MessageFacts<'hold-lapsed'>, ctx: ComposeContext): ComposedMessage {
  const refund = f.byWire
    ? 'We did not receive your wire transfer before the hold ended, so the reservation was cancelled. Nothing was charged.'
    : `The balance was not paid before the hold ended, so the reservation was cancelled. We are refunding your ${money(f.depositCents)} deposit less the ${ADMIN_FEE_PERCENT}% administrative fee (${money(f.adminFeeCents)}): ${money(f.refundCents)} goes back to the card you paid with. We will e-mail you when the refund is processed.`;
  const rows: Detail[] = [...tripRows(f)];
  if (!f.byWire) {
    rows.push(
      { label: 'Deposit', value: money(f.depositCents) },
      { label: 'Administrative fee', value: money(f.adminFeeCents) },
      { label: 'Refund', value: money(f.refundCents) },
    );
  }
  return {
    subject: `Your reservation ${f.bookingId} was cancelled`,
    heading: 'Your reservation hold has ended',
    paragraphs: [hello(ctx), refund, 'If you would still like to fly, search again or ask our concierge for help.'],
    details: rows,
    actions: [{ label: 'Search flights', url: link(ctx, '/consumer-booking') }],
  };
}

export function bookingCancelled(f: MessageFacts<'booking-cancelled'>, ctx: ComposeContext): ComposedMessage {
  const total = f.refunds.reduce((sum, r) => sum + r.amountCents, 0);
  const rows: Detail[] = [...tripRows(f)];
  for (const refund of f.refunds) {
    rows.push({
      label: 'Refund',
      value: `${money(refund.amountCents)} to ${methodName(refund.method, refund.card, ctx)}`,
    });
  }
  if (f.adminFeeCents > 0) rows.push({ label: 'Administrative fee', value: money(f.adminFeeCents) });
  if (f.creditCents > 0) rows.push({ label: 'Account credit', value: `${money(f.creditCents)} to your wallet` });
  const outcome =
    total > 0
      ? `We are refunding ${money(total)} to the way you paid; we will e-mail you as each refund is processed. Refunds reach the original payment method within ${REFUND_WITHIN_DAYS} days.`
      : f.creditCents > 0
        ? `${money(f.creditCents)} is credited to your ${ctx.brand.name} wallet, to use toward a future trip.`
        : 'Under the Terms of Sale nothing is refunded for this cancellation.';
  return {
    subject: `Your booking ${f.bookingId} is cancelled`,
    heading: 'Your booking is cancelled',
    paragraphs: [
      hello(ctx),
      f.byCustomer
        ? 'Your booking is cancelled, as you asked.'
        : 'Our Flight Concierge Team has cancelled your booking.',
      `${f.rule}.`,
      outcome,
    ],
    details: rows,
    actions: [{ label: 'View booking details', url: link(ctx, bookingPath(f.bookingId)) }],
  };
}

export function refundProcessed(f: MessageFacts<'refund-processed'>, ctx: ComposeContext): ComposedMessage {
  const to = methodName(f.method, f.card, ctx);
  const when =
    f.method === 'WALLET'
      ? 'It is in your wallet now.'
      : f.method === 'WIRE'
        ? `It is sent back to the account the transfer came from, within ${REFUND_WITHIN_DAYS} days.`
        : `Card refunds usually show on your statement within 5 to 10 business days, depending on your bank, and always within ${REFUND_WITHIN_DAYS} days.`;
  return {
    subject: `Your refund of ${money(f.amountCents)} for booking ${f.bookingId}`,
    heading: 'Your refund is on its way',
    paragraphs: [hello(ctx), `We have refunded ${money(f.amountCents)} to ${to}.`, when],
    details: [
      { label: 'Booking reference', value: f.bookingId },
      { label: 'Refunded', value: money(f.amountCents) },
      { label: 'To', value: to },
      { label: 'Refund reference', value: f.refundId },
    ],
    actions: [{ label: 'View booking details', url: link(ctx, bookingPath(f.bookingId)) }],
  };
}
