import type { RouteObject } from 'react-router';

/**
 * The route table cut by the first segment of a path, so that matching a request reads only
 * the routes that could answer it.
 *
 * React Router matches a path by trying every branch of the table in rank order until one
 * matches, and each branch it tries matches its parents again and builds their partial matches
 * (decision 064): with some sixty pages that was 3.4% of a signed-in page's CPU, nearly all
 * of it for branches that could never match.
 *
 * A branch whose first segment is static ("book-flight", "desk", "review-booking/:id") can
 * match only a path whose first segment is that word (React Router compares them ignoring
 * ASCII case). Every other branch (the root, the landing page, a catch-all "*", a first
 * segment that is a parameter) may match any path, so it is in every part. Within a part the
 * branches keep their order, and React Router ranks each branch by its own path alone, so a
 * part matches a path exactly as the whole table does (routes-by-segment.server.test.ts).
 */
export interface RoutePart {
  /** The key of this part: a static first segment in lower case, or "" for paths of none. */
  key: string;
  routes: RouteObject[];
}

export function routesBySegment(routes: RouteObject[]): {
  /** The part that can answer this path (a URL's pathname, still percent-encoded). */
  partFor(pathname: string): RoutePart;
  /** Every part, the one for paths with no known first segment first. */
  parts(): RoutePart[];
} {
  const segments = new Set<string>();
  collectFirstSegments(routes, [], segments);
  const fallback: RoutePart = { key: '', routes: prune(routes, [], null) };
  const parts = new Map<string, RoutePart>(
    [...segments].map((segment) => [segment, { key: segment, routes: prune(routes, [], segment) }]),
  );
  return {
    partFor: (pathname) => parts.get(firstSegmentOf(pathname)) ?? fallback,
    parts: () => [fallback, ...parts.values()],
  };
}

/**
 * The first segment of a path as React Router reads it (each segment percent-decoded, an
 * encoded "/" kept encoded, the whole path left as it is when it does not decode), in lower
 * case; "" for "/" and for a path that starts with "//".
 */
export function firstSegmentOf(pathname: string): string {
  const raw = pathname.split('/', 2)[1] ?? '';
  let decoded = raw;
  try {
    // React Router decodes every segment, and keeps the raw path if any of them fails.
    decodeURIComponent(pathname);
    decoded = decodeURIComponent(raw).replace(/\//g, '%2F');
  } catch {
    decoded = raw;
  }
  return decoded.toLowerCase();
}

/** A route's own path segments, "" for none. */
function segmentsOf(route: RouteObject): string[] {
  return (route.path ?? '').split('/').filter((segment) => segment !== '');
}

/** The first segment of a branch if it is a plain word, in lower case; null if it may be anything. */
function staticFirst(path: string[]): string | null | undefined {
  const first = path[0];
  if (first === undefined) return undefined;
  if (first.startsWith(':') || first.includes('*') || first.endsWith('?')) return null;
  return first.toLowerCase();
}

function collectFirstSegments(routes: RouteObject[], prefix: string[], into: Set<string>): void {
  for (const route of routes) {
    const path = [...prefix, ...segmentsOf(route)];
    const first = staticFirst(path);
    if (first) into.add(first);
    if (route.children) collectFirstSegments(route.children, path, into);
  }
}

/**
 * The routes whose branches can match a path starting with `segment` (null: with none of the
 * static first segments). A parent stays when any of its branches stays, with the children
 * that stay, in their order.
 */
function prune(routes: RouteObject[], prefix: string[], segment: string | null): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const path = [...prefix, ...segmentsOf(route)];
    const first = staticFirst(path);
    const fits = first === undefined || first === null || first === segment;
    if (route.index) {
      if (fits) kept.push(route);
      continue;
    }
    const children = route.children ? prune(route.children, path, segment) : undefined;
    // A route with a path is a branch of its own; a layout without one only holds its children.
    const ownBranch = route.path !== undefined && fits;
    if (!ownBranch && !children?.length) continue;
    kept.push(route.children ? { ...route, children } : route);
  }
  return kept;
}
