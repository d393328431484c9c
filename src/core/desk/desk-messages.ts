import { SECRET_KINDS, type MessageKind } from '../messages/message-kinds';
import type { Channel } from '../notifications/phone-messages';

/**
 * A booking's messages as the desk shows them and sends them again (issue 26, part 5): every
 * channel of the outbox in one list, so staff answering "did you tell me?" see the e-mail, the
 * text and the push notification side by side.
 */

/** Each channel as a column of the desk names it. */
export const CHANNEL_NAMES: Record<Channel, string> = { email: 'E-mail', sms: 'Text', push: 'Push' };

/** Each channel's message in a sentence ("This text has not gone yet"). */
export const CHANNEL_NOUNS: Record<Channel, string> = { email: 'e-mail', sms: 'text', push: 'push notification' };

/** "booking confirmed" for booking-confirmed: the kind as staff read it. */
export const kindWords = (kind: string) => kind.replaceAll('-', ' ');

/**
 * Kinds never sent again: their facts hold a secret the outbox clears once sent, so a copy
 * would go out empty (and a one-time code must not be sent twice anyway).
 */
const NEVER_AGAIN: Partial<Record<MessageKind, string>> = {
  'confirmation-code':
    'A one-time code is never sent again: it no longer works once sent. Ask the customer to request a new code.',
  'reset-code':
    'A one-time code is never sent again: it no longer works once sent. Ask the customer to request a new code.',
  'chat-reply':
    'A concierge reply is not sent again: its words are cleared once sent. Answer the customer in the chat instead.',
};

/** Why the desk may not send `message` again, or null when it may. */
export function resendRefusal(message: { kind: MessageKind; channel: Channel; status: string }): string | null {
  const never = NEVER_AGAIN[message.kind];
  if (never) return never;
  // Kept in step with the outbox: a kind whose facts it clears once sent has no copy to send.
  if (SECRET_KINDS.has(message.kind)) return 'This message held a secret and cannot be sent again.';
  // A message still queued goes on its own (after the quiet hours, or at its next try): a copy
  // would only reach the customer twice.
  if (message.status === 'PENDING' || message.status === 'SENDING') {
    return `This ${CHANNEL_NOUNS[message.channel]} has not gone yet: it will be sent on its own, so there is nothing to send again.`;
  }
  return null;
}
