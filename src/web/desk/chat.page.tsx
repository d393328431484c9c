import { useEffect, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { DeskInboxData } from './chat.server';
import { DeskPageError, useNow, waited } from './desk-ui';

export { DeskPageError as ErrorBoundary };

/**
 * The concierge chat's inbox (issue 17): every open conversation, the longest waiting first,
 * with whom, about which booking, how long they have waited and who has it. It follows the
 * conversations live (an event on every change, from any node) and reads itself again.
 */
export function Component() {
  const { conversations, now: serverNow } = useLoaderData() as DeskInboxData;
  const now = useNow(serverNow);
  const { revalidate } = useRevalidator();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const events = new EventSource('/desk/api/chat/events');
    events.addEventListener('open', () => setLive(true));
    events.addEventListener('error', () => setLive(false));
    events.addEventListener('inbox', () => void revalidate());
    return () => events.close();
  }, [revalidate]);
  return (
    <section className="desk-page" aria-labelledby="desk-chat-title">
      <title>Chat · Support desk</title>
      <h1 id="desk-chat-title">Chat</h1>
      <p className="desk-sub" role="status">
        {conversations.length === 0
          ? 'No open conversations.'
          : `${conversations.length} open conversation${conversations.length === 1 ? '' : 's'}`}
        {live ? ' · live' : ''}
      </p>
      {conversations.length > 0 ? (
        <div className="desk-table-wrap">
          <table className="desk-table desk-chat-inbox">
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">About</th>
                <th scope="col">Waiting</th>
                <th scope="col">With</th>
                <th scope="col">Conversation</th>
              </tr>
            </thead>
            <tbody>
              {conversations.map((c) => (
                <tr key={c.id} className={c.unread ? 'desk-chat-inbox__unread' : undefined}>
                  <td>
                    {c.contact?.name ?? 'Deleted account'}
                    <span className="desk-sub">
                      {c.contact?.email ?? ''}
                      {c.visitor ? ' · visitor (e-mail not verified)' : ''}
                    </span>
                  </td>
                  <td>
                    {c.bookingId ? (
                      <Link className="desk-ref" to={`/desk/bookings/${encodeURIComponent(c.bookingId)}`}>
                        {c.bookingId}
                      </Link>
                    ) : (
                      'General'
                    )}
                  </td>
                  <td>
                    {waited(c.waitingSince, now)}
                    {c.awaitingEmail ? <span className="desk-sub">told: reply by e-mail</span> : null}
                  </td>
                  <td>{c.assignee ?? 'Nobody yet'}</td>
                  <td>
                    <Link to={`/desk/chat/${encodeURIComponent(c.id)}`}>
                      {c.unread ? 'Open (new messages)' : 'Open'}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
