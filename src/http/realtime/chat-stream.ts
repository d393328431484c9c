import type { Request, Response } from 'express';
import type { ChatSide } from '../../core/chat/conversation';
import type { ConversationFeed, FeedSink } from '../../engine/chat/conversation-feed';
import type { Drain } from '../drain';
import { openEventStream, resumeAfter, type EventStream } from './event-stream';

/**
 * The chat's one real-time endpoint shape (decision 036), for customers (/api/chat) and staff
 * (/desk/api/chat): a conversation's feed as events `state`, `message` (with its number as the
 * event id), `read` and `typing`; and the back office's inbox, an `inbox` event whenever a
 * conversation changes. Access is checked before the stream opens: a refusal is a plain 404.
 */
export async function serveConversationFeed<F extends { ok: false }>(
  req: Request,
  res: Response,
  drain: Drain | undefined,
  watch: (after: number, sink: FeedSink) => Promise<{ ok: true; value: ConversationFeed } | F>,
  refuse: (failure: F) => void,
): Promise<void> {
  // What the feed sends while it catches up, before the stream is open, waits here.
  let stream: EventStream | undefined;
  const waiting: [string, unknown, number | undefined][] = [];
  const emit = (event: string, data: unknown, id?: number) =>
    stream ? stream.send(event, data, id) : waiting.push([event, data, id]);
  const sink: FeedSink = {
    state: (state) => emit('state', state),
    message: (message) => emit('message', message, message.seq),
    read: (side: ChatSide, seq: number) => emit('read', { side, seq }),
    typing: (side: ChatSide, name: string | null) => emit('typing', { side, name }),
  };
  const watched = await watch(resumeAfter(req), sink);
  if (!watched.ok) {
    refuse(watched);
    return;
  }
  const feed = watched.value;
  if (req.socket.destroyed) {
    feed.close();
    return;
  }
  stream = openEventStream(req, res, drain);
  stream.onClose(() => feed.close());
  for (const [event, data, id] of waiting.splice(0)) stream.send(event, data, id);
}

/** How long the inbox's page waits to gather changes into one `inbox` event. */
const INBOX_GATHER_MS = 250;

export async function serveInboxFeed(
  req: Request,
  res: Response,
  drain: Drain | undefined,
  watch: (listener: () => void) => Promise<() => void>,
): Promise<void> {
  let stream: EventStream | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Listening first: nothing that changes while the stream opens is missed.
  const stop = await watch(() => {
    timer ??= setTimeout(() => {
      timer = undefined;
      stream?.send('inbox', {});
    }, INBOX_GATHER_MS);
  });
  if (req.socket.destroyed) {
    stop();
    return;
  }
  stream = openEventStream(req, res, drain);
  stream.onClose(() => {
    clearTimeout(timer);
    stop();
  });
  // At once: a page that reconnects may have missed changes, and reads the inbox again.
  stream.send('inbox', {});
}
