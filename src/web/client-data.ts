import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { DataFunctions } from './build-routes';
import { REDIRECT_HEADER, dataUrl, type DataError } from './data-protocol';
import type { RouteSpec } from './route-specs';

/**
 * In the browser a route's loader and action are fetches of the server's data endpoint, so
 * each runs the one server implementation (and its use cases) whichever side navigates.
 */
export function clientDataFor(spec: RouteSpec): DataFunctions {
  return {
    loader: spec.loader ? (args: LoaderFunctionArgs) => fetchRouteData(args.request, spec.id) : undefined,
    action: spec.action ? (args: ActionFunctionArgs) => fetchRouteData(args.request, spec.id) : undefined,
  };
}

async function fetchRouteData(request: Request, routeId: string): Promise<unknown> {
  const init: RequestInit = {
    method: request.method,
    headers: { Accept: 'application/json' },
    signal: request.signal,
    credentials: 'same-origin',
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = request.headers.get('Content-Type');
    if (type) (init.headers as Record<string, string>)['Content-Type'] = type;
    init.body = await request.arrayBuffer();
  }
  let response: Response;
  try {
    response = await fetch(dataUrl(request.url, routeId), init);
  } catch (error) {
    // No network: with the installable app's worker in charge, a full navigation instead,
    // which it answers with the page kept for offline reading, or its offline page.
    if (request.method === 'GET' && !request.signal.aborted && navigator.serviceWorker?.controller) {
      window.location.assign(request.url);
      return new Promise<never>(() => undefined);
    }
    throw error;
  }
  const location = response.headers.get(REDIRECT_HEADER);
  if (response.status === 204 && location) return redirect(location);
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error: DataError = isDataError(body) ? body : { message: 'Something went wrong. Please try again.' };
    throw data(error, { status: response.status });
  }
  return body;
}

function isDataError(value: unknown): value is DataError {
  return typeof value === 'object' && value !== null && typeof (value as DataError).message === 'string';
}
