import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ChatMessageView, ConversationState } from '../../engine/chat/chat-views';

/**
 * The browser's side of a conversation, shared by the site's widget (/api/chat) and the back
 * office's conversation page (/desk/api/chat): JSON calls, and the live feed over an
 * EventSource, which reconnects by itself and resumes after the last message it received
 * (Last-Event-ID). Messages are kept by number, so one that arrives twice (the answer to a send
 * and the feed) shows once, and in order.
 */
export type { ChatMessageView, ConversationState };

export class ChatCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The API's message per field ("visitor.email", "text"). */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export async function chatCall<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return undefined as T;
  const answer = (await response.json().catch(() => ({}))) as {
    message?: string;
    fieldErrors?: Record<string, string>;
  };
  if (!response.ok) {
    const message = answer.message ?? 'Something went wrong. Please try again.';
    throw new ChatCallError(response.status, message, answer.fieldErrors);
  }
  return answer as T;
}

export interface ChatFeed {
  messages: ChatMessageView[];
  state: ConversationState | null;
  /** The other side's name while they are typing. */
  typing: string | null;
  /** The live connection is up (false while it reconnects). */
  live: boolean;
  /** Messages this page stored itself (the answer to a send), shown at once. */
  add(messages: readonly ChatMessageView[]): void;
}

/** How long "typing…" shows after the last signal. */
const TYPING_SHOWS_MS = 6_000;
/** A hidden tab lets its connection go after this long, and takes it up again when shown. */
const HIDDEN_LETS_GO_MS = 120_000;

/**
 * A conversation's messages and state, live. `base` is the API's chat root, `side` whose page
 * this is (typing shows only from the other side), `initial` what the page already has.
 */
export function useChatFeed(
  base: string,
  id: string | null,
  side: 'customer' | 'staff',
  initial?: { messages: readonly ChatMessageView[]; state: ConversationState } | null,
): ChatFeed {
  const [messages, setMessages] = useState<ChatMessageView[]>(() => [...(initial?.messages ?? [])]);
  const [state, setState] = useState<ConversationState | null>(initial?.state ?? null);
  const [typing, setTyping] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const known = useRef(new Map<number, ChatMessageView>());

  const add = useCallback((arrived: readonly ChatMessageView[]) => {
    let changed = false;
    for (const message of arrived) {
      if (known.current.has(message.seq)) continue;
      known.current.set(message.seq, message);
      changed = true;
    }
    if (changed) setMessages([...known.current.values()].sort((a, b) => a.seq - b.seq));
  }, []);

  useEffect(() => {
    known.current = new Map();
    setMessages([]);
    setState(initial?.state ?? null);
    add(initial?.messages ?? []);
    if (!id) return undefined;
    let source: EventSource | null = null;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    const lastSeq = () => Math.max(0, ...known.current.keys());
    const connect = () => {
      source?.close();
      const url = `${base}/conversations/${encodeURIComponent(id)}/events?after=${lastSeq()}`;
      const events = new EventSource(url);
      source = events;
      events.addEventListener('open', () => setLive(true));
      events.addEventListener('error', () => setLive(false));
      events.addEventListener('state', (e) => setState(JSON.parse((e as MessageEvent<string>).data)));
      events.addEventListener('message', (e) => {
        const message = JSON.parse((e as MessageEvent<string>).data) as ChatMessageView;
        add([message]);
        if (message.author !== (side === 'customer' ? 'CUSTOMER' : 'STAFF')) setTyping(null);
      });
      events.addEventListener('read', (e) => {
        const read = JSON.parse((e as MessageEvent<string>).data) as { side: string; seq: number };
        setState((s) =>
          s && read.side === 'customer'
            ? { ...s, customerReadSeq: Math.max(s.customerReadSeq, read.seq) }
            : s
              ? { ...s, staffReadSeq: Math.max(s.staffReadSeq, read.seq) }
              : s,
        );
      });
      events.addEventListener('typing', (e) => {
        const who = JSON.parse((e as MessageEvent<string>).data) as { side: string; name: string | null };
        if (who.side === side) return;
        setTyping(who.name ?? (side === 'customer' ? 'The concierge' : 'The customer'));
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => setTyping(null), TYPING_SHOWS_MS);
      });
    };
    const onVisibility = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState === 'hidden') {
        hiddenTimer = setTimeout(() => {
          source?.close();
          source = null;
          setLive(false);
        }, HIDDEN_LETS_GO_MS);
      } else if (!source) {
        connect();
      }
    };
    connect();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(typingTimer);
      clearTimeout(hiddenTimer);
      source?.close();
      setLive(false);
    };
    // `initial` is read when the conversation changes, not on every render.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [base, id, side, add]);

  return { messages, state, typing, live, add };
}

/** Tells the other side "typing…" at most every few seconds while a person types. */
export function useTypingSignal(url: string | null): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (!url || now - last.current < 3_000) return;
    last.current = now;
    void chatCall(url, {}).catch(() => undefined);
  }, [url]);
}

/** Enter sends the message (Shift+Enter is a new line; a character being composed is left alone). */
export function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}
