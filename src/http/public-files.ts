import express, { type RequestHandler } from 'express';
import { ALL_POPULAR_ROUTES, popularRouteBookHref } from '../core/popular-routes';
import { accessFor, PROTECTED_ROUTES } from '../web/guards.server';
import { flattenRoutes, pageRoutes } from '../web/route-specs';
import { onlyUnder } from './only-under';

/** What robots.txt, the sitemap and security.txt say (issue 28, docs/decisions/051). */
export interface PublicFileSettings {
  publicUrl: string;
  /** Whom a security researcher tells: a mailto: or https: URI. */
  securityContact: string;
  /** Until when security.txt holds. */
  securityExpires: Date;
  /** When the pages were last built: every page's `lastmod`. */
  builtAt: Date;
}

/** Paths outside the route table that no search engine should read. */
const PRIVATE_PREFIXES = ['/desk', '/second-factor', '/api/', '/auth/', '/watches/', '/dev/'];
/** Public routes that are no page to find: a step of a flow, a design template. */
const UNLISTED = new Set([
  '/logout',
  '/second-factor',
  '/complete-profile',
  '/general-template-dark',
  '/general-template-light',
]);

/**
 * The paths robots.txt disallows: the signed-in and booking pages of the route table (its
 * protected routes, a parameter's segment cut off: "/booking-details/"), the back office, the
 * API and the signed links. A new protected route is disallowed without anyone adding it.
 */
export function disallowedPaths(): string[] {
  const own = PROTECTED_ROUTES.map((path) => path.replace(/:[^/]+.*$/, ''));
  return [...new Set([...own, ...PRIVATE_PREFIXES])].sort();
}

/** The public pages of the route table (no parameters, not guest-only), then every popular route. */
export function sitemapPaths(): string[] {
  const pages = flattenRoutes(pageRoutes)
    .filter((route) => route.index || (route.path && !route.path.includes(':') && route.path !== '*'))
    .map((route) => (route.index ? '/' : `/${route.path}`))
    .filter((path) => accessFor(path) === 'public' && !UNLISTED.has(path) && path !== '/popular-routes-book');
  return [...pages, ...ALL_POPULAR_ROUTES.map(popularRouteBookHref)];
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * GET /robots.txt, /sitemap.xml and /.well-known/security.txt (RFC 9116), each made once: the
 * route table and the settings do not change while the server runs.
 */
export function publicFileRoutes(settings: PublicFileSettings): RequestHandler {
  const origin = settings.publicUrl.replace(/\/$/, '');
  const robots = [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  const lastmod = settings.builtAt.toISOString().slice(0, 10);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapPaths().map((path) => `<url><loc>${xml(origin + path)}</loc><lastmod>${lastmod}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const security = [
    `Contact: ${settings.securityContact}`,
    `Expires: ${settings.securityExpires.toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');

  const router = express.Router();
  const paths: string[] = [];
  const serve = (path: string, type: string, body: string) => {
    paths.push(path);
    router.get(path, (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type(type).send(body);
    });
  };
  serve('/robots.txt', 'text/plain; charset=utf-8', robots);
  serve('/sitemap.xml', 'application/xml; charset=utf-8', sitemap);
  serve('/.well-known/security.txt', 'text/plain; charset=utf-8', security);
  return onlyUnder(paths, router);
}
