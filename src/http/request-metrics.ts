import type { Request, RequestHandler, Response } from 'express';
import type { Metrics } from '../../ports/metrics';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The page's route pattern, set by the page renderer when React Router matched one. */
    routePattern?: string;
    /** The node's metrics, for what counts beyond the request itself (an event stream held open). */
    metrics?: Metrics;
  }
}

/** Answered before any router: named by their path (a fixed set). */
const FIXED_PATHS = new Set(['/healthz', '/readyz']);

/**
 * One observation per answered request in `http_server_request_duration_seconds`, labelled by
 * the route's pattern, never the URL (decision 055): a page's React Router pattern, an Express
 * route's mounted path ("/api/trips/all"), or a fixed name for what no route matched, so a client
 * inventing addresses cannot add a series.
 */
export function requestMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.locals.metrics = metrics;
    res.once('close', () => {
      metrics.observeRequest({
        method: req.method,
        route: routeOf(req, res),
        status: res.statusCode,
        seconds: (performance.now() - started) / 1000,
      });
    });
    next();
  };
}

function routeOf(req: Request, res: Response): string {
  if (res.locals.routePattern) return res.locals.routePattern;
  // Express leaves the matched route (and the path its router was mounted at) on the request.
  const route = (req as { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  const path = req.originalUrl.split('?')[0] ?? '';
  if (FIXED_PATHS.has(path)) return path;
  if (res.statusCode === 404) return 'unmatched';
  // Static files, the kept visitor pages and middleware answers (a redirect, a refusal).
  return 'other';
}
