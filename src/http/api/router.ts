import express, { type ErrorRequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import type { FlightSearch } from '../../../ports/charter/flight-search';
import type { Trips } from '../../../ports/charter/trips';
import type { BookingPayments } from '../../../ports/charter/booking-payments';
import type { EmptyLegs } from '../../../ports/charter/empty-legs';
import type { ReferenceData } from '../../../ports/reference-data';
import type { AccountService } from '../../engine/accounts/account-service';
import type { SessionCookies } from '../session';
import { accountRoutes } from './accounts';
import { charterApi } from './charter';
import { emptyLegsApi } from './empty-legs';
import { itineraryApi } from './itinerary';
import type { ItineraryAccess } from '../../engine/itinerary/itinerary-access';
import { tripsApi } from './trips';
import { paymentsApi } from './payments';
import { airportRoutes } from './airports';
import { createContentRoutes, type ContentRoutesDeps } from './content-routes';
import { chatApi, type ChatApiDeps } from './chat';
import { pushApi } from './push';
import type { PushRegistrations } from '../../engine/notifications/push-registrations';
import type { RouteWatches } from '../../engine/watches/route-watches';
import { watchesApi } from './watches';

export interface ApiDeps {
  logger: Logger;
  referenceData: ReferenceData;
  content: ContentRoutesDeps;
  accounts: AccountService;
  cookies: SessionCookies;
  flightSearch: FlightSearch;
  itineraries: ItineraryAccess;
  trips: Trips;
  bookingPayments: BookingPayments;
  emptyLegs: EmptyLegs;
  /** The concierge chat (/api/chat). */
  chat: ChatApiDeps;
  /** The customer's devices for push notifications (/api/push). */
  push?: { registrations: PushRegistrations; allowedHosts: readonly string[] };
  /** The customer's route watches (/api/watches). */
  watches?: RouteWatches;
}

/**
 * The REST API under /api: the engine's calls with the paths of the spec's call tables,
 * for the mobile apps, the web tier when it runs apart, and the charter-rest adapter.
 */
export function createApiRouter(deps: ApiDeps): Router {
  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use('/airport', airportRoutes(deps.referenceData));
  api.use(createContentRoutes(deps.content));
  api.use(accountRoutes(deps.accounts, deps.cookies));
  api.use(charterApi(deps.flightSearch));
  api.use(emptyLegsApi(deps.emptyLegs));
  api.use(itineraryApi(deps.itineraries));
  api.use(tripsApi(deps.trips));
  api.use('/chat', chatApi(deps.chat));
  if (deps.push) api.use(pushApi(deps.push.registrations, { allowedHosts: deps.push.allowedHosts }));
  if (deps.watches) api.use(watchesApi(deps.watches));
  api.use(paymentsApi(deps.bookingPayments, (userId, zone) => deps.accounts.rememberTimeZone(userId, zone)));

  api.use((_req, res) => {
    res.status(404).json({ message: 'No such API call.' });
  });
  api.use(apiErrorHandler);
  return api;
}

/** Malformed JSON is the caller's mistake (400); anything else is ours (500), without details. */
export const apiErrorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const status = (err as { status?: unknown }).status;
  if (status === 400 && (err as { type?: unknown }).type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON.', fieldErrors: {} });
    return;
  }
  if (status === 413) {
    res.status(413).json({ message: 'The request body is too large.' });
    return;
  }
  req.log.error({ err }, 'api request failed');
  res.status(500).json({ message: 'Something went wrong. Please try again.' });
};
