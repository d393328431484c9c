import express, { type Request, type Response, type Router } from 'express';
import { chatSchemas } from '../../core/chat/chat-input';
import type { ConciergeChat } from '../../engine/chat/concierge-chat';
import { deskFail } from '../../engine/desk/staff-caller';
import type { Drain } from '../drain';
import { serveConversationFeed, serveInboxFeed } from '../realtime/chat-stream';
import { answer, staffOn } from './desk';
import { parseOr400 } from './validation';

/**
 * The concierge chat in the back office's API, /desk/api/chat (mounted behind the desk's staff
 * check, so anyone else gets its 404):
 *   GET  /conversations                  the inbox: open conversations, the longest waiting first
 *   GET  /events                         the inbox's live feed: an `inbox` event on every change
 *   GET  /conversations/:id              a conversation and the customer's bookings (audited)
 *   GET  /conversations/:id/events       its live feed (audited)
 *   POST /conversations/:id/assign       assign to me
 *   POST /conversations/:id/messages     { text }: reply
 *   POST /conversations/:id/close
 *   POST /conversations/:id/typing
 *   POST /conversations/:id/read         { seq }
 */
export function deskChatApi(chat: ConciergeChat, drain: Drain | undefined): Router {
  const router = express.Router();
  const desk = chat.desk;

  router.get('/conversations', async (_req, res) => {
    res.json({ conversations: await desk.inbox(staffOn(res)) });
  });
  router.get('/events', async (req, res) => {
    await serveInboxFeed(req, res, drain, (listener) => desk.watchInbox(staffOn(res), listener));
  });
  router.get('/conversations/:id', async (req, res) => {
    const id = idOf(req, res);
    if (id) answer(res, await desk.view(staffOn(res), id));
  });
  router.get('/conversations/:id/events', async (req, res) => {
    const id = idOf(req, res);
    if (!id) return;
    await serveConversationFeed(
      req,
      res,
      drain,
      (after, sink) => desk.watch(staffOn(res), id, after, sink),
      (failure) => answer(res, failure),
    );
  });
  router.post('/conversations/:id/assign', async (req, res) => {
    const id = idOf(req, res);
    if (id) answer(res, await desk.takeOn(staffOn(res), id));
  });
  router.post('/conversations/:id/messages', async (req, res) => {
    const id = idOf(req, res);
    const body = id && parseOr400(chatSchemas.message, req.body, res);
    if (id && body) answer(res, await desk.reply(staffOn(res), id, body.text), 201);
  });
  router.post('/conversations/:id/close', async (req, res) => {
    const id = idOf(req, res);
    if (id) answer(res, await desk.close(staffOn(res), id));
  });
  router.post('/conversations/:id/typing', async (req, res) => {
    const id = idOf(req, res);
    if (id) answer(res, await desk.typing(staffOn(res), id));
  });
  router.post('/conversations/:id/read', async (req, res) => {
    const id = idOf(req, res);
    const body = id && parseOr400(chatSchemas.read, req.body, res);
    if (id && body) answer(res, await desk.markRead(staffOn(res), id, body.seq));
  });
  return router;
}

function idOf(req: Request, res: Response): string | undefined {
  const parsed = chatSchemas.conversationId.safeParse(req.params.id);
  if (parsed.success) return parsed.data;
  answer(res, deskFail('NOT_FOUND', 'There is no such conversation.'));
  return undefined;
}
