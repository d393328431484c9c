import type { Brand } from '../../core/messages/layout';
import { composePhoneMessage, flightDaysOf } from '../../core/notifications/phone-messages';
import { mayTextAt } from '../../core/notifications/quiet-hours';
import type { Clock } from '../../../ports/clock';
import type { ProfileStore } from '../../../ports/identity-provider';
import type { ClaimedMessage, MessageOutbox } from '../../../ports/message-outbox';
import { SmsDeliveryError, type SmsSender } from '../../../ports/sms';
import { recordFailure, sendDueBatches, type SendReport } from '../messages/outbox-batches';

export interface TextSenderDeps {
  outbox: MessageOutbox;
  sms: SmsSender;
  profiles: ProfileStore;
  clock: Clock;
  brand: Brand;
  /** The zone of the quiet hours when neither the customer nor the trip gives one. */
  defaultTimeZone: string;
  random?: () => number;
  log(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>): void;
  batch?: number;
  leaseMs?: number;
}

/** A carrier answers in seconds; a node that died gives its claims up after this. */
const LEASE_MS = 60_000;

/**
 * Sends the outbox's text messages (docs/decisions/043), queued with their events beside the
 * e-mails. Each is claimed by one node, and goes only if the customer's SMS switch is on at
 * the time (a switch turned off, or a STOP, holds at once on every node: it is read from the
 * database for each text), to their number in E.164, outside the quiet hours on their clock
 * (except on the day of one of the flights it is about: a text held for the night waits
 * until 08:00). A carrier that refuses for good marks it FAILED; one that is down makes it
 * wait and try again, as e-mail does.
 */
export class TextSender {
  constructor(private readonly deps: TextSenderDeps) {}

  sendDue(): Promise<SendReport> {
    return sendDueBatches(
      { outbox: this.deps.outbox, clock: this.deps.clock, channels: ['sms'], batch: this.deps.batch },
      this.deps.leaseMs ?? LEASE_MS,
      (message) => this.deliver(message),
    );
  }

  private async deliver(message: ClaimedMessage): Promise<keyof SendReport> {
    const { outbox, clock } = this.deps;
    const now = clock.now();
    const recipient = message.userId ? await this.deps.profiles.recipientOf(message.userId) : null;
    const skip = async (reason: string) => {
      await outbox.markGivenUp(message, now, 'SKIPPED', reason);
      return 'skipped' as const;
    };
    if (!recipient) return skip('the account no longer exists');
    if (!recipient.sms) return skip('the customer has text messages off');
    if (!recipient.smsPhone) return skip('the account has no phone number that texts can reach');

    const zone = recipient.timeZone ?? tripZone(message.facts) ?? this.deps.defaultTimeZone;
    const timing = mayTextAt({ now, timeZone: zone, flightDays: flightDaysOf(message.facts) });
    if (!timing.ok) {
      await outbox.markRetry(message, now, 'quiet hours on the customer’s clock', timing.notBefore);
      return 'retrying';
    }
    const written = composePhoneMessage(message.kind, message.facts, { brand: this.deps.brand, zone });
    if (!written.ok) {
      this.deps.log('error', 'text message cannot be written', { id: message.id, error: written.error });
      await outbox.markGivenUp(message, now, 'FAILED', written.error);
      return 'failed';
    }
    try {
      await this.deps.sms.send({
        to: recipient.smsPhone,
        body: written.message.text,
        kind: message.kind,
        key: message.key,
      });
    } catch (error) {
      return this.failed(message, error);
    }
    // The text itself is kept where an e-mail keeps its subject: the desk shows what was sent.
    await outbox.markSent(message, clock.now(), { subject: written.message.text, recipient: recipient.smsPhone });
    this.deps.log('info', 'text message sent', { id: message.id, kind: message.kind, bookingId: message.bookingId });
    return 'sent';
  }

  private failed(message: ClaimedMessage, error: unknown): Promise<keyof SendReport> {
    const { outbox, clock, random, log } = this.deps;
    const refused = error instanceof SmsDeliveryError ? error : null;
    return recordFailure({ outbox, clock, random, log, what: 'text message' }, message, {
      error,
      permanent: refused?.permanent ?? false,
      notBeforeMs: refused?.retryAfterMs,
    });
  }
}

function tripZone(facts: unknown): string | null {
  const zone = (facts as { zone?: unknown } | null)?.zone;
  return typeof zone === 'string' && zone !== '' ? zone : null;
}
