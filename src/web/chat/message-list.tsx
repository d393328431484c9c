import { useEffect, useRef } from 'react';
import { messageParts } from '../../core/chat/links';
import type { ChatMessageView } from './chat-client';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * A conversation's messages, for the customer's widget and the back office alike: plain text
 * (React escapes it; links become anchors that open apart, without referrer or opener), a
 * notice as a notice, "Seen" under the last of this side's messages the other side has read.
 * A polite live region: a screen reader announces each new message without interrupting. The
 * region wraps the list rather than being it: role "log" on the <ol> would take away its list
 * role, and its items would be list items outside a list.
 */
export function MessageList({
  messages,
  mine,
  seenThrough,
  label,
}: {
  messages: readonly ChatMessageView[];
  /** Whose page this is: their messages sit on the right. */
  mine: 'CUSTOMER' | 'STAFF';
  /** The other side has read up to this message. */
  seenThrough: number;
  label: string;
}) {
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.seq;
  useEffect(() => {
    if (last !== undefined) end.current?.scrollIntoView({ block: 'end' });
  }, [last]);
  const lastMine = messages.findLast((m) => m.author === mine)?.seq;
  return (
    <div className="chat-log" role="log" aria-live="polite" aria-relevant="additions" aria-label={label}>
      <ol className="chat-log__list">
        {messages.map((m) => {
          const kind = m.author === 'SYSTEM' ? 'notice' : m.author === mine ? 'mine' : 'theirs';
          return (
            <li key={m.seq} className={`chat-message chat-message--${kind}`} data-seq={m.seq}>
              {kind === 'notice' ? null : (
                <span className="chat-message__who">{kind === 'mine' ? 'You' : (m.name ?? 'Concierge')}</span>
              )}
              <p className="chat-message__text">
                <MessageText text={m.text} />
              </p>
              <span className="chat-message__meta">
                <time dateTime={m.at}>{time(m.at)}</time>
                {m.seq === lastMine && seenThrough >= m.seq ? (
                  <span className="chat-message__seen"> · Seen</span>
                ) : null}
              </span>
            </li>
          );
        })}
        <li ref={end} className="chat-log__end" aria-hidden="true" />
      </ol>
    </div>
  );
}

/** The text as typed, its links as anchors; each part keyed by where it starts in the text. */
function MessageText({ text }: { text: string }) {
  let at = 0;
  return messageParts(text).map((part) => {
    const key = `p${at}`;
    at += part.text.length;
    return part.href ? (
      <a key={key} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
        {part.text}
      </a>
    ) : (
      <span key={key}>{part.text}</span>
    );
  });
}
