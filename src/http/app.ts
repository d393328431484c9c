import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { FlightSearch } from '../../ports/charter/flight-search';
import type { Clock } from '../../ports/clock';
import type { SiteInfo } from '../web/site';
import { createApiRouter } from './api/router';
import type { PageRenderer } from './page-renderer';
import { pageHandler } from './pages';
import { cspNonce, requestIdFor } from './request-context';

export interface HttpAppOptions {
  logger: Logger;
  clock: Clock;
  site: SiteInfo;
  publicUrl: string;
  role: 'all' | 'web' | 'api';
  production: boolean;
  /** Served over TLS: browsers are told to stay on https. */
  secure: boolean;
  trustProxy: boolean;
  /** Checked by /readyz: the database answers. */
  ready(): Promise<void>;
  /** Renders pages; absent on an api-only node. */
  pages?: PageRenderer;
  /** Serves the browser's files: the built client in production, Vite in development. */
  assets?: RequestHandler;
  /** Routes of in-process stand-ins for outside services (the sandbox card gateway). */
  serviceRoutes?: { path: string; router: Router }[];
  /** The charter engine's search calls served under /api (absent until reference data is bound). */
  flightSearch?: FlightSearch;
  /** Outside origins pages load scripts from or call (a real card gateway's Accept.js). */
  externalOrigins?: { script: string[]; connect: string[] };
}

/** The Express application: middleware, health endpoints, the REST API and the pages. */
export function createHttpApp(options: HttpAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);

  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: (req, res) => {
        const id = requestIdFor(req as express.Request);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // One short line per request: headers may carry cookies and tokens, which never reach logs.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (req, res) => {
    try {
      await options.ready();
      res.json({ status: 'ready' });
    } catch (err) {
      req.log.warn({ err }, 'not ready');
      res.status(503).json({ status: 'unavailable' });
    }
  });

  app.use(cspNonce);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            ...(options.externalOrigins?.script ?? []),
            (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`,
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            "'self'",
            ...(options.externalOrigins?.connect ?? []),
            ...(options.production ? [] : ['ws:', 'wss:']),
          ],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: options.secure ? [] : null,
        },
      },
      strictTransportSecurity: options.secure,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());

  if (options.assets) app.use(options.assets);
  for (const service of options.serviceRoutes ?? []) app.use(service.path, service.router);

  if (options.role !== 'web')
    app.use('/api', createApiRouter({ logger: options.logger, flightSearch: options.flightSearch }));

  if (options.role !== 'api' && options.pages) {
    const site = options.site;
    app.all(
      '/{*splat}',
      pageHandler(options.pages, options.publicUrl, (req) => ({
        site,
        requestId: String(req.id),
        now: () => options.clock.now(),
      })),
    );
  } else {
    app.use((_req, res) => {
      res.status(404).json({ message: 'Not found.' });
    });
  }

  app.use(finalErrorHandler);
  return app;
}

/** Last resort: log the error, answer a plain page without any detail of it. */
const finalErrorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  req.log.error({ err }, 'request failed');
  if (res.headersSent) {
    res.end();
    return;
  }
  res
    .status(500)
    .type('html')
    .send('<!doctype html><title>Something went wrong</title><p>Something went wrong. Please try again.</p>');
};
