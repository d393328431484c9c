import type { ChatMessage, ChatPlan, ChatSide, Conversation } from '../src/core/chat/conversation';
import type { OutboxEntry } from './message-outbox';

/**
 * Where concierge conversations and their messages are kept (issue 17). A message is stored
 * before anyone is told of it (ports/chat-bus.ts), numbered after the conversation's last under
 * the conversation's lock, so numbers follow the order of storing on every node.
 */
export interface NewConversation {
  id: string;
  customerUserId: string | null;
  visitor: { name: string; email: string } | null;
  bookingId: string | null;
  at: Date;
}

/** A change as the store applies it: the plan's messages and fields, and e-mails to queue with them. */
export interface StoredChange extends ChatPlan {
  outbox?: OutboxEntry[];
}

export interface ChatStore {
  create(conversation: NewConversation): Promise<Conversation>;
  find(id: string): Promise<Conversation | null>;
  /** A customer's conversations, the latest first. */
  ofCustomer(userId: string, limit: number): Promise<Conversation[]>;
  /**
   * One change under the conversation's lock: `plan` sees its state at that moment and answers
   * what to do (null: nothing). The messages are numbered after its last, the fields set, the
   * e-mails queued, all in one transaction. Null when there is no such conversation or nothing
   * was done.
   */
  change(
    id: string,
    at: Date,
    plan: (locked: Conversation) => StoredChange | null,
  ): Promise<{ conversation: Conversation; messages: ChatMessage[] } | null>;
  /** Messages after number `after`, in order, at most `limit`. */
  messages(id: string, after: number, limit: number): Promise<ChatMessage[]>;
  /** One side has seen the messages up to `seq` (never beyond the last, never backwards): the new mark. */
  markRead(id: string, side: ChatSide, seq: number): Promise<number | null>;
  /** Pages of the customer's have these conversations open until `until`. */
  markPresent(ids: readonly string[], until: Date): Promise<void>;
  /** The last page of the customer's with the conversation open on this node has closed. */
  markAbsent(id: string, at: Date): Promise<void>;
  /** Open conversations for the back office's inbox: the longest waiting first, then the latest. */
  inbox(limit: number): Promise<Conversation[]>;
  /** Open conversations whose customer has waited since `cutoff` or before, not yet told. */
  waitingSince(cutoff: Date, limit: number): Promise<string[]>;
  /**
   * Conversations with a staff reply stored at `cutoff` or before that the customer has neither
   * seen nor been e-mailed, and no page of theirs open since `cutoff`.
   */
  unseenReplies(cutoff: Date, limit: number): Promise<string[]>;
}

export const CHAT_STORE = Symbol.for('contrail.ChatStore');
