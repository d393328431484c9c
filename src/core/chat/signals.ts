import { z } from 'zod';

/**
 * What one node tells every node about a conversation (ports/chat-bus.ts). A signal carries no
 * message text: it says "message n was stored" and each reader fetches what follows the last it
 * showed from the store, so a signal lost or repeated changes nothing shown, and the payload
 * stays far below PostgreSQL's 8,000-byte NOTIFY limit however long a message is. Typing is the
 * one thing never stored: it only matters while it happens.
 */
const side = z.enum(['customer', 'staff']);
const id = z.string().min(1).max(64);

export const chatSignal = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversationId: id, seq: z.number().int().min(1) }),
  z.object({ type: z.literal('read'), conversationId: id, side, seq: z.number().int().min(0) }),
  z.object({ type: z.literal('typing'), conversationId: id, side, name: z.string().max(80).nullable() }),
  /** Assigned, closed or reopened: readers fetch the conversation's state again. */
  z.object({ type: z.literal('status'), conversationId: id }),
]);

export type ChatSignal = z.output<typeof chatSignal>;

/** A signal as received, or null when the payload is not one (another version's, a stray NOTIFY). */
export function readSignal(payload: string): ChatSignal | null {
  try {
    const parsed = chatSignal.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
