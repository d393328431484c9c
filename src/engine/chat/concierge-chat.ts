import type { ChatDeps } from './chat-deps';
import { runChatJobs } from './chat-jobs';
import { CustomerChat } from './customer-chat';
import { DeskChat } from './desk-chat';

/**
 * The concierge chat (issue 17, docs/decisions/036): the site's side (customers and visitors),
 * the back office's, the node's hub that pushes what happens to the pages it holds open, and
 * the background work of the 5-minute rule and of e-mailing replies to customers who left.
 */
export class ConciergeChat {
  readonly customers: CustomerChat;
  readonly desk: DeskChat;

  constructor(private readonly deps: ChatDeps) {
    this.customers = new CustomerChat(deps);
    this.desk = new DeskChat(deps);
  }

  runJobs(): Promise<{ told: number; emailed: number }> {
    return runChatJobs(this.deps);
  }

  /** Pages with a conversation open on this node. */
  get openPages(): number {
    return this.deps.hub.openPages;
  }

  close(): Promise<void> {
    return this.deps.hub.close();
  }
}
