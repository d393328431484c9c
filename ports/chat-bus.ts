import type { ChatSignal } from '../src/core/chat/signals';

/**
 * How the nodes tell each other that something happened in a conversation (a message stored,
 * read, someone typing, its status changed), so each node can push it to the pages it holds
 * open. Across nodes on PostgreSQL by LISTEN/NOTIFY; in process on the embedded PGlite (one
 * node). Delivery is at most once: a reader that may have missed signals is told so (`resync`)
 * and reads the store again, which is the truth.
 */
export type BusEvent = ChatSignal | { type: 'resync' };

export interface ChatBus {
  publish(signal: ChatSignal): Promise<void>;
  /** Calls `listener` for every signal published on any node from now on; answers how to stop. */
  subscribe(listener: (event: BusEvent) => void): Promise<() => Promise<void>>;
}

export const CHAT_BUS = Symbol.for('contrail.ChatBus');
