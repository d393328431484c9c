import { afterEach, describe, expect, it } from 'vitest';
import { InProcessChatBus } from '../../adapters/memory-chat-bus/in-process-chat-bus';
import { PostgresChatStore } from '../../adapters/postgres-store/chat';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresDeskStore } from '../../adapters/postgres-store/desk';
import { PostgresMessageOutbox } from '../../adapters/postgres-store/message-outbox';
import { users } from '../../adapters/postgres-store/identity-schema';
import { CHAT_MESSAGES } from '../../src/core/chat/message-limits';
import { parseConciergeHours, type ConciergeHours } from '../../src/core/chat/concierge-hours';
import { CHAT_NOTICES } from '../../src/core/chat/conversation-rules';
import { ChatHub } from '../../src/engine/chat/chat-hub';
import { ConciergeChat } from '../../src/engine/chat/concierge-chat';
import type { ChatCaller } from '../../src/engine/chat/customer-chat';
import type { FeedSink } from '../../src/engine/chat/conversation-feed';
import { VisitorKeys } from '../../src/engine/chat/visitor-keys';
import type { StaffCaller } from '../../src/engine/desk/staff-caller';
import { MemoryAuditLog, MemoryBookingStore } from '../fakes/memory-charter-stores';
import { ManualClock } from '../fakes/manual-clock';
import { MemoryRateLimitStore } from '../fakes/memory-rate-limit-store';
import { pgliteDatabase } from '../support/database';
import { aTrip } from '../support/trips';

/**
 * The concierge chat's use cases over the real store (PGlite), the in-process bus and a clock
 * the test moves: who reads what, the live feeds of both sides, the 5-minute rule, concierge
 * hours and the replies e-mailed to a customer who has left.
 */
const START = new Date('2026-11-25T15:00:00Z'); // Wednesday, 10:00 in New York
const MINUTE = 60_000;
const maya: ChatCaller = { kind: 'customer', userId: 'u-maya', name: 'Maya' };
const jo: ChatCaller = { kind: 'customer', userId: 'u-jo', name: 'Jo' };
const alex: StaffCaller = { userId: 'u-alex', role: 'SUPPORT', requestId: 'r-1' };
const nobody: ChatCaller = { kind: 'visitor', keys: new Map() };

let database: Database | undefined;
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await database?.close();
  database = undefined;
});

function hoursOf(text: string): ConciergeHours {
  const parsed = parseConciergeHours(text, 'America/New_York');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.hours;
}

async function chatWorld(hours: ConciergeHours = { always: true }) {
  database = await pgliteDatabase();
  await database.db.insert(users).values(
    [
      ['u-maya', 'maya@example.com', 'CUSTOMER', 'Maya'],
      ['u-jo', 'jo@example.com', 'CUSTOMER', 'Jo'],
      ['u-alex', 'alex@contrail.test', 'SUPPORT', 'Alex'],
    ].map(([id = '', email = '', role, firstname = '']) => ({
      id,
      email,
      role: role as 'CUSTOMER' | 'SUPPORT',
      firstname,
      lastname: 'Test',
      createdAt: START,
    })),
  );
  const clock = new ManualClock(START);
  const store = new PostgresChatStore(database.db);
  const bus = new InProcessChatBus();
  const log = () => undefined;
  const hub = new ChatHub({ bus, store, clock, log });
  const bookings = new MemoryBookingStore();
  await bookings.save(aTrip('u-maya', { id: 'B-MAYA' }));
  const audit = new MemoryAuditLog();
  let ids = 0;
  const keys = new VisitorKeys('test-secret-test-secret-test-secret-0123');
  const chat = new ConciergeChat({
    store,
    bus,
    hub,
    rateLimits: new MemoryRateLimitStore(),
    bookings,
    desk: new PostgresDeskStore(database.db),
    audit,
    clock,
    hours,
    keys,
    newId: () => `test${String((ids += 1)).padStart(6, '0')}`,
    log,
  });
  stops.push(() => chat.close());
  const outbox = new PostgresMessageOutbox(database.db, database);
  return { chat, clock, store, bus, audit, keys, outbox };
}

/** What one page's feed was sent, and a way to wait for it. */
function aPage() {
  const messages: { seq: number; author: string; text: string }[] = [];
  const other: string[] = [];
  const sink: FeedSink = {
    state: (s) => other.push(`state ${s.status} ${s.assignee ?? '-'}`),
    message: (m) => messages.push({ seq: m.seq, author: m.author, text: m.text }),
    read: (side, seq) => other.push(`read ${side} ${seq}`),
    typing: (side, name) => other.push(`typing ${side} ${name ?? ''}`),
  };
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(check()).toBe(true);
  };
  return { sink, messages, other, until, seqs: () => messages.map((m) => m.seq) };
}

async function started(chat: ConciergeChat, caller: ChatCaller, text: string, extra = {}) {
  const result = await chat.customers.start(caller, { text, ...extra }, '203.0.113.9');
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('the conversation, live on both sides', () => {
  it('reaches the concierge and back, each message once and in order, with typing and read marks', async () => {
    const { chat } = await chatWorld();
    const first = await started(chat, maya, 'Can my dog fly with me to Aspen?');
    const id = first.conversation.id;
    const mayas = aPage();
    const alexs = aPage();
    const mine = await chat.customers.watch(maya, id, first.conversation.lastSeq, mayas.sink);
    const staff = await chat.desk.watch(alex, id, 0, alexs.sink);
    if (!mine.ok || !staff.ok) throw new Error('no feed');
    stops.push(
      () => mine.value.close(),
      () => staff.value.close(),
    );
    await alexs.until(() => alexs.seqs().join() === '1');

    await chat.customers.typing(maya, id);
    await alexs.until(() => alexs.other.includes('typing customer Maya'));
    await chat.desk.takeOn(alex, id);
    await chat.desk.reply(alex, id, 'Yes: dogs fly free with us.');
    await chat.customers.send(maya, id, 'Wonderful, thank you!');
    await mayas.until(() => mayas.seqs().join() === '2,3,4');
    await alexs.until(() => alexs.seqs().join() === '1,2,3,4');
    expect(mayas.messages.map((m) => [m.author, m.text])).toEqual([
      ['SYSTEM', CHAT_NOTICES.joined('Alex')],
      ['STAFF', 'Yes: dogs fly free with us.'],
      ['CUSTOMER', 'Wonderful, thank you!'],
    ]);
    expect(mayas.other).toContain('state OPEN Alex');
    expect(mayas.other.some((e) => e.startsWith('typing customer'))).toBe(false);

    await chat.customers.markRead(maya, id, 4);
    await alexs.until(() => alexs.other.includes('read customer 4'));
  });

  it('resumes after the last message a page saw, and catches up on what a lost signal did not say', async () => {
    const { chat, store, bus } = await chatWorld();
    const { conversation } = await started(chat, maya, 'One');
    await chat.customers.send(maya, conversation.id, 'Two');
    const page = aPage();
    const feed = await chat.customers.watch(maya, conversation.id, 1, page.sink);
    if (!feed.ok) throw new Error('no feed');
    stops.push(() => feed.value.close());
    await page.until(() => page.seqs().join() === '2');
    // Stored, but the signal lost (a node died between the two): the next reconnect of the bus tells.
    await store.change(conversation.id, START, () => ({
      messages: [{ author: 'STAFF', authorUserId: 'u-alex', authorName: 'Alex', text: 'Three' }],
      update: {},
    }));
    const listeners = (bus as unknown as { listeners: Set<(e: { type: 'resync' }) => void> }).listeners;
    for (const listener of listeners) listener({ type: 'resync' });
    await page.until(() => page.seqs().join() === '2,3');
    expect(page.messages.map((m) => m.text)).toEqual(['Two', 'Three']);
  });
});

describe('nobody reads another person’s conversation', () => {
  it('answers as for one that does not exist, to another customer and to a visitor', async () => {
    const { chat } = await chatWorld();
    const { conversation } = await started(chat, maya, 'Private');
    const id = conversation.id;
    for (const stranger of [
      jo,
      nobody,
      { kind: 'visitor' as const, keys: new Map([[id, 'forged-key-forged-key-00']]) },
    ]) {
      expect(await chat.customers.open(stranger, id)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      expect(await chat.customers.send(stranger, id, 'hi')).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      expect(await chat.customers.markRead(stranger, id, 1)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      expect(await chat.customers.typing(stranger, id)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      expect(await chat.customers.watch(stranger, id, 0, aPage().sink)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    }
    expect((await chat.customers.overview(jo)).conversations).toEqual([]);
  });

  it("lets a visitor in with their conversation's key only, and a customer only about their own trip", async () => {
    const { chat } = await chatWorld();
    const sams = await started(chat, nobody, 'Hello', { visitor: { name: 'Sam', email: 'sam@example.com' } });
    const key = sams.key ?? '';
    const sam: ChatCaller = { kind: 'visitor', keys: new Map([[sams.conversation.id, key]]) };
    expect((await chat.customers.open(sam, sams.conversation.id)).ok).toBe(true);
    expect(await chat.customers.keyOpens(sams.conversation.id, key)).toBe(true);
    expect(await chat.customers.open(maya, sams.conversation.id)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const trip = await started(chat, maya, 'About my trip', { bookingId: 'B-MAYA' });
    expect(trip.conversation.bookingId).toBe('B-MAYA');
    expect(await chat.customers.start(jo, { text: 'x', bookingId: 'B-MAYA' }, 'a')).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
      message: CHAT_MESSAGES.BOOKING,
    });
    const again = await started(chat, maya, 'And another thing', { bookingId: 'B-MAYA' });
    expect(again.conversation.id).toBe(trip.conversation.id);
  });

  it('audits staff reading a conversation, with its customer and booking', async () => {
    const { chat, audit } = await chatWorld();
    const { conversation } = await started(chat, maya, 'About my trip', { bookingId: 'B-MAYA' });
    const view = await chat.desk.view(alex, conversation.id);
    expect(view.ok && view.value.bookings.map((b) => b.id)).toEqual(['B-MAYA']);
    expect(audit.entries.map((e) => [e.action, e.customerUserId, e.bookingId])).toEqual([
      ['desk.chat.read', 'u-maya', 'B-MAYA'],
    ]);
  });
});

describe('20 messages a minute per person', () => {
  it('then a clear message, until the minute is over', async () => {
    const { chat, clock } = await chatWorld();
    const { conversation } = await started(chat, maya, 'One');
    for (let i = 2; i <= 20; i++) expect((await chat.customers.send(maya, conversation.id, `${i}`)).ok).toBe(true);
    clock.advance(15_000);
    expect(await chat.customers.send(maya, conversation.id, '21')).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      message: 'You have sent 20 messages in the last minute. Please wait 45 seconds before sending another.',
      retryAfterSeconds: 45,
    });
    clock.advance(45_000);
    expect((await chat.customers.send(maya, conversation.id, '21')).ok).toBe(true);
  });
});

describe('when nobody answers', () => {
  it('after 5 minutes the customer is told, once, and the reply comes by e-mail', async () => {
    const { chat, clock, outbox } = await chatWorld();
    const { conversation } = await started(chat, maya, 'Hello?');
    clock.advance(4 * MINUTE);
    expect(await chat.runJobs()).toEqual({ told: 0, emailed: 0 });
    clock.advance(MINUTE);
    expect(await chat.runJobs()).toEqual({ told: 1, emailed: 0 });
    expect(await chat.runJobs()).toEqual({ told: 0, emailed: 0 });
    const open = await chat.customers.open(maya, conversation.id);
    expect(open.ok && open.value.messages.at(-1)?.text).toBe(CHAT_NOTICES.noAnswer);
    await chat.desk.reply(alex, conversation.id, 'So sorry: here I am.');
    const mail = await outbox.find(`chat-reply:${conversation.id}:3`);
    expect(mail).toMatchObject({ kind: 'chat-reply', userId: 'u-maya', email: null });
    expect(mail?.facts).toMatchObject({
      replies: [{ from: 'Alex', text: 'So sorry: here I am.' }],
      link: `/concierge#chat=${conversation.id}`,
    });
  });

  it('outside the concierge hours the customer is told when the team is back, and a visitor gets the reply with a link that opens the conversation', async () => {
    const { chat, outbox, clock, keys } = await chatWorld(hoursOf('Mon-Fri 08:00-09:00'));
    const sams = await started(chat, nobody, 'Hello', { visitor: { name: 'Sam', email: 'sam@example.com' } });
    expect(sams.messages.map((m) => m.text)).toEqual(['Hello', CHAT_NOTICES.outsideHours('tomorrow at 8:00 AM EST')]);
    clock.advance(MINUTE);
    await chat.desk.reply(alex, sams.conversation.id, 'Good morning Sam!');
    const mail = await outbox.find(`chat-reply:${sams.conversation.id}:3`);
    expect(mail).toMatchObject({ userId: null, email: 'sam@example.com' });
    expect(mail?.facts).toMatchObject({
      name: 'Sam',
      link: `/concierge#chat=${sams.conversation.id}.${keys.keyFor(sams.conversation.id)}`,
    });
  });

  it('a reply to a customer who has left is e-mailed a minute later, once; not while a page of theirs is open', async () => {
    const { chat, clock, outbox } = await chatWorld();
    const { conversation } = await started(chat, maya, 'Quick question');
    const page = aPage();
    const feed = await chat.customers.watch(maya, conversation.id, 1, page.sink);
    if (!feed.ok) throw new Error('no feed');
    await chat.desk.reply(alex, conversation.id, 'Ask away.');
    clock.advance(MINUTE);
    expect(await chat.runJobs()).toEqual({ told: 0, emailed: 0 });

    feed.value.close();
    await new Promise((r) => setTimeout(r, 50));
    await chat.desk.reply(alex, conversation.id, 'Are you still there?');
    clock.advance(30_000);
    expect(await chat.runJobs()).toEqual({ told: 0, emailed: 0 });
    clock.advance(30_000);
    expect(await chat.runJobs()).toEqual({ told: 0, emailed: 1 });
    expect(await chat.runJobs()).toEqual({ told: 0, emailed: 0 });
    const facts = (await outbox.find(`chat-reply:${conversation.id}:3`))?.facts as { replies: { text: string }[] };
    expect(facts.replies.map((r) => r.text)).toEqual(['Ask away.', 'Are you still there?']);
  });
});
