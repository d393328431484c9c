import { Form } from 'react-router';
import { CHANNEL_NAMES, CHANNEL_NOUNS, kindWords } from '../../core/desk/desk-messages';
import type { DeskBookingPageData } from './booking.server';
import { TableScroll, utc } from './desk-ui';

type Message = DeskBookingPageData['messages'][number];

/**
 * What became of a message, in staff's words, and why when it did not simply go: a text held
 * for the quiet hours, one skipped because the customer turned texts off, a refusal.
 */
function statusOf(m: Message): { words: string; reason: string | null } {
  switch (m.status) {
    case 'SENT':
      return { words: 'sent', reason: null };
    case 'SKIPPED':
      return { words: 'not sent', reason: m.lastError };
    case 'FAILED':
      return { words: 'failed', reason: m.lastError };
    case 'SENDING':
      return { words: 'sending', reason: null };
    default: {
      // PENDING: queued for its first try, or waiting (the quiet hours, a retry after a failure).
      const next = m.nextAttemptAt ? `next try ${utc(m.nextAttemptAt)}` : null;
      if (!m.lastError) return { words: 'queued', reason: null };
      return { words: 'waiting', reason: [m.lastError, next].filter(Boolean).join('; ') };
    }
  }
}

/** A booking's messages of every channel, oldest first, each text or push with "Send again". */
export function MessagesTable({ messages }: { messages: readonly Message[] }) {
  if (messages.length === 0) return <p>No messages about this booking yet.</p>;
  return (
    <TableScroll labelledBy="desk-messages-title">
      <table className="desk-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Channel</th>
            <th scope="col">About</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((m) => {
            const status = statusOf(m);
            return (
              <tr key={m.id}>
                <td>
                  {utc(m.at)}
                  {!m.sent && <span className="desk-sub">when queued</span>}
                </td>
                <td>{CHANNEL_NAMES[m.channel]}</td>
                {m.channel === 'email' ? (
                  <td>{m.subject ?? kindWords(m.kind)}</td>
                ) : (
                  // A text's subject is its words as sent: shown under what it was about.
                  <td>
                    {kindWords(m.kind)}
                    {m.subject && <span className="desk-sub">“{m.subject}”</span>}
                  </td>
                )}
                <td>{m.recipient ?? '—'}</td>
                <td>
                  {status.words}
                  {status.reason && <span className="desk-sub">{status.reason}</span>}
                  {m.canResend && <SendAgain message={m} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * Sends one text or push notification again, on its own channel. Its name says which, as the
 * table may hold several buttons: "Send again" first, the words seen on it (WCAG 2.5.3).
 */
function SendAgain({ message }: { message: Message }) {
  const label = `Send again: the ${CHANNEL_NOUNS[message.channel]} about ${kindWords(message.kind)}${message.recipient ? ` to ${message.recipient}` : ''}`;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="resend-message" />
      <input type="hidden" name="messageKey" value={message.key} />
      <button type="submit" className="button button--link" aria-label={label}>
        Send again
      </button>
    </Form>
  );
}
