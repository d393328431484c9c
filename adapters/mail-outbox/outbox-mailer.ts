import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { CLOCK, type Clock } from '../../ports/clock';
import { LOCAL_MAILBOX, MailDeliveryError, type LocalMailbox, type MailMessage, type Mailer } from '../../ports/mailer';

export interface OutboxMailerSettings {
  /**
   * Shows each delivered message on the server's terminal (the embedded default's only inbox
   * in production, where /dev/mailbox is off); absent in tests.
   */
  print?(text: string): void;
}

export const OUTBOX_MAILER_SETTINGS = Symbol.for('contrail.OutboxMailerSettings');

const address = z.email();
const RULE = '='.repeat(72);

/**
 * MAILER=outbox, the embedded default: nothing leaves the machine. Each message is kept in the
 * local mailbox (the database, read by /dev/mailbox and tests) and its plain text is printed on
 * the server's terminal, code included, so a newcomer on `npm start` can read it.
 */
@injectable()
export class OutboxMailer implements Mailer {
  constructor(
    @inject(LOCAL_MAILBOX) private readonly mailbox: LocalMailbox,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OUTBOX_MAILER_SETTINGS) private readonly settings: OutboxMailerSettings,
  ) {}

  async send(message: MailMessage): Promise<void> {
    // What a real server would refuse for good, this one refuses too.
    if (!address.safeParse(message.to).success) {
      throw new MailDeliveryError(`550 not a valid address: ${message.to}`, true);
    }
    await this.mailbox.save(message, this.clock.now());
    this.settings.print?.(printed(message));
  }
}

/**
 * A message as a terminal shows it: who it is for (and `where` it went), its subject, what is
 * attached, and its text, so a code it carries can be read there (`npm start`, `npm run fleet`).
 */
export function printedMail(
  message: { to: string; subject: string; text: string; attachments?: readonly { filename: string }[] },
  where: string,
): string {
  const attached = (message.attachments ?? []).map((a) => a.filename);
  return [
    '',
    RULE,
    `E-mail to ${message.to} (${where})`,
    `Subject: ${message.subject}`,
    ...(attached.length ? [`Attached: ${attached.join(', ')}`] : []),
    RULE,
    message.text.trim(),
    RULE,
    '',
  ].join('\n');
}

const printed = (message: MailMessage) => printedMail(message, 'MAILER=outbox: kept on this machine, not sent');
