import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { printedMail } from '../../adapters/mail-outbox/outbox-mailer';

/**
 * The fleet's mail catcher, as docker-compose has one: a real SMTP server on loopback
 * (nodemailer's smtp-server) that keeps every message it receives and tells `onMessage` of
 * each: the fleet runner prints it (`printedCaughtMail`: who it is for, its subject and its text, a
 * sign-up's code included, as `npm start` prints the messages it keeps).
 */
export interface CaughtMessage {
  from: string;
  to: string[];
  /** The raw message, headers and body. */
  raw: string;
  subject: string;
  /** The message's plain-text part, decoded. */
  text: string;
}

/** A raw message's subject and plain text (the raw text itself when it cannot be read). */
async function read(raw: string): Promise<{ subject: string; text: string }> {
  try {
    const parsed = await simpleParser(raw);
    return { subject: parsed.subject ?? '', text: parsed.text ?? '' };
  } catch {
    return { subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '', text: raw };
  }
}

/** A caught message as the fleet runner prints it: recipient, subject and text, as `npm start` prints its own. */
export const printedCaughtMail = (message: CaughtMessage) =>
  printedMail({ ...message, to: message.to.join(', ') }, "caught by the fleet's mail catcher");

export class MailCatcher {
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    /** Every message so far, oldest first. */
    readonly messages: readonly CaughtMessage[],
  ) {}

  static async start(onMessage: (message: CaughtMessage) => void = () => {}): Promise<MailCatcher> {
    const messages: CaughtMessage[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          // The envelope is the session's until the message is answered: read it first.
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          void read(raw).then((parts) => {
            const message = { ...envelope, raw, ...parts };
            messages.push(message);
            onMessage(message);
            return message;
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return new MailCatcher(server, (server.server.address() as AddressInfo).port, messages);
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
