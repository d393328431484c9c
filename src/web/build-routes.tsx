import type { LoaderFunction, ActionFunction, RouteObject } from 'react-router';
import {
  PAGES_ROUTE_ID,
  ROOT_ROUTE_ID,
  SITE_ROUTE_ID,
  deskLayoutSpec,
  deskRoutes,
  moduleBase,
  pageRoutes,
  type PageModule,
  type RouteSpec,
} from './route-specs';
import { PageErrorBoundary, Root, RootErrorBoundary, SiteLayout } from './shell/root';

/**
 * The page modules by path (`import.meta.glob` of ./pages/**\/*.page.tsx and ./desk/**\/*.page.tsx):
 * loaded on demand in the browser (each its own chunk), already loaded on the server.
 */
export type PageModules = Record<string, (() => Promise<PageModule>) | PageModule>;

export interface DataFunctions {
  loader?: LoaderFunction;
  action?: ActionFunction;
}

/** The root route's own data: site info, the signed-in user, flash messages. */
export const rootSpec: RouteSpec = { id: ROOT_ROUTE_ID, path: '/', page: 'root', loader: true };

/** Source path of a page module, as Vite's manifest names it. */
export function pageModulePath(spec: RouteSpec): string {
  return `src/web/${moduleBase(spec).slice(2)}.page.tsx`;
}

/**
 * Builds the React Router route objects. `dataFor` supplies the loader and action of a route:
 * the real ones on the server, fetchers of the data endpoint in the browser. `modules` are the
 * pages: lazy in the browser, each its own chunk; the server passes them loaded, so every route
 * is complete from the start (React Router then resolves nothing per request, and the static
 * router's routes can be converted once: static-router.ts).
 *
 * root (the document's providers)
 *   site: the consumer shell (header, footer) > pages (their error boundary, inside the shell)
 *   desk: the back office's shell (its loader admits staff only) > desk pages (each with its
 *   own error boundary, inside the desk's shell)
 */
export function buildRoutes(dataFor: (spec: RouteSpec) => DataFunctions, modules: PageModules): RouteObject[] {
  const toRoute = (
    spec: RouteSpec,
    children: RouteObject[] | undefined = spec.children?.map((s) => toRoute(s)),
  ): RouteObject => {
    const found = modules[`${moduleBase(spec)}.page.tsx`];
    if (!found) throw new Error(`No page module for route ${spec.id}: ${pageModulePath(spec)}`);
    const page = (module: PageModule) => ({
      Component: module.Component,
      ErrorBoundary: module.ErrorBoundary,
      ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}),
    });
    const route = {
      id: spec.id,
      path: spec.path,
      ...dataFor(spec),
      ...(typeof found === 'function' ? { lazy: async () => page(await found()) } : page(found)),
    };
    return spec.index ? { ...route, index: true } : { ...route, children: children?.length ? children : undefined };
  };

  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      ...dataFor(rootSpec),
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: SITE_ROUTE_ID,
          Component: SiteLayout,
          children: [
            { id: PAGES_ROUTE_ID, ErrorBoundary: PageErrorBoundary, children: pageRoutes.map((s) => toRoute(s)) },
          ],
        },
        toRoute(
          deskLayoutSpec,
          deskRoutes.map((s) => toRoute(s)),
        ),
      ],
    },
  ];
}
