import { formatUsd, type Cents } from '../../core/money';
import type { CancellationPlan } from '../../core/payments/cancellation';
import type { CancellationCause } from '../../core/payments/refunds';
import type { MessageFacts } from '../../core/messages/message-kinds';
import { CHANNEL_NAMES, kindWords, resendRefusal } from '../../core/desk/desk-messages';
import { CHANNELS, type Channel } from '../../core/notifications/phone-messages';
import type { OutboxMessage } from '../../../ports/message-outbox';
import type { BookingQuery, BookingSummary } from '../../../ports/support-desk';
import { CANCEL_MESSAGES, refundChangedMessage } from '../payments/cancel-booking';
import type { DeskDeps } from './desk-deps';
import { CONFIRMATION_KINDS, readBookingView, type DeskBookingView } from './desk-booking-view';
import { Auditor, deskFail, deskOk, NOT_FOUND, type DeskResult, type StaffCaller } from './staff-caller';

export const DESK_PAGE_SIZE = 25;

export const DESK_MESSAGES = {
  PASSWORD: 'That is not your password. Enter it again to confirm the refund.',
  PASSWORD_LIMIT: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  REFUND_CHANGED: refundChangedMessage,
  NO_CONFIRMATION: 'This booking has no confirmation e-mail to send again.',
  NOT_THIS_BOOKING: 'That message was not sent about this booking, so it cannot be sent again from here.',
  REFUND_NOT_WIRE: 'Only a refund owed to a wire transfer is wired back by hand.',
} as const;

export interface CancelRequest {
  cause: CancellationCause;
  prepaidCosts: Cents;
  /** The staff member's own password, asked again before money moves. */
  password: string;
  /** The refund shown when staff chose to cancel: if the rules now give another, nothing happens. */
  expectedRefund: Cents;
}

/**
 * The back office's work on bookings: search, the whole booking, record a wire, cancel with the
 * refund the terms give, send a confirmation again, mark a wire refund as sent. Every reading
 * and action is written to the audit log.
 */
export class DeskBookings {
  private readonly audit: Auditor;

  constructor(private readonly deps: DeskDeps) {
    this.audit = new Auditor(deps.audit, deps.clock);
  }

  async search(
    staff: StaffCaller,
    query: BookingQuery,
    page: number,
  ): Promise<{ bookings: BookingSummary[]; more: boolean }> {
    const found = await this.deps.desk.searchBookings(query, {
      limit: DESK_PAGE_SIZE,
      offset: (page - 1) * DESK_PAGE_SIZE,
    });
    await this.audit.record(staff, 'desk.bookings.search', {
      details: describe(query, page),
      found: found.bookings.length > 0,
    });
    return found;
  }

  async view(staff: StaffCaller, bookingId: string): Promise<DeskResult<DeskBookingView>> {
    const view = await readBookingView(this.deps, bookingId);
    await this.audit.record(staff, 'desk.booking.read', {
      bookingId,
      customerUserId: view?.customer?.userId ?? null,
      found: view !== null,
    });
    return view ? deskOk(view) : NOT_FOUND;
  }

  async recordWire(
    staff: StaffCaller,
    bookingId: string,
    amount: Cents,
  ): Promise<DeskResult<{ alreadyRecorded: boolean }>> {
    const receipt = await this.deps.engine.pay.wireReceived(bookingId, amount);
    await this.audit.record(staff, 'desk.booking.wire-received', {
      bookingId,
      found: receipt.ok || receipt.reason !== 'NOT_FOUND',
      details: receipt.ok ? `${formatUsd(amount)} recorded` : `refused: ${receipt.message}`,
    });
    if (!receipt.ok) return receipt.reason === 'NOT_FOUND' ? NOT_FOUND : deskFail('REFUSED', receipt.message);
    return deskOk({ alreadyRecorded: receipt.alreadyRecorded });
  }

  /** What cancelling for `cause` with `prepaidCosts` would refund now (shown before confirming). */
  async cancellationQuote(
    staff: StaffCaller,
    bookingId: string,
    options: { cause: CancellationCause; prepaidCosts: Cents },
  ): Promise<DeskResult<CancellationPlan>> {
    const plan = await this.planFor(bookingId, options);
    await this.audit.record(staff, 'desk.booking.cancel-quote', {
      bookingId,
      found: plan.ok || plan.code !== 'NOT_FOUND',
      details: plan.ok ? `${options.cause}: ${formatUsd(plan.value.totalRefund)} would be refunded` : plan.message,
    });
    return plan;
  }

  private async planFor(
    bookingId: string,
    options: { cause: CancellationCause; prepaidCosts: Cents },
  ): Promise<DeskResult<CancellationPlan>> {
    const booking = await this.deps.bookings.find(bookingId);
    if (!booking || booking.status === 'DRAFT') return NOT_FOUND;
    const decision = await this.deps.engine.cancellation.preview(booking, { ...options, byCustomer: false });
    if (!decision.ok) return deskFail('REFUSED', CANCEL_MESSAGES[decision.refusal]);
    return deskOk(decision.plan);
  }

  async cancel(staff: StaffCaller, bookingId: string, request: CancelRequest): Promise<DeskResult<CancellationPlan>> {
    const refused = await this.cancelRefusal(staff, bookingId, request);
    if (refused) {
      await this.audit.record(staff, 'desk.booking.cancel', {
        bookingId,
        found: refused.code !== 'NOT_FOUND',
        details: `refused: ${refused.message}`,
      });
      return refused;
    }
    const result = await this.deps.engine.cancellation.cancel(bookingId, {
      cause: request.cause,
      prepaidCosts: request.prepaidCosts,
      byCustomer: false,
    });
    await this.audit.record(staff, 'desk.booking.cancel', {
      bookingId,
      found: result.ok || result.refusal !== 'NOT_FOUND',
      details: result.ok
        ? `${request.cause}: ${formatUsd(result.plan.totalRefund)} refunded${result.plan.credit > 0 ? `, ${formatUsd(result.plan.credit)} credited` : ''} (${result.plan.rule})`
        : `refused: ${result.message}`,
    });
    if (!result.ok) return result.refusal === 'NOT_FOUND' ? NOT_FOUND : deskFail('REFUSED', result.message);
    return deskOk(result.plan);
  }

  /** Why the cancel cannot go ahead: the password asked again, or the refund moved since shown. */
  private async cancelRefusal(staff: StaffCaller, bookingId: string, request: CancelRequest) {
    if (!(await this.deps.passwordCheckAllowed(staff.userId)))
      return deskFail('PASSWORD', DESK_MESSAGES.PASSWORD_LIMIT);
    if (!(await this.deps.identity.checkPassword(staff.userId, request.password))) {
      return deskFail('PASSWORD', DESK_MESSAGES.PASSWORD, { password: DESK_MESSAGES.PASSWORD });
    }
    const quote = await this.planFor(bookingId, request);
    if (!quote.ok) return quote;
    if (quote.value.totalRefund !== request.expectedRefund) {
      return deskFail('REFUSED', DESK_MESSAGES.REFUND_CHANGED(quote.value.totalRefund));
    }
    return null;
  }

  /** Queues the booking's latest confirmation again, as a new message of its own. */
  async resendConfirmation(staff: StaffCaller, bookingId: string): Promise<DeskResult<{ to: string | null }>> {
    const messages = await this.deps.outbox.ofBooking(bookingId);
    const original = [...messages].reverse().find((m) => CONFIRMATION_KINDS.has(m.kind));
    await this.audit.record(staff, 'desk.booking.resend-confirmation', { bookingId, found: original !== undefined });
    if (!original) return deskFail('REFUSED', DESK_MESSAGES.NO_CONFIRMATION);
    const resent = messages.filter((m) => m.key.startsWith(`resend:${original.key}:`)).length + 1;
    await this.deps.outbox.enqueue(
      [
        {
          key: `resend:${original.key}:${resent}`,
          kind: original.kind,
          userId: original.userId,
          email: original.email,
          bookingId,
          facts: original.facts,
          channels: ['email'],
        },
      ],
      this.deps.clock.now(),
    );
    return deskOk({ to: original.recipient });
  }

  /**
   * Queues a copy of one of the booking's messages (a text, a push notification, an e-mail) on
   * its own channel only: a text sent again does not e-mail. Whether it goes (the SMS switch,
   * the quiet hours) is decided when it is sent, as for the first one, and the desk lists it.
   */
  async resendMessage(
    staff: StaffCaller,
    bookingId: string,
    messageKey: string,
  ): Promise<DeskResult<{ channel: Channel; to: string | null; queued: boolean }>> {
    const messages = await this.deps.outbox.ofBooking(bookingId, CHANNELS);
    const original = messages.find((m) => m.key === messageKey);
    const refusal = original ? resendRefusal(original) : DESK_MESSAGES.NOT_THIS_BOOKING;
    if (!original || refusal) {
      await this.audit.record(staff, 'desk.booking.resend-message', {
        bookingId,
        customerUserId: original?.userId ?? null,
        found: original !== undefined,
        details: `refused: ${refusal}`,
      });
      return deskFail('REFUSED', refusal ?? DESK_MESSAGES.NOT_THIS_BOOKING);
    }
    // The outbox keys a phone row "<key>#<channel>", so the copies of a text are
    // "resend:<its key>:<n>#sms": counted by their prefix, as the confirmation's are.
    const resent = messages.filter((m) => m.key.startsWith(`resend:${original.key}:`)).length + 1;
    // Two staff members pressing at once count the same copy: its key is taken once, and the
    // other press queues nothing (and says so) rather than a second copy.
    const queued = await this.deps.outbox.enqueue(
      [
        {
          key: `resend:${original.key}:${resent}`,
          kind: original.kind,
          userId: original.userId,
          email: original.email,
          bookingId,
          facts: original.facts,
          channels: [original.channel],
        },
      ],
      this.deps.clock.now(),
    );
    await this.audit.record(staff, 'desk.booking.resend-message', {
      bookingId,
      customerUserId: original.userId,
      details: `${describeMessage(original)}${queued ? '' : ' (already being sent again)'}`,
    });
    return deskOk({ channel: original.channel, to: original.recipient, queued: queued > 0 });
  }

  /** A refund owed to a wire payment was wired back by the bank: recorded, and the customer told. */
  async markRefundWired(staff: StaffCaller, bookingId: string, refundId: string): Promise<DeskResult<void>> {
    const refund = (await this.deps.payments.refundsOf(bookingId)).find((r) => r.id === refundId);
    if (!refund) return NOT_FOUND;
    if (refund.method !== 'WIRE' || refund.status !== 'PENDING')
      return deskFail('REFUSED', DESK_MESSAGES.REFUND_NOT_WIRE);
    const facts: MessageFacts<'refund-processed'> = {
      bookingId,
      refundId,
      amountCents: refund.amount,
      method: 'WIRE',
      card: null,
      reason: refund.reason,
    };
    await this.deps.payments.settleRefund(
      refundId,
      { status: 'REFUNDED', gatewayRefundId: `wire:${staff.userId}` },
      this.deps.clock.now(),
      [{ key: `refund:${refundId}`, kind: 'refund-processed', userId: refund.userId, email: null, bookingId, facts }],
    );
    await this.audit.record(staff, 'desk.refund.wired', {
      bookingId,
      details: `${formatUsd(refund.amount)} wired back`,
    });
    return deskOk(undefined);
  }
}

/** "Text about booking confirmed, to +13055550100": an audit line's details. */
function describeMessage(m: OutboxMessage): string {
  return `${CHANNEL_NAMES[m.channel]} about ${kindWords(m.kind)}${m.recipient ? `, to ${m.recipient}` : ''}, sent again`;
}

function describe(query: BookingQuery, page: number): string {
  const parts = [
    query.text && `"${query.text}"`,
    query.from && `from ${query.from}`,
    query.to && `to ${query.to}`,
    query.departsFrom && `departing from ${query.departsFrom.toISOString().slice(0, 10)}`,
    query.departsTo && `until ${query.departsTo.toISOString().slice(0, 10)}`,
    query.status,
  ].filter(Boolean);
  return `${parts.join(', ') || 'all bookings'}, page ${page}`;
}
