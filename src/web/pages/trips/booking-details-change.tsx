import { useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import type { ChangeQuote } from '../../../../ports/charter/booking-payments';
import type { TripView } from '../../../../ports/charter/trips';
import { CARD_DETAILS_INVALID, validateCard, type CardEntry } from '../../../core/payments/card';
import { useToast } from '../../shell/toasts';
import { useHydrated } from '../../ui/use-hydrated';
import { CardModal } from '../booking/card-modal';
import { callAction, loadGatewayScript, tokeniseCard } from '../booking/payment-client';
import type { BookingDetailsActionData } from './booking-details.server';
import type { ChangePaymentData } from './booking-details-changes.server';
import { REFUND_POLICY, RefundRows } from './booking-details-cancel';
import { FormError, SubmitButton } from './booking-details-forms';
import { TextField } from './trip-fields';
import { legMoment, usd } from './trip-format';

// Booking details: changing the trip's dates or times. First the new dates, then the new
// guaranteed price with the difference to pay or the refund, then a confirmation.

const ROUTE_ID = 'booking-details';
const CARD_FAILED = 'Credit card payment failed!';

/** "DD-MM-YYYY HH:mm:ss" as the date and time inputs take it. */
function inputValues(legTime: string): { date: string; time: string } {
  const [day = '', month = '', year = ''] = legTime.slice(0, 10).split('-');
  return { date: `${year}-${month}-${day}`, time: legTime.slice(11, 16) };
}

export function ChangeTrip({
  trip,
  quote,
  failure,
  base,
}: {
  trip: TripView;
  quote: ChangeQuote | null;
  failure?: BookingDetailsActionData;
  base: string;
}) {
  return quote ? (
    <ChangeQuoteView quote={quote} base={base} failure={failure} />
  ) : (
    <ChangeDatesForm trip={trip} failure={failure} />
  );
}

/** The first step: a new date and time for each flight, on its departure airport's clock. */
function ChangeDatesForm({ trip, failure }: { trip: TripView; failure?: BookingDetailsActionData }) {
  const v = failure?.values ?? {};
  const e = failure?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate preventScrollReset className="trip-form trip-change">
      <input type="hidden" name="intent" value="change-quote" />
      <FormError failure={failure} />
      <p>
        Choose the new date and time of each flight. The aircraft category, passengers and add-ons stay the same;
        changes are subject to availability and a price adjustment.
      </p>
      {trip.legs.map((leg) => {
        const current = inputValues(leg.departureDateTime);
        const name = `leg.${leg.legOrder}`;
        return (
          <fieldset key={leg.legOrder} className="trip-change__leg">
            <legend>{`Leg ${leg.legOrder}: ${leg.departureAirport.icaoCode} → ${leg.arrivalAirport.icaoCode}`}</legend>
            <TextField
              name={`${name}.date`}
              label="Date"
              type="date"
              required
              defaultValue={v[`${name}.date`] ?? current.date}
              error={e[`${name}.date`]}
            />
            <TextField
              name={`${name}.time`}
              label="Time"
              type="time"
              required
              defaultValue={v[`${name}.time`] ?? current.time}
              error={e[`${name}.time`]}
              hint={`Local time at ${leg.departureAirport.displayName}`}
            />
          </fieldset>
        );
      })}
      <SubmitButton>See the new price</SubmitButton>
    </Form>
  );
}

const guaranteedUntil = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' });

/** The second step: the new dates at their guaranteed price, and how the difference is settled. */
function ChangeQuoteView({
  quote,
  base,
  failure,
}: {
  quote: ChangeQuote;
  base: string;
  failure?: BookingDetailsActionData;
}) {
  const lower = quote.difference < 0;
  return (
    <div className="trip-change" data-change-id={quote.changeId} data-difference={quote.difference}>
      <FormError failure={failure} />
      <h3>New dates</h3>
      <ul className="trip-change__legs">
        {quote.legs.map((leg) => {
          const departs = legMoment(leg.departureDateTime);
          return (
            <li key={leg.legOrder}>
              {`Leg ${leg.legOrder}: ${leg.departureAirport.icaoCode} → ${leg.arrivalAirport.icaoCode}, ${departs.date} at ${departs.time} (local time)`}
            </li>
          );
        })}
      </ul>
      {quote.sameAircraft ? null : (
        <p>
          The aircraft you booked is not free on these dates: another {quote.aircraftName ?? 'aircraft'} of the same
          category flies your trip.
        </p>
      )}
      <table className="receipt">
        <caption className="visually-hidden">The price of the new dates</caption>
        <tbody>
          <tr>
            <th scope="row">Current price</th>
            <td>{usd(quote.previousTotal)}</td>
          </tr>
          <tr>
            <th scope="row">New price</th>
            <td>{usd(quote.newTotal)}</td>
          </tr>
          <tr className="receipt__total">
            <th scope="row">{lower ? 'Lower by' : 'Difference to pay'}</th>
            <td>{usd(Math.abs(quote.difference))}</td>
          </tr>
          {lower && quote.refund ? (
            <RefundRows refunds={quote.refund.refunds} adminFee={quote.refund.adminFee} total={quote.refund.amount} />
          ) : null}
        </tbody>
      </table>
      {lower && quote.refund ? (
        <p className="trip-change__rule">
          {quote.refund.amount > 0
            ? `${quote.refund.rule}. Refunds reach the original payment method within 30 days. `
            : `Under the Terms of Sale nothing is refunded of the lower price: ${quote.refund.rule}. `}
          <Link to={REFUND_POLICY}>Cancellation and refund policy</Link>
        </p>
      ) : null}
      <p className="field__hint">
        This price is guaranteed until {guaranteedUntil.format(new Date(quote.validUntil))} UTC.
      </p>
      {quote.difference > 0 && quote.payment ? (
        <PayDifference quote={quote} />
      ) : (
        <ConfirmChange quote={quote} method="">
          Confirm the new dates
        </ConfirmChange>
      )}
      <p>
        <Link to={`${base}?tab=details&modal=change`} preventScrollReset>
          Choose other dates
        </Link>
      </p>
    </div>
  );
}

function ConfirmChange({ quote, method, children }: { quote: ChangeQuote; method: '' | 'WALLET'; children: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="change-confirm" />
      <input type="hidden" name="changeId" value={quote.changeId} />
      <input type="hidden" name="expectedDifference" value={quote.difference} />
      <input type="hidden" name="paymentMethod" value={method} />
      <SubmitButton>{children}</SubmitButton>
    </Form>
  );
}

/**
 * A higher price: from the wallet (a plain form post), or by card (the card goes from the
 * gateway's script straight to the gateway: this needs the page's script).
 */
function PayDifference({ quote }: { quote: ChangeQuote }) {
  const payment = quote.payment;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const toast = useToast();
  const [cardOpen, setCardOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  if (!payment) return null;

  const failed = (message: string) => {
    toast.show(message, 'error');
    setCardError(message);
  };
  const payByCard = async (card: CardEntry) => {
    if (!validateCard(card, new Date()).valid) return failed(CARD_DETAILS_INVALID);
    setBusy(true);
    setCardError(null);
    try {
      const started = await callAction<ChangePaymentData | BookingDetailsActionData>(ROUTE_ID, {
        intent: 'change-confirm',
        changeId: quote.changeId,
        paymentMethod: 'CREDIT_CARD',
        expectedDifference: String(quote.difference),
      });
      if ('redirect' in started) return void navigate(started.redirect);
      if (!started.data.ok) return failed(started.data.message);
      const opened = started.data.payment;
      await loadGatewayScript(opened.authorizeNetData.acceptJsUrl);
      const token = await tokeniseCard(opened.authorizeNetData, card);
      if (token.messages.resultCode !== 'Ok' || !token.opaqueData) {
        return failed(token.messages.message.map((m) => m.text).join(' ') || CARD_FAILED);
      }
      const paid = await callAction<BookingDetailsActionData>(ROUTE_ID, {
        intent: 'change-pay',
        paymentId: opened.paymentId,
        dataDescriptor: token.opaqueData.dataDescriptor,
        dataValue: token.opaqueData.dataValue,
      });
      if ('redirect' in paid) {
        setCardOpen(false);
        return void navigate(paid.redirect);
      }
      failed(paid.data.message || CARD_FAILED);
    } catch {
      failed(CARD_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="trip-change__pay">
      <h3>Pay the difference</h3>
      <p>
        By card: {usd(payment.card.total)} (the 3% card fee of {usd(payment.card.cardFee)} included).
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={!hydrated || busy}
        onClick={() => setCardOpen(true)}
      >
        Pay {usd(payment.card.total)} by card
      </button>
      {hydrated ? null : <p className="field__hint">Paying by card needs JavaScript in your browser.</p>}
      {payment.wallet.balance > 0 ? (
        payment.wallet.applicable ? (
          <>
            <p>
              From your wallet: {usd(payment.card.amount)} (balance {usd(payment.wallet.balance)}).
            </p>
            <ConfirmChange
              quote={quote}
              method="WALLET"
            >{`Pay ${usd(payment.card.amount)} from my wallet`}</ConfirmChange>
          </>
        ) : (
          <p className="field__hint">Your wallet cannot pay this: it must keep at least $10,000 after paying.</p>
        )
      ) : null}
      <CardModal
        open={cardOpen}
        title="Pay the difference by card"
        payLabel={`Pay ${usd(payment.card.total)}`}
        busy={busy}
        error={cardError}
        onClose={() => setCardOpen(false)}
        onSubmit={(card) => void payByCard(card)}
      />
    </div>
  );
}
