import type { BusEvent, ChatBus } from '../../../ports/chat-bus';
import type { ChatStore } from '../../../ports/chat-store';
import type { Clock } from '../../../ports/clock';
import type { ChatSide } from '../../core/chat/conversation';
import { PRESENCE_RENEW_MS, PRESENCE_TTL_MS } from '../../core/chat/conversation-rules';

/** A page's open conversation on this node (a ConversationFeed). */
export interface HubMember {
  conversationId: string;
  side: ChatSide;
  signal(event: BusEvent): void;
}

type Log = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>) => void;

/**
 * This node's end of the chat bus: one subscription, whatever the number of open pages, and the
 * signals routed to the pages holding that conversation open (and to the back office's inbox).
 * It also keeps the customers' presence: while a page of theirs has a conversation open here,
 * the conversation is marked present (renewed every 20 seconds, lasting 45), so replies are
 * e-mailed only to customers who have left.
 */
export class ChatHub {
  private readonly members = new Map<string, Set<HubMember>>();
  private readonly inboxListeners = new Set<(event: BusEvent) => void>();
  private subscription: Promise<() => Promise<void>> | undefined;
  private presenceTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly deps: { bus: ChatBus; store: ChatStore; clock: Clock; log: Log }) {}

  async join(member: HubMember): Promise<void> {
    await this.subscribed();
    let set = this.members.get(member.conversationId);
    if (!set) {
      set = new Set();
      this.members.set(member.conversationId, set);
    }
    const firstCustomer = member.side === 'customer' && !this.customerIn(set);
    set.add(member);
    if (firstCustomer) {
      this.renewPresenceSoon();
      await this.deps.store
        .markPresent([member.conversationId], this.presentUntil())
        .catch((err: unknown) => this.deps.log('warn', 'chat presence not recorded', { err }));
    }
  }

  leave(member: HubMember): void {
    const set = this.members.get(member.conversationId);
    if (!set?.delete(member)) return;
    if (set.size === 0) this.members.delete(member.conversationId);
    if (member.side === 'customer' && !(set.size > 0 && this.customerIn(set))) {
      void this.deps.store
        .markAbsent(member.conversationId, this.deps.clock.now())
        .catch((err: unknown) => this.deps.log('warn', 'chat absence not recorded', { err }));
    }
  }

  /** The back office's inbox hears of every message and status change, on any conversation. */
  async watchInbox(listener: (event: BusEvent) => void): Promise<() => void> {
    await this.subscribed();
    const own = (event: BusEvent) => listener(event);
    this.inboxListeners.add(own);
    return () => void this.inboxListeners.delete(own);
  }

  /** Pages with a conversation open on this node, for the benchmark and the logs. */
  get openPages(): number {
    let count = 0;
    for (const set of this.members.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    clearInterval(this.presenceTimer);
    this.presenceTimer = undefined;
    const unsubscribe = await this.subscription?.catch(() => undefined);
    this.subscription = undefined;
    await unsubscribe?.().catch(() => undefined);
  }

  private subscribed(): Promise<() => Promise<void>> {
    this.subscription ??= this.deps.bus
      .subscribe((event) => this.deliver(event))
      .catch((err: unknown) => {
        this.subscription = undefined;
        throw err;
      });
    return this.subscription;
  }

  private deliver(event: BusEvent): void {
    const sets = event.type === 'resync' ? [...this.members.values()] : [this.members.get(event.conversationId)];
    for (const set of sets) for (const member of Array.from(set ?? [])) member.signal(event);
    if (event.type === 'resync' || event.type === 'message' || event.type === 'status' || event.type === 'read') {
      for (const listener of this.inboxListeners) listener(event);
    }
  }

  private customerIn(set: Set<HubMember>): boolean {
    for (const member of set) if (member.side === 'customer') return true;
    return false;
  }

  private presentUntil(): Date {
    return new Date(this.deps.clock.now().getTime() + PRESENCE_TTL_MS);
  }

  /** One statement every 20 seconds renews every conversation a customer has open here. */
  private renewPresenceSoon(): void {
    if (this.presenceTimer) return;
    this.presenceTimer = setInterval(() => {
      const open = [...this.members.entries()].filter(([, set]) => this.customerIn(set)).map(([id]) => id);
      if (open.length === 0) {
        clearInterval(this.presenceTimer);
        this.presenceTimer = undefined;
        return;
      }
      void this.deps.store
        .markPresent(open, this.presentUntil())
        .catch((err: unknown) => this.deps.log('warn', 'chat presence not renewed', { err }));
    }, PRESENCE_RENEW_MS);
    this.presenceTimer.unref();
  }
}
