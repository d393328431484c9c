import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import type { FlightSearch } from '../../ports/charter/flight-search';
import type { Trips } from '../../ports/charter/trips';
import type { BookingPayments } from '../../ports/charter/booking-payments';
import { anonymous, type Caller } from '../../ports/caller';
import { isStaff } from '../../ports/identity-provider';
import type { Clock } from '../../ports/clock';
import type { ReferenceData } from '../../ports/reference-data';
import type { PeakTravelSettings } from '../core/notices/peak-travel';
import type { WireTransferDetails } from '../core/payments/wire-transfer';
import { tileOrigin, type SiteInfo } from '../web/site';
import { appShellRoutes } from './app-shell';
import type { PushRegistrations } from '../engine/notifications/push-registrations';
import type { RouteWatches } from '../engine/watches/route-watches';
import { createApiRouter } from './api/router';
import type { PageRenderer } from './page-renderer';
import { serveCachedPages, VisitorPageCache } from './page-cache';
import { pageHandler } from './pages';
import { requestLog } from './request-log';
import { requestMetrics } from './request-metrics';
import { requestTrace } from './request-trace';
import type { Metrics } from '../../ports/metrics';
import { nonceSource, securityHeaders } from './security-headers';
import type { AccountService } from '../engine/accounts/account-service';
import type { SessionUser } from '../web/shell/root-data';
import { accessFor, guardRedirect } from '../web/guards.server';
import { publicFileRoutes, type PublicFileSettings } from './public-files';
import { DATA_PARAM, REDIRECT_HEADER } from '../web/data-protocol';
import { visitorCacheablePaths, visitorDailyPaths } from '../web/route-specs';
import { todayOf } from '../core/search/today';
import type { LocalMailbox } from '../../ports/mailer';
import { devMailbox } from './dev-mailbox';
import { federatedFormPostCallback, federatedRoutes } from './federated';
import type { FederatedIdentity } from '../../ports/federated-identity';
import {
  clientAddress,
  resolveSession,
  sameSiteOnly,
  sessionAccessToken,
  browserDevice,
  sessionCookies,
  type SessionCookies,
  type SessionSettings,
} from './session';
import { malformedUrls } from './malformed-urls';
import type { ItineraryAccess } from '../engine/itinerary/itinerary-access';
import { itineraryFileRoutes } from './itinerary-files';
import { carbonFileRoutes, type CarbonFilesDeps } from './carbon-files';
import { deskApi } from './api/desk';
import { deskChatApi } from './api/desk-chat';
import type { ConciergeChat } from '../engine/chat/concierge-chat';
import type { SupportDesk } from '../engine/desk/support-desk';
import { staffOf } from '../engine/desk/staff-caller';
import type { StaffSecondFactor } from '../engine/second-factor/staff-second-factor';
import type { SignedInDevices } from '../engine/devices/signed-in-devices';
import type { Passkeys } from '../engine/passkeys/passkeys';
import { passkeyRoutes } from './passkey-routes';
import { finalErrorHandler } from './final-error-handler';
import type { EmptyLegs } from '../../ports/charter/empty-legs';
import type { ItineraryDocumentMaker } from './itinerary-documents';
import type { Drain } from './drain';

export interface HttpAppOptions {
  logger: Logger;
  clock: Clock;
  /** The charter engine's airports, fleet and FBOs, served by the REST API. */
  referenceData: ReferenceData;
  site: SiteInfo;
  /** The peak-travel notice's dates and messages, from configuration. */
  peakTravel: PeakTravelSettings;
  /** The bank details of the review page's wire-transfer sheet. */
  wireTransfer: WireTransferDetails;
  publicUrl: string;
  role: 'all' | 'web' | 'api';
  production: boolean;
  /** Served over TLS: browsers are told to stay on https. */
  secure: boolean;
  trustProxy: boolean;
  /** Checked by /readyz: the database answers. */
  ready(): Promise<void>;
  /** The process's shutdown: /readyz answers 503 once it drains (none in tests: never draining). */
  drain?: Drain;
  /** Renders pages; absent on an api-only node. */
  pages?: PageRenderer;
  /** Serves the browser's files: the built client in production, Vite in development. */
  assets?: RequestHandler;
  /** Routes of in-process stand-ins for outside services (the sandbox card gateway). */
  serviceRoutes?: { path: string; router: Router }[];
  /** The charter engine's search calls served under /api (absent until reference data is bound). */
  flightSearch: FlightSearch;
  /** Trips, the address book, reward and wallet histories and limo requests (spec 001 §7). */
  trips: Trips;
  /** The payment calls under /api and for the review and receipt pages. */
  bookingPayments: BookingPayments;
  /** Empty legs: the /empty-legs page and /api/empty-legs (docs/decisions/038). */
  emptyLegs: EmptyLegs;
  /** Outside origins pages load scripts from or call (a real card gateway's Accept.js). */
  externalOrigins?: { script: string[]; connect: string[] };
  accounts: AccountService;
  session: SessionSettings;
  /** Sign-in with Apple, Google and Facebook. */
  federated: FederatedIdentity;
  /** Booking itineraries (trips/itinerary, the page, its PDF and calendar file), staff readings audited. */
  itineraries: ItineraryAccess;
  /** The itinerary's PDF and calendar file. */
  itineraryDocuments: ItineraryDocumentMaker;
  /** The carbon files' printer and offsets: the yearly statement, the offset certificate (decision 060). */
  carbonFiles: Pick<CarbonFilesDeps, 'pdf' | 'offsets'>;
  /** robots.txt, the sitemap and security.txt (docs/decisions/051). */
  publicFiles?: PublicFileSettings;
  /** The back office (/desk and /desk/api): staff only, 404 to anyone else. */
  desk: SupportDesk;
  /** The staff second factor: /second-factor, before any of the desk (docs/decisions/053). */
  secondFactor: StaffSecondFactor;
  /** The devices each account is signed in on (My Account > Security, docs/decisions/054). */
  devices: SignedInDevices;
  /** Passkeys: signing in with one, adding and removing them (docs/decisions/060). */
  passkeys: Passkeys;
  /** The concierge chat: /api/chat for the site and the apps, /desk/api/chat and /desk/chat for staff. */
  chat: ConciergeChat;
  /** Push notifications' device registrations (/api/push); absent: no push. */
  push?: { registrations: PushRegistrations; allowedHosts: readonly string[] };
  /** Route watches (/api/watches; their alerts' one-click unsubscribe is a service route). */
  watches?: RouteWatches;
  /** The outbox to list at /dev/mailbox; never given in production. */
  devMailbox?: LocalMailbox;
  /** What the node counts (decision 055); served on its own port, never here. */
  metrics?: Metrics;
}

/** The Express application: middleware, health endpoints, the REST API and the pages. */
export function createHttpApp(options: HttpAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);

  app.use(requestLog(options.logger), requestTrace());
  if (options.metrics) app.use(requestMetrics(options.metrics));

  // The balancer's checks, before the headers pages need.
  app.use((req, res, next) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && req.path === '/healthz') res.json({ status: 'ok' });
    else if (read && req.path === '/readyz') void readiness(options, req, res);
    else next();
  });

  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(options.externalOrigins?.script ?? []), nonceSource],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', ...(options.site.mapTiles ? [tileOrigin(options.site.mapTiles.url)] : [])],
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

  const cookies = sessionCookies(options.session);
  const accounts = options.accounts;
  const pageCache = new VisitorPageCache(visitorCacheablePaths(), {
    paths: visitorDailyPaths(),
    today: () => todayOf(options.clock.now()),
  });
  const renderPage =
    options.role !== 'api' && options.pages ? renderPages(options, options.pages, cookies, pageCache) : null;
  // Kept visitor pages carry their own compression: before the compression of everything else.
  if (renderPage) app.use(serveCachedPages(pageCache));
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));
  const pageSession = [sameSiteOnly(options.publicUrl, { onlyWithCookies: false }), resolveSession(accounts, cookies)];
  // Before anything routes by a decoded path: see malformed-urls.ts.
  app.use(malformedUrls(renderPage && [...pageSession, renderPage]));

  if (options.role !== 'web') {
    app.use(
      '/api',
      sameSiteOnly(options.publicUrl, { onlyWithCookies: true }),
      resolveSession(accounts, cookies),
      createApiRouter({
        logger: options.logger,
        referenceData: options.referenceData,
        content: { clock: options.clock, peakTravel: options.peakTravel },
        accounts,
        cookies,
        flightSearch: options.flightSearch,
        itineraries: options.itineraries,
        trips: options.trips,
        bookingPayments: options.bookingPayments,
        emptyLegs: options.emptyLegs,
        chat: { chat: options.chat, drain: options.drain, publicUrl: options.publicUrl, secure: options.secure },
        ...(options.push ? { push: options.push } : {}),
        ...(options.watches ? { watches: options.watches } : {}),
      }),
    );
  }

  // After the API: the static files' lookup (a file-system check per request) is not paid
  // by API calls.
  if (options.assets) app.use(options.assets);
  if (renderPage) app.use(appShellRoutes(options.site));
  if (renderPage && options.publicFiles) app.use(publicFileRoutes(options.publicFiles));
  for (const service of options.serviceRoutes ?? []) app.use(service.path, service.router);
  if (options.devMailbox && !options.production) app.get('/dev/mailbox', devMailbox(options.devMailbox));

  if (renderPage) {
    app.use('/auth', federatedFormPostCallback({ federated: options.federated }));
    app.use(pageSession);
    app.use(
      '/auth',
      federatedRoutes({
        federated: options.federated,
        accounts,
        cookies,
        publicUrl: options.publicUrl,
        secure: options.secure,
      }),
    );
    app.use(passkeyRoutes({ passkeys: options.passkeys, accounts, cookies, secure: options.secure }));
    app.use('/desk/api', deskApi(options.desk, [{ path: '/chat', router: deskChatApi(options.chat, options.drain) }]));
    // Route guards before any page runs: a page cannot forget them.
    app.use((req, res, next) => {
      const url = new URL(req.originalUrl, options.publicUrl);
      // Signed-in and back-office pages are never indexed, whoever asks (docs/decisions/051).
      if (accessFor(url.pathname) === 'protected' || /^\/(desk|second-factor)(\/|$)/i.test(url.pathname)) {
        res.setHeader('X-Robots-Tag', 'noindex');
      }
      url.searchParams.delete(DATA_PARAM);
      const target = guardRedirect(url, sessionUserOf(res) !== null || staffOnItinerary(res, url.pathname));
      if (!target) return next();
      res.setHeader('Cache-Control', 'no-store');
      if (typeof req.query[DATA_PARAM] === 'string') {
        res.status(204).setHeader(REDIRECT_HEADER, target).end();
        return;
      }
      res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 302 : 303, target);
    });
    app.use(
      itineraryFileRoutes({
        itineraries: options.itineraries,
        documents: options.itineraryDocuments,
        callerOf: (res) => (callerOf(res).kind === 'customer' ? callerOf(res) : null),
      }),
    );
    app.use(
      carbonFileRoutes({
        ...options.carbonFiles,
        trips: options.trips,
        clock: options.clock,
        site: options.site,
        callerOf: (res) => (sessionUserOf(res) && callerOf(res).kind === 'customer' ? callerOf(res) : null),
      }),
    );
    // Every other address is a page (or the 404 page): no path to match or parameters to read.
    app.use(renderPage);
  } else {
    app.use((_req, res) => {
      res.status(404).json({ message: 'Not found.' });
    });
  }

  app.use(finalErrorHandler);
  return app;
}

/** The page handler: every page request's loaders' context, and the visitor page cache. */
function renderPages(
  options: HttpAppOptions,
  pages: PageRenderer,
  cookies: SessionCookies,
  pageCache: VisitorPageCache,
): RequestHandler {
  const { site, accounts } = options;
  return pageHandler(
    pages,
    options.publicUrl,
    (req, res) => {
      const device = browserDevice(req, options.secure);
      return {
        site,
        requestId: String(req.id),
        peakTravel: options.peakTravel,
        wireTransfer: options.wireTransfer,
        now: () => options.clock.now(),
        user: sessionUserOf(res),
        account: res.locals.account,
        accounts,
        federatedProviders: options.federated.providers(),
        client: Object.assign(device, { address: clientAddress(req) }),
        flightSearch: options.flightSearch,
        itineraries: options.itineraries,
        trips: options.trips,
        bookingPayments: options.bookingPayments,
        emptyLegs: options.emptyLegs,
        watches: options.watches ?? null,
        desk: options.desk,
        secondFactor: options.secondFactor,
        devices: options.devices,
        passkeys: options.passkeys,
        chat: options.chat,
        staff: staffOf(res.locals.caller, String(req.id)),
        caller: callerOf(res),
        session: {
          refreshToken: res.locals.refreshToken,
          start: (tokens) => [...cookies.issue(tokens), ...device.cookies()],
          end: async () => {
            await accounts.signOut(res.locals.refreshToken, sessionAccessToken(res));
            return cookies.clear();
          },
        },
      };
    },
    pageCache,
    options.metrics,
  );
}

/** /readyz: the database answers, and this process is not draining. */
async function readiness(options: HttpAppOptions, req: express.Request, res: express.Response): Promise<void> {
  // Draining: a balancer polling this stops sending here while requests in flight finish.
  if (options.drain?.draining) {
    res.status(503).json({ status: 'draining' });
    return;
  }
  try {
    await options.ready();
    res.json({ status: 'ready' });
  } catch (err) {
    req.log.warn({ err }, 'not ready');
    res.status(503).json({ status: 'unavailable' });
  }
}

/** The signed-in person as pages see them: only with a complete profile (spec 000 §6). */
function sessionUserOf(res: express.Response): SessionUser | null {
  const account = res.locals.account;
  if (!account?.complete) return null;
  return {
    id: account.identity.userId,
    email: account.profile.email,
    firstName: account.profile.firstname,
    lastName: account.profile.lastname,
    phone: account.profile.phone,
    federated: account.identity.federated,
    role: account.identity.role,
  };
}

/** The charter backend's caller for a page request: the signed-in customer with their token. */
function callerOf(res: express.Response): Caller {
  const staff = res.locals.caller?.kind === 'customer' && isStaff(res.locals.caller.role);
  return (sessionUserOf(res) || staff) && res.locals.caller ? res.locals.caller : anonymous(null);
}

/**
 * Support staff open any booking's itinerary (page, PDF, calendar) by its URL, even without
 * the customer profile (phone) that other pages ask of a signed-in person.
 */
function staffOnItinerary(res: express.Response, pathname: string): boolean {
  const caller = res.locals.caller;
  return caller?.kind === 'customer' && isStaff(caller.role) && pathname.startsWith('/itinerary/');
}
