import { Readable } from 'node:stream';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { isbot } from 'isbot';
import type { WebContext } from '../web/context';
import { CaptureSink, NONCE_PLACEHOLDER, sendCachedPage, withNonce, type VisitorPageCache } from './page-cache';
import type { PageRenderer } from './page-renderer';
import { noMetrics, type Metrics } from '../../ports/metrics';
import { pagePatterns } from './page-routes';
import { KEPT_FILES_HEADER } from '../web/pwa/kept-files';

/**
 * The catch-all handler for pages: turns the Express request into a fetch Request for React
 * Router, builds the loaders' context, and streams the answer.
 */
export function pageHandler(
  renderer: PageRenderer,
  publicOrigin: string,
  contextFor: (req: ExpressRequest, res: ExpressResponse) => WebContext,
  cache?: VisitorPageCache,
  metrics: Metrics = noMetrics,
): RequestHandler {
  const patterns = pagePatterns();
  const contextOf = (req: ExpressRequest, res: ExpressResponse) => {
    const context = contextFor(req, res);
    // The page's pattern labels the request's metrics (request-metrics.ts) and its render time.
    context.routeMatched = (routeId) => {
      res.locals.routePattern = patterns.get(routeId);
    };
    return context;
  };
  return async (req, res, next) => {
    const started = performance.now();
    try {
      if (refusedBody(req, res)) return;
      const request = toFetchRequest(req, publicOrigin);
      const key = cache?.keyFor(req);
      // A kept page is answered before this (serveCachedPages); here it is rendered and kept.
      if (cache && key) {
        let page = cache.get(key);
        if (!page) {
          // Rendered whole, with a placeholder nonce, then kept if it is a plain 200.
          const sink = new CaptureSink();
          const captured = sink.captured();
          await renderer.render(
            request,
            contextOf(req, res),
            sink,
            { nonce: NONCE_PLACEHOLDER, waitForAllContent: true },
            logOf(req),
          );
          const answer = await captured;
          page = cache.keep(key, answer) ?? undefined;
          if (!page) {
            for (const [name, value] of answer.headers) res.appendHeader(name, value);
            res.status(answer.statusCode).send(withNonce(answer, res.locals.nonce));
            return;
          }
        }
        sendCachedPage(req, res, page);
        return;
      }
      await renderer.render(
        request,
        contextOf(req, res),
        res,
        {
          nonce: res.locals.nonce,
          waitForAllContent: isbot(req.get('user-agent') ?? ''),
          stylesheetsKept: stylesheetsKept(renderer, req, res),
        },
        logOf(req),
      );
    } catch (error) {
      next(error);
    } finally {
      const page = res.locals.routePattern;
      if (page) metrics.observeRender(page, (performance.now() - started) / 1000);
    }
  };
}

/**
 * Whether the browser's service worker keeps this build's files, stylesheets included
 * (kept-files.ts): it asked for the page with navigation preload, naming this build's version.
 * The answer then differs by that header, and says so to any cache on the way.
 */
function stylesheetsKept(renderer: PageRenderer, req: ExpressRequest, res: ExpressResponse): boolean {
  if (renderer.keptFilesVersion === undefined) return false;
  res.vary(KEPT_FILES_HEADER);
  return req.get(KEPT_FILES_HEADER) === renderer.keptFilesVersion;
}

/**
 * The most a page's form may send: every form of the site is a few kilobytes (each field is cut
 * at 10,000 characters anyway, src/core/safe-text.ts), and a form is read whole before its
 * action runs. Browsers always send a form's length.
 */
export const MAX_FORM_BYTES = 2 * 1024 * 1024;

/** A body too large (413), or of no stated length (411), is refused before it is read. */
function refusedBody(req: ExpressRequest, res: ExpressResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  const length = req.headers['content-length'];
  if (length === undefined && req.headers['transfer-encoding']) {
    res.status(411).type('text/plain').send('Please send the form with its length.');
    return true;
  }
  if (Number(length ?? 0) > MAX_FORM_BYTES) {
    res.set('Connection', 'close').status(413).type('text/plain').send('The form sent is too large.');
    return true;
  }
  return false;
}

/** The request's logger, made only if the render has something to log (request-log.ts). */
const logOf = (req: ExpressRequest) => ({ error: (obj: object, msg: string) => req.log.error(obj, msg) });

/**
 * The URL's origin is ours, never the client's Host header. The headers go in as pairs, as Node
 * combined them, without a Headers object of our own for the Request to copy again. Only a request
 * with a body (a form for an action) follows the client's disconnection: following a signal
 * costs a page about as much as the rest of this conversion, and a page's loaders only read,
 * while its render already stops when the response closes (entry.server.tsx).
 */
function toFetchRequest(req: ExpressRequest, publicOrigin: string): Request {
  const url = new URL(req.originalUrl, publicOrigin);
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.push([name, value]);
    else if (value) for (const each of value) headers.push([name, each]);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const controller = new AbortController();
    req.on('close', () => {
      if (!req.complete) controller.abort();
    });
    init.signal = controller.signal;
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}
