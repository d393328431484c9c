import express, { type Response, type Router } from 'express';
import type { RouteWatches } from '../engine/watches/route-watches';

/** Where alerts' one-click unsubscribe links point: /watches/unsubscribe/<signed token>. */
export const WATCH_UNSUBSCRIBE_PATH = '/watches/unsubscribe';
/** Where alerts' link to manage every watch of the customer points: /watches/manage/<signed token>. */
export const WATCH_MANAGE_PATH = '/watches/manage';

export const UNSUBSCRIBE_MESSAGES = {
  PAUSED: 'Your watch is paused: you will get no more alerts for this route. Resume it in My Account, Watches.',
  FORGED: 'This link is not one of ours, or its watch no longer exists.',
  CONFIRM: 'Stop the alerts of this route watch?',
} as const;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/**
 * The one-click unsubscribe of route-watch alerts (RFC 8058): a mail program POSTs
 * `List-Unsubscribe=One-Click` to the link of the List-Unsubscribe header, and the watch is
 * paused, no sign-in needed (the link is signed). A person who opens the link gets a page with
 * a button that posts the same: a GET never changes anything (link scanners open links).
 */
export function watchUnsubscribeRoutes(watches: RouteWatches): Router {
  const router = express.Router();
  router.get('/:token', (req, res) => {
    res
      .type('html')
      .send(
        page(
          UNSUBSCRIBE_MESSAGES.CONFIRM,
          `<form method="post" action="${encodeURI(req.originalUrl)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop these alerts</button></form>`,
        ),
      );
  });
  router.post('/:token', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const paused = await watches.unsubscribe(req.params.token);
    const message = paused ? UNSUBSCRIBE_MESSAGES.PAUSED : UNSUBSCRIBE_MESSAGES.FORGED;
    res.status(paused ? 200 : 404);
    if (req.accepts(['html', 'json']) === 'json') res.json({ message });
    else res.type('html').send(page(paused ? 'Watch paused' : 'Link not recognised', `<p>${message}</p>`));
  });
  return router;
}

/** A link this site did not sign: 404, nothing shown. */
function notRecognised(res: Response): void {
  res
    .status(404)
    .type('html')
    .send(page('Link not recognised', `<p>${UNSUBSCRIBE_MESSAGES.FORGED}</p>`));
}

/**
 * The signed link of every alert that manages all of a customer's watches without signing in:
 * a page listing them, each with Pause or Resume and Delete (plain forms posting back here).
 * A link this site did not sign answers 404 and shows nothing.
 */
export function watchManageRoutes(watches: RouteWatches): Router {
  const router = express.Router();
  const render = async (token: string, userId: string, notice: string) => {
    const list = await watches.list(userId);
    const action = `${WATCH_MANAGE_PATH}/${encodeURIComponent(token)}`;
    const form = (id: string, intent: string, label: string, status = '') =>
      `<form method="post" action="${action}"><input type="hidden" name="watchId" value="${escape(id)}"><input type="hidden" name="intent" value="${intent}">${status ? `<input type="hidden" name="status" value="${status}">` : ''}<button type="submit">${escape(label)}</button></form>`;
    const rows = list
      .map(
        (w) =>
          `<li><strong>${escape(`${w.fromLabel} to ${w.toLabel}`)}</strong>, ${escape(`${w.firstDay} to ${w.lastDay}`)}: ${w.status === 'ACTIVE' ? 'active' : 'paused'} ${form(w.id, 'status', w.status === 'ACTIVE' ? 'Pause' : 'Resume', w.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE')} ${form(w.id, 'delete', 'Delete')}</li>`,
      )
      .join('');
    return page(
      'Your route watches',
      `${notice ? `<p role="status">${escape(notice)}</p>` : ''}${list.length ? `<ul>${rows}</ul>` : '<p>You have no route watches.</p>'}`,
    );
  };
  router.get('/:token', async (req, res) => {
    const userId = watches.ownerOf(req.params.token);
    if (!userId) {
      notRecognised(res);
      return;
    }
    res.type('html').send(await render(req.params.token, userId, ''));
  });
  router.post('/:token', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const userId = watches.ownerOf(req.params.token);
    const body = req.body as Record<string, string | undefined>;
    const id = typeof body.watchId === 'string' ? body.watchId : '';
    if (!userId) {
      notRecognised(res);
      return;
    }
    let notice: string;
    let status = 200;
    if (body.intent === 'delete') {
      const deleted = await watches.delete(userId, id);
      notice = deleted ? 'Watch deleted.' : 'This watch no longer exists.';
      if (!deleted) status = 404;
    } else {
      const changed = await watches.setStatus(userId, id, body.status === 'ACTIVE' ? 'ACTIVE' : 'PAUSED');
      notice = changed.ok ? (changed.watch.status === 'ACTIVE' ? 'Watch resumed.' : 'Watch paused.') : changed.message;
      if (!changed.ok) status = changed.status;
    }
    res
      .status(status)
      .type('html')
      .send(await render(req.params.token, userId, notice));
  });
  return router;
}
