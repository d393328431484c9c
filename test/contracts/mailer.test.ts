import { afterEach, describe, expect, it } from 'vitest';
import { OutboxMailer } from '../../adapters/mail-outbox/outbox-mailer';
import { SmtpMailer } from '../../adapters/mail-smtp/smtp-mailer';
import { PostgresLocalMailbox } from '../../adapters/postgres-store/local-mailbox';
import { MailDeliveryError, type Mailer, type MailMessage } from '../../ports/mailer';
import { composeMessage } from '../../src/core/messages/compose';
import { pgliteDatabase } from '../support/database';
import { ManualClock } from '../fakes/manual-clock';
import { TEST_BRAND, TEST_WIRE } from '../support/mail-room';
import { TestSmtpServer } from '../support/smtp-server';

interface Received {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: string[];
}

interface Subject {
  name: string;
  make(): Promise<{
    mailer: Mailer;
    received(): Promise<Received[]>;
    close(): Promise<void>;
  }>;
}

const subjects: Subject[] = [
  {
    name: 'the local mailbox (MAILER=outbox)',
    make: async () => {
      const database = await pgliteDatabase();
      const mailbox = new PostgresLocalMailbox(database.db);
      const printed: string[] = [];
      const mailer = new OutboxMailer(mailbox, new ManualClock(), { print: (text) => printed.push(text) });
      return {
        mailer,
        received: async () => {
          const messages = await mailbox.list(10);
          // Each delivered message was printed on the terminal, text and all.
          expect(printed).toHaveLength(messages.length);
          for (const m of messages) expect(printed.join('\n')).toContain(m.text);
          return messages.map(({ to, subject, html, text, attachments }) => ({
            to,
            subject,
            html,
            text,
            attachments: attachments.map((a) => a.filename),
          }));
        },
        close: () => database.close(),
      };
    },
  },
  {
    name: 'SMTP to a real SMTP server',
    make: async () => {
      const server = await TestSmtpServer.start();
      const mailer = new SmtpMailer({ url: server.url, from: 'Contrail <no-reply@contrail.test>' });
      return {
        mailer,
        received: async () =>
          (await server.messages()).map((m) => ({
            to: m.to,
            subject: m.subject,
            html: m.html,
            text: m.text,
            attachments: m.attachments.map((a) => a.filename),
          })),
        close: async () => {
          mailer.close();
          await server.stop();
        },
      };
    },
  },
];

function codeMessage(to: string): MailMessage {
  const written = composeMessage(
    'confirmation-code',
    { code: '482913', minutes: 15, validUntil: '2026-11-25T12:15:00.000Z' },
    { brand: TEST_BRAND, firstName: null, zone: null, wire: TEST_WIRE },
  );
  if (!written.ok) throw new Error(written.error);
  return { to, kind: 'confirmation-code', messageId: '<m-1@contrail.test>', ...written.message };
}

describe.each(subjects)('Mailer contract: $name', (subject) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it('delivers a branded message with an HTML and a text part', async () => {
    const made = await subject.make();
    close = made.close;
    await made.mailer.send(codeMessage('maya@example.com'));
    const [message] = await made.received();
    expect(message?.to).toBe('maya@example.com');
    expect(message?.subject).toBe('Your Contrail confirmation code');
    expect(message?.html).toContain('482913');
    expect(message?.html).toContain('Contrail');
    expect(message?.text).toContain('482913');
    expect(message?.text).toContain('valid for 15 minutes');
  });

  it('delivers attachments by name', async () => {
    const made = await subject.make();
    close = made.close;
    await made.mailer.send({
      ...codeMessage('maya@example.com'),
      attachments: [
        { filename: 'itinerary-B1.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) },
        { filename: 'itinerary-B1.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' },
      ],
    });
    const [message] = await made.received();
    expect(message?.attachments).toEqual(['itinerary-B1.pdf', 'itinerary-B1.ics']);
  });

  it('refuses a malformed address for good: a permanent delivery error, nothing delivered', async () => {
    const made = await subject.make();
    close = made.close;
    const error = await made.mailer.send(codeMessage('not-an-address')).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).permanent).toBe(true);
    expect(await made.received()).toEqual([]);
  });
});

describe('the SMTP mailer', () => {
  it('tells a mailbox the server refuses (550) from a server that is away', async () => {
    const server = await TestSmtpServer.start();
    server.refused.add('nobody@example.com');
    const mailer = new SmtpMailer({ url: server.url, from: 'Contrail <no-reply@contrail.test>', timeoutMs: 2000 });
    try {
      const refused = await mailer.send(codeMessage('nobody@example.com')).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(MailDeliveryError);
      expect((refused as MailDeliveryError).permanent).toBe(true);
    } finally {
      mailer.close();
      await server.stop();
    }
  });

  it('fails for now, not for good, and delivers once the server is back', async () => {
    const server = await TestSmtpServer.start();
    const mailer = new SmtpMailer({ url: server.url, from: 'Contrail <no-reply@contrail.test>', timeoutMs: 2000 });
    try {
      await server.stop();
      const error = await mailer.send(codeMessage('maya@example.com')).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect((error as MailDeliveryError).permanent).toBe(false);
      await server.restart();
      await mailer.send(codeMessage('maya@example.com'));
      expect((await server.messages()).map((m) => m.to)).toEqual(['maya@example.com']);
    } finally {
      mailer.close();
      await server.stop();
    }
  });
});
