import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { chatLinkIn, OPEN_CHAT_EVENT, OPEN_CHAT_HASH, type ChatRequest, type PanelState } from './open-chat';
import type { ChatWidgetProps } from './chat-widget';
import './chat-launcher.css';

/** Whether the chat was open in this tab, so it comes back after a reload or a page of its own. */
const SESSION_KEY = 'contrail.chat';
type Saved = 'open' | 'maximised' | 'minimised';

/**
 * The concierge chat's launcher, on every page of the site (bottom right; never printed). The
 * chat itself (chat-widget.tsx, its styles and its live connection) is loaded only when it is
 * opened, or when it was open in this tab before: the first page load carries only this button.
 */
export function ChatLauncher() {
  const [Widget, setWidget] = useState<ComponentType<ChatWidgetProps> | null>(null);
  const [panel, setPanel] = useState<PanelState>('closed');
  const [request, setRequest] = useState<ChatRequest>({});
  const [unread, setUnread] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  const loading = useRef<Promise<void> | null>(null);
  const load = useCallback(() => {
    loading.current ??= import('./chat-widget').then((module) => setWidget(() => module.ChatWidget));
    return loading.current;
  }, []);
  const open = useCallback(
    (next: ChatRequest) => {
      setRequest(next);
      setPanel((current) => (current === 'closed' ? 'open' : current));
      void load();
    },
    [load],
  );

  useEffect(() => {
    const link = chatLinkIn(window.location.hash);
    const saved = window.sessionStorage.getItem(SESSION_KEY) as Saved | null;
    if (link) {
      // The key leaves the address bar (and the history) as soon as it is read.
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      void load().then(() => open({ resume: link }));
    } else if (window.location.hash === OPEN_CHAT_HASH) {
      // The installed app's "Concierge chat" shortcut (src/http/app-shell.ts).
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      void load().then(() => open({}));
    } else if (saved === 'open' || saved === 'maximised') {
      void load().then(() => setPanel(saved));
    } else if (saved === 'minimised') {
      void load();
    }
    const onOpen = (event: Event) => open((event as CustomEvent<ChatRequest>).detail ?? {});
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, [load, open]);

  useEffect(() => {
    if (Widget) window.sessionStorage.setItem(SESSION_KEY, panel === 'closed' ? 'minimised' : panel);
  }, [Widget, panel]);

  const label = `Chat with the concierge${unread > 0 ? `, ${unread} unread message${unread === 1 ? '' : 's'}` : ''}`;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="chat-launcher"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={panel !== 'closed'}
        onClick={() => (panel === 'closed' ? open({}) : setPanel('closed'))}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <span className="chat-launcher__text" aria-hidden="true">
          Chat
        </span>
        {unread > 0 ? (
          <span className="chat-launcher__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {Widget ? (
        <Widget
          panel={panel}
          onPanel={setPanel}
          request={request}
          onUnread={setUnread}
          returnFocus={() => button.current?.focus()}
        />
      ) : null}
    </>
  );
}
