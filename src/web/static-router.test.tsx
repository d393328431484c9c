import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  data,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrationData, staticRouters } from './static-router';

const routes = [
  {
    id: 'root',
    path: '/',
    loader: () => ({ site: 'Contrail' }),
    Component: () => null,
    children: [
      { id: 'home', index: true, loader: () => ({ greeting: 'Where to?' }), Component: () => null },
      { id: 'trip', path: 'trips/:id', loader: ({ params }: { params: { id?: string } }) => ({ id: params.id }) },
      {
        id: 'missing',
        path: 'missing',
        loader: () => {
          throw data({ message: 'No such trip' }, { status: 404 });
        },
      },
      {
        id: 'broken',
        path: 'broken',
        loader: () => {
          throw new TypeError('boom');
        },
      },
    ],
  },
];

// React Router's development build reports the broken loader's error on the console.
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
});

async function contextFor(path: string): Promise<StaticHandlerContext> {
  const handler = createStaticHandler(routes);
  const result = await handler.query(new Request(`http://contrail.test${path}`));
  if (result instanceof Response) throw new Error('unexpected response');
  return result;
}

describe('the static router of a page render', () => {
  it.each(['/', '/trips/BK-1', '/missing', '/broken', '/nowhere'])(
    'answers what createStaticRouter answers for %s',
    async (path) => {
      const handler = createStaticHandler(routes);
      const context = await contextFor(path);
      const ours = staticRouters(handler.dataRoutes)(context);
      const theirs = createStaticRouter(handler.dataRoutes, context);
      expect(ours.state).toEqual(theirs.state);
      expect(ours.routes).toEqual(theirs.routes);
      expect(ours.basename).toBe(theirs.basename);
      expect(ours.future).toEqual(theirs.future);
      // The matches' routes are the router's own (its manifest), as React Router renders them.
      for (const match of ours.state.matches) expect(ours.manifest[match.route.id]).toBe(match.route);
    },
  );

  it('refuses a table with a lazy route, which a conversion made once would keep incomplete', () => {
    const handler = createStaticHandler([{ id: 'root', path: '/', lazy: async () => ({ Component: () => null }) }]);
    expect(() => staticRouters(handler.dataRoutes)).toThrow('Route root is lazy');
  });

  it.each(['/', '/missing', '/broken'])('writes the hydration data StaticRouterProvider would for %s', async (path) => {
    const handler = createStaticHandler(routes);
    const context = await contextFor(path);
    const html = renderToString(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
    const written = /window.__staticRouterHydrationData = JSON.parse\((.*)\);<\/script>/.exec(html)?.[1] ?? '""';
    const unescaped = written
      .replace(/\\u0026/g, '&')
      .replace(/\\u003c/g, '<')
      .replace(/\\u003e/g, '>');
    expect(JSON.parse(JSON.parse(unescaped) as string)).toEqual(JSON.parse(JSON.stringify(hydrationData(context))));
  });
});
