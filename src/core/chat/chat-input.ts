import { z } from 'zod';

/**
 * What a person may send into a conversation, checked at every boundary with the same words:
 * plain text only (kept as typed and always shown escaped, never as markup), at most 2,000
 * characters, and not more than 20 messages a minute per person.
 */
export const MAX_MESSAGE_CHARACTERS = 2000;

/** Per person (an account, or a visitor's e-mail), in the store every node shares. */
export const MESSAGE_RATE = { limit: 20, windowSeconds: 60 } as const;
/** New conversations a visitor may start from one address. */
export const VISITOR_START_RATE = { limit: 30, windowSeconds: 3600 } as const;

export const CHAT_MESSAGES = {
  EMPTY: 'Write a message first.',
  TOO_LONG: `A message can be at most ${MAX_MESSAGE_CHARACTERS.toLocaleString('en-US')} characters.`,
  NAME: 'Please tell us your name.',
  EMAIL: 'Please enter a valid e-mail address, so we can reply if you leave.',
  NOT_FOUND: 'We could not find that conversation.',
  CLOSED: 'This conversation is closed. Start a new one and a concierge will answer.',
  BOOKING: 'We could not find that trip in your account.',
} as const;

/** The sentence shown once a person has sent too many messages in a minute. */
export function tooManyMessages(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `You have sent ${MESSAGE_RATE.limit} messages in the last minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} before sending another.`;
}

/** The sentence shown once a visitor has started too many conversations from one address. */
export function tooManyConversations(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many new conversations were started from here. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`;
}

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

export const characterCount = (text: string) => [...text].length;

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
