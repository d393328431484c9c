import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { ChatStore, NewConversation, StoredChange } from '../../ports/chat-store';
import type {
  ChatAuthor,
  ChatMessage,
  ChatSide,
  Conversation,
  ConversationUpdate,
} from '../../src/core/chat/conversation';
import { chatConversations, chatMessages } from './chat-schema';
import { DB, type Db } from './database';
import { queueMessages } from './message-outbox';
import { users } from './identity-schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ConversationRow = typeof chatConversations.$inferSelect;
type Account = { email: string; firstname: string; lastname: string } | null;

const selection = {
  row: chatConversations,
  account: { email: users.email, firstname: users.firstname, lastname: users.lastname },
};

/**
 * Concierge conversations on PGlite and PostgreSQL (migration 0013). A change takes the
 * conversation's row lock, so two messages stored at once (the customer and a concierge, on two
 * nodes) get consecutive numbers in the order they commit, and a reader that has seen n can ask
 * for what follows n without missing one that committed later with a smaller number.
 */
@injectable()
export class PostgresChatStore implements ChatStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async create(conversation: NewConversation): Promise<Conversation> {
    await this.db.insert(chatConversations).values({
      id: conversation.id,
      customerUserId: conversation.customerUserId,
      visitorName: conversation.visitor?.name ?? null,
      visitorEmail: conversation.visitor?.email ?? null,
      bookingId: conversation.bookingId,
      status: 'OPEN',
      createdAt: conversation.at,
      lastMessageAt: conversation.at,
    });
    const created = await this.find(conversation.id);
    if (!created) throw new Error(`conversation ${conversation.id} was not stored`);
    return created;
  }

  async find(id: string): Promise<Conversation | null> {
    const [found] = await this.select(this.db).where(eq(chatConversations.id, id));
    return found ? conversationOf(found.row, found.account) : null;
  }

  async ofCustomer(userId: string, limit: number): Promise<Conversation[]> {
    const rows = await this.select(this.db)
      .where(eq(chatConversations.customerUserId, userId))
      .orderBy(desc(chatConversations.lastMessageAt))
      .limit(limit);
    return rows.map((r) => conversationOf(r.row, r.account));
  }

  change(
    id: string,
    at: Date,
    plan: (locked: Conversation) => StoredChange | null,
  ): Promise<{ conversation: Conversation; messages: ChatMessage[] } | null> {
    return this.db.transaction(async (tx) => {
      const [found] = await this.select(tx)
        .where(eq(chatConversations.id, id))
        .for('update', { of: chatConversations });
      if (!found) return null;
      const locked = conversationOf(found.row, found.account);
      const change = plan(locked);
      if (!change) return null;
      const messages: ChatMessage[] = change.messages.map((m, i) => ({
        conversationId: id,
        seq: locked.lastSeq + i + 1,
        author: m.author,
        authorName: m.authorName,
        text: m.text,
        at,
      }));
      if (messages.length > 0) {
        await tx.insert(chatMessages).values(
          change.messages.map((m, i) => ({
            conversationId: id,
            seq: locked.lastSeq + i + 1,
            author: m.author,
            authorUserId: m.authorUserId,
            authorName: m.authorName,
            body: m.text,
            createdAt: at,
          })),
        );
      }
      const counters = countersAfter(locked, messages, at);
      const set = { ...columnsOf(change.update), ...counters };
      if (Object.keys(set).length > 0) await tx.update(chatConversations).set(set).where(eq(chatConversations.id, id));
      await queueMessages(tx, change.outbox ?? [], at);
      return { conversation: { ...locked, ...change.update, ...counters }, messages };
    });
  }

  async messages(id: string, after: number, limit: number): Promise<ChatMessage[]> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, id), sql`${chatMessages.seq} > ${after}`))
      .orderBy(asc(chatMessages.seq))
      .limit(limit);
    return rows.map((row) => ({
      conversationId: row.conversationId,
      seq: row.seq,
      author: row.author as ChatAuthor,
      authorName: row.authorName,
      text: row.body,
      at: row.createdAt,
    }));
  }

  async markRead(id: string, side: ChatSide, seq: number): Promise<number | null> {
    const column = side === 'customer' ? chatConversations.customerReadSeq : chatConversations.staffReadSeq;
    const mark = sql`greatest(${column}, least(${seq}::integer, ${chatConversations.lastSeq}))`;
    const [row] = await this.db
      .update(chatConversations)
      .set(side === 'customer' ? { customerReadSeq: mark } : { staffReadSeq: mark })
      .where(eq(chatConversations.id, id))
      .returning({ seq: column });
    return row ? row.seq : null;
  }

  async markPresent(ids: readonly string[], until: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(chatConversations)
      .set({
        customerPresentUntil: sql`greatest(coalesce(${chatConversations.customerPresentUntil}, ${until}), ${until})`,
      })
      .where(inArray(chatConversations.id, [...ids]));
  }

  async markAbsent(id: string, at: Date): Promise<void> {
    await this.db
      .update(chatConversations)
      .set({ customerPresentUntil: sql`least(${chatConversations.customerPresentUntil}, ${at})` })
      .where(eq(chatConversations.id, id));
  }

  async inbox(limit: number): Promise<Conversation[]> {
    const rows = await this.select(this.db)
      .where(eq(chatConversations.status, 'OPEN'))
      .orderBy(sql`${chatConversations.waitingSince} asc nulls last`, desc(chatConversations.lastMessageAt))
      .limit(limit);
    return rows.map((r) => conversationOf(r.row, r.account));
  }

  async waitingSince(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.status, 'OPEN'),
          lte(chatConversations.waitingSince, cutoff),
          eq(chatConversations.awaitingEmail, false),
          isNull(chatConversations.noAnswerNoticeAt),
        ),
      )
      .orderBy(asc(chatConversations.waitingSince))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async unseenReplies(cutoff: Date, limit: number): Promise<string[]> {
    const seen = sql`greatest(${chatConversations.customerReadSeq}, ${chatConversations.emailedThroughSeq})`;
    const rows = await this.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(
        and(
          // The partial index's own predicate, written the same way so the planner uses it.
          sql`last_staff_seq > greatest(customer_read_seq, emailed_through_seq)`,
          or(isNull(chatConversations.customerPresentUntil), lte(chatConversations.customerPresentUntil, cutoff)),
          sql`exists (select 1 from ${chatMessages} m where m.conversation_id = ${chatConversations.id}
            and m.author = 'STAFF' and m.seq > ${seen} and m.created_at <= ${cutoff})`,
        ),
      )
      .orderBy(asc(chatConversations.lastMessageAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  private select(executor: Db | Tx) {
    return executor
      .select(selection)
      .from(chatConversations)
      .leftJoin(users, eq(users.id, chatConversations.customerUserId));
  }
}

/** The counters a change's messages move: the last number, each side's last, the time. */
function countersAfter(locked: Conversation, messages: readonly ChatMessage[], at: Date) {
  const last = messages.at(-1);
  if (!last) return {};
  const lastBy = (author: ChatAuthor, current: number) =>
    messages.filter((m) => m.author === author).reduce((seq, m) => Math.max(seq, m.seq), current);
  return {
    lastSeq: last.seq,
    lastCustomerSeq: lastBy('CUSTOMER', locked.lastCustomerSeq),
    lastStaffSeq: lastBy('STAFF', locked.lastStaffSeq),
    lastMessageAt: at,
  };
}

function columnsOf(update: ConversationUpdate): Partial<typeof chatConversations.$inferInsert> {
  const { assignee, ...rest } = update;
  return {
    ...rest,
    ...(assignee !== undefined
      ? { assigneeUserId: assignee?.userId ?? null, assigneeName: assignee?.name ?? null }
      : {}),
  };
}

function conversationOf(row: ConversationRow, account: Account): Conversation {
  const visitor = row.visitorName && row.visitorEmail ? { name: row.visitorName, email: row.visitorEmail } : null;
  return {
    id: row.id,
    customerUserId: row.customerUserId,
    visitor,
    contact: account
      ? { name: `${account.firstname} ${account.lastname}`.trim() || account.email, email: account.email }
      : visitor,
    bookingId: row.bookingId,
    status: row.status,
    assignee: row.assigneeUserId ? { userId: row.assigneeUserId, name: row.assigneeName ?? '' } : null,
    lastSeq: row.lastSeq,
    lastCustomerSeq: row.lastCustomerSeq,
    lastStaffSeq: row.lastStaffSeq,
    customerReadSeq: row.customerReadSeq,
    staffReadSeq: row.staffReadSeq,
    emailedThroughSeq: row.emailedThroughSeq,
    waitingSince: row.waitingSince,
    noAnswerNoticeAt: row.noAnswerNoticeAt,
    awaitingEmail: row.awaitingEmail,
    customerPresentUntil: row.customerPresentUntil,
    createdAt: row.createdAt,
    lastMessageAt: row.lastMessageAt,
    closedAt: row.closedAt,
  };
}
