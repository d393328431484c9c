import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_MESSAGES, characterCount, MAX_MESSAGE_CHARACTERS } from '../../core/chat/message-limits';
import { useUser } from '../shell/root-data';
import { keepFocusInside } from '../ui/modal';
import {
  chatCall,
  ChatCallError,
  sendOnEnter,
  useChatFeed,
  useTypingSignal,
  type ChatMessageView,
  type ConversationState,
} from './chat-client';
import { MessageList } from './message-list';
import type { ChatRequest, PanelState } from './open-chat';
import './chat.css';

export interface ChatWidgetProps {
  panel: PanelState;
  onPanel(panel: PanelState): void;
  request: ChatRequest;
  /** Messages from the concierge the customer has not seen (shown on the launcher). */
  onUnread(count: number): void;
  /** Back to the launcher when the panel is minimised. */
  returnFocus(): void;
}

interface Overview {
  conversations: ConversationState[];
  concierge: { open: boolean; back: string | null };
}

interface Current {
  id: string | null;
  bookingId: string | null;
  initial?: { messages: ChatMessageView[]; state: ConversationState };
}

const BASE = '/api/chat';
/** The conversation shown in this tab, kept across its pages and reloads. */
const CONVERSATION_KEY = 'contrail.chat.conversation';
const SMALL_SCREEN = '(max-width: 639px)';

/**
 * The concierge chat panel (issue 17), loaded when the launcher opens it: a labelled dialog at
 * the bottom right, the whole window when maximised (and always under 640 px), minimised back to
 * the launcher with the unread count. A visitor gives a name and e-mail with the first message;
 * a signed-in customer's conversations follow their account, and one started from a booking
 * stays about it. Escape minimises; maximised, the focus stays inside.
 */
export function ChatWidget({ panel, onPanel, request, onUnread, returnFocus }: ChatWidgetProps) {
  const user = useUser();
  const [overview, setOverview] = useState<Overview | null>(null);
  const [current, setCurrent] = useState<Current>({ id: null, bookingId: null });
  const [notice, setNotice] = useState<string | null>(null);
  const feed = useChatFeed(BASE, current.id, 'customer', current.initial);
  const small = useMatchMedia(SMALL_SCREEN);
  const visible = panel !== 'closed';
  const covering = visible && (panel === 'maximised' || small);

  // Which conversation: the one a link or a booking asks for, else the one this tab showed, else the latest.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const resume = request.resume;
        if (resume?.key) await chatCall(`${BASE}/resume`, { conversationId: resume.conversationId, key: resume.key });
        const found = await chatCall<Overview>(`${BASE}/conversations`);
        if (cancelled) return;
        setOverview(found);
        const saved = window.sessionStorage.getItem(CONVERSATION_KEY);
        const pick = resume
          ? found.conversations.find((c) => c.id === resume.conversationId)
          : request.bookingId !== undefined
            ? found.conversations.find((c) => c.bookingId === request.bookingId)
            : (found.conversations.find((c) => c.id === saved) ?? found.conversations[0]);
        setNotice(resume && !pick ? (user ? CHAT_MESSAGES.NOT_FOUND : 'Sign in to see this conversation.') : null);
        setCurrent({ id: pick?.id ?? null, bookingId: pick?.bookingId ?? request.bookingId ?? null });
      } catch (error) {
        if (!cancelled) setNotice(error instanceof ChatCallError ? error.message : CHAT_MESSAGES.NOT_FOUND);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [request, user]);

  useEffect(() => {
    if (current.id) window.sessionStorage.setItem(CONVERSATION_KEY, current.id);
  }, [current.id]);

  // Seen: what arrives while the panel is open on a visible page is read at once.
  const lastTheirs = feed.messages.findLast((m) => m.author !== 'CUSTOMER')?.seq ?? 0;
  const readThrough = feed.state?.customerReadSeq ?? 0;
  const readSent = useRef(0);
  useEffect(() => {
    const due = Math.max(readThrough, readSent.current);
    if (!visible || !current.id || lastTheirs <= due || document.visibilityState !== 'visible') return;
    readSent.current = lastTheirs;
    void chatCall(`${BASE}/conversations/${encodeURIComponent(current.id)}/read`, { seq: lastTheirs }).catch(
      () => undefined,
    );
  }, [visible, current.id, lastTheirs, readThrough]);
  const unread = visible ? 0 : feed.messages.filter((m) => m.author !== 'CUSTOMER' && m.seq > readThrough).length;
  useEffect(() => onUnread(unread), [unread, onUnread]);

  useEffect(() => {
    if (!covering) return undefined;
    document.body.classList.add('scroll-locked');
    return () => document.body.classList.remove('scroll-locked');
  }, [covering]);

  const minimise = useCallback(() => {
    onPanel('closed');
    returnFocus();
  }, [onPanel, returnFocus]);
  // Escape minimises; while the panel covers the page, Tab stays inside it.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        minimise();
      } else if (covering) {
        keepFocusInside(event);
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [element, covering, minimise]);

  if (!visible) return null;
  const maximised = panel === 'maximised';
  const conversation = feed.state;
  const status = [
    current.bookingId ? `About booking ${current.bookingId}` : null,
    conversation?.assignee ? `${conversation.assignee} is with you` : null,
    current.id && !feed.live ? 'Connecting…' : null,
  ].filter(Boolean);
  return (
    <div
      className={`chat-panel${maximised ? ' chat-panel--maximised' : ''}`}
      role="dialog"
      aria-modal={covering}
      aria-labelledby="chat-title"
      aria-describedby="chat-status"
      ref={setElement}
    >
      <header className="chat-panel__header">
        <div>
          <h2 id="chat-title" className="chat-panel__title">
            Concierge chat
          </h2>
          <p id="chat-status" className="chat-panel__status">
            {status.length > 0 ? status.join(' · ') : 'A person answers, day and night.'}
          </p>
        </div>
        <div className="chat-panel__controls">
          <button
            type="button"
            className="chat-panel__control chat-panel__control--size"
            aria-label={maximised ? 'Restore the chat to its size' : 'Maximise the chat'}
            onClick={() => onPanel(maximised ? 'open' : 'maximised')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d={maximised ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
          </button>
          <button type="button" className="chat-panel__control" aria-label="Minimise the chat" onClick={minimise}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M5 18h14" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      </header>
      {overview && !overview.concierge.open ? (
        <p className="chat-panel__away">
          Our Flight Concierge Team is away{overview.concierge.back ? ` until ${overview.concierge.back}` : ''}. Write
          anyway: we answer here and by e-mail.
        </p>
      ) : null}
      {notice ? (
        <p className="chat-panel__notice" role="alert">
          {notice}
          {!user && notice !== CHAT_MESSAGES.NOT_FOUND ? (
            <>
              {' '}
              <a href="/login">Sign in</a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="chat-panel__body">
        {feed.messages.length === 0 ? (
          <p className="chat-panel__empty">
            {current.bookingId
              ? `Ask us anything about booking ${current.bookingId}: catering, passengers, a change of plans.`
              : 'Ask us anything about your trip. A person from our Flight Concierge Team answers.'}
          </p>
        ) : null}
        <MessageList
          messages={feed.messages}
          mine="CUSTOMER"
          seenThrough={conversation?.staffReadSeq ?? 0}
          label="Messages"
        />
      </div>
      <p className="chat-panel__typing" role="status">
        {feed.typing ? `${feed.typing} is typing…` : ''}
      </p>
      <Composer
        key={current.id ?? 'new'}
        current={current}
        asVisitor={!user && !current.id}
        onStarted={(started) =>
          setCurrent({
            id: started.conversation.id,
            bookingId: started.conversation.bookingId,
            initial: { messages: started.messages, state: started.conversation },
          })
        }
        onSent={feed.add}
      />
    </div>
  );
}

/** The message box (and, for a visitor's first message, their name and e-mail). */
function Composer({
  current,
  asVisitor,
  onStarted,
  onSent,
}: {
  current: Current;
  asVisitor: boolean;
  onStarted(started: { conversation: ConversationState; messages: ChatMessageView[] }): void;
  onSent(messages: ChatMessageView[]): void;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ChatCallError | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const typing = useTypingSignal(current.id ? `${BASE}/conversations/${encodeURIComponent(current.id)}/typing` : null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => (asVisitor ? first.current : box.current)?.focus(), [asVisitor]);

  const count = characterCount(text.trim());
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const words = text.trim();
    if (!words || count > MAX_MESSAGE_CHARACTERS) {
      const message = words ? CHAT_MESSAGES.TOO_LONG : CHAT_MESSAGES.EMPTY;
      setError(new ChatCallError(400, message, { text: message }));
      return;
    }
    const form = event?.currentTarget instanceof HTMLFormElement ? new FormData(event.currentTarget) : null;
    setSending(true);
    setError(null);
    try {
      if (current.id) {
        const sent = await chatCall<{ messages: ChatMessageView[] }>(
          `${BASE}/conversations/${encodeURIComponent(current.id)}/messages`,
          { text: words },
        );
        onSent(sent.messages);
      } else {
        const visitor = asVisitor
          ? { name: String(form?.get('name') ?? ''), email: String(form?.get('email') ?? '') }
          : undefined;
        onStarted(
          await chatCall(`${BASE}/conversations`, {
            text: words,
            ...(current.bookingId ? { bookingId: current.bookingId } : {}),
            ...(visitor ? { visitor } : {}),
          }),
        );
      }
      setText('');
      box.current?.focus();
    } catch (failure) {
      setError(failure instanceof ChatCallError ? failure : new ChatCallError(0, 'The message could not be sent.'));
    } finally {
      setSending(false);
    }
  };

  const fieldError = (name: string) => error?.fieldErrors[name];
  return (
    <form className="chat-composer" onSubmit={(event) => void send(event)} noValidate>
      {asVisitor ? (
        <div className="chat-composer__visitor">
          <p>Tell us who you are, so we can reply by e-mail if you leave.</p>
          <label htmlFor="chat-name">Your name</label>
          <input
            ref={first}
            id="chat-name"
            name="name"
            autoComplete="name"
            required
            maxLength={80}
            aria-invalid={fieldError('visitor.name') ? true : undefined}
          />
          <label htmlFor="chat-email">Your e-mail</label>
          <input
            id="chat-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={fieldError('visitor.email') ? true : undefined}
          />
        </div>
      ) : null}
      <label htmlFor="chat-text" className="visually-hidden">
        Your message
      </label>
      <div className="chat-composer__row">
        <textarea
          ref={box}
          id="chat-text"
          name="text"
          rows={2}
          placeholder="Write a message"
          value={text}
          aria-invalid={fieldError('text') ? true : undefined}
          aria-describedby={error ? 'chat-error' : count > MAX_MESSAGE_CHARACTERS - 200 ? 'chat-count' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            typing();
          }}
          onKeyDown={sendOnEnter}
        />
        <button type="submit" className="button button--primary chat-composer__send" disabled={sending}>
          Send
        </button>
      </div>
      {count > MAX_MESSAGE_CHARACTERS - 200 ? (
        <p id="chat-count" className="chat-composer__count">
          {MAX_MESSAGE_CHARACTERS - count} characters left
        </p>
      ) : null}
      {error ? (
        <p id="chat-error" className="form-error" role="alert">
          {error.message}
        </p>
      ) : null}
    </form>
  );
}

function useMatchMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
