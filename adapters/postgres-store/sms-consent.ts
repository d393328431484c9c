import { desc, eq } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { ReceivedText, SmsConsent } from '../../ports/sms-consent';
import { DB, type Db } from './database';
import { smsInbound, users } from './identity-schema';

/** Replies to our texts, and the SMS switches they turn, on PGlite and PostgreSQL. */
@injectable()
export class PostgresSmsConsent implements SmsConsent {
  constructor(@inject(DB) private readonly db: Db) {}

  record(text: ReceivedText, id: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const turn = text.action === 'opt-out' ? false : text.action === 'opt-in' ? true : null;
      const turned =
        turn === null
          ? []
          : await tx
              .update(users)
              .set({ enableSms: turn })
              .where(eq(users.smsPhone, text.phone))
              .returning({ id: users.id });
      await tx.insert(smsInbound).values({
        id,
        phone: text.phone,
        body: text.body,
        action: text.action,
        accounts: turned.length,
        receivedAt: text.at,
      });
      return turned.length;
    });
  }

  async receivedFrom(phone: string): Promise<(ReceivedText & { accounts: number })[]> {
    const rows = await this.db
      .select()
      .from(smsInbound)
      .where(eq(smsInbound.phone, phone))
      .orderBy(desc(smsInbound.receivedAt));
    return rows.map((row) => ({
      phone: row.phone,
      body: row.body,
      action: row.action,
      at: row.receivedAt,
      accounts: row.accounts,
    }));
  }
}
