import type { Database, Db } from '../../adapters/postgres-store/database';
import { PostgresMessageOutbox } from '../../adapters/postgres-store/message-outbox';
import { PostgresUserStore } from '../../adapters/postgres-store/users';
import type { OutboxEntry } from '../../ports/message-outbox';
import { dialects } from '../support/database';
import { mayaUser } from '../fixtures/users';

export interface OpenedStore<S> {
  store: S;
  /** Which of these outbox keys were queued. */
  queued(keys: string[]): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A contract's stores that queue e-mails with their writes: the PostgreSQL adapter on both
 * dialects (with Maya's account, and the outbox read back), and the unit tests' fake.
 */
export function storesWithOutbox<S>(
  postgres: (db: Db) => S,
  memory: () => S & { queued: OutboxEntry[] },
): { name: string; open(): Promise<OpenedStore<S>> }[] {
  return [
    ...dialects.map((dialect) => ({
      name: dialect.name,
      async open(): Promise<OpenedStore<S>> {
        const database: Database = await dialect.open();
        await new PostgresUserStore(database.db).create(mayaUser());
        const outbox = new PostgresMessageOutbox(database.db, database);
        return {
          store: postgres(database.db),
          queued: async (keys) => {
            const found = await Promise.all(keys.map((key) => outbox.find(key)));
            return keys.filter((_, i) => found[i] !== undefined);
          },
          close: () => database.close(),
        };
      },
    })),
    {
      name: 'memory',
      async open(): Promise<OpenedStore<S>> {
        const store = memory();
        return {
          store,
          queued: async (keys) => store.queued.map((m) => m.key).filter((key) => keys.includes(key)),
          close: async () => undefined,
        };
      },
    },
  ];
}
