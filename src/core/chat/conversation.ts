/**
 * A concierge conversation (issue 17): a customer's (their account's, and a booking's when
 * started from one) or a visitor's (known by the name and e-mail they gave), answered by staff
 * in the back office. Messages are numbered 1, 2, 3... within their conversation, in the order
 * they were stored: a reader that has seen message n asks for what follows n, and a reconnect
 * resumes there, so nothing is lost and nothing is shown twice.
 */

export type ChatAuthor = 'CUSTOMER' | 'STAFF' | 'SYSTEM';
export type ConversationStatus = 'OPEN' | 'CLOSED';
/** The two sides of a conversation: the customer (or visitor) and the concierge team. */
export type ChatSide = 'customer' | 'staff';

export interface ChatMessage {
  conversationId: string;
  seq: number;
  author: ChatAuthor;
  /** Who wrote it, as the other side sees them: a first name, a visitor's name; null for notices. */
  authorName: string | null;
  text: string;
  at: Date;
}

export interface NewChatMessage {
  author: ChatAuthor;
  /** The account that wrote it (a customer, a staff member); null for visitors and notices. */
  authorUserId: string | null;
  authorName: string | null;
  text: string;
}

export interface Conversation {
  id: string;
  /** The customer's account; null for a visitor's conversation (or an account since deleted). */
  customerUserId: string | null;
  /** What a visitor gave before their first message; null for customers. */
  visitor: { name: string; email: string } | null;
  /** Whom the conversation is with, for the back office: the account's name and e-mail, or the visitor's. */
  contact: { name: string; email: string } | null;
  /** Started from a booking ("Chat about this trip"). */
  bookingId: string | null;
  status: ConversationStatus;
  /** The staff member who took it ("assign to me"). */
  assignee: { userId: string; name: string } | null;
  /** The number of its last message (0: none yet). */
  lastSeq: number;
  lastCustomerSeq: number;
  lastStaffSeq: number;
  /** The last message each side has seen. */
  customerReadSeq: number;
  staffReadSeq: number;
  /** Staff replies up to this one have been e-mailed to the customer. */
  emailedThroughSeq: number;
  /** Since when the customer has been waiting for an answer (their first unanswered message). */
  waitingSince: Date | null;
  /** When they were told that nobody answered in time (once per wait). */
  noAnswerNoticeAt: Date | null;
  /** They were told the reply will come by e-mail: the next staff reply is e-mailed. */
  awaitingEmail: boolean;
  /** A page of theirs has the conversation open until then (renewed while it stays open). */
  customerPresentUntil: Date | null;
  createdAt: Date;
  lastMessageAt: Date;
  closedAt: Date | null;
}

/** What a change does to a conversation beside adding messages (absent fields stay as they are). */
export interface ConversationUpdate {
  status?: ConversationStatus;
  assignee?: { userId: string; name: string } | null;
  waitingSince?: Date | null;
  noAnswerNoticeAt?: Date | null;
  awaitingEmail?: boolean;
  emailedThroughSeq?: number;
  closedAt?: Date | null;
}

/**
 * One change to a conversation, decided from its state at that moment: the messages to add
 * (numbered after its last) and the fields to set. `emailStaffReplies`: the staff messages it
 * adds are e-mailed to the customer, in the same transaction.
 */
export interface ChatPlan {
  messages: NewChatMessage[];
  update: ConversationUpdate;
  emailStaffReplies?: boolean;
}

/**
 * Who asks to read a conversation. A visitor is known by the conversations whose access keys
 * their browser holds (given when they started one, or by the link in an e-mail).
 */
export type ChatReader =
  | { kind: 'customer'; userId: string }
  | { kind: 'visitor'; conversationIds: ReadonlySet<string> }
  | { kind: 'staff'; userId: string };

/**
 * Nobody reads another person's conversation: a customer reads their account's, a visitor the
 * visitor conversations they hold the key of, staff every one. The answer to anyone else is the
 * same as for a conversation that does not exist.
 */
export function mayRead(reader: ChatReader, conversation: Conversation): boolean {
  switch (reader.kind) {
    case 'staff':
      return true;
    case 'customer':
      return conversation.customerUserId !== null && conversation.customerUserId === reader.userId;
    case 'visitor':
      return (
        conversation.customerUserId === null &&
        conversation.visitor !== null &&
        reader.conversationIds.has(conversation.id)
      );
  }
}
