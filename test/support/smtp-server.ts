import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  kind: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * A real SMTP server on loopback (nodemailer's smtp-server) that keeps what it is sent, for the
 * tests of the SMTP adapter and of the e-mails end to end. It can be stopped and started again
 * on the same port (a mail server outage), and refuses the addresses it is told to with a
 * permanent 550, as a real one refuses a mailbox that does not exist.
 */
export class TestSmtpServer {
  private readonly raw: Buffer[] = [];
  private server: SMTPServer | undefined;
  private portNumber = 0;
  readonly refused = new Set<string>();

  static async start(): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer();
    await smtp.listen(0);
    return smtp;
  }

  get port(): number {
    return this.portNumber;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.portNumber}`;
  }

  /** Everything received so far, parsed, oldest first. */
  async messages(): Promise<CaughtMail[]> {
    return Promise.all(this.raw.map(parse));
  }

  /** Waits for a message that `matches` (polling; the app sends in the background). */
  async waitFor(matches: (mail: CaughtMail) => boolean, timeoutMs = 15_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.messages()).find(matches);
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = (await this.messages()).map((m) => `${m.to}: ${m.subject}`);
        throw new Error(`no matching e-mail within ${timeoutMs} ms; received: ${seen.join(' | ') || 'nothing'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The server goes away: connections are refused until `restart`. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async restart(): Promise<void> {
    await this.listen(this.portNumber);
  }

  private async listen(port: number): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // An outage, not a polite shutdown: open connections (a client's pool) are cut at once.
      closeTimeout: 50,
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error('5.1.1 Recipient address rejected: no such mailbox'), {
            responseCode: 550,
          });
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.raw.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.portNumber = (server.server.address() as AddressInfo).port;
    this.server = server;
  }
}

async function parse(source: Buffer): Promise<CaughtMail> {
  const mail = await simpleParser(source);
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  const kind = mail.headers.get('x-contrail-kind');
  return {
    to: to?.value[0]?.address ?? '',
    from: mail.from?.text ?? '',
    subject: mail.subject ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    text: mail.text ?? '',
    messageId: mail.messageId ?? '',
    kind: typeof kind === 'string' ? kind : '',
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      content: a.content,
    })),
  };
}
