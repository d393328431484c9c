import express, { type Response, type Router } from 'express';
import { z } from 'zod';
import { anonymous, type Caller } from '../../../ports/caller';
import type { FlightSearch, UpdateAddonsRequest } from '../../../ports/charter/flight-search';
import { searchOptionsSchema } from '../../core/quotes/trip';
import { parseOr400 } from './validation';

/**
 * aircraft/search-results-v2 and book-aircraft/update-addons (spec 000 section 7), served by
 * whichever FlightSearch the node is bound to (docs/decisions/014-charter-backend.md):
 * - a body that is not the call's shape (missing fields, wrong types, zero passengers) is 400
 *   with field errors;
 * - a well-formed search the engine cannot price (unknown airport, past date, dates out of
 *   order) is 200 with `error` set, which the spec's client toasts;
 * - an update-addons refusal (unknown or expired quote, aircraft taken, add-on not offered)
 *   is 409 with a message: the selection conflicts with what the backend now holds.
 */
const updateAddonsSchema = z.object({
  aboneSearchId: z.string().trim().min(1, 'Please choose an aircraft.').max(200),
  bookingId: z.string().max(100).nullable().optional(),
  sessionId: z.string().max(200).nullable().optional(),
  addonIds: z.array(z.string().max(100)).max(50).default([]),
  useRewards: z.boolean().default(false),
  offsetCarbon: z.boolean().default(false),
  legDataList: z.array(z.unknown()).max(20).default([]),
});

export function charterApi(flightSearch: FlightSearch): Router {
  const router = express.Router();

  router.post('/aircraft/search-results-v2', async (req, res) => {
    const options = parseOr400(searchOptionsSchema, req.body, res);
    if (!options) return;
    res.json(await flightSearch.searchResults(options, callerOf(res, options.sessionId ?? null)));
  });

  // Reads back a search's answer by search id: 404 when unknown or past its 30 minutes.
  router.get('/aircraft/search-results-v2/:searchId', async (req, res) => {
    const searchId = z.string().trim().min(1).max(200).safeParse(req.params.searchId);
    if (!searchId.success) {
      res.status(400).json({ message: 'Please type all information.' });
      return;
    }
    const answer = await flightSearch.resultsOf(searchId.data, callerOf(res, null));
    if (!answer) {
      res.status(404).json({ message: 'This search has expired. Please search again.' });
      return;
    }
    res.json(answer);
  });

  router.post('/book-aircraft/update-addons', async (req, res) => {
    const body = parseOr400(updateAddonsSchema, req.body, res);
    if (!body) return;
    const request: UpdateAddonsRequest = {
      aboneSearchId: body.aboneSearchId,
      bookingId: body.bookingId ?? '',
      sessionId: body.sessionId ?? null,
      addonIds: body.addonIds,
      useRewards: body.useRewards,
      offsetCarbon: body.offsetCarbon,
      legDataList: body.legDataList,
    };
    const result = await flightSearch.updateAddons(request, callerOf(res, request.sessionId));
    if (!result.ok) {
      res.status(409).json({ message: result.message });
      return;
    }
    res.json(result.answer);
  });

  return router;
}

/** The signed-in caller resolved by the session middleware, else a visitor known by session id. */
function callerOf(res: Response, sessionId: string | null): Caller {
  return res.locals.caller ?? anonymous(sessionId);
}
