import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * The fleet's mail catcher, as docker-compose has one: a real SMTP server on loopback
 * (nodemailer's smtp-server) that keeps every message it receives and tells `onMessage` of
 * each (the fleet runner prints who it is for and its subject).
 */
export interface CaughtMessage {
  from: string;
  to: string[];
  /** The raw message, headers and body. */
  raw: string;
  subject: string;
}

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
          const message = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          };
          messages.push(message);
          onMessage(message);
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
