/**
 * What a person may send into a conversation, with the same words on every side (the widget
 * checks before sending, the API and the use cases again): plain text only, at most 2,000
 * characters, and not more than 20 messages a minute per person. No validation library here:
 * the widget's code imports this.
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

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
export const characterCount = (text: string) => [...text].length;
