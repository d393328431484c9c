import { dollarsToCents } from '../../core/money';
import { deskSchemas } from '../../core/desk/desk-input';
import { CHANNEL_NOUNS, resendRefusal } from '../../core/desk/desk-messages';
import type { Channel } from '../../core/notifications/phone-messages';
import type { CancellationPlan } from '../../core/payments/cancellation';
import type { DeskBookingView } from '../../engine/desk/desk-booking-view';
import { CANCEL_MESSAGES } from '../../engine/payments/cancel-booking';
import { field, formFailure, rawField } from '../pages/account/form-data.server';
import type { ActionArgs, LoaderArgs } from '../context';
import { failure, requireStaff } from './desk.server';

/** A booking as the desk's page shows it (plain JSON: the page reads the same after a client navigation). */
export interface DeskBookingPageData {
  id: string;
  status: DeskBookingView['status'];
  category: string;
  tailNumber: string;
  createdAt: string;
  departsAt: string | null;
  holdUntil: string | null;
  totalCents: number;
  hasItinerary: boolean;
  customer: { userId: string; name: string; email: string; phone: string } | null;
  legs: { order: number; from: string; to: string; departs: string; arrives: string; flightTime: string }[];
  addons: string[];
  passengers: DeskBookingView['passengers'];
  emergencyContact: { name: string; phone: string } | null;
  limos: { id: string; vehicle: string; pickup: string; dropOff: string; notes: string; requestedAt: string }[];
  payments: {
    id: string;
    kind: string;
    method: string;
    status: string;
    amountCents: number;
    cardFeeCents: number;
    card: string | null;
    at: string;
  }[];
  refunds: {
    id: string;
    reason: string;
    method: string;
    amountCents: number;
    adminFeeCents: number;
    status: string;
    at: string;
  }[];
  /** Every message about the booking, of every channel, oldest first. */
  messages: {
    id: string;
    /** The outbox key, which "Send again" names. */
    key: string;
    channel: Channel;
    kind: string;
    subject: string | null;
    recipient: string | null;
    status: string;
    attempts: number;
    lastError: string | null;
    /** When it was sent, else when it was queued. */
    at: string;
    sent: boolean;
    /** A message still queued: when it is tried next (after the quiet hours, or a failure). */
    nextAttemptAt: string | null;
    /** Offered for a text or a push notification that may go again (e-mail has its confirmation button). */
    canResend: boolean;
  }[];
  wireDue: { amountCents: number; holdUntil: string } | null;
  /** The refund for the customer's own request, or why the booking cannot be cancelled (in words). */
  cancellation: PlanData | { refusal: string };
  canResend: boolean;
}

export interface PlanData {
  cause: string;
  prepaidCents: number;
  rule: string;
  refunds: { paymentId: string; method: string; amountCents: number; adminFeeCents: number }[];
  totalRefundCents: number;
  totalAdminFeeCents: number;
  creditCents: number;
}

export type DeskBookingActionData =
  | { intent: 'wire' | 'resend' | 'resend-message' | 'refund-wired' | 'cancel'; ok: true; message: string }
  | { intent: 'quote'; ok: true; quote: PlanData }
  | { intent: string; ok: false; message: string; fieldErrors?: Record<string, string> };

export const planData = (plan: CancellationPlan, cause: string, prepaidCents: number): PlanData => ({
  cause,
  prepaidCents,
  rule: plan.rule,
  refunds: plan.refunds.map((r) => ({
    paymentId: r.paymentId,
    method: r.method,
    amountCents: r.amount,
    adminFeeCents: r.adminFee,
  })),
  totalRefundCents: plan.totalRefund,
  totalAdminFeeCents: plan.totalAdminFee,
  creditCents: plan.credit,
});

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export async function loader({ context, params }: LoaderArgs): Promise<DeskBookingPageData> {
  const { staff, desk } = requireStaff(context);
  const result = await desk.bookings.view(staff, params.id ?? '');
  if (!result.ok) failure(result);
  const v = result.value;
  const b = v.booking;
  return {
    id: b.id,
    status: v.status,
    category: b.category,
    tailNumber: b.tailNumber,
    createdAt: b.createdAt.toISOString(),
    departsAt: iso(b.departsAt),
    holdUntil: iso(b.holdUntil),
    totalCents: b.totalCents,
    hasItinerary: b.status === 'RESERVED' || b.status === 'BOOKED',
    customer: v.customer
      ? {
          userId: v.customer.userId,
          name: `${v.customer.firstname} ${v.customer.lastname}`.trim(),
          email: v.customer.email,
          phone: v.customer.phone,
        }
      : null,
    legs: [...b.legs]
      .sort((x, y) => x.legOrder - y.legOrder)
      .map((l) => ({
        order: l.legOrder,
        from: `${l.departureAirport.icaoCode} ${l.departureAirport.displayName}`,
        to: `${l.arrivalAirport.icaoCode} ${l.arrivalAirport.displayName}`,
        departs: `${l.departureDateTime} local`,
        arrives: `${l.arrivalDateTime} local`,
        flightTime: l.flightTime,
      })),
    addons: v.addons,
    passengers: v.passengers,
    emergencyContact: v.emergencyContact
      ? { name: `${v.emergencyContact.fname} ${v.emergencyContact.lname}`, phone: v.emergencyContact.phoneNumber }
      : null,
    limos: v.limoRequests.map((r) => ({
      id: r.id,
      vehicle: r.request.generalInfo.vehicleType,
      pickup: `${r.request.pickupLocation.address}, ${r.request.pickupLocation.city} at ${r.request.pickupLocation.time}`,
      dropOff: `${r.request.dropOffLocation.address}, ${r.request.dropOffLocation.city}`,
      notes: r.request.driverNotes ?? '',
      requestedAt: r.createdAt.toISOString(),
    })),
    payments: v.payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      method: p.method,
      status: p.status,
      amountCents: p.amount,
      cardFeeCents: p.cardFee,
      card: p.maskedCard ? `${p.brand ?? 'Card'} ${p.maskedCard}` : null,
      at: p.updatedAt.toISOString(),
    })),
    refunds: v.refunds.map((r) => ({
      id: r.id,
      reason: r.reason,
      method: r.method,
      amountCents: r.amount,
      adminFeeCents: r.adminFee,
      status: r.status,
      at: r.createdAt.toISOString(),
    })),
    messages: v.messages.map((m) => ({
      id: m.id,
      key: m.key,
      channel: m.channel,
      kind: m.kind,
      subject: m.subject,
      recipient: m.recipient,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      at: (m.sentAt ?? m.createdAt).toISOString(),
      sent: m.sentAt !== null,
      nextAttemptAt: m.status === 'PENDING' ? m.nextAttemptAt.toISOString() : null,
      canResend: m.channel !== 'email' && resendRefusal(m) === null,
    })),
    wireDue: v.wireDue ? { amountCents: v.wireDue.amountCents, holdUntil: v.wireDue.holdUntil.toISOString() } : null,
    cancellation: v.cancellation.ok
      ? planData(v.cancellation.plan, 'CUSTOMER', 0)
      : { refusal: CANCEL_MESSAGES[v.cancellation.refusal] },
    canResend: v.confirmation !== null,
  };
}

const amountOf = (text: string) => Number(text.replace(/[$,\s]/g, ''));

/** The desk's actions on a booking, each audited by its use case. */
export async function action({ context, params, request }: ActionArgs): Promise<DeskBookingActionData> {
  const { staff, desk } = requireStaff(context);
  const bookingId = params.id ?? '';
  const form = await request.formData();
  const intent = field(form, 'intent');
  const fail = (body: DeskBookingActionData, status: number) =>
    formFailure(request, body, status) as DeskBookingActionData;
  const refused = (result: { code: string; message: string; fieldErrors?: Record<string, string> }) =>
    fail(
      { intent, ok: false, message: result.message, fieldErrors: result.fieldErrors },
      result.code === 'NOT_FOUND' ? 404 : 409,
    );

  if (intent === 'wire') {
    const parsed = deskSchemas.wire.safeParse({ amount: amountOf(field(form, 'amount')) });
    if (!parsed.success)
      return fail(
        {
          intent,
          ok: false,
          message: 'Enter the amount received, in dollars.',
          fieldErrors: { amount: 'Enter the amount received, in dollars.' },
        },
        400,
      );
    const result = await desk.bookings.recordWire(staff, bookingId, dollarsToCents(parsed.data.amount));
    if (!result.ok) return refused(result);
    return {
      intent,
      ok: true,
      message: result.value.alreadyRecorded
        ? 'This wire was already recorded; nothing changed.'
        : 'Wire recorded: the booking is booked and the customer is e-mailed.',
    };
  }
  if (intent === 'quote' || intent === 'cancel') {
    const parsed = deskSchemas.cancellation.safeParse({
      cause: field(form, 'cause') || undefined,
      prepaidCosts: amountOf(field(form, 'prepaidCosts') || '0'),
    });
    if (!parsed.success)
      return fail(
        {
          intent,
          ok: false,
          message: 'Check the cause and the pre-paid costs.',
          fieldErrors: { prepaidCosts: 'Enter the costs already paid, in dollars (0 if none).' },
        },
        400,
      );
    const prepaid = dollarsToCents(parsed.data.prepaidCosts);
    if (intent === 'quote') {
      const quote = await desk.bookings.cancellationQuote(staff, bookingId, {
        cause: parsed.data.cause,
        prepaidCosts: prepaid,
      });
      if (!quote.ok) return refused(quote);
      return { intent, ok: true, quote: planData(quote.value, parsed.data.cause, prepaid) };
    }
    const password = rawField(form, 'password');
    if (!password)
      return fail(
        {
          intent,
          ok: false,
          message: 'Enter your password to confirm the refund.',
          fieldErrors: { password: 'Enter your password to confirm the refund.' },
        },
        400,
      );
    const result = await desk.bookings.cancel(staff, bookingId, {
      cause: parsed.data.cause,
      prepaidCosts: prepaid,
      password,
      expectedRefund: Number(field(form, 'expectedRefund')) || 0,
    });
    if (!result.ok)
      return result.code === 'PASSWORD'
        ? fail({ intent, ok: false, message: result.message, fieldErrors: { password: result.message } }, 403)
        : refused(result);
    return { intent, ok: true, message: 'Booking cancelled: the refund is on its way and the customer is e-mailed.' };
  }
  if (intent === 'resend') {
    const result = await desk.bookings.resendConfirmation(staff, bookingId);
    if (!result.ok) return refused(result);
    return { intent, ok: true, message: `Confirmation sent again${result.value.to ? ` to ${result.value.to}` : ''}.` };
  }
  if (intent === 'resend-message') {
    const parsed = deskSchemas.resendMessage.safeParse({ messageKey: field(form, 'messageKey') });
    if (!parsed.success) return fail({ intent, ok: false, message: 'Choose the message to send again.' }, 400);
    const result = await desk.bookings.resendMessage(staff, bookingId, parsed.data.messageKey);
    if (!result.ok) return refused(result);
    const { channel, to, queued } = result.value;
    const noun = CHANNEL_NOUNS[channel];
    return {
      intent,
      ok: true,
      message: queued
        ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)} sent again${to ? ` to ${to}` : ''}: the copy is listed under Messages.`
        : `This ${noun} was already being sent again; no other copy was queued.`,
    };
  }
  if (intent === 'refund-wired') {
    const result = await desk.bookings.markRefundWired(staff, bookingId, field(form, 'refundId'));
    if (!result.ok) return refused(result);
    return { intent, ok: true, message: 'Refund recorded as wired back; the customer is e-mailed.' };
  }
  return fail({ intent, ok: false, message: 'Unknown action.' }, 400);
}
