/**
 * How the browser asks the server for a route's loader or action result during client-side
 * navigation: the page URL with `_data=<routeId>`. A redirect comes back as 204 with the
 * target in a header (a fetch would otherwise follow it silently).
 */
export const DATA_PARAM = '_data';
export const REDIRECT_HEADER = 'x-contrail-redirect';

export function dataUrl(pageUrl: string, routeId: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set(DATA_PARAM, routeId);
  return url.pathname + url.search;
}

/** The error body of a failed data request: a message fit for users, never a stack. */
export interface DataError {
  message: string;
  fieldErrors?: Record<string, string>;
}
