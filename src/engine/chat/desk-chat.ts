import { messageText } from '../../core/chat/chat-input';
import type { Conversation } from '../../core/chat/conversation';
import { staffCloses, staffReplies, staffTakes } from '../../core/chat/conversation-rules';
import type { Booking } from '../../../ports/charter/booking-store';
import type { BusEvent } from '../../../ports/chat-bus';
import { Auditor, deskFail, deskOk, type DeskResult, type StaffCaller } from '../desk/staff-caller';
import type { ChatDeps } from './chat-deps';
import { announce, replyEmail } from './chat-replies';
import { messageView, staffViewOf, type ChatMessageView, type StaffConversationView } from './chat-views';
import { ConversationFeed, type FeedSink } from './conversation-feed';

const NO_CONVERSATION = deskFail('NOT_FOUND', 'There is no such conversation.');
const HISTORY = 500;

export interface DeskConversation {
  conversation: StaffConversationView;
  messages: ChatMessageView[];
  /** The customer's trips, newest first (none for a visitor: their e-mail is not verified). */
  bookings: Booking[];
}

/**
 * The concierge chat in the back office (issue 17, item 4): the inbox of open conversations
 * with how long each customer has waited, a conversation with the customer's bookings beside
 * it, assign to me, reply, close. Like every desk use case it takes the staff caller and writes
 * the audit log: reading a conversation (the page, or its live feed) and every action.
 */
export class DeskChat {
  private readonly audit: Auditor;

  constructor(private readonly deps: ChatDeps) {
    this.audit = new Auditor(deps.audit, deps.clock);
  }

  /** Open conversations, the longest waiting first. Whom and since when, not what was said. */
  async inbox(_staff: StaffCaller): Promise<StaffConversationView[]> {
    return (await this.deps.store.inbox(200)).map(staffViewOf);
  }

  async view(staff: StaffCaller, id: string): Promise<DeskResult<DeskConversation>> {
    const conversation = await this.deps.store.find(id);
    await this.record(staff, 'desk.chat.read', id, conversation);
    if (!conversation) return NO_CONVERSATION;
    const [messages, bookings] = await Promise.all([
      this.deps.store.messages(id, Math.max(0, conversation.lastSeq - HISTORY), HISTORY),
      conversation.customerUserId ? this.deps.bookings.ofCustomer(conversation.customerUserId) : [],
    ]);
    return deskOk({
      conversation: staffViewOf(conversation),
      messages: messages.map(messageView),
      bookings: bookings.filter((b) => b.status !== 'DRAFT').reverse(),
    });
  }

  async takeOn(staff: StaffCaller, id: string): Promise<DeskResult<null>> {
    const me = await this.me(staff);
    const changed = await this.deps.store.change(id, this.deps.clock.now(), (locked) => staffTakes(locked, me));
    const conversation = changed?.conversation ?? (await this.deps.store.find(id));
    await this.record(staff, 'desk.chat.assign', id, conversation);
    if (!conversation) return NO_CONVERSATION;
    if (changed) {
      await announce(this.deps, id, changed.messages);
      await this.status(id);
    }
    return deskOk(null);
  }

  async reply(staff: StaffCaller, id: string, text: string): Promise<DeskResult<{ messages: ChatMessageView[] }>> {
    const parsed = messageText.safeParse(text);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Write a message first.';
      return deskFail('INVALID', message, { text: message });
    }
    const me = await this.me(staff);
    const now = this.deps.clock.now();
    const changed = await this.deps.store.change(id, now, (locked) => {
      const plan = staffReplies(locked, me, parsed.data);
      const reply = { seq: locked.lastSeq + 1, authorName: me.name, text: parsed.data, at: now };
      return { ...plan, outbox: plan.emailStaffReplies ? replyEmail(locked, [reply], this.deps.keys) : [] };
    });
    await this.record(staff, 'desk.chat.reply', id, changed?.conversation ?? null);
    if (!changed) return NO_CONVERSATION;
    await announce(this.deps, id, changed.messages);
    await this.status(id);
    return deskOk({ messages: changed.messages.map(messageView) });
  }

  async close(staff: StaffCaller, id: string): Promise<DeskResult<null>> {
    const now = this.deps.clock.now();
    const changed = await this.deps.store.change(id, now, (locked) => staffCloses(locked, now));
    const conversation = changed?.conversation ?? (await this.deps.store.find(id));
    await this.record(staff, 'desk.chat.close', id, conversation);
    if (!conversation) return NO_CONVERSATION;
    if (changed) {
      await announce(this.deps, id, changed.messages);
      await this.status(id);
    }
    return deskOk(null);
  }

  async typing(staff: StaffCaller, id: string): Promise<DeskResult<null>> {
    const me = await this.me(staff);
    await this.deps.bus
      .publish({ type: 'typing', conversationId: id, side: 'staff', name: me.name })
      .catch(() => undefined);
    return deskOk(null);
  }

  async markRead(_staff: StaffCaller, id: string, seq: number): Promise<DeskResult<{ seq: number }>> {
    const before = await this.deps.store.find(id);
    const read = before ? await this.deps.store.markRead(id, 'staff', seq) : null;
    if (!before || read === null) return NO_CONVERSATION;
    if (read > before.staffReadSeq) {
      await this.deps.bus
        .publish({ type: 'read', conversationId: id, side: 'staff', seq: read })
        .catch(() => undefined);
    }
    return deskOk({ seq: read });
  }

  /** A conversation's live feed for a staff member's page: a reading, audited like the page. */
  async watch(staff: StaffCaller, id: string, after: number, sink: FeedSink): Promise<DeskResult<ConversationFeed>> {
    const conversation = await this.deps.store.find(id);
    await this.record(staff, 'desk.chat.watch', id, conversation);
    if (!conversation) return NO_CONVERSATION;
    const feed = new ConversationFeed(
      {
        store: this.deps.store,
        hub: this.deps.hub,
        onError: (err) => this.deps.log('error', 'chat feed failed', { err }),
      },
      id,
      'staff',
      after,
      sink,
    );
    await feed.start();
    return deskOk(feed);
  }

  /** Tells the inbox's page whenever a conversation changes, on any node; answers how to stop. */
  watchInbox(_staff: StaffCaller, listener: (event: BusEvent) => void): Promise<() => void> {
    return this.deps.hub.watchInbox(listener);
  }

  private async me(staff: StaffCaller): Promise<{ userId: string; name: string }> {
    const account = await this.deps.desk.account(staff.userId);
    return { userId: staff.userId, name: account?.firstname.trim() || 'The concierge' };
  }

  private status(id: string): Promise<void> {
    return this.deps.bus.publish({ type: 'status', conversationId: id }).catch((err: unknown) => {
      this.deps.log('warn', 'chat status not published', { err, conversationId: id });
    });
  }

  private record(staff: StaffCaller, action: string, id: string, conversation: Conversation | null): Promise<void> {
    return this.audit.record(staff, action, {
      bookingId: conversation?.bookingId ?? null,
      customerUserId: conversation?.customerUserId ?? null,
      found: conversation !== null,
      details: `conversation ${id}`,
    });
  }
}
