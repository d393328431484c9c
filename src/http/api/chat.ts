import { parse, serialize } from 'cookie';
import express, { type Request, type Response, type Router } from 'express';
import { chatSchemas } from '../../core/chat/chat-input';
import { CHAT_MESSAGES } from '../../core/chat/message-limits';
import type { ConciergeChat } from '../../engine/chat/concierge-chat';
import type { ChatCaller, ChatFailure, ChatResult } from '../../engine/chat/customer-chat';
import type { Drain } from '../drain';
import { serveConversationFeed } from '../realtime/chat-stream';
import { clientAddress, sameSiteOnly } from '../session';
import { parseOr400 } from './validation';

export interface ChatApiDeps {
  chat: ConciergeChat;
  drain?: Drain;
  publicUrl: string;
  secure: boolean;
}

/**
 * The concierge chat for the site's widget and the apps, under /api/chat (issue 17):
 *   GET  /conversations                   the caller's conversations, and whether the concierge answers now
 *   POST /conversations                   a first message ({ text, bookingId?, visitor?: { name, email } })
 *   GET  /conversations/:id               its state and messages
 *   POST /conversations/:id/messages      { text }
 *   POST /conversations/:id/typing        the other side sees "typing…" for a few seconds
 *   POST /conversations/:id/read          { seq }: read up to that message
 *   GET  /conversations/:id/events        the live feed (Server-Sent Events, Last-Event-ID)
 *   POST /resume                          { conversationId, key } from an e-mailed link
 * A signed-in customer is known by their session (or bearer token); a visitor by the keys of
 * their conversations, kept in a cookie that only /api/chat receives (so pages stay cacheable).
 * Another person's conversation answers 404, as a missing one does. Writes come from our pages
 * only (the key cookie carries authority as the session does).
 */
export function chatApi(deps: ChatApiDeps): Router {
  const router = express.Router();
  const keys = visitorKeyCookie(deps.secure);
  router.use(sameSiteOnly(deps.publicUrl, { onlyWithCookies: false }));
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  const customers = deps.chat.customers;

  router.get('/conversations', async (req, res) => {
    res.json(await customers.overview(callerOf(req, res)));
  });

  router.post('/conversations', async (req, res) => {
    const body = parseOr400(chatSchemas.start, req.body, res);
    if (!body) return;
    const caller = callerOf(req, res);
    const started = await customers.start(caller, body, clientAddress(req));
    if (started.ok && started.value.key && caller.kind === 'visitor') {
      res.append('Set-Cookie', keys.write(caller.keys, started.value.conversation.id, started.value.key));
    }
    answer(res, started.ok ? { ok: true, value: { ...started.value, key: undefined } } : started, 201);
  });

  router.get('/conversations/:id', async (req, res) => {
    const id = idOf(req, res);
    if (id) answer(res, await customers.open(callerOf(req, res), id));
  });

  router.post('/conversations/:id/messages', async (req, res) => {
    const id = idOf(req, res);
    const body = id && parseOr400(chatSchemas.message, req.body, res);
    if (id && body) answer(res, await customers.send(callerOf(req, res), id, body.text), 201);
  });

  router.post('/conversations/:id/typing', async (req, res) => {
    const id = idOf(req, res);
    if (id) answer(res, await customers.typing(callerOf(req, res), id), 204);
  });

  router.post('/conversations/:id/read', async (req, res) => {
    const id = idOf(req, res);
    const body = id && parseOr400(chatSchemas.read, req.body, res);
    if (id && body) answer(res, await customers.markRead(callerOf(req, res), id, body.seq));
  });

  router.get('/conversations/:id/events', async (req, res) => {
    const id = idOf(req, res);
    if (!id) return;
    await serveConversationFeed(
      req,
      res,
      deps.drain,
      (after, sink) => customers.watch(callerOf(req, res), id, after, sink),
      (failure) => answer(res, failure),
    );
  });

  router.post('/resume', async (req, res) => {
    const body = parseOr400(chatSchemas.resume, req.body, res);
    if (!body) return;
    if (!(await customers.keyOpens(body.conversationId, body.key))) {
      notFound(res);
      return;
    }
    const caller = callerOf(req, res);
    if (caller.kind === 'visitor') res.append('Set-Cookie', keys.write(caller.keys, body.conversationId, body.key));
    res.status(204).end();
  });

  router.use((_req, res) => notFound(res));
  return router;

  function callerOf(req: Request, res: Response): ChatCaller {
    const account = res.locals.account;
    if (account) {
      const name = account.profile.firstname.trim() || account.profile.email;
      return { kind: 'customer', userId: account.identity.userId, name };
    }
    return { kind: 'visitor', keys: keys.read(req) };
  }
}

/** The ids of conversations are ours; anything else is a conversation that does not exist. */
function idOf(req: Request, res: Response): string | undefined {
  const parsed = chatSchemas.conversationId.safeParse(req.params.id);
  if (parsed.success) return parsed.data;
  notFound(res);
  return undefined;
}

function notFound(res: Response): void {
  res.status(404).json({ message: CHAT_MESSAGES.NOT_FOUND });
}

const STATUS: Record<ChatFailure['code'], number> = { NOT_FOUND: 404, INVALID: 400, RATE_LIMITED: 429 };

function answer<T>(res: Response, result: ChatResult<T>, okStatus = 200): void {
  if (result.ok) {
    if (okStatus === 204) res.status(204).end();
    else res.status(okStatus).json(result.value);
    return;
  }
  if (result.retryAfterSeconds) res.set('Retry-After', String(result.retryAfterSeconds));
  res.status(STATUS[result.code]).json({ message: result.message, fieldErrors: result.fieldErrors ?? {} });
}

/** A visitor's keys, newest first, at most this many (older conversations are left behind). */
const KEPT_KEYS = 5;
const COOKIE = 'contrail_chat';

/**
 * The visitor's keys cookie: `id.key~id.key`, httpOnly, sent only to /api/chat. Page requests
 * never carry it, so a visitor who chats is still served from the page cache (decision 016).
 */
function visitorKeyCookie(secure: boolean) {
  return {
    read(req: Request): Map<string, string> {
      const value = parse(req.headers.cookie ?? '')[COOKIE] ?? '';
      const entries = value
        .split('~')
        .map((pair) => [pair.slice(0, pair.lastIndexOf('.')), pair.slice(pair.lastIndexOf('.') + 1)] as const)
        .filter(([id, key]) => id.length > 0 && key.length > 0)
        .slice(0, KEPT_KEYS);
      return new Map(entries);
    },
    write(current: ReadonlyMap<string, string>, id: string, key: string): string {
      const entries = [[id, key], ...[...current].filter(([known]) => known !== id)].slice(0, KEPT_KEYS);
      return serialize(COOKIE, entries.map(([i, k]) => `${i}.${k}`).join('~'), {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/api/chat',
        maxAge: 30 * 86_400,
      });
    },
  };
}
