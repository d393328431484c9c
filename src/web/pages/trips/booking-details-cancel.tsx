import { Form, Link } from 'react-router';
import type { RefundLine } from '../../../../ports/charter/booking-payments';
import type { BookingDetailsActionData } from './booking-details.server';
import type { CancellationView } from './booking-details-changes.server';
import { FormError, SubmitButton } from './booking-details-forms';
import { usd } from './trip-format';

// Booking details: cancelling the trip, with the refund the Terms of Sale give shown first.

export const REFUND_POLICY = '/terms-of-sale#CANCELLATION-AND-REFUND-POLICY';
const REFUND_DAYS = 30;

/** Where a refund goes, as the customer recognises it. */
export function refundTo(line: Pick<RefundLine, 'paymentMethod' | 'maskedCard' | 'brand'>): string {
  const last4 = line.maskedCard?.replace(/\D/g, '').slice(-4);
  const card = `${line.brand?.trim() || 'Card'}${last4 ? ` ending ${last4}` : ''}`;
  switch (line.paymentMethod) {
    case 'CREDIT_CARD':
      return card;
    case 'APPLE_PAY':
      return `Apple Pay (${card})`;
    case 'WALLET':
      return 'your wallet';
    case 'WIRE':
      return 'the account your wire came from';
  }
}

/** Each payment's share of a refund, the fee, and the total. */
export function RefundRows({ refunds, adminFee, total }: { refunds: RefundLine[]; adminFee: number; total: number }) {
  return (
    <>
      {refunds.map((line) => (
        <tr key={`${line.paymentMethod}-${line.maskedCard ?? ''}-${line.amount}`}>
          <th scope="row">Refund to {refundTo(line)}</th>
          <td>{usd(line.amount)}</td>
        </tr>
      ))}
      {adminFee > 0 ? (
        <tr>
          <th scope="row">Administrative fee (3.5%, kept)</th>
          <td>{usd(adminFee)}</td>
        </tr>
      ) : null}
      <tr className="receipt__total">
        <th scope="row">Refunded in all</th>
        <td>{usd(total)}</td>
      </tr>
    </>
  );
}

/** The cancel dialog: what cancelling now gives back, then one button that does it. */
export function CancelTrip({
  cancellation,
  failure,
}: {
  cancellation: CancellationView | null;
  failure?: BookingDetailsActionData;
}) {
  if (!cancellation) return <p>Cancelling online is not available right now. Please call our Flight Concierge Team.</p>;
  if (!cancellation.ok) {
    return (
      <p className="form-error" role="alert">
        {cancellation.message}
      </p>
    );
  }
  const quote = cancellation.quote;
  return (
    <Form method="post" preventScrollReset className="trip-form trip-change">
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="expectedRefund" value={quote.refund} />
      <FormError failure={failure} />
      <p>If you cancel now, the Terms of Sale give back:</p>
      <table className="receipt">
        <caption className="visually-hidden">Refund if you cancel now</caption>
        <tbody>
          <tr>
            <th scope="row">Paid toward the trip</th>
            <td>{usd(quote.paid)}</td>
          </tr>
          <RefundRows refunds={quote.refunds} adminFee={quote.adminFee} total={quote.refund} />
        </tbody>
      </table>
      <p className="trip-change__rule">{quote.rule}.</p>
      <p>
        {quote.refund > 0
          ? `Refunds reach the original payment method within ${REFUND_DAYS} days. `
          : 'Nothing is refunded if you cancel now. '}
        <Link to={REFUND_POLICY}>Cancellation and refund policy</Link>
      </p>
      <SubmitButton>{quote.refund > 0 ? `Cancel trip and refund ${usd(quote.refund)}` : 'Cancel trip'}</SubmitButton>
    </Form>
  );
}
