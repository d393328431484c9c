import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PostgresChatStore } from '../../adapters/postgres-store/chat';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresMessageOutbox } from '../../adapters/postgres-store/message-outbox';
import { users } from '../../adapters/postgres-store/identity-schema';
import type { NewChatMessage } from '../../src/core/chat/conversation';
import { dialects } from '../support/database';

const NOW = new Date('2026-11-25T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const says = (author: NewChatMessage['author'], text: string): NewChatMessage => ({
  author,
  authorUserId: author === 'STAFF' ? 'u-alex' : null,
  authorName: author === 'SYSTEM' ? null : author === 'STAFF' ? 'Alex' : 'Maya',
  text,
});

describe.each(dialects)('ChatStore contract on $name', (dialect) => {
  let opened: Database | undefined;
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });
  const open = async () => {
    const database = await dialect.open();
    opened = database;
    await database.db.insert(users).values({
      id: 'u-maya',
      email: 'maya@example.com',
      role: 'CUSTOMER',
      firstname: 'Maya',
      lastname: 'Okafor',
      createdAt: NOW,
    });
    return { store: new PostgresChatStore(database.db), database };
  };
  const mayas = (store: PostgresChatStore, id = 'Cmaya00001', bookingId: string | null = null, at = NOW) =>
    store.create({ id, customerUserId: 'u-maya', visitor: null, bookingId, at });

  it("keeps a customer's conversations with their account's name, a visitor's with theirs", async () => {
    const { store } = await open();
    const first = await mayas(store);
    expect(first).toMatchObject({
      customerUserId: 'u-maya',
      contact: { name: 'Maya Okafor', email: 'maya@example.com' },
      status: 'OPEN',
      lastSeq: 0,
    });
    await mayas(store, 'Cmaya00002', 'B-1', later(60));
    expect((await store.ofCustomer('u-maya', 10)).map((c) => [c.id, c.bookingId])).toEqual([
      ['Cmaya00002', 'B-1'],
      ['Cmaya00001', null],
    ]);
    const sams = await store.create({
      id: 'Csam000001',
      customerUserId: null,
      visitor: { name: 'Sam Lee', email: 'sam@example.com' },
      bookingId: null,
      at: NOW,
    });
    expect(sams.contact).toEqual({ name: 'Sam Lee', email: 'sam@example.com' });
    expect(await store.find('Cnobody001')).toBeNull();
  });

  it('numbers messages after the last under the lock, and moves the counters with them', async () => {
    const { store } = await open();
    await mayas(store);
    const first = await store.change('Cmaya00001', later(1), (locked) => {
      expect(locked.lastSeq).toBe(0);
      return { messages: [says('CUSTOMER', 'Hello')], update: { waitingSince: later(1) } };
    });
    expect(first?.messages).toEqual([
      { conversationId: 'Cmaya00001', seq: 1, author: 'CUSTOMER', authorName: 'Maya', text: 'Hello', at: later(1) },
    ]);
    const second = await store.change('Cmaya00001', later(2), () => ({
      messages: [says('STAFF', 'Hi Maya'), says('SYSTEM', 'Alex joined')],
      update: { waitingSince: null, assignee: { userId: 'u-alex', name: 'Alex' } },
    }));
    expect(second?.conversation).toMatchObject({
      lastSeq: 3,
      lastCustomerSeq: 1,
      lastStaffSeq: 2,
      waitingSince: null,
      assignee: { userId: 'u-alex', name: 'Alex' },
      lastMessageAt: later(2),
    });
    expect(await store.find('Cmaya00001')).toEqual(second?.conversation);
    expect((await store.messages('Cmaya00001', 1, 10)).map((m) => [m.seq, m.author, m.text])).toEqual([
      [2, 'STAFF', 'Hi Maya'],
      [3, 'SYSTEM', 'Alex joined'],
    ]);
    expect(await store.messages('Cmaya00001', 0, 1)).toHaveLength(1);
  });

  it('gives messages stored at once consecutive numbers, none twice', async () => {
    const { store } = await open();
    await mayas(store);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        store.change('Cmaya00001', later(i), () => ({
          messages: [says(i % 2 ? 'STAFF' : 'CUSTOMER', `m${i}`)],
          update: {},
        })),
      ),
    );
    const seqs = (await store.messages('Cmaya00001', 0, 100)).map((m) => m.seq);
    expect(seqs).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('does nothing when the plan says so, or the conversation does not exist', async () => {
    const { store } = await open();
    await mayas(store);
    expect(await store.change('Cmaya00001', NOW, () => null)).toBeNull();
    expect(await store.change('Cnobody001', NOW, () => ({ messages: [says('CUSTOMER', 'x')], update: {} }))).toBeNull();
    expect(await store.messages('Cmaya00001', 0, 10)).toEqual([]);
  });

  it('queues e-mail in the same transaction as the messages, and keeps neither when it fails', async () => {
    const { store, database } = await open();
    await mayas(store);
    const entry = {
      key: 'chat-reply:Cmaya00001:1',
      kind: 'chat-reply' as const,
      userId: 'u-maya',
      email: null,
      bookingId: null,
      facts: {},
    };
    await store.change('Cmaya00001', NOW, () => ({ messages: [says('STAFF', 'Yes')], update: {}, outbox: [entry] }));
    const outbox = new PostgresMessageOutbox(database.db, database);
    expect(await outbox.find('chat-reply:Cmaya00001:1')).toMatchObject({ kind: 'chat-reply', status: 'PENDING' });
    const failing = store.change('Cmaya00001', NOW, () => ({
      messages: [says('STAFF', 'Twice')],
      update: {},
      outbox: [{ ...entry, kind: 'no-such-kind' as never, facts: undefined as never }],
    }));
    await expect(failing).rejects.toThrow(/no-such-kind|null value|violates/);
    expect(await store.messages('Cmaya00001', 1, 10)).toEqual([]);
  });

  it('marks what each side has read, never backwards and never beyond the last message', async () => {
    const { store } = await open();
    await mayas(store);
    await store.change('Cmaya00001', NOW, () => ({
      messages: [says('CUSTOMER', 'a'), says('STAFF', 'b'), says('STAFF', 'c')],
      update: {},
    }));
    expect(await store.markRead('Cmaya00001', 'customer', 2)).toBe(2);
    expect(await store.markRead('Cmaya00001', 'customer', 1)).toBe(2);
    expect(await store.markRead('Cmaya00001', 'customer', 99)).toBe(3);
    expect(await store.markRead('Cmaya00001', 'staff', 1)).toBe(1);
    expect(await store.markRead('Cnobody001', 'staff', 1)).toBeNull();
  });

  it('lists open conversations for the inbox, the longest waiting first', async () => {
    const { store } = await open();
    for (const [id, waiting] of [
      ['Cwait00002', later(120)],
      ['Cidle00001', null],
      ['Cwait00001', later(60)],
      ['Cshut00001', later(10)],
    ] as const) {
      await mayas(store, id);
      await store.change(id, later(200), () => ({
        messages: [says('CUSTOMER', id)],
        update: { waitingSince: waiting },
      }));
    }
    await store.change('Cshut00001', later(300), () => ({ messages: [], update: { status: 'CLOSED' } }));
    expect((await store.inbox(10)).map((c) => c.id)).toEqual(['Cwait00001', 'Cwait00002', 'Cidle00001']);
  });

  it('finds customers waiting since the cutoff who were not told yet', async () => {
    const { store } = await open();
    await mayas(store, 'Cwait00001');
    await mayas(store, 'Cwait00002');
    await mayas(store, 'Ctold00001');
    await store.change('Cwait00001', NOW, () => ({ messages: [], update: { waitingSince: NOW } }));
    await store.change('Cwait00002', NOW, () => ({ messages: [], update: { waitingSince: later(200) } }));
    await store.change('Ctold00001', NOW, () => ({ messages: [], update: { waitingSince: NOW, awaitingEmail: true } }));
    expect(await store.waitingSince(later(100), 10)).toEqual(['Cwait00001']);
  });

  it('finds replies the customer has not seen, once they have been gone since the cutoff', async () => {
    const { store } = await open();
    await mayas(store);
    await store.change('Cmaya00001', NOW, () => ({
      messages: [says('CUSTOMER', 'a'), says('STAFF', 'b')],
      update: {},
    }));
    expect(await store.unseenReplies(later(-1), 10)).toEqual([]);
    expect(await store.unseenReplies(NOW, 10)).toEqual(['Cmaya00001']);
    await store.markPresent(['Cmaya00001'], later(150));
    expect(await store.unseenReplies(later(100), 10)).toEqual([]);
    await store.markAbsent('Cmaya00001', later(90));
    expect(await store.unseenReplies(later(89), 10)).toEqual([]);
    expect(await store.unseenReplies(later(90), 10)).toEqual(['Cmaya00001']);
    await store.change('Cmaya00001', NOW, () => ({ messages: [], update: { emailedThroughSeq: 2 } }));
    expect(await store.unseenReplies(later(100), 10)).toEqual([]);
  });

  it("keeps a deleted account's conversations for staff only", async () => {
    const { store, database } = await open();
    await mayas(store);
    await database.db.delete(users).where(eq(users.id, 'u-maya'));
    expect(await store.find('Cmaya00001')).toMatchObject({ customerUserId: null, visitor: null, contact: null });
  });
});
