import { redirect } from 'react-router';
import type { BookingLifecycleStatus } from '../../../../ports/charter/booking-payments';
import type { LoaderArgs } from '../../context';
import { requireUser } from '../../guards.server';

export interface PaymentSuccessData {
  bookingId: string;
  status: BookingLifecycleStatus;
  /** A held booking: "Complete payment in 23 hours". */
  infoText: string | null;
  /** Still owed on a held booking, dollars. */
  dueAmount: number;
}

/**
 * /payment-success?booking={id}: what the payment achieved, read back from the booking (the
 * spec's client passes it as navigation state; a query parameter also survives a reload).
 * Without a booking of the customer's there is nothing to congratulate: on to My Trips.
 */
export async function loader({ request, context }: LoaderArgs): Promise<PaymentSuccessData | Response> {
  requireUser(context, request);
  const bookingId = new URL(request.url).searchParams.get('booking') ?? '';
  if (!bookingId || !context.bookingPayments) return redirect('/my-trips');
  const result = await context.bookingPayments.details(context.caller, bookingId);
  if (!result.ok || result.answer.status === 'DRAFT') return redirect('/my-trips');
  const booking = result.answer;
  return {
    bookingId: booking.bookingId,
    status: booking.status,
    infoText: booking.infoText,
    dueAmount: booking.dueAmountDetails.dueAmount,
  };
}
