import type { ComponentType } from 'react';
import type { ShouldRevalidateFunction } from 'react-router';

/**
 * The route table, shared by the server and the browser. Each page lives in
 * src/web/pages/<name>.page.tsx (its component, loaded lazily so every page is its own
 * chunk); a page with data has a sibling <name>.server.ts exporting `loader` and/or `action`,
 * which only ever run on the server. The browser reaches them through the data endpoint
 * (see client-data.ts), so each loader has exactly one implementation.
 */
export interface RouteSpec {
  id: string;
  path?: string;
  index?: boolean;
  /** Module name under ./pages without suffix, e.g. "content/faq". */
  page: string;
  loader?: true;
  action?: true;
  /** Its loader reads nothing of a visitor's but the day: visitors may get a copy per day. */
  visitorDaily?: true;
  children?: RouteSpec[];
}

export interface PageModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  /** When the page's loaders run again after a navigation or an action (React Router's). */
  shouldRevalidate?: ShouldRevalidateFunction;
}

export interface ServerModule {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
}

export const ROOT_ROUTE_ID = 'root';
/** The consumer site's shell (header, footer) around its pages. */
export const SITE_ROUTE_ID = 'site';
export const PAGES_ROUTE_ID = 'pages';
/** The back office's shell and its pages (src/web/desk/). */
export const DESK_ROUTE_ID = 'desk';

export const pageRoutes: RouteSpec[] = [
  { id: 'landing', index: true, page: 'landing/landing' },
  { id: 'iq-platform', path: 'iq-platform', page: 'content/iq-platform' },
  { id: 'concierge', path: 'concierge', page: 'content/concierge' },
  { id: 'aircraft', path: 'aircraft', page: 'content/aircraft' },
  { id: 'how-it-works', path: 'how_it_works', page: 'content/how-it-works' },
  { id: 'why-fly-private', path: 'why_fly_private', page: 'content/why-fly-private' },
  { id: 'about-us', path: 'about_us', page: 'content/about-us' },
  { id: 'safety-ratings', path: 'safety-ratings', page: 'content/safety-ratings' },
  { id: 'carbon', path: 'carbon', page: 'content/carbon' },
  { id: 'jet-info', path: 'jet-info', page: 'content/jet-info' },
  { id: 'faq', path: 'faq', page: 'content/faq' },
  { id: 'popular-routes', path: 'popular-routes', page: 'routes/popular-routes' },
  {
    id: 'popular-routes-book',
    path: 'popular-routes-book',
    page: 'routes/popular-routes-book',
    loader: true,
    action: true,
  },
  { id: 'empty-legs', path: 'empty-legs', page: 'empty-legs/empty-legs', loader: true, action: true },
  { id: 'testimonials', path: 'testimonials', page: 'content/testimonials' },
  { id: 'diversity-inclusion', path: 'diversity_inclusion', page: 'content/diversity-inclusion' },
  { id: 'privacy-policy', path: 'privacy-policy', page: 'legal/privacy-policy' },
  { id: 'terms-of-sale', path: 'terms-of-sale', page: 'legal/terms-of-sale' },
  { id: 'terms-of-service', path: 'terms-of-service', page: 'legal/terms-of-service' },
  { id: 'general-template-dark', path: 'general-template-dark', page: 'content/general-template-dark' },
  { id: 'general-template-light', path: 'general-template-light', page: 'content/general-template-light' },
  {
    id: 'consumer-booking',
    path: 'consumer-booking',
    page: 'booking/consumer-booking',
    loader: true,
    action: true,
    visitorDaily: true,
  },
  { id: 'searching', path: 'searching', page: 'booking/searching', loader: true, action: true },
  { id: 'book-flight', path: 'book-flight', page: 'booking/book-flight', loader: true, action: true },
  { id: 'review-booking', path: 'review-booking/:id', page: 'booking/review-booking', loader: true, action: true },
  { id: 'payment-success', path: 'payment-success', page: 'booking/payment-success', loader: true },
  { id: 'edit-airport', path: 'edit-airport', page: 'booking/edit-airport', loader: true, action: true },
  { id: 'edit-date', path: 'edit-date', page: 'booking/edit-date', loader: true, action: true },
  { id: 'login', path: 'login', page: 'account/login', loader: true, action: true },
  { id: 'forgot-password', path: 'forgot-password', page: 'account/forgot-password', loader: true, action: true },
  { id: 'logout', path: 'logout', page: 'account/logout', action: true },
  { id: 'create-account', path: 'create-account', page: 'account/create-account', loader: true, action: true },
  { id: 'signup', path: 'signup', page: 'account/signup', loader: true, action: true },
  { id: 'complete-profile', path: 'complete-profile', page: 'account/complete-profile', loader: true, action: true },
  { id: 'second-factor', path: 'second-factor', page: 'account/second-factor', loader: true, action: true },
  { id: 'my-account', path: 'my-account', page: 'account/my-account', loader: true, action: true },
  { id: 'watched-price', path: 'watched-price/:id', page: 'account/watched-price', loader: true },
  { id: 'itinerary', path: 'itinerary/:id', page: 'trips/itinerary', loader: true },
  { id: 'my-trips', path: 'my-trips', page: 'trips/my-trips', loader: true },
  { id: 'booking-details', path: 'booking-details/:id', page: 'trips/booking-details', loader: true, action: true },
  { id: 'not-found', path: '*', page: 'not-found', loader: true },
];

/**
 * The back office (issue 16) under /desk, for support staff and administrators: its layout's
 * loader answers 404 to anyone else, exactly as for an unknown page. Modules live in
 * src/web/desk/ (a page named "desk/<name>" is src/web/desk/<name>.page.tsx).
 */
export const deskLayoutSpec: RouteSpec = { id: DESK_ROUTE_ID, path: 'desk', page: 'desk/desk-layout', loader: true };

export const deskRoutes: RouteSpec[] = [
  { id: 'desk-bookings', index: true, page: 'desk/bookings', loader: true },
  { id: 'desk-booking', path: 'bookings/:id', page: 'desk/booking', loader: true, action: true },
  { id: 'desk-customers', path: 'customers', page: 'desk/customers', loader: true },
  { id: 'desk-customer', path: 'customers/:id', page: 'desk/customer', loader: true, action: true },
  { id: 'desk-chat', path: 'chat', page: 'desk/chat', loader: true },
  { id: 'desk-chat-conversation', path: 'chat/:id', page: 'desk/chat-conversation', loader: true, action: true },
  { id: 'desk-audit', path: 'audit', page: 'desk/audit', loader: true },
  { id: 'desk-staff', path: 'staff', page: 'desk/staff', loader: true, action: true },
  { id: 'desk-not-found', path: '*', page: 'desk/desk-not-found', loader: true },
];

/** A route's module, relative to src/web, without its suffix: pages/<page>, or desk/<name>. */
export function moduleBase(spec: RouteSpec): string {
  return spec.page.startsWith('desk/') ? `./${spec.page}` : `./pages/${spec.page}`;
}

/** Every route id with the page module it renders, depth first. */
export function flattenRoutes(specs: RouteSpec[]): RouteSpec[] {
  return specs.flatMap((spec) => [spec, ...flattenRoutes(spec.children ?? [])]);
}

/** Paths a visitor may get from the page cache per calendar day (see RouteSpec.visitorDaily). */
export function visitorDailyPaths(specs: RouteSpec[] = pageRoutes): Set<string> {
  return new Set(
    flattenRoutes(specs)
      .filter((spec) => spec.visitorDaily && spec.path !== undefined)
      .map((spec) => `/${spec.path}`),
  );
}

/**
 * Paths whose page is the same for every visitor: no loader or action of their own (so
 * nothing but the configuration and the absence of a session goes into them) and no path
 * parameters. The server may serve these to visitors from its page cache (src/http/page-cache.ts).
 */
export function visitorCacheablePaths(specs: RouteSpec[] = pageRoutes): Set<string> {
  return new Set(
    flattenRoutes(specs)
      .filter((spec) => !spec.loader && !spec.action)
      .filter((spec) => spec.index || (spec.path !== undefined && !/[:*]/.test(spec.path)))
      .map((spec) => (spec.index ? '/' : `/${spec.path}`)),
  );
}
