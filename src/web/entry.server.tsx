import {
  createStaticHandler,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { buildRoutes, pageModulePath } from './build-routes';
import type { WebContext } from './context';
import { DATA_PARAM, REDIRECT_HEADER, type DataError } from './data-protocol';
import { Document, serializeForScript, type InlineStyle, type PageAssets } from './document';
import { renderToPipeableStream } from './page-stream.server';
import { isMalformedUrl, MALFORMED_URL_MESSAGE } from './malformed-url';
import {
  DESK_ROUTE_ID,
  deskLayoutSpec,
  deskRoutes,
  flattenRoutes,
  PAGES_ROUTE_ID,
  pageRoutes,
  ROOT_ROUTE_ID,
  type PageModule,
} from './route-specs';
import { SameTickSink } from './same-tick-sink';
import { serverDataFor } from './server-modules.server';
import { prerenderedFragments } from './shell/prerender.server';
import { PrerenderedContext } from './shell/prerendered';
import { routesBySegment } from './routes-by-segment.server';
import { hydrationData, staticRouters } from './static-router';

type StaticHandler = ReturnType<typeof createStaticHandler>;

export interface RenderOptions {
  nonce: string;
  /** Crawlers get the complete document at once; people get the shell as soon as it is ready. */
  waitForAllContent: boolean;
  /** Development only: Vite's client scripts for the head. */
  devHead?: PageAssets['devHead'];
  /**
   * The browser keeps this build's stylesheets (its service worker precached them, decision
   * 066): the page links them instead of writing them in.
   */
  stylesheetsKept?: boolean;
}

/**
 * Where a page or data answer is written: the HTTP response, or a buffer (the visitor page
 * cache renders into one). Only what the renderer uses of Node's ServerResponse.
 */
export interface ResponseSink extends NodeJS.WritableStream {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  appendHeader(name: string, value: string): unknown;
  on(event: 'close' | 'drain', listener: () => void): this;
  destroy(error?: Error): unknown;
}

export interface Logger {
  error(obj: object, msg: string): void;
}

/** A page module's client files, as listed by Vite's build manifest. */
export interface AssetResolver {
  entry: string;
  /**
   * Stylesheets (linked or inlined) and module preloads for the entry plus the given page
   * modules; every stylesheet linked when asked `linked`.
   */
  assetsFor(
    pageModules: string[],
    options?: { linked?: boolean },
  ): { stylesheets: string[]; modulePreloads: string[]; inlineStyles?: InlineStyle[] };
}

// Every page already loaded: see buildRoutes.
const routes = buildRoutes(
  serverDataFor,
  import.meta.glob<PageModule>(['./pages/**/*.page.tsx', './desk/**/*.page.tsx'], { eager: true }),
);
// One static handler per part of the table (routes-by-segment.server.ts): a request is matched
// against the routes that can answer its path only.
const routeParts = routesBySegment(routes);
const handlers = new Map(
  routeParts.parts().map((part) => {
    const handler = createStaticHandler(part.routes);
    return [part, { handler, routerFor: staticRouters(handler.dataRoutes) }] as const;
  }),
);

function handlerFor(url: URL) {
  const found = handlers.get(routeParts.partFor(url.pathname));
  if (!found) throw new Error(`no handler for ${url.pathname}`);
  return found;
}
const pagePathById = new Map(
  flattenRoutes([...pageRoutes, deskLayoutSpec, ...deskRoutes]).map((spec) => [spec.id, pageModulePath(spec)]),
);

const GENERIC_ERROR: DataError = { message: 'Something went wrong. Please try again.' };

/**
 * Answers one request for a page (an HTML document) or for a route's data (JSON). Writes the
 * answer to `res`; never lets an unexpected error's details reach the user.
 */
export async function handleRequest(
  request: Request,
  context: WebContext,
  res: ResponseSink,
  assets: AssetResolver,
  options: RenderOptions,
  log: Logger,
): Promise<void> {
  const url = new URL(request.url);
  const routeId = url.searchParams.get(DATA_PARAM);
  const malformed = isMalformedUrl(url.pathname + url.search);
  if (routeId && malformed) return sendJsonOrText(res, 400, { message: MALFORMED_URL_MESSAGE });
  const { handler, routerFor } = handlerFor(url);
  if (routeId) return handleDataRequest(handler, stripDataParam(request, url), routeId, context, res, log);

  let result: StaticHandlerContext | Response;
  try {
    result = malformed
      ? await badRequestQuery(handler, request, context)
      : await handler.query(request, { requestContext: context });
  } catch (error) {
    log.error({ err: error }, 'page query failed');
    return sendJsonOrText(res, 500, GENERIC_ERROR);
  }
  if (result instanceof Response) return sendResponse(res, result);

  const routerContext = sanitizeErrors(result, log);
  const leaf = routerContext.matches.at(-1);
  if (leaf) context.routeMatched?.(leaf.route.id);
  const router = routerFor(routerContext);
  const pageModules = routerContext.matches
    .map((match) => pagePathById.get(match.route.id))
    .filter((path): path is string => Boolean(path));
  const pageAssets: PageAssets = {
    entry: assets.entry,
    ...assets.assetsFor(pageModules, { linked: options.stylesheetsKept === true }),
    devHead: options.devHead,
  };

  res.statusCode = routerContext.statusCode;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  for (const [name, value] of collectHeaders(routerContext)) res.appendHeader(name, value);

  await new Promise<void>((resolve) => {
    let failed = false;
    const stream = renderToPipeableStream(
      <Document
        assets={pageAssets}
        nonce={options.nonce}
        routerData={`window.__staticRouterHydrationData=${serializeForScript(hydrationData(routerContext))};`}
      >
        <PrerenderedContext value={prerenderedFragments(context.site)}>
          <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
        </PrerenderedContext>
      </Document>,
      {
        nonce: options.nonce,
        bootstrapModules: [pageAssets.entry],
        [options.waitForAllContent ? 'onAllReady' : 'onShellReady']() {
          // React asks only what the sink has of a writable stream (same-tick-sink.ts).
          stream.pipe(new SameTickSink(res, resolve) as unknown as NodeJS.WritableStream);
        },
        onShellError(error: unknown) {
          log.error({ err: error }, 'page shell failed to render');
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end('<!doctype html><title>Something went wrong</title><p>Something went wrong. Please try again.</p>');
          resolve();
        },
        onError(error: unknown) {
          if (!failed) log.error({ err: error }, 'page failed while streaming');
          failed = true;
        },
      },
    );
    res.on('close', () => stream.abort());
  });
}

async function handleDataRequest(
  handler: StaticHandler,
  request: Request,
  routeId: string,
  context: WebContext,
  res: ResponseSink,
  log: Logger,
): Promise<void> {
  context.routeMatched?.(routeId);
  try {
    const value: unknown = await handler.queryRoute(request, { routeId, requestContext: context });
    if (value instanceof Response) return sendResponse(res, value, { asData: true });
    return sendJsonOrText(res, 200, value ?? null);
  } catch (thrown) {
    if (thrown instanceof Response) return sendResponse(res, thrown, { asData: true });
    if (isRouteErrorResponse(thrown) && isInternal(thrown)) {
      // The router's own refusals (no such route id, no action): their text is the router's
      // internals, never for users. A route id that is not on this page is a bad parameter.
      return sendJsonOrText(res, thrown.status === 403 ? 400 : thrown.status, BAD_DATA_REQUEST);
    }
    if (isRouteErrorResponse(thrown)) {
      const body = (thrown.data as DataError | null) ?? { message: thrown.statusText || 'Request failed' };
      return sendJsonOrText(res, thrown.status, body);
    }
    log.error({ err: thrown }, 'route data request failed');
    return sendJsonOrText(res, 500, GENERIC_ERROR);
  }
}

const BAD_DATA_REQUEST: DataError = { message: 'This page cannot answer that request.' };

function isInternal(error: object): boolean {
  return (error as { internal?: unknown }).internal === true;
}

/**
 * The page for an address that does not decode: the shell (the root's data only) with a 400
 * in the page's place, as the 404 page is drawn. No page loader or action runs, whatever the
 * method: nothing should act on an address nobody can read.
 */
async function badRequestQuery(
  handler: StaticHandler,
  request: Request,
  context: WebContext,
): Promise<StaticHandlerContext | Response> {
  const result = await handler.query(new Request(request.url, { headers: request.headers, signal: request.signal }), {
    requestContext: context,
    filterMatchesToLoad: (match) => match.route.id === ROOT_ROUTE_ID,
  });
  if (result instanceof Response) return result;
  // The shape isRouteErrorResponse recognises on both sides (it is serialised for hydration).
  const badRequest = {
    status: 400,
    statusText: 'Bad Request',
    internal: false,
    data: { message: MALFORMED_URL_MESSAGE },
  };
  // The error goes to the boundary of the part of the site the address is in.
  const boundary = result.matches.some((m) => m.route.id === DESK_ROUTE_ID) ? DESK_ROUTE_ID : PAGES_ROUTE_ID;
  return { ...result, statusCode: 400, errors: { [boundary]: badRequest } };
}

function stripDataParam(request: Request, url: URL): Request {
  const clean = new URL(url);
  clean.searchParams.delete(DATA_PARAM);
  return new Request(clean, request);
}

/** Errors thrown by loaders are logged; only route error responses (404, 400...) reach the page. */
function sanitizeErrors(context: StaticHandlerContext, log: Logger): StaticHandlerContext {
  if (!context.errors) return context;
  const errors = Object.fromEntries(
    Object.entries(context.errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, error];
      log.error({ err: error, routeId: id }, 'route loader failed');
      return [id, new Error(GENERIC_ERROR.message)];
    }),
  );
  return { ...context, errors };
}

function collectHeaders(context: StaticHandlerContext): [string, string][] {
  const headers: [string, string][] = [];
  for (const source of [context.actionHeaders, context.loaderHeaders]) {
    for (const h of Object.values(source)) {
      for (const cookie of h.getSetCookie()) headers.push(['Set-Cookie', cookie]);
    }
  }
  return headers;
}

async function sendResponse(res: ResponseSink, response: Response, opts: { asData?: boolean } = {}) {
  const location = response.headers.get('Location');
  const isRedirect = response.status >= 300 && response.status < 400 && location;
  for (const cookie of response.headers.getSetCookie()) res.appendHeader('Set-Cookie', cookie);
  if (isRedirect && opts.asData) {
    res.statusCode = 204;
    res.setHeader(REDIRECT_HEADER, location);
    res.end();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  res.end(Buffer.from(await response.arrayBuffer()));
}

function sendJsonOrText(res: ResponseSink, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}
