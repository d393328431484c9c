import type { ChatAuthor, ChatMessage, Conversation, ConversationStatus } from '../../core/chat/conversation';

/**
 * What the pages and the API are given of a conversation: plain JSON, times as ISO strings.
 * A customer sees the conversation's state and messages; staff see whom it is with as well.
 */
export interface ChatMessageView {
  seq: number;
  author: ChatAuthor;
  name: string | null;
  text: string;
  at: string;
}

export interface ConversationState {
  id: string;
  bookingId: string | null;
  status: ConversationStatus;
  /** The first name of the concierge who took it. */
  assignee: string | null;
  lastSeq: number;
  customerReadSeq: number;
  staffReadSeq: number;
  lastMessageAt: string;
}

export interface StaffConversationView extends ConversationState {
  contact: { name: string; email: string } | null;
  customerUserId: string | null;
  /** A visitor's conversation: the e-mail they gave is not verified. */
  visitor: boolean;
  assigneeUserId: string | null;
  waitingSince: string | null;
  /** They were told the reply comes by e-mail. */
  awaitingEmail: boolean;
  /** Messages of theirs staff have not read. */
  unread: boolean;
}

export const messageView = (m: ChatMessage): ChatMessageView => ({
  seq: m.seq,
  author: m.author,
  name: m.authorName,
  text: m.text,
  at: m.at.toISOString(),
});

export const stateOf = (c: Conversation): ConversationState => ({
  id: c.id,
  bookingId: c.bookingId,
  status: c.status,
  assignee: c.assignee?.name ?? null,
  lastSeq: c.lastSeq,
  customerReadSeq: c.customerReadSeq,
  staffReadSeq: c.staffReadSeq,
  lastMessageAt: c.lastMessageAt.toISOString(),
});

export const staffViewOf = (c: Conversation): StaffConversationView => ({
  ...stateOf(c),
  contact: c.contact,
  customerUserId: c.customerUserId,
  visitor: c.visitor !== null,
  assigneeUserId: c.assignee?.userId ?? null,
  waitingSince: c.waitingSince?.toISOString() ?? null,
  awaitingEmail: c.awaitingEmail,
  unread: c.lastCustomerSeq > c.staffReadSeq,
});
