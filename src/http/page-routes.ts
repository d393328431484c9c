import { deskLayoutSpec, deskRoutes, pageRoutes, ROOT_ROUTE_ID, type RouteSpec } from '../web/route-specs';

/**
 * Every page route's id with its whole path pattern ("book-flight" → "/book-flight",
 * "desk-booking" → "/desk/bookings/:id"): the label a page's requests and renders are counted
 * under (decision 055). Only ids of the route table are known, so the set is fixed.
 */
export function pagePatterns(): ReadonlyMap<string, string> {
  const patterns = new Map<string, string>([[ROOT_ROUTE_ID, '/']]);
  const walk = (specs: RouteSpec[], parent: string) => {
    for (const spec of specs) {
      const pattern = spec.index || !spec.path ? parent : join(parent, spec.path);
      patterns.set(spec.id, pattern || '/');
      walk(spec.children ?? [], pattern);
    }
  };
  walk(pageRoutes, '');
  walk([{ ...deskLayoutSpec, children: deskRoutes }], '');
  return patterns;
}

const join = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent}/${path}`);
