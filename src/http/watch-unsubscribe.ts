import express, { type Router } from 'express';
import type { RouteWatches } from '../engine/watches/route-watches';

/** Where alerts' one-click unsubscribe links point: /watches/unsubscribe/<signed token>. */
export const WATCH_UNSUBSCRIBE_PATH = '/watches/unsubscribe';

export const UNSUBSCRIBE_MESSAGES = {
  PAUSED: 'Your watch is paused: you will get no more alerts for this route. Resume it in My Account, Watches.',
  FORGED: 'This link is not one of ours, or its watch no longer exists.',
  CONFIRM: 'Stop the alerts of this route watch?',
} as const;

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
