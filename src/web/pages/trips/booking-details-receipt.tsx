import type { PaidPayment, Receipt } from '../../../../ports/charter/booking-payments';
import type { TripView } from '../../../../ports/charter/trips';
import { usd } from './trip-format';
import { CarbonLine } from '../../ui/carbon-line';
import { offsetLabel } from '../../../core/carbon/offset';
import { offsetCertificatePath } from './offset-certificate-paths';

// Booking details: the Receipt tab.

const METHOD_LABELS: Record<PaidPayment['paymentMethod'], string> = {
  CREDIT_CARD: 'Credit card',
  APPLE_PAY: 'Apple Pay',
  WALLET: 'Wallet',
  WIRE: 'Wire transfer',
};
const KIND_LABELS: Record<PaidPayment['kind'], string> = {
  DEPOSIT: 'Reservation deposit',
  FULL: 'Paid in full',
  BALANCE: 'Balance',
  CHANGE: 'New dates',
};
/** A booking paid in full has its offset retired (and a cancelled one, its retirement cancelled). */
const CERTIFIED: ReadonlySet<string> = new Set(['BOOKED', 'COMPLETED', 'CANCELLED']);
const paidOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The receipt (payment/receipt): the price and its breakup, each payment with its method, and
 * what is still due. Without the payment backend's answer, what the booking itself holds.
 */
export function ReceiptTab({ trip, receipt }: { trip: TripView; receipt: Receipt | null }) {
  const p = receipt?.priceBreakup ?? trip.priceBreakup;
  const rows: [string, number][] = [
    ['Aircraft', p.aircraftPrice],
    ['Add-ons', p.addonsPrice],
    ['Taxes and fees', p.taxes],
  ];
  if (p.carbonOffset) rows.splice(2, 0, [offsetLabel(p.carbonOffset.tonnes), p.carbonOffset.price]);
  if (p.rewardsInfo.rewardsApplied > 0) rows.push(['Rewards applied', -p.rewardsInfo.rewardsApplied]);
  const due = receipt ? receipt.dueAmountDetails.dueAmount : (trip.dueAmountDetails?.dueAmount ?? 0);
  const cardFees = receipt?.paidPaymentDetails.reduce((sum, payment) => sum + payment.cardFee, 0) ?? 0;
  return (
    <>
      <h2>Receipt</h2>
      <table className="receipt">
        <caption className="visually-hidden">Price breakup</caption>
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{amount < 0 ? `−${usd(-amount)}` : usd(amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Flight total</th>
            <td>{usd(p.totalPrice)}</td>
          </tr>
          {cardFees > 0 ? (
            <tr>
              <th scope="row">Card fees (3%)</th>
              <td>{usd(cardFees)}</td>
            </tr>
          ) : null}
          {receipt ? (
            <tr className="receipt__total">
              <th scope="row">Total paid</th>
              <td>{usd(receipt.totalPrice)}</td>
            </tr>
          ) : null}
          {due > 0 ? (
            <tr className={receipt ? undefined : 'receipt__total'}>
              <th scope="row">Balance due</th>
              <td>{usd(due)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {trip.carbon ? <CarbonLine carbon={trip.carbon} className="receipt__carbon" /> : null}
      {p.carbonOffset && CERTIFIED.has(trip.status) ? (
        <p className="receipt__carbon">
          <a href={offsetCertificatePath(trip.bookingId)} download>
            Carbon offset certificate (PDF)
          </a>
        </p>
      ) : null}
      <h3>Payments</h3>
      {receipt && receipt.paidPaymentDetails.length > 0 ? (
        <ul className="receipt-payments">
          {receipt.paidPaymentDetails.map((payment) => (
            <li key={`${payment.paidAt}|${payment.kind}`} className="receipt-payment">
              <span>
                <strong>{METHOD_LABELS[payment.paymentMethod]}</strong>
                {payment.maskedCard ? ` ${payment.brand ?? ''} ${payment.maskedCard}` : ''} ·{' '}
                {KIND_LABELS[payment.kind]} · {paidOn.format(new Date(payment.paidAt))}
              </span>
              <span>
                {usd(payment.amount + payment.cardFee)}
                {payment.refunded > 0 ? ` (refunded ${usd(payment.refunded)})` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>No payment has been recorded for this trip yet.</p>
      )}
    </>
  );
}
