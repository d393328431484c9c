/**
 * Opening the concierge chat from anywhere on the site (the launcher, "Chat about this trip",
 * the concierge page, an e-mailed link), without loading the chat's code until it is opened:
 * an event the launcher (chat-launcher.tsx) listens for.
 */
export const OPEN_CHAT_EVENT = 'contrail:open-chat';

export interface ChatRequest {
  /** Start from, or go back to, the conversation about this booking. */
  bookingId?: string;
  /** Open this conversation (an e-mailed link); a visitor's link carries its key. */
  resume?: { conversationId: string; key?: string };
}

/** The panel: closed (minimised to the launcher), docked at the bottom right, or the whole window. */
export type PanelState = 'closed' | 'open' | 'maximised';

export function openChat(request: ChatRequest = {}): void {
  window.dispatchEvent(new CustomEvent<ChatRequest>(OPEN_CHAT_EVENT, { detail: request }));
}

/** A link that opens the chat on arrival: "/concierge#chat" (the installed app's shortcut). */
export const OPEN_CHAT_HASH = '#chat';

/** The conversation an e-mailed link points at: `#chat=<id>` or, for a visitor, `#chat=<id>.<key>`. */
export function chatLinkIn(hash: string): ChatRequest['resume'] | null {
  const match = /^#chat=(C[\w-]{8,40})(?:\.([\w-]{16,64}))?$/.exec(hash);
  if (!match?.[1]) return null;
  return match[2] ? { conversationId: match[1], key: match[2] } : { conversationId: match[1] };
}
