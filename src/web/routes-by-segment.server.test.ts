import { matchRoutes, type RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoutes, type PageModules } from './build-routes';
import { deskLayoutSpec, deskRoutes, flattenRoutes, moduleBase, pageRoutes } from './route-specs';
import { firstSegmentOf, routesBySegment } from './routes-by-segment.server';

// The site's real route table, each page a stand-in component.
const modules: PageModules = Object.fromEntries(
  flattenRoutes([...pageRoutes, deskLayoutSpec, ...deskRoutes]).map((spec) => [
    `${moduleBase(spec)}.page.tsx`,
    { Component: () => null },
  ]),
);
const routes = buildRoutes(() => ({}), modules);
const table = routesBySegment(routes);

const idsOf = (found: ReturnType<typeof matchRoutes>) => found?.map((match) => match.route.id) ?? null;
const matchedIds = (all: RouteObject[], pathname: string) => idsOf(matchRoutes(all, pathname));

/** Every page's path with its parameters filled in, and variants React Router also matches. */
function pathsToTry(): string[] {
  const pagePaths = flattenRoutes(pageRoutes).map((spec) => spec.path ?? '');
  const deskPaths = flattenRoutes(deskRoutes).map((spec) => `desk/${spec.path ?? ''}`);
  const paths = [...pagePaths, ...deskPaths, 'desk'].map((path) => `/${path.replace(/:\w+/g, 'abc-123')}`);
  return [
    ...paths,
    ...paths.map((path) => path.toUpperCase()),
    ...paths.map((path) => `${path}/`),
    ...paths.map((path) => `${path}//`),
    ...paths.map((path) => `/${path}`),
    ...paths.map((path) => `${path}/extra`),
    ...paths.map((path) => path.replace(/-/g, '%2D')),
    ...paths.map((path) => path.replace(/k/g, '\u212A')),
    '/',
    '//',
    '',
    '/%E0%A4%A',
    '/book-flight%2Fx',
    '/desk%2Fbookings',
    '/Desk/Chat/1/',
    '/desk/%',
    '/nowhere',
    '/review-booking',
    '/review-booking/',
    '/review-booking/a/b',
    '/itinerary/%20',
  ];
}

describe('the route table cut by first segment', () => {
  // React Router warns of each path that does not decode.
  const warn = vi.spyOn(console, 'warn');
  beforeAll(() => warn.mockImplementation(() => undefined));
  afterAll(() => warn.mockRestore());

  it('matches every path as the whole table does', () => {
    for (const pathname of pathsToTry()) {
      const part = table.partFor(pathname);
      expect({ pathname, ids: matchedIds(part.routes, pathname) }).toEqual({
        pathname,
        ids: matchedIds(routes, pathname),
      });
    }
  });

  it('matches random paths made of the table’s words as the whole table does', () => {
    const words = [
      '',
      'desk',
      'DESK',
      'book-flight',
      'chat',
      'bookings',
      'x',
      '%2F',
      '%',
      'review-booking',
      '*',
      ':id',
    ];
    let seed = 24;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 1_000; i += 1) {
      const length = 1 + Math.floor(random() * 4);
      const pathname = `/${Array.from({ length }, () => words[Math.floor(random() * words.length)]).join('/')}`;
      expect({ pathname, ids: matchedIds(table.partFor(pathname).routes, pathname) }).toEqual({
        pathname,
        ids: matchedIds(routes, pathname),
      });
    }
  });

  it('reads only the routes of the path’s first segment, with those that match any path', () => {
    const ids = (all: RouteObject[]): string[] =>
      all.flatMap((route) => [route.id ?? '', ...ids(route.children ?? [])]);
    const bookFlight = ids(table.partFor('/book-flight').routes);
    expect(bookFlight).toEqual(['root', 'site', 'pages', 'landing', 'book-flight', 'not-found']);
    expect(ids(table.partFor('/nowhere').routes)).toEqual(['root', 'site', 'pages', 'landing', 'not-found']);
    expect(ids(table.partFor('/desk/chat/7').routes)).toContain('desk-chat-conversation');
    expect(ids(table.partFor('/desk/chat/7').routes)).not.toContain('book-flight');
  });

  it('reads a first segment as React Router does: decoded, in lower case', () => {
    expect(firstSegmentOf('/Book%2DFlight?x')).toBe('book-flight?x');
    expect(firstSegmentOf('/')).toBe('');
    expect(firstSegmentOf('//book-flight')).toBe('');
    expect(firstSegmentOf('/a%2Fb/c')).toBe('a%2fb');
    expect(firstSegmentOf('/desk/%')).toBe('desk');
  });
});
