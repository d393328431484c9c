import { inject, injectable } from 'inversify';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from '../../ports/mailer';

export interface SmtpMailerSettings {
  /** smtp://user:pass@host:587 or smtps://... (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. "Contrail <no-reply@contrail.example>". */
  from: string;
  /** Only for a local catcher with a self-signed certificate. */
  allowSelfSigned?: boolean;
}

export const SMTP_MAILER_SETTINGS = Symbol.for('contrail.SmtpMailerSettings');

/** Sends through an SMTP relay; a failure to deliver is the caller's error to handle. */
@injectable()
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(@inject(SMTP_MAILER_SETTINGS) private readonly settings: SmtpMailerSettings) {
    const url = new URL(settings.url);
    if (settings.allowSelfSigned) url.searchParams.set('tls.rejectUnauthorized', 'false');
    this.transport = createTransport(url.toString());
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.settings.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: { 'X-Contrail-Kind': message.kind },
    });
  }

  close(): void {
    this.transport.close();
  }
}
