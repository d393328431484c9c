import { z } from 'zod';
import { CHAT_MESSAGES, characterCount, MAX_MESSAGE_CHARACTERS } from './message-limits';

/**
 * The chat's inputs checked with zod at every boundary (the API, the desk's pages, the use
 * cases), with the words of message-limits.ts.
 */

/**
 * A message as stored: Unicode-normalised, line breaks made plain, control characters (other
 * than line breaks and tabs) removed, blank edges trimmed. Characters are counted as a reader
 * counts them (an emoji is one), not in UTF-16 units.
 */
export function normaliseMessage(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // oxlint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u2028\u2029\ufeff]/g, '')
      .trim()
  );
}

export const messageText = z
  .string({ error: CHAT_MESSAGES.EMPTY })
  .transform(normaliseMessage)
  .refine((text) => text.length > 0, CHAT_MESSAGES.EMPTY)
  .refine((text) => characterCount(text) <= MAX_MESSAGE_CHARACTERS, CHAT_MESSAGES.TOO_LONG);

export const visitorDetails = z.object({
  name: z
    .string({ error: CHAT_MESSAGES.NAME })
    .transform((name) => normaliseMessage(name).replace(/\s+/g, ' '))
    .pipe(z.string().min(1, CHAT_MESSAGES.NAME).max(80, 'A name can be at most 80 characters.')),
  email: z
    .string({ error: CHAT_MESSAGES.EMAIL })
    .trim()
    .toLowerCase()
    .pipe(z.email(CHAT_MESSAGES.EMAIL).max(254, CHAT_MESSAGES.EMAIL)),
});

const conversationId = z.string().regex(/^C[0-9A-Za-z_-]{8,40}$/, CHAT_MESSAGES.NOT_FOUND);

/** The request bodies of the chat API (src/http/api/chat.ts) and the desk's. */
export const chatSchemas = {
  /** A first message starts a conversation: about a booking, and for a visitor with their details. */
  start: z.object({
    text: messageText,
    bookingId: z.string().min(1).max(40).optional(),
    visitor: visitorDetails.optional(),
  }),
  message: z.object({ text: messageText }),
  read: z.object({ seq: z.coerce.number().int().min(0).max(1_000_000) }),
  /** The key from an e-mailed link, for a visitor's browser to hold. */
  resume: z.object({ conversationId, key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, CHAT_MESSAGES.NOT_FOUND) }),
  conversationId,
};
