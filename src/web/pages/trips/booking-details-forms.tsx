import { useNavigation } from 'react-router';
import type { BookingDetailsActionData } from './booking-details.server';

// Booking details: what every form of the page shares.

export function SubmitButton({ children }: { children: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <button className="button button--primary" type="submit" disabled={busy}>
      {children}
    </button>
  );
}

export function FormError({ failure }: { failure?: BookingDetailsActionData }) {
  return failure ? (
    <p className="form-error" role="alert">
      {failure.message}
    </p>
  ) : null;
}
