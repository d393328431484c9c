import express, { type RequestHandler } from 'express';
import { isMalformedUrl } from '../web/malformed-url';

const API_MESSAGE = 'The address of this request is malformed: one of its percent-escapes does not decode.';

/**
 * Answers a request whose address does not decode before any route reads it: the router's
 * parameter decoding (`/{*splat}`, `/auth/:provider`, `/itinerary/:id/...`) throws on such an
 * address, which used to end as a 500. API calls get a JSON 400; everything else goes straight
 * to `page` (the session, then the page handler), which draws the 400 error page in the shell
 * as the 404 page is drawn (src/web/entry.server.tsx). Guards, files and sign-in routes are
 * skipped: an address nobody can read names no page to guard.
 */
export function malformedUrls(page: RequestHandler[] | null): RequestHandler {
  const pageRouter = page ? express.Router().use(...page) : null;
  return (req, res, next) => {
    if (!isMalformedUrl(req.originalUrl)) return next();
    if (!pageRouter || req.path === '/api' || req.path.startsWith('/api/')) {
      res.status(400).json({ message: API_MESSAGE, fieldErrors: {} });
      return;
    }
    pageRouter(req, res, next);
  };
}
