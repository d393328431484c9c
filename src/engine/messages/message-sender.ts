import { itineraryFileName } from '../../core/itinerary/itinerary';
import { composeMessage } from '../../core/messages/compose';
import { reasonNotToSend } from '../../core/messages/delivery-policy';
import type { Brand } from '../../core/messages/layout';
import { ITINERARY_ATTACHED_KINDS } from '../../core/messages/message-kinds';
import type { WireTransferDetails } from '../../core/payments/wire-transfer';
import type { Clock } from '../../../ports/clock';
import type { ProfileStore } from '../../../ports/identity-provider';
import type { ItineraryDocuments } from '../../../ports/itinerary-documents';
import { MailDeliveryError, type MailAttachment, type Mailer } from '../../../ports/mailer';
import type { ClaimedMessage, MessageOutbox } from '../../../ports/message-outbox';
import { recordFailure, sendDueBatches, type SendReport } from './outbox-batches';

export interface MessageSenderDeps {
  outbox: MessageOutbox;
  mailer: Mailer;
  profiles: ProfileStore;
  /** The itinerary PDF and calendar file attached to confirmations. */
  documents: ItineraryDocuments;
  clock: Clock;
  brand: Brand;
  wire: WireTransferDetails;
  /** Our mail domain, for stable Message-IDs (<outbox id@domain>). */
  mailDomain: string;
  random?: () => number;
  log(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>): void;
  /** Messages claimed at a time, and how long a claim lasts before another node may take over. */
  batch?: number;
  leaseMs?: number;
}

export type { SendReport };

/** Long enough for a slow PDF and a slow mail server; a node that died gives its claims up after it. */
const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * Sends what the outbox holds (docs/decisions/025): claims due messages (one node at a time per
 * message), writes each from its facts for its recipient, delivers it through the Mailer, and
 * records the outcome under its claim. A mail server that is down makes a message wait and try
 * again with a growing pause; one that refuses it for good marks it FAILED; nothing is lost or
 * sent twice by two nodes. Each message carries a stable Message-ID: if a node dies between the
 * server taking it and the outcome being recorded, the resend is recognisably the same e-mail.
 */
export class MessageSender {
  constructor(private readonly deps: MessageSenderDeps) {}

  /** Sends every e-mail due now, batch after batch, until none is left. */
  sendDue(): Promise<SendReport> {
    return sendDueBatches(
      { outbox: this.deps.outbox, clock: this.deps.clock, channels: ['email'], batch: this.deps.batch },
      this.deps.leaseMs ?? DEFAULT_LEASE_MS,
      (message) => this.deliver(message),
    );
  }

  private async deliver(message: ClaimedMessage): Promise<keyof SendReport> {
    const { outbox, clock } = this.deps;
    const recipient = message.userId ? await this.deps.profiles.recipientOf(message.userId) : null;
    const to = message.email ?? recipient?.email;
    if (!to) {
      await outbox.markGivenUp(message, clock.now(), 'SKIPPED', 'the account no longer exists');
      return 'skipped';
    }
    const notSending = reasonNotToSend(
      message.kind,
      message.facts,
      { emailsOn: recipient?.enableEmail ?? true },
      clock.now(),
    );
    if (notSending) {
      await outbox.markGivenUp(message, clock.now(), 'SKIPPED', notSending);
      return 'skipped';
    }
    const written = composeMessage(message.kind, message.facts, {
      brand: this.deps.brand,
      firstName: recipient?.firstname || null,
      zone: recipient?.timeZone ?? null,
      wire: this.deps.wire,
    });
    if (!written.ok) {
      this.deps.log('error', 'outbox message cannot be written', { id: message.id, error: written.error });
      await outbox.markGivenUp(message, clock.now(), 'FAILED', written.error);
      return 'failed';
    }
    try {
      await this.deps.mailer.send({
        to,
        ...written.message,
        kind: message.kind,
        messageId: `<${message.id}@${this.deps.mailDomain}>`,
        attachments: await this.attachmentsOf(message),
      });
    } catch (error) {
      return this.failed(message, error);
    }
    await outbox.markSent(message, clock.now(), { subject: written.message.subject, recipient: to });
    this.deps.log('info', 'e-mail sent', { id: message.id, kind: message.kind, bookingId: message.bookingId });
    return 'sent';
  }

  private failed(message: ClaimedMessage, error: unknown): Promise<keyof SendReport> {
    const { outbox, clock, random, log } = this.deps;
    return recordFailure({ outbox, clock, random, log, what: 'e-mail' }, message, {
      error,
      permanent: error instanceof MailDeliveryError && error.permanent,
    });
  }

  /** The itinerary PDF and calendar file, read as the booking's own customer would download them. */
  private async attachmentsOf(message: ClaimedMessage): Promise<MailAttachment[]> {
    if (!ITINERARY_ATTACHED_KINDS.has(message.kind) || !message.bookingId || !message.userId) return [];
    const files = await this.deps.documents.filesFor(message.bookingId, {
      kind: 'customer',
      userId: message.userId,
      accessToken: '',
      role: 'CUSTOMER',
    });
    if (!files) return [];
    const attachments: MailAttachment[] = [
      {
        filename: itineraryFileName(files.bookingId, 'ics'),
        contentType: 'text/calendar; charset=utf-8',
        content: files.calendar,
      },
    ];
    if (files.pdf) {
      attachments.unshift({
        filename: itineraryFileName(files.bookingId, 'pdf'),
        contentType: 'application/pdf',
        content: files.pdf,
      });
    } else {
      this.deps.log('warn', 'confirmation sent without its itinerary PDF (printing unavailable)', { id: message.id });
    }
    return attachments;
  }
}
