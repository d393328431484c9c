import type { ActionFunction, LoaderFunction } from 'react-router';
import { rootSpec, type DataFunctions } from './build-routes';
import { moduleBase, type RouteSpec, type ServerModule } from './route-specs';
import { withSafeInput } from './safe-input.server';

const modules = import.meta.glob<ServerModule>(
  ['./pages/**/*.server.ts', './desk/**/*.server.ts', './shell/*.server.ts'],
  {
    eager: true,
  },
);

function moduleFor(spec: RouteSpec): ServerModule | undefined {
  return spec === rootSpec ? modules['./shell/root.server.ts'] : modules[`${moduleBase(spec)}.server.ts`];
}

/**
 * The real loader and action of a route, each given only safe text (safe-input.server.ts). Throws at start-up when the route table and the
 * server modules disagree, so a page can never silently lose its data.
 */
export function serverDataFor(spec: RouteSpec): DataFunctions {
  const module = moduleFor(spec);
  const loader = module?.loader as LoaderFunction | undefined;
  const action = module?.action as ActionFunction | undefined;
  if (Boolean(spec.loader) !== Boolean(loader)) {
    throw new Error(`Route ${spec.id}: the route table and ${spec.page}.server.ts disagree about its loader`);
  }
  if (Boolean(spec.action) !== Boolean(action)) {
    throw new Error(`Route ${spec.id}: the route table and ${spec.page}.server.ts disagree about its action`);
  }
  return { loader: loader && withSafeInput(loader), action: action && withSafeInput(action) };
}
