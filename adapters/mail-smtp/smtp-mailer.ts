import { inject, injectable } from 'inversify';
import { z } from 'zod';
import type { createTransport, Transporter } from 'nodemailer';
import { MailDeliveryError, type MailMessage, type Mailer } from '../../ports/mailer';

export interface SmtpMailerSettings {
  /** smtp://user:pass@host:587 or smtps://... (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. "Contrail <no-reply@contrail.example>". */
  from: string;
  /** Only for a local catcher with a self-signed certificate. */
  allowSelfSigned?: boolean;
  /** How long to wait for the server to answer before the try counts as failed (ms). */
  timeoutMs?: number;
}

export const SMTP_MAILER_SETTINGS = Symbol.for('contrail.SmtpMailerSettings');

const address = z.email();

/**
 * Sends through an SMTP relay over a small pool of kept-open connections (nodemailer's pooled
 * transport): a burst of confirmations does not open a connection, and a TLS handshake, each.
 * A refusal is told apart from an outage: the server rejecting the recipient or the message with
 * a 5xx answer is permanent; anything else (no connection, a timeout, a 4xx "try later", a
 * failed login while the settings are being fixed) may succeed later.
 */
@injectable()
export class SmtpMailer implements Mailer {
  /** nodemailer's pooled transport, made at the first message (docs/decisions/061). */
  private transport?: Promise<Transporter>;
  /** The pool's options, read at once: a malformed URL stops the start, not the first message. */
  private readonly options: Parameters<typeof createTransport>[0];

  constructor(@inject(SMTP_MAILER_SETTINGS) private readonly settings: SmtpMailerSettings) {
    const url = new URL(settings.url);
    if (settings.allowSelfSigned) url.searchParams.set('tls.rejectUnauthorized', 'false');
    const timeout = settings.timeoutMs ?? 20_000;
    this.options = {
      url: url.toString(),
      pool: true,
      maxConnections: 3,
      maxMessages: 100,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 2,
    };
  }

  /** nodemailer's 40 modules load with the first message: a start that sends nothing never needs them. */
  private pool(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(
      (nodemailer) => nodemailer.createTransport(this.options),
      (error: unknown) => {
        this.transport = undefined; // the next message tries again
        throw error;
      },
    );
    return this.transport;
  }

  async send(message: MailMessage): Promise<void> {
    // No server takes a malformed address; refusing it here keeps it from waiting on retries.
    if (!address.safeParse(message.to).success) {
      throw new MailDeliveryError(`550 not a valid address: ${message.to}`, true);
    }
    try {
      const transport = await this.pool();
      await transport.sendMail({
        from: this.settings.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: message.messageId,
        headers: { ...message.headers, 'X-Contrail-Kind': message.kind },
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
        })),
      });
    } catch (error) {
      throw deliveryError(error);
    }
  }

  close(): void {
    void this.transport?.then(
      (transport) => transport.close(),
      () => undefined,
    );
  }
}

function deliveryError(error: unknown): MailDeliveryError {
  const details = error as { code?: string; responseCode?: number; message?: string };
  const refused =
    (details.code === 'EENVELOPE' || details.code === 'EMESSAGE') &&
    typeof details.responseCode === 'number' &&
    details.responseCode >= 500 &&
    details.responseCode < 600;
  const what = [details.code, details.responseCode, details.message].filter(Boolean).join(' ');
  return new MailDeliveryError(what || String(error), refused);
}
