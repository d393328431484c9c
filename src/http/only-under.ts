import type { RequestHandler } from 'express';

/**
 * `router` for the requests whose path starts with the first segment of one of `paths`,
 * skipped by every other request with one lookup. Express tries each route of a router in turn,
 * a regular expression each, on every request that reaches it, and every page passed five
 * routers of a few files each (decision 064). Express reads paths as sent and ignoring case,
 * as this does.
 */
export function onlyUnder(paths: readonly string[], router: RequestHandler): RequestHandler {
  const segments = new Set(
    paths.map((path) => {
      const segment = firstSegmentOf(path);
      if (!/^[\w.-]+$/.test(segment)) throw new Error(`"${path}" does not start with a plain segment`);
      return segment;
    }),
  );
  return (req, res, next) => (segments.has(firstSegmentOf(req.path)) ? router(req, res, next) : next());
}

function firstSegmentOf(path: string): string {
  return (path.split('/', 2)[1] ?? '').toLowerCase();
}
