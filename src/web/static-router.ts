import { createStaticRouter, isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

type StaticRouter = ReturnType<typeof createStaticRouter>;
type DataRoutes = Parameters<typeof createStaticRouter>[0];

/**
 * React Router's static router for each page render, without converting the whole route table
 * again for every request. `createStaticRouter(routes, context)` copies every route of the
 * table into new data routes and a manifest each time it is called, though both depend on the
 * table alone; only its `state` and `basename` read the request's context. So the table is
 * converted once, and each render gets a router that shares those routes and answers its own
 * context's state, as createStaticRouter builds it (static-router.test.ts holds the two alike).
 *
 * The routes must be complete: a lazy route is completed by the handler on its first request,
 * after the conversion, which would keep the route as it was (a page with no component).
 */
export function staticRouters(routes: DataRoutes): (context: StaticHandlerContext) => StaticRouter {
  const lazy = findLazy(routes);
  if (lazy) throw new Error(`Route ${lazy} is lazy: the server's routes must be loaded (buildRoutes' modules)`);
  const shared = createStaticRouter(routes, emptyContext());
  const constant = shared.state;
  return (context) => {
    const matches = context.matches.map((match) => ({
      ...match,
      route: shared.manifest[match.route.id] ?? match.route,
    }));
    return Object.create(shared, {
      basename: { get: () => context.basename },
      state: {
        get: (): StaticRouter['state'] => ({
          ...constant,
          location: context.location,
          matches,
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: context.errors,
          fetchers: new Map(),
          blockers: new Map(),
        }),
      },
    }) as StaticRouter;
  };
}

function findLazy(routes: DataRoutes): string | undefined {
  for (const route of routes) {
    if (route.lazy) return route.id ?? route.path ?? '(unnamed)';
    const inChildren = route.children && findLazy(route.children);
    if (inChildren) return inChildren;
  }
  return undefined;
}

function emptyContext(): StaticHandlerContext {
  return {
    basename: '/',
    location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
    matches: [],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
}

/**
 * The router's data for hydration, as StaticRouterProvider writes it, in one JSON pass: the
 * browser router reads `window.__staticRouterHydrationData` (errors in React Router's shape).
 * StaticRouterProvider writes it as a JSON string inside a string (JSON.stringify twice, then
 * escaped), which was a twentieth of a signed-in page's render.
 */
export function hydrationData(context: StaticHandlerContext) {
  return { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
}

function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (isRouteErrorResponse(value)) serialized[key] = { ...value, __type: 'RouteErrorResponse' };
    else if (value instanceof Error)
      serialized[key] = {
        message: value.message,
        __type: 'Error',
        ...(value.name !== 'Error' ? { __subType: value.name } : {}),
      };
    else serialized[key] = value;
  }
  return serialized;
}
