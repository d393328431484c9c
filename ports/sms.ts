/**
 * Delivers one text message (SMS). Like the mailer, only the outbox sender is meant to call it:
 * the rest of the application queues texts and never waits on a carrier. The words are written
 * before this port (src/core), and whether a text may go now (the customer's switch, quiet
 * hours, an opt-out by STOP) is decided before it too; the port only carries it.
 */
export interface SmsMessage {
  /** The recipient in E.164 (+14155550123): anything else is refused for good. */
  to: string;
  body: string;
  /** What the text is about (booking-confirmed, itinerary-changed...), for logs. */
  kind: string;
  /** The outbox entry's idempotency key, so a text sent twice can be traced to one event. */
  key?: string;
}

export interface SmsSender {
  /** Resolves with the provider's id once it has taken the text; throws SmsDeliveryError otherwise. */
  send(message: SmsMessage): Promise<{ id: string }>;
}

/**
 * The text was not taken. `permanent`: it was refused for good (a number that does not exist,
 * a recipient who replied STOP), so trying again cannot help; otherwise it may be tried later,
 * and not before `retryAfterMs` when the provider said how long to wait.
 */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

export const SMS_SENDER = Symbol.for('contrail.SmsSender');
