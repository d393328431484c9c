import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { LocalMailbox, MailboxMessage, MailMessage } from '../../ports/mailer';
import { DB, type Db } from './database';
import { localMailbox } from './identity-schema';

/** The local mailbox of MAILER=outbox, in the database every node shares. */
@injectable()
export class PostgresLocalMailbox implements LocalMailbox {
  constructor(@inject(DB) private readonly db: Db) {}

  async save(message: MailMessage, at: Date): Promise<MailboxMessage> {
    const id = randomUUID();
    const attachments = (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: typeof a.content === 'string' ? Buffer.byteLength(a.content) : a.content.byteLength,
    }));
    await this.db.insert(localMailbox).values({
      id,
      recipient: message.to,
      subject: message.subject,
      kind: message.kind,
      html: message.html,
      text: message.text,
      attachments,
      headers: message.headers ?? {},
      createdAt: at,
    });
    return {
      id,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      kind: message.kind,
      attachments,
      headers: message.headers ?? {},
      createdAt: at,
    };
  }

  async list(limit: number): Promise<MailboxMessage[]> {
    const rows = await this.db.select().from(localMailbox).orderBy(desc(localMailbox.createdAt)).limit(limit);
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      kind: row.kind,
      html: row.html,
      text: row.text,
      attachments: row.attachments,
      headers: row.headers,
      createdAt: row.createdAt,
    }));
  }
}
