import type { BusEvent } from '../../../ports/chat-bus';
import type { ChatStore } from '../../../ports/chat-store';
import type { ChatSide } from '../../core/chat/conversation';
import type { ChatHub } from './chat-hub';
import { messageView, stateOf, type ChatMessageView, type ConversationState } from './chat-views';

/** Where a feed sends what happens: an event stream to one page (src/http/realtime). */
export interface FeedSink {
  state(state: ConversationState): void;
  message(message: ChatMessageView): void;
  read(side: ChatSide, seq: number): void;
  typing(side: ChatSide, name: string | null): void;
}

const PAGE = 200;

/**
 * One page's live view of a conversation: everything after the last message the page has
 * (`after`), then each message as it is stored, in order, each once. It keeps a cursor (the last
 * number sent) and on every signal reads what follows it from the store, one read at a time, so
 * a signal that is lost, repeated or out of order changes nothing the page is shown; after the
 * bus reconnects (`resync`) it reads again too. Typing from the other side is passed through.
 */
export class ConversationFeed {
  private cursor: number;
  private pulling: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(
    private readonly deps: { store: ChatStore; hub: ChatHub; onError(err: unknown): void },
    readonly conversationId: string,
    readonly side: ChatSide,
    after: number,
    private readonly sink: FeedSink,
  ) {
    this.cursor = after;
  }

  /** Joins the node's hub first, so nothing stored while the page catches up is missed. */
  async start(): Promise<void> {
    await this.deps.hub.join(this);
    await this.refreshState();
    await this.pull();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.deps.hub.leave(this);
  }

  signal(event: BusEvent): void {
    if (this.closed) return;
    switch (event.type) {
      case 'message':
        if (event.seq > this.cursor) void this.pull();
        return;
      case 'read':
        this.sink.read(event.side, event.seq);
        return;
      case 'typing':
        if (event.side !== this.side) this.sink.typing(event.side, event.name);
        return;
      case 'status':
        void this.refreshState().catch((err: unknown) => this.deps.onError(err));
        return;
      case 'resync':
        void this.refreshState()
          .then(() => this.pull())
          .catch((err: unknown) => this.deps.onError(err));
    }
  }

  /** Reads what follows the cursor until nothing does; a pull asked for meanwhile runs after. */
  pull(): Promise<void> {
    if (this.pulling) {
      this.again = true;
      return this.pulling;
    }
    this.pulling = (async () => {
      try {
        do {
          this.again = false;
          for (;;) {
            const messages = await this.deps.store.messages(this.conversationId, this.cursor, PAGE);
            if (this.closed) return;
            for (const message of messages) {
              this.cursor = message.seq;
              this.sink.message(messageView(message));
            }
            if (messages.length < PAGE) break;
          }
        } while (this.again && !this.closed);
      } catch (err) {
        this.deps.onError(err);
      } finally {
        this.pulling = undefined;
      }
    })();
    return this.pulling;
  }

  private async refreshState(): Promise<void> {
    const conversation = await this.deps.store.find(this.conversationId);
    if (conversation && !this.closed) this.sink.state(stateOf(conversation));
  }
}
