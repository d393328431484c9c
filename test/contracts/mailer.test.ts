import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxMailer } from '../../adapters/mail-outbox/outbox-mailer';
import { SmtpMailer } from '../../adapters/mail-smtp/smtp-mailer';
import { PostgresMailOutboxStore } from '../../adapters/postgres-store/mail-outbox';
import type { Mailer } from '../../ports/mailer';
import { confirmationCodeEmail } from '../../src/core/identity/emails';
import { pgliteDatabase } from '../support/database';
import { ManualClock } from '../fakes/manual-clock';

interface Received {
  to: string;
  subject: string;
  html: string;
  text: string;
}

interface Subject {
  name: string;
  make(): Promise<{ mailer: Mailer; received(): Promise<Received[]>; close(): Promise<void> }>;
}

const subjects: Subject[] = [
  {
    name: 'outbox in the database',
    make: async () => {
      const database = await pgliteDatabase();
      const store = new PostgresMailOutboxStore(database.db);
      const logged: string[] = [];
      const mailer = new OutboxMailer(store, new ManualClock(), { onSent: (m) => logged.push(m.subject) });
      return {
        mailer,
        received: async () => {
          const messages = await store.list(10);
          expect(logged).toHaveLength(messages.length);
          return messages.map(({ to, subject, html, text }) => ({ to, subject, html, text }));
        },
        close: () => database.close(),
      };
    },
  },
  {
    name: 'SMTP to a real SMTP server',
    make: async () => {
      // Raw messages as the server got them; parsed when the test reads them.
      const raw: Buffer[] = [];
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            raw.push(Buffer.concat(chunks));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.server.address() as AddressInfo;
      const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Contrail <no-reply@contrail.test>' });
      return {
        mailer,
        received: async () =>
          Promise.all(
            raw.map(async (source) => {
              const mail = await simpleParser(source);
              const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
              return {
                to: to?.value[0]?.address ?? '',
                subject: mail.subject ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
                text: mail.text ?? '',
              };
            }),
          ),
        close: async () => {
          mailer.close();
          await new Promise<void>((resolve) => server.close(() => resolve()));
        },
      };
    },
  },
];

describe.each(subjects)('Mailer contract: $name', (subject) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it('delivers a branded message with an HTML and a text part', async () => {
    const made = await subject.make();
    close = made.close;
    const email = confirmationCodeEmail(
      { name: 'Contrail', conciergeEmail: 'concierge@contrail.test', publicUrl: 'https://contrail.test' },
      '482913',
      15,
    );
    await made.mailer.send({ to: 'maya@example.com', ...email });
    const [message] = await made.received();
    expect(message?.to).toBe('maya@example.com');
    expect(message?.subject).toBe('Your Contrail confirmation code');
    expect(message?.html).toContain('482913');
    expect(message?.html).toContain('Contrail');
    expect(message?.text).toContain('482913');
    expect(message?.text).toContain('valid for 15 minutes');
  });
});
