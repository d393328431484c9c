import type { LoaderFunction, ActionFunction, RouteObject } from 'react-router';
import { PAGES_ROUTE_ID, ROOT_ROUTE_ID, pageRoutes, type PageModule, type RouteSpec } from './route-specs';
import { PageErrorBoundary, Root, RootErrorBoundary } from './shell/root';

const pageModules = import.meta.glob<PageModule>('./pages/**/*.page.tsx');

export interface DataFunctions {
  loader?: LoaderFunction;
  action?: ActionFunction;
}

/** The root route's own data: site info, the signed-in user, flash messages. */
export const rootSpec: RouteSpec = { id: ROOT_ROUTE_ID, path: '/', page: 'root', loader: true };

/** Source path of a page module, as Vite's manifest names it. */
export function pageModulePath(spec: RouteSpec): string {
  return `src/web/pages/${spec.page}.page.tsx`;
}

/**
 * Builds the React Router route objects. `dataFor` supplies the loader and action of a route:
 * the real ones on the server, fetchers of the data endpoint in the browser.
 */
export function buildRoutes(dataFor: (spec: RouteSpec) => DataFunctions): RouteObject[] {
  const toRoute = (spec: RouteSpec): RouteObject => {
    const load = pageModules[`./pages/${spec.page}.page.tsx`];
    if (!load) throw new Error(`No page module for route ${spec.id}: ${pageModulePath(spec)}`);
    const route = {
      id: spec.id,
      path: spec.path,
      ...dataFor(spec),
      lazy: async () => {
        const module = await load();
        return { Component: module.Component, ErrorBoundary: module.ErrorBoundary };
      },
    };
    return spec.index ? { ...route, index: true } : { ...route, children: spec.children?.map(toRoute) };
  };

  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      ...dataFor(rootSpec),
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      children: [{ id: PAGES_ROUTE_ID, ErrorBoundary: PageErrorBoundary, children: pageRoutes.map(toRoute) }],
    },
  ];
}
