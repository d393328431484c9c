import { describe, expect, it } from 'vitest';
import { parseConciergeHours, type ConciergeHours } from './concierge-hours';
import { mayRead, type ChatMessage, type Conversation } from './conversation';
import {
  CHAT_NOTICES,
  customerWrites,
  noAnswerDue,
  noAnswerNotice,
  repliesForAbsentCustomer,
  staffCloses,
  staffReplies,
  staffTakes,
} from './conversation-rules';

const NOW = new Date('2026-11-25T15:00:00Z'); // a Wednesday, 10:00 in New York
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const ALWAYS: ConciergeHours = { always: true };

function hours(text: string): ConciergeHours {
  const parsed = parseConciergeHours(text, 'America/New_York');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.hours;
}

/** A conversation of Maya's, open, with nothing in it yet. */
function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'Cmaya0001',
    customerUserId: 'u-maya',
    visitor: null,
    contact: { name: 'Maya Okafor', email: 'maya@example.com' },
    bookingId: null,
    status: 'OPEN',
    assignee: null,
    lastSeq: 0,
    lastCustomerSeq: 0,
    lastStaffSeq: 0,
    customerReadSeq: 0,
    staffReadSeq: 0,
    emailedThroughSeq: 0,
    waitingSince: null,
    noAnswerNoticeAt: null,
    awaitingEmail: false,
    customerPresentUntil: null,
    createdAt: NOW,
    lastMessageAt: NOW,
    closedAt: null,
    ...overrides,
  };
}

const message = (seq: number, author: ChatMessage['author'], at: Date): ChatMessage => ({
  conversationId: 'Cmaya0001',
  seq,
  author,
  authorName: author === 'STAFF' ? 'Alex' : 'Maya',
  text: `message ${seq}`,
  at,
});

const maya = { userId: 'u-maya', name: 'Maya' };
const alex = { userId: 'u-alex', name: 'Alex' };

describe('who reads a conversation', () => {
  const visitors = aConversation({ customerUserId: null, visitor: { name: 'Sam', email: 'sam@example.com' } });

  it('is the customer whose account it belongs to, and staff', () => {
    expect(mayRead({ kind: 'customer', userId: 'u-maya' }, aConversation())).toBe(true);
    expect(mayRead({ kind: 'staff', userId: 'u-alex' }, aConversation())).toBe(true);
  });

  it('is never another customer, nor a visitor, whatever key they hold', () => {
    expect(mayRead({ kind: 'customer', userId: 'u-jo' }, aConversation())).toBe(false);
    expect(mayRead({ kind: 'visitor', conversationIds: new Set(['Cmaya0001']) }, aConversation())).toBe(false);
  });

  it("is a visitor holding the key of a visitor's conversation, not a customer, not another visitor", () => {
    expect(mayRead({ kind: 'visitor', conversationIds: new Set(['Cmaya0001']) }, visitors)).toBe(true);
    expect(mayRead({ kind: 'visitor', conversationIds: new Set(['Cother0001']) }, visitors)).toBe(false);
    expect(mayRead({ kind: 'customer', userId: 'u-maya' }, visitors)).toBe(false);
  });

  it('is nobody but staff once the account is deleted', () => {
    const orphan = aConversation({ customerUserId: null, contact: null });
    expect(mayRead({ kind: 'customer', userId: 'u-maya' }, orphan)).toBe(false);
    expect(mayRead({ kind: 'visitor', conversationIds: new Set(['Cmaya0001']) }, orphan)).toBe(false);
  });
});

describe('the customer writes', () => {
  it('starts a wait from the first unanswered message, and keeps it for the next ones', () => {
    expect(customerWrites(aConversation(), maya, 'Hello', NOW, ALWAYS)).toEqual({
      messages: [{ author: 'CUSTOMER', authorUserId: 'u-maya', authorName: 'Maya', text: 'Hello' }],
      update: { waitingSince: NOW, status: 'OPEN', closedAt: null },
    });
    const waiting = aConversation({ waitingSince: minutes(-2) });
    expect(customerWrites(waiting, maya, 'Still there?', NOW, ALWAYS).update.waitingSince).toEqual(minutes(-2));
  });

  it('opens a closed conversation again', () => {
    const closed = aConversation({ status: 'CLOSED', closedAt: minutes(-60) });
    expect(customerWrites(closed, maya, 'One more thing', NOW, ALWAYS).update).toMatchObject({
      status: 'OPEN',
      closedAt: null,
    });
  });

  it('outside the concierge hours, is told when the team is back and that the reply comes by e-mail, once', () => {
    const night = hours('Mon-Fri 08:00-20:00');
    const at = new Date('2026-11-26T02:30:00Z'); // Wednesday 21:30 in New York
    const plan = customerWrites(aConversation(), maya, 'Hello', at, night);
    expect(plan.messages[1]).toEqual({
      author: 'SYSTEM',
      authorUserId: null,
      authorName: null,
      text: CHAT_NOTICES.outsideHours('tomorrow at 8:00 AM EST'),
    });
    expect(plan.update.awaitingEmail).toBe(true);
    const told = aConversation({ awaitingEmail: true, waitingSince: at });
    expect(customerWrites(told, maya, 'Also…', at, night).messages).toHaveLength(1);
  });

  it('within the hours, hears nothing but the answer', () => {
    const plan = customerWrites(aConversation(), maya, 'Hello', NOW, hours('Mon-Fri 08:00-20:00'));
    expect(plan.messages).toHaveLength(1);
    expect(plan.update.awaitingEmail).toBeUndefined();
  });
});

describe('nobody answers within 5 minutes', () => {
  const waiting = aConversation({ waitingSince: NOW, lastSeq: 1, lastCustomerSeq: 1 });

  it('is not due before 5 minutes, and is due at 5', () => {
    expect(noAnswerDue(waiting, minutes(4.9))).toBe(false);
    expect(noAnswerDue(waiting, minutes(5))).toBe(true);
  });

  it('tells the customer once per wait that the reply will come by e-mail', () => {
    const plan = noAnswerNotice(waiting, minutes(6));
    expect(plan?.messages.map((m) => m.text)).toEqual([CHAT_NOTICES.noAnswer]);
    expect(plan?.update).toEqual({ noAnswerNoticeAt: minutes(6), awaitingEmail: true });
    expect(noAnswerNotice({ ...waiting, noAnswerNoticeAt: minutes(6), awaitingEmail: true }, minutes(20))).toBeNull();
  });

  it('is never due for a closed conversation, one already told (outside hours), or nobody waiting', () => {
    expect(noAnswerDue({ ...waiting, status: 'CLOSED' }, minutes(10))).toBe(false);
    expect(noAnswerDue({ ...waiting, awaitingEmail: true }, minutes(10))).toBe(false);
    expect(noAnswerDue(aConversation(), minutes(10))).toBe(false);
  });
});

describe('a staff member replies', () => {
  it('ends the wait and takes a conversation nobody had', () => {
    const waiting = aConversation({ waitingSince: NOW, noAnswerNoticeAt: minutes(5), lastSeq: 2 });
    const plan = staffReplies(waiting, alex, 'Of course.');
    expect(plan.update).toEqual({
      waitingSince: null,
      noAnswerNoticeAt: null,
      awaitingEmail: false,
      assignee: { userId: 'u-alex', name: 'Alex' },
    });
    expect(plan.emailStaffReplies).toBe(false);
  });

  it('e-mails the reply when the customer was told it would come by e-mail', () => {
    const told = aConversation({ awaitingEmail: true, lastSeq: 3, assignee: { userId: 'u-bea', name: 'Bea' } });
    const plan = staffReplies(told, alex, 'Here you are.');
    expect(plan.emailStaffReplies).toBe(true);
    expect(plan.update).toMatchObject({ emailedThroughSeq: 4, awaitingEmail: false });
    expect(plan.update.assignee).toEqual({ userId: 'u-bea', name: 'Bea' });
  });

  it('assigning tells the customer who is with them, once', () => {
    expect(staffTakes(aConversation(), alex)?.messages[0]?.text).toBe(CHAT_NOTICES.joined('Alex'));
    expect(staffTakes(aConversation({ assignee: { userId: 'u-alex', name: 'Alex' } }), alex)).toBeNull();
  });

  it('closing ends the wait, once', () => {
    const plan = staffCloses(aConversation({ waitingSince: NOW, awaitingEmail: true }), minutes(1));
    expect(plan?.update).toMatchObject({ status: 'CLOSED', closedAt: minutes(1), awaitingEmail: false });
    expect(staffCloses(aConversation({ status: 'CLOSED' }), minutes(1))).toBeNull();
  });
});

describe('a reply to a customer who has left', () => {
  const conversation = aConversation({ lastSeq: 3, customerReadSeq: 1 });
  const messages = [message(1, 'CUSTOMER', NOW), message(2, 'STAFF', minutes(1)), message(3, 'STAFF', minutes(2))];

  it('is e-mailed, with every reply they have not seen, once the first is a minute old', () => {
    expect(repliesForAbsentCustomer(conversation, messages, minutes(1.5))).toEqual([]);
    expect(repliesForAbsentCustomer(conversation, messages, minutes(2)).map((m) => m.seq)).toEqual([2, 3]);
  });

  it('is not e-mailed while a page of theirs has the conversation open, nor within a minute of leaving', () => {
    const present = { ...conversation, customerPresentUntil: minutes(10) };
    expect(repliesForAbsentCustomer(present, messages, minutes(5))).toEqual([]);
    const left = { ...conversation, customerPresentUntil: minutes(4.5) };
    expect(repliesForAbsentCustomer(left, messages, minutes(5))).toEqual([]);
    expect(repliesForAbsentCustomer(left, messages, minutes(5.5))).toHaveLength(2);
  });

  it('leaves out what they read or what was e-mailed already', () => {
    expect(repliesForAbsentCustomer({ ...conversation, customerReadSeq: 3 }, messages, minutes(5))).toEqual([]);
    const mailed = { ...conversation, emailedThroughSeq: 2 };
    expect(repliesForAbsentCustomer(mailed, messages, minutes(5)).map((m) => m.seq)).toEqual([3]);
  });
});
