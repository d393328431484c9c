import { messageText } from '../../core/chat/chat-input';
import {
  CHAT_MESSAGES,
  MESSAGE_RATE,
  tooManyConversations,
  tooManyMessages,
  VISITOR_START_RATE,
} from '../../core/chat/message-limits';
import { describeOpening, isOpenAt } from '../../core/chat/concierge-hours';
import { mayRead, type ChatReader, type Conversation } from '../../core/chat/conversation';
import { customerWrites } from '../../core/chat/conversation-rules';
import type { ChatDeps } from './chat-deps';
import { announce } from './chat-replies';
import { messageView, stateOf, type ChatMessageView, type ConversationState } from './chat-views';
import { ConversationFeed, type FeedSink } from './conversation-feed';

/**
 * Who writes from the site: a signed-in customer (their first name shows to the concierge), or
 * a visitor known by the keys to their conversations that their browser holds.
 */
export type ChatCaller =
  { kind: 'customer'; userId: string; name: string } | { kind: 'visitor'; keys: ReadonlyMap<string, string> };

export type ChatFailure = {
  ok: false;
  code: 'NOT_FOUND' | 'INVALID' | 'RATE_LIMITED';
  message: string;
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
};
export type ChatResult<T> = { ok: true; value: T } | ChatFailure;

const ok = <T>(value: T): ChatResult<T> => ({ ok: true, value });
const NOT_FOUND: ChatFailure = { ok: false, code: 'NOT_FOUND', message: CHAT_MESSAGES.NOT_FOUND };
const invalid = (field: string, message: string): ChatFailure => ({
  ok: false,
  code: 'INVALID',
  message,
  fieldErrors: { [field]: message },
});

/** A conversation as its page opens it: the state and the latest messages. */
export interface OpenConversation {
  conversation: ConversationState;
  messages: ChatMessageView[];
}

/** What a page of the site needs to know before a conversation opens. */
export interface ChatOverview {
  conversations: ConversationState[];
  /** Whether the concierge is answering now, and if not when it is back. */
  concierge: { open: boolean; back: string | null };
}

/** The most messages a page is given when it opens a conversation (older ones stay stored). */
const HISTORY = 500;

/**
 * The concierge chat as customers and visitors use it (issue 17): their conversations, a first
 * message that starts one (about a booking, or with a visitor's name and e-mail), messages,
 * typing and reading, and the live feed. Nobody reads another person's conversation: it answers
 * as one that does not exist. 20 messages a minute per person.
 */
export class CustomerChat {
  constructor(private readonly deps: ChatDeps) {}

  async overview(caller: ChatCaller): Promise<ChatOverview> {
    const now = this.deps.clock.now();
    const conversations =
      caller.kind === 'customer'
        ? await this.deps.store.ofCustomer(caller.userId, 20)
        : (await Promise.all(this.visitorIds(caller.keys).map((id) => this.readable(caller, id))))
            .filter((c): c is Conversation => c !== null)
            .sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime());
    return {
      conversations: conversations.map(stateOf),
      concierge: { open: isOpenAt(this.deps.hours, now), back: describeOpening(this.deps.hours, now) },
    };
  }

  async open(caller: ChatCaller, id: string): Promise<ChatResult<OpenConversation>> {
    const conversation = await this.readable(caller, id);
    if (!conversation) return NOT_FOUND;
    const messages = await this.deps.store.messages(id, Math.max(0, conversation.lastSeq - HISTORY), HISTORY);
    return ok({ conversation: stateOf(conversation), messages: messages.map(messageView) });
  }

  /**
   * A first message. A customer's goes into their conversation about the same booking (or
   * their general one) if they have one, so a trip has one thread; a visitor starts a new one
   * and is given its key. `address` limits how many a visitor may start.
   */
  async start(
    caller: ChatCaller,
    input: { text: string; bookingId?: string; visitor?: { name: string; email: string } },
    address: string,
  ): Promise<ChatResult<OpenConversation & { key?: string }>> {
    const now = this.deps.clock.now();
    const bookingId = input.bookingId ?? null;
    if (caller.kind === 'customer') {
      if (bookingId) {
        const booking = await this.deps.bookings.find(bookingId);
        const theirs = booking?.owner.kind === 'customer' && booking.owner.userId === caller.userId;
        if (!theirs || booking.status === 'DRAFT') return { ...NOT_FOUND, message: CHAT_MESSAGES.BOOKING };
      }
      const existing = (await this.deps.store.ofCustomer(caller.userId, 50)).find((c) => c.bookingId === bookingId);
      const conversation =
        existing ??
        (await this.deps.store.create({
          id: this.newId(),
          customerUserId: caller.userId,
          visitor: null,
          bookingId,
          at: now,
        }));
      return this.firstMessage(caller, conversation, input.text);
    }
    if (!input.visitor) return invalid('visitor.name', CHAT_MESSAGES.NAME);
    if (bookingId) return { ...NOT_FOUND, message: CHAT_MESSAGES.BOOKING };
    const starts = await this.deps.rateLimits.hit(`chat-start:${address}`, VISITOR_START_RATE, now);
    if (!starts.allowed) return this.limited(starts.resetsAt, now, tooManyConversations);
    const conversation = await this.deps.store.create({
      id: this.newId(),
      customerUserId: null,
      visitor: input.visitor,
      bookingId: null,
      at: now,
    });
    const key = this.deps.keys.keyFor(conversation.id);
    const withKey: ChatCaller = { kind: 'visitor', keys: new Map([...caller.keys, [conversation.id, key]]) };
    const sent = await this.firstMessage(withKey, conversation, input.text);
    return sent.ok ? ok({ ...sent.value, key }) : sent;
  }

  async send(caller: ChatCaller, id: string, text: string): Promise<ChatResult<{ messages: ChatMessageView[] }>> {
    const parsed = messageText.safeParse(text);
    if (!parsed.success) return invalid('text', parsed.error.issues[0]?.message ?? CHAT_MESSAGES.EMPTY);
    const conversation = await this.readable(caller, id);
    if (!conversation) return NOT_FOUND;
    const now = this.deps.clock.now();
    const person =
      caller.kind === 'customer' ? `user:${caller.userId}` : `visitor:${conversation.visitor?.email ?? id}`;
    const verdict = await this.deps.rateLimits.hit(`chat-message:${person}`, MESSAGE_RATE, now);
    if (!verdict.allowed) return this.limited(verdict.resetsAt, now, tooManyMessages);
    const author =
      caller.kind === 'customer'
        ? { userId: caller.userId, name: caller.name }
        : { userId: null, name: conversation.visitor?.name ?? 'Visitor' };
    // Stored first (numbered under the conversation's lock), then every node is told.
    const changed = await this.deps.store.change(id, now, (locked) =>
      customerWrites(locked, author, parsed.data, now, this.deps.hours),
    );
    if (!changed) return NOT_FOUND;
    await announce(this.deps, id, changed.messages);
    return ok({ messages: changed.messages.map(messageView) });
  }

  async typing(caller: ChatCaller, id: string): Promise<ChatResult<null>> {
    const conversation = await this.readable(caller, id);
    if (!conversation) return NOT_FOUND;
    const name = caller.kind === 'customer' ? caller.name : (conversation.visitor?.name ?? null);
    await this.deps.bus.publish({ type: 'typing', conversationId: id, side: 'customer', name }).catch(() => undefined);
    return ok(null);
  }

  async markRead(caller: ChatCaller, id: string, seq: number): Promise<ChatResult<{ seq: number }>> {
    const conversation = await this.readable(caller, id);
    if (!conversation) return NOT_FOUND;
    const read = await this.deps.store.markRead(id, 'customer', seq);
    if (read === null) return NOT_FOUND;
    if (read > conversation.customerReadSeq) {
      await this.deps.bus
        .publish({ type: 'read', conversationId: id, side: 'customer', seq: read })
        .catch(() => undefined);
    }
    return ok({ seq: read });
  }

  /** The live feed of a conversation for one page, from the message after `after`. */
  async watch(caller: ChatCaller, id: string, after: number, sink: FeedSink): Promise<ChatResult<ConversationFeed>> {
    const conversation = await this.readable(caller, id);
    if (!conversation) return NOT_FOUND;
    const feed = new ConversationFeed(
      {
        store: this.deps.store,
        hub: this.deps.hub,
        onError: (err) => this.deps.log('error', 'chat feed failed', { err }),
      },
      id,
      'customer',
      after,
      sink,
    );
    await feed.start();
    return ok(feed);
  }

  /** A visitor's key from an e-mailed link: whether it opens that conversation. */
  async keyOpens(id: string, key: string): Promise<boolean> {
    if (!this.deps.keys.verify(id, key)) return false;
    const conversation = await this.deps.store.find(id);
    return conversation !== null && mayRead({ kind: 'visitor', conversationIds: new Set([id]) }, conversation);
  }

  private async firstMessage(
    caller: ChatCaller,
    conversation: Conversation,
    text: string,
  ): Promise<ChatResult<OpenConversation>> {
    const sent = await this.send(caller, conversation.id, text);
    if (!sent.ok) return sent;
    return this.open(caller, conversation.id);
  }

  private async readable(caller: ChatCaller, id: string): Promise<Conversation | null> {
    const conversation = await this.deps.store.find(id);
    return conversation && mayRead(this.readerOf(caller), conversation) ? conversation : null;
  }

  private readerOf(caller: ChatCaller): ChatReader {
    if (caller.kind === 'customer') return { kind: 'customer', userId: caller.userId };
    return { kind: 'visitor', conversationIds: new Set(this.visitorIds(caller.keys)) };
  }

  /** The conversations whose keys are genuine. */
  private visitorIds(keys: ReadonlyMap<string, string>): string[] {
    return [...keys].filter(([id, key]) => this.deps.keys.verify(id, key)).map(([id]) => id);
  }

  private limited(resetsAt: Date, now: Date, sentence: (seconds: number) => string): ChatFailure {
    const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
    return { ok: false, code: 'RATE_LIMITED', message: sentence(retryAfterSeconds), retryAfterSeconds };
  }

  private newId(): string {
    return `C${this.deps.newId()}`;
  }
}
