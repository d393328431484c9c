import { ADDON_NAMES } from '../../core/quotes/addons';
import type { EmergencyContact, StoredLimoRequest } from '../../../ports/charter/address-book-store';
import type { Booking } from '../../../ports/charter/booking-store';
import type { CancellationDecision, PaymentAttempt, RefundRecord } from '../../../ports/charter/payment-store';
import type { OutboxMessage } from '../../../ports/message-outbox';
import type { CustomerRecord } from '../../../ports/support-desk';
import { CHANNELS } from '../../core/notifications/phone-messages';
import { statusLabel, type DeskStatusLabel } from '../../core/desk/desk-status';
import type { DeskDeps } from './desk-deps';

export interface DeskPassenger {
  travellerId: string;
  name: string;
  dob: string;
  phone: string;
  email: string;
  passport: string;
  legs: number[];
  lead: boolean;
}

/** Everything support staff see of one booking. */
export interface DeskBookingView {
  booking: Booking;
  status: DeskStatusLabel;
  customer: CustomerRecord | null;
  addons: string[];
  passengers: DeskPassenger[];
  emergencyContact: EmergencyContact | null;
  limoRequests: StoredLimoRequest[];
  payments: PaymentAttempt[];
  refunds: RefundRecord[];
  /** Every message about it, of every channel (e-mail, text, push), oldest first. */
  messages: OutboxMessage[];
  /** What a wire must pay now to book it (a held booking before its hold ends), else null. */
  wireDue: { amountCents: number; holdUntil: Date } | null;
  /** What cancelling at the customer's request would refund now, or why it cannot be cancelled. */
  cancellation: CancellationDecision;
  /** The latest confirmation e-mail, which staff may send again. */
  confirmation: OutboxMessage | null;
}

export const CONFIRMATION_KINDS = new Set(['booking-confirmed', 'wire-received']);

/** Reads a booking's whole picture for the back office (no audit: the caller records the reading). */
export async function readBookingView(deps: DeskDeps, bookingId: string): Promise<DeskBookingView | null> {
  const booking = await deps.bookings.find(bookingId);
  if (!booking || booking.status === 'DRAFT') return null;
  const customerId = booking.owner.kind === 'customer' ? booking.owner.userId : null;
  const [customer, passengers, emergency, limos, payments, refunds, messages, cancellation] = await Promise.all([
    customerId ? deps.desk.account(customerId) : Promise.resolve(null),
    deps.addressBook.passengers(booking.id),
    deps.addressBook.emergencyContact(booking.id),
    deps.addressBook.limoRequests(booking.id),
    deps.payments.attemptsOf(booking.id),
    deps.payments.refundsOf(booking.id),
    deps.outbox.ofBooking(booking.id, CHANNELS),
    deps.engine.cancellation.preview(booking, { cause: 'CUSTOMER', prepaidCosts: 0, byCustomer: false }),
  ]);
  const travellers = await Promise.all(passengers.map((p) => deps.addressBook.traveller(p.travellerId)));
  const awaiting = payments.find((p) => p.status === 'AWAITING_TRANSFER');
  return {
    booking,
    status: statusLabel(booking.status, Boolean(awaiting)),
    customer,
    addons: booking.addonIds.map((id) => ADDON_NAMES.get(id)?.displayName ?? id),
    passengers: passengers.map((p, i) => {
      const t = travellers[i];
      return {
        travellerId: p.travellerId,
        name: t ? [t.fname, t.mname, t.lname].filter(Boolean).join(' ') : 'Unknown traveller',
        dob: t?.dob ?? '',
        phone: t?.phoneNumber ?? '',
        email: t?.email ?? '',
        passport: t?.passportNumber ? `${t.passportNumber} (${t.passportCountry}, expires ${t.passportExpiry})` : '',
        legs: p.legs,
        lead: p.lead,
      };
    }),
    emergencyContact: emergency ?? null,
    limoRequests: limos,
    payments,
    refunds,
    messages,
    wireDue: wireDueOf(booking, payments, deps.clock.now()),
    cancellation,
    confirmation: [...messages].reverse().find((m) => m.channel === 'email' && CONFIRMATION_KINDS.has(m.kind)) ?? null,
  };
}

function wireDueOf(booking: Booking, payments: readonly PaymentAttempt[], now: Date) {
  if (booking.status !== 'RESERVED' || !booking.holdUntil || booking.holdUntil <= now) return null;
  const awaiting = payments.find((p) => p.status === 'AWAITING_TRANSFER');
  if (awaiting) return { amountCents: awaiting.amount, holdUntil: booking.holdUntil };
  const paid = payments.filter((p) => p.status === 'APPROVED').reduce((sum, p) => sum + p.flightAmount, 0);
  return { amountCents: Math.max(0, booking.totalCents - paid), holdUntil: booking.holdUntil };
}
