import { Link, useLoaderData } from 'react-router';
import './review-booking.css';
import { dollarsToCents, formatUsd } from '../../../core/money';
import type { PaymentSuccessData } from './payment-success.server';

/** Spec 001 section 2, word for word (its spelling included). */
export const RESERVED_TEXT = 'Your flight is sucessfully reserved.';

/** /payment-success: "Congratulations!", the reservation or the booking number, Go to My Trips. */
export function Component() {
  const data = useLoaderData() as PaymentSuccessData;
  const reserved = data.status === 'RESERVED';
  return (
    <article className="page container payment-success">
      <title>Congratulations!</title>
      <div className="card payment-success__card">
        <svg className="payment-success__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        </svg>
        <h1>Congratulations!</h1>
        {reserved ? (
          <>
            <p className="lead">{RESERVED_TEXT}</p>
            <p>
              Booking number <strong className="payment-success__number">{data.bookingId}</strong>
            </p>
            {data.dueAmount > 0 ? (
              <p>
                {formatUsd(dollarsToCents(data.dueAmount))} remains due.{' '}
                {data.infoText ? <strong>{data.infoText}</strong> : null}
              </p>
            ) : null}
          </>
        ) : (
          <>
            <p className="lead">Your flight is booked.</p>
            <p>
              Booking number <strong className="payment-success__number">{data.bookingId}</strong>
            </p>
            <p>A confirmation e-mail stating that your payment was processed is on its way.</p>
          </>
        )}
        <Link to="/my-trips" className="button button--primary">
          Go to My Trips
        </Link>
      </div>
    </article>
  );
}
