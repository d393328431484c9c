import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { SmsDeliveryError, type SmsMessage, type SmsSender } from '../../ports/sms';
import { checkSms } from '../../src/core/notifications/sms-message';

export interface ConsoleSmsSettings {
  /** Shows each text on the server's terminal, where a newcomer on `npm start` reads it; absent in tests. */
  print?(text: string): void;
}

export const CONSOLE_SMS_SETTINGS = Symbol.for('contrail.ConsoleSmsSettings');

const RULE = '-'.repeat(72);

/**
 * The default SMS sender: nothing leaves the machine. Each text is printed on the server's
 * terminal, as the local mailbox prints e-mail, so the whole flow can be tried without a
 * provider account. What a provider would refuse for good, this one refuses too, so a bad
 * number fails the same way here as in production.
 */
@injectable()
export class ConsoleSmsSender implements SmsSender {
  constructor(@inject(CONSOLE_SMS_SETTINGS) private readonly settings: ConsoleSmsSettings) {}

  async send(message: SmsMessage): Promise<{ id: string }> {
    const checked = checkSms(message);
    if (!checked.ok) throw new SmsDeliveryError(checked.error, true);
    const id = `console-${randomUUID()}`;
    this.settings.print?.(printed(checked.message, id));
    return { id };
  }
}

function printed(message: { to: string; body: string; kind: string }, id: string): string {
  return [
    '',
    RULE,
    `Text to ${message.to} (${message.kind}; SMS=console: printed here, not sent) ${id}`,
    RULE,
    message.body,
    RULE,
    '',
  ].join('\n');
}
