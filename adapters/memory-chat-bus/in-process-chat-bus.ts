import { injectable } from 'inversify';
import type { BusEvent, ChatBus } from '../../ports/chat-bus';
import type { ChatSignal } from '../../src/core/chat/signals';

/**
 * The chat's signals on the embedded single node (PGlite): every page is served by this one
 * process, so a signal goes straight to its listeners, without a round trip through the
 * database. Delivered on a later turn, as a NOTIFY would be, never inside the publisher's call.
 */
@injectable()
export class InProcessChatBus implements ChatBus {
  private readonly listeners = new Set<(event: BusEvent) => void>();

  publish(signal: ChatSignal): Promise<void> {
    for (const listener of this.listeners) queueMicrotask(() => listener(signal));
    return Promise.resolve();
  }

  subscribe(listener: (event: BusEvent) => void): Promise<() => Promise<void>> {
    // Each subscription is its own: the same function subscribed twice hears each signal twice.
    const own = (event: BusEvent) => listener(event);
    this.listeners.add(own);
    return Promise.resolve(async () => {
      this.listeners.delete(own);
    });
  }
}
