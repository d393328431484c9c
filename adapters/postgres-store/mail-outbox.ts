import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { MailMessage, MailOutboxStore, OutboxMessage } from '../../ports/mailer';
import { DB, type Db } from './database';
import { mailOutbox } from './schema';

@injectable()
export class PostgresMailOutboxStore implements MailOutboxStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async save(message: MailMessage, at: Date): Promise<OutboxMessage> {
    const id = randomUUID();
    await this.db.insert(mailOutbox).values({
      id,
      recipient: message.to,
      subject: message.subject,
      kind: message.kind,
      html: message.html,
      text: message.text,
      createdAt: at,
    });
    return { ...message, id, createdAt: at };
  }

  async list(limit: number): Promise<OutboxMessage[]> {
    const rows = await this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      kind: row.kind,
      html: row.html,
      text: row.text,
      createdAt: row.createdAt,
    }));
  }
}
