import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { InProcessChatBus } from '../../adapters/memory-chat-bus/in-process-chat-bus';
import { PostgresChatBus } from '../../adapters/postgres-store/chat-bus';
import { openDatabase, type Database } from '../../adapters/postgres-store/database';
import type { BusEvent, ChatBus } from '../../ports/chat-bus';
import { pgliteDatabase, postgresDatabase } from '../support/database';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function opened(open: () => Promise<Database>): Promise<Database> {
  const database = await open();
  closers.push(() => database.close());
  return database;
}

const adapters: { name: string; bus(): Promise<ChatBus> }[] = [
  { name: 'in process', bus: async () => new InProcessChatBus() },
  { name: 'NOTIFY on PGlite', bus: async () => new PostgresChatBus(await opened(pgliteDatabase)) },
  { name: 'NOTIFY on PostgreSQL', bus: async () => new PostgresChatBus(await opened(postgresDatabase)) },
];

/** Collects what a subscriber hears; `next(n)` waits until it has heard n events. */
function ear() {
  const heard: BusEvent[] = [];
  return {
    heard,
    listener: (event: BusEvent) => heard.push(event),
    async next(n: number) {
      for (let i = 0; i < 200 && heard.length < n; i++) await new Promise((r) => setTimeout(r, 10));
      return heard;
    },
  };
}

const message = { type: 'message', conversationId: 'Cmaya00001', seq: 1 } as const;

describe.each(adapters)('ChatBus contract: $name', (adapter) => {
  it('tells every subscriber of every signal, never inside the publisher’s call', async () => {
    const bus = await adapter.bus();
    const [a, b] = [ear(), ear()];
    closers.push(await bus.subscribe(a.listener), await bus.subscribe(b.listener));
    const published = bus.publish(message);
    expect(a.heard.length).toBe(0);
    await published;
    expect(await a.next(1)).toEqual([message]);
    expect(await b.next(1)).toEqual([message]);
  });

  it('keeps the order of one publisher’s signals, and stops telling a subscriber who left', async () => {
    const bus = await adapter.bus();
    const a = ear();
    const stop = await bus.subscribe(a.listener);
    const typing = { type: 'typing', conversationId: 'Cmaya00001', side: 'staff', name: 'Alex' } as const;
    await bus.publish(typing);
    await bus.publish(message);
    expect(await a.next(2)).toEqual([typing, message]);
    await stop();
    await bus.publish(message);
    await new Promise((r) => setTimeout(r, 100));
    expect(a.heard).toHaveLength(2);
  });
});

describe('ChatBus across nodes on one PostgreSQL database', () => {
  it('reaches a subscriber of another node, and ignores what is not a signal', async () => {
    const first = await postgresDatabase();
    closers.push(() => first.close());
    const second = await opened(() => openDatabase({ kind: 'postgres', url: first.url, poolSize: 2 }));
    const [sender, receiver] = [new PostgresChatBus(first), new PostgresChatBus(second)];
    const a = ear();
    closers.push(await receiver.subscribe(a.listener));
    await first.db.execute(sql`select pg_notify('chat', 'not json')`);
    await sender.publish(message);
    expect(await a.next(1)).toEqual([message]);
  });
});
