import type { ChatMessage, Conversation } from '../../core/chat/conversation';
import type { OutboxEntry } from '../../../ports/message-outbox';
import type { ChatDeps } from './chat-deps';

/** The page an e-mailed link opens the conversation on; a visitor's carries their key. */
export function conversationLink(conversation: Conversation, keys: ChatDeps['keys']): string {
  const key = conversation.customerUserId ? '' : `.${keys.keyFor(conversation.id)}`;
  return `/concierge#chat=${encodeURIComponent(conversation.id)}${key}`;
}

/**
 * The e-mail that carries staff replies to the customer (kind chat-reply), keyed by the last
 * reply it carries, so a job run twice or on two nodes queues it once. None for a conversation
 * whose account was deleted.
 */
export function replyEmail(
  conversation: Conversation,
  replies: readonly Pick<ChatMessage, 'seq' | 'authorName' | 'text' | 'at'>[],
  keys: ChatDeps['keys'],
): OutboxEntry[] {
  const last = replies.at(-1);
  const to = conversation.customerUserId ? { userId: conversation.customerUserId, email: null } : null;
  const visitor = conversation.visitor ? { userId: null, email: conversation.visitor.email } : null;
  const recipient = to ?? visitor;
  if (!last || !recipient) return [];
  return [
    {
      key: `chat-reply:${conversation.id}:${last.seq}`,
      kind: 'chat-reply',
      ...recipient,
      bookingId: conversation.bookingId,
      facts: {
        conversationId: conversation.id,
        bookingId: conversation.bookingId,
        name: conversation.visitor?.name ?? null,
        replies: replies.map((r) => ({ from: r.authorName ?? 'The concierge', text: r.text, at: r.at.toISOString() })),
        link: conversationLink(conversation, keys),
      },
    },
  ];
}

/** Tells every node that messages up to `seq` were stored; a failure is logged, never the sender's. */
export async function announce(
  deps: Pick<ChatDeps, 'bus' | 'log'>,
  conversationId: string,
  messages: readonly ChatMessage[],
) {
  const last = messages.at(-1);
  if (!last) return;
  await deps.bus
    .publish({ type: 'message', conversationId, seq: last.seq })
    .catch((err: unknown) =>
      deps.log('warn', 'chat signal not published; readers catch up on reconnect', { err, conversationId }),
    );
}
