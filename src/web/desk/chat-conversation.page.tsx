import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import {
  chatCall,
  ChatCallError,
  sendOnEnter,
  useChatFeed,
  useTypingSignal,
  type ChatMessageView,
} from '../chat/chat-client';
import { MessageList } from '../chat/message-list';
import type { DeskChatData } from './chat-conversation.server';
import { DeskPageError, TripsTable, useNow, waited } from './desk-ui';
import '../chat/chat.css';

export { DeskPageError as ErrorBoundary };

const API = '/desk/api/chat';

/**
 * One conversation in the back office (issue 17): the messages live, the customer's typing and
 * what they have seen, a reply box, assign to me and close; beside it who the customer is and
 * their bookings. Opening it is a reading of the conversation, recorded in the audit log.
 */
export function Component() {
  const data = useLoaderData() as DeskChatData;
  const failed = useActionData() as { ok: false; message: string } | undefined;
  const id = data.conversation.id;
  const feed = useChatFeed(API, id, 'staff', { messages: data.messages, state: data.conversation });
  const state = feed.state ?? data.conversation;
  const now = useNow(data.now);
  const mine = data.conversation.assigneeUserId === data.me && state.assignee !== null;
  const contact = data.conversation.contact;

  // What the customer wrote is read once it is on this visible page.
  const lastTheirs = feed.messages.findLast((m) => m.author === 'CUSTOMER')?.seq ?? 0;
  const readSent = useRef(0);
  useEffect(() => {
    const due = Math.max(state.staffReadSeq, readSent.current);
    if (lastTheirs <= due || document.visibilityState !== 'visible') return;
    readSent.current = lastTheirs;
    void chatCall(`${API}/conversations/${encodeURIComponent(id)}/read`, { seq: lastTheirs }).catch(() => undefined);
  }, [id, lastTheirs, state.staffReadSeq]);

  return (
    <article className="desk-page" aria-labelledby="desk-chat-conversation-title">
      <title>{`Chat with ${contact?.name ?? 'a deleted account'} · Support desk`}</title>
      <p>
        <Link to="/desk/chat">← Chat</Link>
      </p>
      <h1 id="desk-chat-conversation-title">Chat with {contact?.name ?? 'a deleted account'}</h1>
      <p className="desk-sub">
        {data.conversation.bookingId ? `About booking ${data.conversation.bookingId} · ` : ''}
        {state.status === 'OPEN' ? 'Open' : 'Closed'}
        {data.conversation.waitingSince ? ` · waiting ${waited(data.conversation.waitingSince, now)}` : ''}
        {state.assignee ? ` · with ${state.assignee}` : ' · nobody has it yet'}
        {feed.live ? '' : ' · connecting…'}
      </p>
      <div className="button-row">
        {!mine ? (
          <Form method="post">
            <input type="hidden" name="intent" value="assign" />
            <button type="submit" className="button button--dark">
              Assign to me
            </button>
          </Form>
        ) : null}
        {state.status === 'OPEN' ? (
          <Form method="post">
            <input type="hidden" name="intent" value="close" />
            <button type="submit" className="button button--ghost">
              Close the conversation
            </button>
          </Form>
        ) : null}
      </div>
      <div className="desk-chat">
        <section className="desk-card desk-chat__conversation" aria-label="Conversation">
          <div className="desk-chat__log">
            <MessageList
              messages={feed.messages}
              mine="STAFF"
              seenThrough={state.customerReadSeq}
              label={`Messages with ${contact?.name ?? 'the customer'}`}
            />
          </div>
          <p className="chat-panel__typing" role="status">
            {feed.typing ? `${feed.typing} is typing…` : ''}
          </p>
          <ReplyForm id={id} onSent={feed.add} failed={failed} />
        </section>
        <aside className="desk-card desk-chat__customer" aria-labelledby="desk-chat-customer">
          <h2 id="desk-chat-customer">Customer</h2>
          {contact ? (
            <dl className="desk-facts">
              <dt>Name</dt>
              <dd>{contact.name}</dd>
              <dt>E-mail</dt>
              <dd>{contact.email}</dd>
              <dt>Account</dt>
              <dd>
                {data.conversation.customerUserId ? (
                  <Link to={`/desk/customers/${encodeURIComponent(data.conversation.customerUserId)}`}>
                    Their account
                  </Link>
                ) : (
                  'Visitor: not signed in, e-mail not verified'
                )}
              </dd>
            </dl>
          ) : (
            <p>The customer deleted their account.</p>
          )}
          <h2 id="desk-chat-bookings">Bookings</h2>
          <TripsTable trips={data.bookings} labelledBy="desk-chat-bookings" />
        </aside>
      </div>
    </article>
  );
}

/** The reply box: through the API with JavaScript (the feed shows the reply), a form post without. */
function ReplyForm({
  id,
  onSent,
  failed,
}: {
  id: string;
  onSent(messages: ChatMessageView[]): void;
  failed: { message: string } | undefined;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const typing = useTypingSignal(`${API}/conversations/${encodeURIComponent(id)}/typing`);
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const sent = await chatCall<{ messages: ChatMessageView[] }>(
        `${API}/conversations/${encodeURIComponent(id)}/messages`,
        { text },
      );
      onSent(sent.messages);
      setText('');
    } catch (failure) {
      setError(failure instanceof ChatCallError ? failure.message : 'The reply could not be sent.');
    } finally {
      setSending(false);
    }
  };
  const shown = error ?? failed?.message;
  return (
    <form method="post" className="chat-composer" onSubmit={(event) => void send(event)}>
      <input type="hidden" name="intent" value="reply" />
      <label htmlFor="desk-chat-reply">Reply</label>
      <div className="chat-composer__row">
        <textarea
          id="desk-chat-reply"
          name="text"
          rows={3}
          value={text}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? 'desk-chat-reply-error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            typing();
          }}
          onKeyDown={sendOnEnter}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          Send
        </button>
      </div>
      {shown ? (
        <p id="desk-chat-reply-error" className="form-error" role="alert">
          {shown}
        </p>
      ) : null}
    </form>
  );
}
