import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity-schema';

/**
 * Concierge chat (issue 17), beside the one schema (schema.ts) and read by drizzle-kit with it.
 * A conversation keeps its counters (the last message's number, what each side has read, what
 * was e-mailed) so a reader asks "what follows n" and the jobs find their work by index.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    /** Null for a visitor's conversation; set null when the account is deleted (staff still see it). */
    customerUserId: text('customer_user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorName: text('visitor_name'),
    visitorEmail: text('visitor_email'),
    bookingId: text('booking_id'),
    status: text('status', { enum: ['OPEN', 'CLOSED'] }).notNull(),
    assigneeUserId: text('assignee_user_id'),
    assigneeName: text('assignee_name'),
    lastSeq: integer('last_seq').notNull().default(0),
    lastCustomerSeq: integer('last_customer_seq').notNull().default(0),
    lastStaffSeq: integer('last_staff_seq').notNull().default(0),
    customerReadSeq: integer('customer_read_seq').notNull().default(0),
    staffReadSeq: integer('staff_read_seq').notNull().default(0),
    emailedThroughSeq: integer('emailed_through_seq').notNull().default(0),
    waitingSince: at('waiting_since'),
    noAnswerNoticeAt: at('no_answer_notice_at'),
    awaitingEmail: boolean('awaiting_email').notNull().default(false),
    customerPresentUntil: at('customer_present_until'),
    createdAt: at('created_at').notNull(),
    lastMessageAt: at('last_message_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('chat_conversations_customer').on(t.customerUserId, t.lastMessageAt),
    index('chat_conversations_open').on(t.status, t.waitingSince),
    // Replies the customer has neither seen nor been e-mailed: few at any time.
    index('chat_conversations_unseen')
      .on(t.lastMessageAt)
      .where(sql`last_staff_seq > greatest(customer_read_seq, emailed_through_seq)`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** 1, 2, 3... within the conversation, given under its lock: the order of storing. */
    seq: integer('seq').notNull(),
    author: text('author', { enum: ['CUSTOMER', 'STAFF', 'SYSTEM'] }).notNull(),
    authorUserId: text('author_user_id'),
    authorName: text('author_name'),
    /** Plain text as sent (normalised, at most 2,000 characters); never markup. */
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.seq] })],
);
