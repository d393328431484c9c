import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../ports/clock';
import { MAIL_OUTBOX_STORE, type MailMessage, type Mailer, type MailOutboxStore } from '../../ports/mailer';

export interface OutboxMailerSettings {
  /** Told of every stored message (the application logs recipient, subject and kind). */
  onSent(message: { id: string; to: string; subject: string; kind: string }): void;
}

export const OUTBOX_MAILER_SETTINGS = Symbol.for('contrail.OutboxMailerSettings');

/**
 * The default mailer: nothing leaves the machine. Messages are kept in the database, where the
 * development mailbox page (/dev/mailbox) and tests read them.
 */
@injectable()
export class OutboxMailer implements Mailer {
  constructor(
    @inject(MAIL_OUTBOX_STORE) private readonly store: MailOutboxStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OUTBOX_MAILER_SETTINGS) private readonly settings: OutboxMailerSettings,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const stored = await this.store.save(message, this.clock.now());
    this.settings.onSent({ id: stored.id, to: stored.to, subject: stored.subject, kind: stored.kind });
  }
}
