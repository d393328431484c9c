import { z } from 'zod';
import type {
  CancellationQuote,
  ChangeQuote,
  InitiatePaymentAnswer,
  PaymentRefusal,
} from '../../../../ports/charter/booking-payments';
import type { TripView } from '../../../../ports/charter/trips';
import { DEPARTURE_TIME_MESSAGE, departureTimeSchema } from '../../../core/payments/trip-change';
import type { WebContext } from '../../context';
import { field } from '../account/form-data.server';

/**
 * Booking details: cancelling the trip and changing its dates (issue 19, decision 037). Each
 * step is a form post with an `intent` that works before the page hydrates; only paying a
 * higher price by card needs the browser (the card goes from the gateway's script straight to
 * the gateway, never through our server).
 */

/** What the cancel dialog shows: the refund the terms give now, or why the trip cannot be cancelled. */
export type CancellationView = { ok: true; quote: CancellationQuote } | { ok: false; message: string };

/** The change dialog's second step: the new dates priced, and guaranteed for a while. */
export interface ChangeQuotedData {
  intent: 'change-quote';
  ok: true;
  quote: ChangeQuote;
}

/** A higher price paid by card: the payment the browser confirms with the card's token. */
export interface ChangePaymentData {
  intent: 'change-confirm';
  ok: true;
  payment: InitiatePaymentAnswer;
}

/** A refusal as the page's forms show one: REFUSED answers 409, NOT_FOUND 404, INVALID 400. */
export interface ChangeFailure {
  reason: 'NOT_FOUND' | 'REFUSED' | 'INVALID';
  message: string;
  fieldErrors: Record<string, string>;
}

export const CHANGE_INTENTS = ['cancel', 'change-quote', 'change-confirm', 'change-pay'] as const;
export type ChangeIntent = (typeof CHANGE_INTENTS)[number];

export function isChangeIntent(intent: string): intent is ChangeIntent {
  return (CHANGE_INTENTS as readonly string[]).includes(intent);
}

export async function cancellationOf(context: WebContext, bookingId: string): Promise<CancellationView | null> {
  if (!context.bookingPayments) return null;
  const quoted = await context.bookingPayments.cancellationQuote(context.caller, bookingId);
  return quoted.ok ? { ok: true, quote: quoted.answer } : { ok: false, message: quoted.refusal.message };
}

const refused = (refusal: PaymentRefusal): ChangeFailure => ({
  reason: refusal.code === 'NOT_FOUND' ? 'NOT_FOUND' : 'REFUSED',
  message: refusal.message,
  fieldErrors: {},
});
const invalid = (message: string, fieldErrors: Record<string, string> = {}): ChangeFailure => ({
  reason: 'INVALID',
  message,
  fieldErrors,
});

const dollars = z.coerce.number().finite().min(-100_000_000).max(100_000_000);
const UNAVAILABLE = 'Changes and cancellations are not available right now. Please call our Flight Concierge Team.';

export type ChangeOutcome =
  | { kind: 'done'; saved: 'cancelled' | 'changed' }
  | { kind: 'data'; body: ChangeQuotedData | ChangePaymentData }
  | { kind: 'failed'; failure: ChangeFailure };

/** Carries out one of the cancel and change intents for the signed-in customer. */
export async function changeAction(
  intent: ChangeIntent,
  form: FormData,
  context: WebContext,
  trip: Pick<TripView, 'bookingId' | 'legs'>,
): Promise<ChangeOutcome> {
  const payments = context.bookingPayments;
  if (!payments) return { kind: 'failed', failure: invalid(UNAVAILABLE) };
  const caller = context.caller;
  const failed = (failure: ChangeFailure): ChangeOutcome => ({ kind: 'failed', failure });
  switch (intent) {
    case 'cancel': {
      const expectedRefund = dollars.safeParse(field(form, 'expectedRefund'));
      if (!expectedRefund.success) return failed(invalid('Please look at the refund again and confirm.'));
      const cancelled = await payments.cancel(caller, {
        bookingId: trip.bookingId,
        expectedRefund: expectedRefund.data,
      });
      return cancelled.ok ? { kind: 'done', saved: 'cancelled' } : failed(refused(cancelled.refusal));
    }
    case 'change-quote': {
      const legs = newDeparturesOf(form, trip.legs);
      if (!legs.ok) return failed(invalid(legs.message, legs.fieldErrors));
      const quoted = await payments.changeQuote(caller, { bookingId: trip.bookingId, legs: legs.legs });
      return quoted.ok
        ? { kind: 'data', body: { intent: 'change-quote', ok: true, quote: quoted.answer } }
        : failed(refused(quoted.refusal));
    }
    case 'change-confirm': {
      const method = z.enum(['CREDIT_CARD', 'WALLET', '']).safeParse(field(form, 'paymentMethod'));
      const expectedDifference = dollars.safeParse(field(form, 'expectedDifference'));
      const changeId = field(form, 'changeId');
      if (!method.success || !expectedDifference.success || !changeId) {
        return failed(invalid('Please look at the new price again and confirm.'));
      }
      const changed = await payments.change(caller, {
        changeId,
        paymentMethod: method.data || null,
        expectedDifference: expectedDifference.data,
        idempotencyKey: field(form, 'idempotencyKey') || undefined,
      });
      if (!changed.ok) return failed(refused(changed.refusal));
      return changed.answer.status === 'CHANGED'
        ? { kind: 'done', saved: 'changed' }
        : { kind: 'data', body: { intent: 'change-confirm', ok: true, payment: changed.answer.payment } };
    }
    case 'change-pay': {
      const paymentId = field(form, 'paymentId');
      const dataValue = field(form, 'dataValue');
      const dataDescriptor = field(form, 'dataDescriptor');
      if (!paymentId || !dataValue || !dataDescriptor) return failed(invalid('Please enter your card again.'));
      const paid = await payments.confirm(caller, {
        paymentId,
        paymentMethod: 'CREDIT_CARD',
        dataValue,
        dataDescriptor,
        mode: 'FULL_PAYMENT',
      });
      if (!paid.ok) return failed(refused(paid.refusal));
      return paid.answer.status === 'SUCCESS'
        ? { kind: 'done', saved: 'changed' }
        : failed({ reason: 'REFUSED', message: paid.answer.message ?? 'Credit card payment failed!', fieldErrors: {} });
    }
  }
}

/** The change form's date and time fields ("leg.1.date", "leg.1.time") as each leg's new departure. */
function newDeparturesOf(
  form: FormData,
  legs: TripView['legs'],
):
  | { ok: true; legs: { legOrder: number; departureTime: string }[] }
  | { ok: false; message: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const chosen: { legOrder: number; departureTime: string }[] = [];
  for (const leg of legs) {
    const [date, time] = [field(form, `leg.${leg.legOrder}.date`), field(form, `leg.${leg.legOrder}.time`)];
    const parsed = departureTimeSchema.safeParse(`${date} ${time}`);
    if (parsed.success) {
      chosen.push({ legOrder: leg.legOrder, departureTime: parsed.data });
      continue;
    }
    // The message beside the field at fault: the time when the date is a day, else the date.
    const message = parsed.error.issues[0]?.message ?? DEPARTURE_TIME_MESSAGE;
    const dayGiven = departureTimeSchema.safeParse(`${date} 00:00`).success;
    fieldErrors[`leg.${leg.legOrder}.${dayGiven ? 'time' : 'date'}`] = message;
  }
  const first = Object.values(fieldErrors)[0];
  return first ? { ok: false, message: first, fieldErrors } : { ok: true, legs: chosen };
}
