import { REFUND_WITHIN_DAYS } from '../payments/refunds';
import { CARD_FEE_PERCENT } from '../payments/checkout-summary';
import type { ComposedMessage, Detail } from './layout';
import type { MessageFacts } from './message-kinds';
import {
  bookingPath,
  hello,
  itineraryPath,
  legDeparture,
  legSections,
  link,
  methodName,
  money,
  tripRows,
  type ComposeContext,
} from './compose-parts';

/**
 * The customer changed a booked trip's dates (decision 037): the new legs, the old ones, and
 * what the change cost or gave back. Sent with the itinerary of the new dates attached.
 */
export function bookingChanged(f: MessageFacts<'booking-changed'>, ctx: ComposeContext): ComposedMessage {
  const difference = f.totalCents - f.previousTotalCents;
  const refunded = f.refunds.reduce((sum, r) => sum + r.amountCents, 0);
  const rows: Detail[] = [...tripRows(f)];
  const firstBefore = [...f.previousLegs].sort((a, b) => a.legOrder - b.legOrder)[0];
  if (firstBefore) rows.push({ label: 'Was departing', value: legDeparture(firstBefore.departs) });
  rows.push(
    { label: 'Previous price', value: money(f.previousTotalCents) },
    { label: 'New price', value: money(f.totalCents) },
  );
  let price: string;
  if (difference > 0 && f.paid) {
    const paidBy = methodName(f.paid.method, f.paid.card, ctx);
    const fee =
      f.paid.cardFeeCents > 0 ? ` (a ${CARD_FEE_PERCENT}% card fee of ${money(f.paid.cardFeeCents)} included)` : '';
    price = `The new price is ${money(f.totalCents)}, ${money(difference)} more than before: we charged ${money(f.paid.amountCents)} to ${paidBy}${fee}.`;
    rows.push({ label: 'Paid', value: `${money(f.paid.amountCents)} by ${paidBy}` });
  } else if (difference < 0) {
    const lower = `The new price is ${money(f.totalCents)}, ${money(-difference)} less than before.`;
    price =
      refunded > 0
        ? `${lower} ${f.rule ?? ''}. We are refunding ${money(refunded)} to the way you paid; refunds reach the original payment method within ${REFUND_WITHIN_DAYS} days.`
        : `${lower} Under the Terms of Sale nothing is refunded for this change${f.rule ? ` (${f.rule})` : ''}.`;
    for (const refund of f.refunds) {
      rows.push({
        label: 'Refund',
        value: `${money(refund.amountCents)} to ${methodName(refund.method, refund.card, ctx)}`,
      });
    }
    if (f.adminFeeCents > 0) rows.push({ label: 'Administrative fee', value: money(f.adminFeeCents) });
  } else {
    price = `The price is unchanged: ${money(f.totalCents)}.`;
  }
  const paragraphs = [hello(ctx), 'Your trip now flies on the new dates below, as you asked.', price];
  if (!f.sameAircraft) {
    paragraphs.push(
      'The aircraft you booked was not free on the new dates: another aircraft of the same category flies your trip.',
    );
  }
  return {
    subject: `Your trip's new dates are confirmed: booking ${f.bookingId}`,
    heading: 'Your trip is changed',
    paragraphs,
    details: rows,
    sections: legSections(f),
    actions: [
      { label: 'View booking details', url: link(ctx, bookingPath(f.bookingId)) },
      { label: 'View your itinerary', url: link(ctx, itineraryPath(f.bookingId)) },
    ],
    notes: [
      'Your itinerary for the new dates and a calendar file are attached. Your final itinerary, with the operator and crew, follows no later than 48 hours before departure.',
    ],
  };
}
