import type { MailMessage, Mailer } from '../../ports/mailer';

/** Keeps sent messages in memory; `lastCode` reads the six-digit code a test needs next. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  lastCode(to: string): string {
    const message = this.sent.findLast((m) => m.to === to.toLowerCase() && /code/.test(m.kind));
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (!code) throw new Error(`no code was mailed to ${to}`);
    return code;
  }
}
