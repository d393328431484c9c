import { MailDeliveryError, type MailMessage, type Mailer } from '../../ports/mailer';

/**
 * Keeps delivered messages in memory. `refuse` makes it act as a mail server would: down
 * (every message fails for now) or refusing an address for good.
 */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  down = false;
  readonly refusedAddresses = new Set<string>();

  async send(message: MailMessage): Promise<void> {
    if (this.down) throw new MailDeliveryError('ECONNREFUSED connect ECONNREFUSED 127.0.0.1:25', false);
    if (this.refusedAddresses.has(message.to)) {
      throw new MailDeliveryError(`EENVELOPE 550 5.1.1 <${message.to}>: Recipient address rejected`, true);
    }
    this.sent.push(message);
  }
}
