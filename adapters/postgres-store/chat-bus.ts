import { sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { BusEvent, ChatBus } from '../../ports/chat-bus';
import { readSignal, type ChatSignal } from '../../src/core/chat/signals';
import { DATABASE, type Database } from './database';

const CHANNEL = 'chat';

/**
 * The chat's signals between nodes on PostgreSQL: NOTIFY on the `chat` channel, heard through
 * the node's one LISTEN connection (Database.listen, notifications.ts), which reconnects with
 * backoff and then tells every listener it may have missed something: a `resync`. A signal is
 * published after the message it names is committed, so a node that hears it finds the message.
 */
@injectable()
export class PostgresChatBus implements ChatBus {
  constructor(@inject(DATABASE) private readonly database: Database) {}

  async publish(signal: ChatSignal): Promise<void> {
    await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(signal)})`);
  }

  subscribe(listener: (event: BusEvent) => void): Promise<() => Promise<void>> {
    return this.database.listen(CHANNEL, (payload) => {
      if (payload === '') {
        listener({ type: 'resync' });
        return;
      }
      const signal = readSignal(payload);
      if (signal) listener(signal);
    });
  }
}
